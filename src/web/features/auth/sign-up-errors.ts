import type { z } from "zod";

/** The sign-up form's fields in the order a person reads them; the toast shows the first failing one (SPEC §5). */
export const SIGN_UP_FIELD_ORDER = [
  "accountType",
  "fullName",
  "email",
  "password",
  "companyName",
  "companyWebsite",
  "ageConfirmed",
  "termsAccepted",
] as const;
export type SignUpField = (typeof SIGN_UP_FIELD_ORDER)[number];
export type SignUpFieldErrors = Partial<Record<SignUpField, string>>;

/** One message per field (the first issue zod reports for it). */
export function signUpFieldErrors(
  issues: ReadonlyArray<Pick<z.core.$ZodIssue, "path" | "message">>,
): SignUpFieldErrors {
  const out: SignUpFieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "accountType") as SignUpField;
    if (!(SIGN_UP_FIELD_ORDER as readonly string[]).includes(key)) continue;
    out[key] ??= issue.message;
  }
  return out;
}

/** Server `fields` (any keys) narrowed to the form's fields. */
export function fieldErrorsFromServer(fields: Record<string, string> | undefined): SignUpFieldErrors {
  return signUpFieldErrors(Object.entries(fields ?? {}).map(([k, message]) => ({ path: [k], message })));
}

/** The first message in form order, or null when there is none. */
export function firstSignUpError(errors: SignUpFieldErrors): { field: SignUpField; message: string } | null {
  for (const field of SIGN_UP_FIELD_ORDER) {
    const message = errors[field];
    if (message) return { field, message };
  }
  return null;
}
