import { z } from "zod";
import { MARKETING } from "../messages";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_EMAIL_PATTERN,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  INQUIRY_TYPES,
  type InquiryType,
} from "./contact-rules";

export { INQUIRY_TYPES, type InquiryType } from "./contact-rules";

/**
 * The /contact form (SPEC §2). The spec says the form has no validation (§5); we keep it free of
 * blocking rules except the two that would make a message useless: an empty message and an e-mail
 * address that cannot exist. Names and inquiry type are optional.
 */
const INQUIRY_VALUES = INQUIRY_TYPES.map((t) => t.value) as [InquiryType, ...InquiryType[]];

export const ContactEmail = z
  .string()
  .trim()
  .max(CONTACT_EMAIL_MAX, MARKETING.contactEmailInvalid)
  .regex(CONTACT_EMAIL_PATTERN, MARKETING.contactEmailInvalid);

export const ContactMessageRequest = z.strictObject({
  firstName: z.string().trim().max(CONTACT_NAME_MAX).optional(),
  lastName: z.string().trim().max(CONTACT_NAME_MAX).optional(),
  email: ContactEmail,
  inquiryType: z.enum(INQUIRY_VALUES).optional(),
  message: z
    .string()
    .trim()
    .min(1, MARKETING.contactMessageRequired)
    .max(CONTACT_MESSAGE_MAX, MARKETING.contactMessageTooLong),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;

export const ContactMessageResponse = z.object({ status: z.literal("received") });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponse>;
