/**
 * The contact form's few rules, free of zod so the web form can use them without pulling the
 * validation library into its chunk. `contact.ts` builds the API schema from the same values.
 */
export const INQUIRY_TYPES = [
  { value: "general", label: "General question" },
  { value: "sales", label: "Sales and plans" },
  { value: "support", label: "Technical support" },
  { value: "verification", label: "Business verification" },
  { value: "disputes", label: "Rating disputes" },
  { value: "privacy", label: "Privacy and data requests" },
  { value: "legal", label: "Legal and appeals" },
  { value: "press", label: "Press and partnerships" },
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number]["value"];

/** Lenient on purpose: "a@b.c" shapes pass; "no-at-sign", "a@b" or addresses with spaces do not. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 100;

export function isPossibleEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= CONTACT_EMAIL_MAX && CONTACT_EMAIL_PATTERN.test(v);
}
