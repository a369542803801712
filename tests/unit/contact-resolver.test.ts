import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ContactMessageRequest } from "../../src/core/contracts/contact";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, INQUIRY_TYPES } from "../../src/core/contracts/contact-rules";
import { type ContactValues, contactBody, contactResolver } from "../../src/web/features/marketing/contact-resolver";

/**
 * The contact form's resolver is zod-free (D406) and must answer what `ContactMessageRequest` answers for whatever the
 * form can hold: the same verdict, and on e-mail and message the schema's first message. Checked on generated values
 * near the edges (blank, spaces, lengths around the limits, addresses near the pattern).
 */
const space = fc.constantFrom("", " ", "  \n");
const padded = (inner: fc.Arbitrary<string>) =>
  fc.tuple(space, inner, space).map(([before, text, after]) => `${before}${text}${after}`);
const nearEmail = fc.oneof(
  fc.emailAddress(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom("a@b.c", "a@b", "no-at-sign", "a b@c.d", "a@b..c", "a@.b.c", "@b.c", `${"x".repeat(250)}@b.co`),
);
const nearMessage = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(CONTACT_MESSAGE_MAX - 1, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MAX + 1).map((n) => "m".repeat(n)),
);
const formValues: fc.Arbitrary<ContactValues> = fc.record({
  // What the form can hold: its name boxes stop at the limit, its select offers only the topics.
  firstName: padded(fc.string({ maxLength: CONTACT_NAME_MAX - 4 })),
  lastName: padded(fc.string({ maxLength: CONTACT_NAME_MAX - 4 })),
  email: padded(nearEmail),
  inquiryType: fc.constantFrom("", ...INQUIRY_TYPES.map((t) => t.value)),
  message: padded(nearMessage),
});

const judge = (values: ContactValues) =>
  contactResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("contactResolver", () => {
  it("answers what ContactMessageRequest answers, with its words", async () => {
    let valid = 0;
    let invalid = 0;
    await fc.assert(
      fc.asyncProperty(formValues, async (values) => {
        const schema = ContactMessageRequest.safeParse(contactBody(values));
        const result = await judge(values);
        const first = (path: string) => schema.error?.issues.find((i) => i.path.join(".") === path)?.message;
        expect(Object.keys(result.errors).length === 0).toBe(schema.success);
        expect(result.errors.email?.message).toBe(first("email"));
        expect(result.errors.message?.message).toBe(first("message"));
        if (schema.success) {
          valid++;
          expect(result.values).toEqual(schema.data);
        } else invalid++;
      }),
      { numRuns: 2_000 },
    );
    expect(valid).toBeGreaterThan(100);
    expect(invalid).toBeGreaterThan(100);
  });
});
