import type { FieldErrors, Resolver } from "react-hook-form";
import type { ContactMessageRequest } from "../../../core/contracts/contact";
import { CONTACT_MESSAGE_MAX, type InquiryType, isPossibleEmail } from "../../../core/contracts/contact-rules";
import { MARKETING } from "../../../core/messages";

/** The contact form as it holds its fields: strings as typed. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  inquiryType: string;
  message: string;
}

/** The body POST /contact receives: trimmed, with the optional fields left out when empty. */
export function contactBody(values: ContactValues): ContactMessageRequest {
  const optional = (v: string) => v.trim() || undefined;
  return {
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
    email: values.email.trim(),
    inquiryType: optional(values.inquiryType) as InquiryType | undefined,
    message: values.message.trim(),
  };
}

/**
 * `ContactMessageRequest`'s two blocking rules with its words, from the zod-free rules the schema is built of, so zod's
 * runtime stays off this prerendered visitor page (D287, D406). The names and the topic cannot break the schema from
 * this form (its boxes stop at the schema's lengths, its select offers only `INQUIRY_TYPES`), and the server judges
 * them again. `tests/unit/contact-resolver.test.ts` holds this resolver to the schema.
 */
export const contactResolver: Resolver<ContactValues, unknown, ContactMessageRequest> = async (values) => {
  const body = contactBody(values);
  const errors: FieldErrors<ContactValues> = {};
  if (!isPossibleEmail(body.email)) errors.email = { type: "contract", message: MARKETING.contactEmailInvalid };
  if (!body.message) errors.message = { type: "contract", message: MARKETING.contactMessageRequired };
  else if (body.message.length > CONTACT_MESSAGE_MAX)
    errors.message = { type: "contract", message: MARKETING.contactMessageTooLong };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: body, errors: {} };
};
