import { z } from "zod";
import { ACCOUNT_TYPES, ROLES } from "../domain";
import { emailDomain, isPersonalEmailDomain, isValidEmployerEmail, websiteHost } from "../employer-email";
import { LIMITS } from "../limits";
import { VALIDATION } from "../messages";

const email = z
  .string({ error: VALIDATION.invalidEmail })
  .trim()
  .max(254, VALIDATION.invalidEmail)
  .pipe(z.email({ error: VALIDATION.invalidEmail }));
export const password = z
  .string({ error: VALIDATION.passwordTooShort })
  .min(LIMITS.passwordMinLength, VALIDATION.passwordTooShort)
  .max(128, "Password must be at most 128 characters");
const fullName = z.string({ error: VALIDATION.fullNameRequired }).trim().min(1, VALIDATION.fullNameRequired).max(120);

export const AGE_CONFIRMATION_REQUIRED = "Please confirm that you are 18 or older";
export const TERMS_REQUIRED = "Please accept the Terms of Service and Privacy Policy";
export const COMMON_PASSWORD = "This password is too common. Please choose one that is harder to guess.";
export const CONTEXT_PASSWORD =
  "This password is too easy to guess from your name, e-mail or Standing itself. Please choose another.";

const consents = {
  ageConfirmed: z.literal(true, { error: AGE_CONFIRMATION_REQUIRED }),
  termsAccepted: z.literal(true, { error: TERMS_REQUIRED }),
  /** Where the person was going (an invitation, a guarded page); carried through the confirmation e-mail. */
  redirect: z.string().max(2048).optional(),
};

const ProfessionalSignUp = z.strictObject({
  accountType: z.literal("professional"),
  fullName,
  email,
  password,
  ...consents,
});

const EmployerSignUp = z
  .strictObject({
    accountType: z.literal("employer"),
    fullName: fullName.pipe(z.string().min(2, VALIDATION.fullNameRequired)),
    email,
    password,
    companyName: z
      .string({ error: VALIDATION.companyNameTooShort })
      .trim()
      .min(2, VALIDATION.companyNameTooShort)
      .max(160),
    companyWebsite: z
      .string({ error: VALIDATION.companyWebsiteRequired })
      .trim()
      .min(1, VALIDATION.companyWebsiteRequired)
      .max(2048)
      .refine((v) => websiteHost(v) !== null, VALIDATION.companyWebsiteInvalid),
    ...consents,
  })
  .refine((value) => employerEmailAllowed(value.email, value.companyWebsite), {
    path: ["email"],
    message: VALIDATION.employerEmailDomain,
    // Also when other fields failed: the form shows the first message in form order (SPEC §5), and the e-mail
    // comes before the company fields and the consent boxes. Skipped only when the e-mail itself already failed.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "email"),
  });

/** The e-mail of an employer is not at a personal provider and, once the website reads as one, is at its host. */
function employerEmailAllowed(email: unknown, website: unknown): boolean {
  if (typeof email !== "string") return true;
  const domain = emailDomain(email.trim());
  if (!domain) return true;
  if (isPersonalEmailDomain(domain)) return false;
  const site = typeof website === "string" ? website : "";
  return !websiteHost(site) || isValidEmployerEmail(email.trim(), site);
}

/** Sign-up for either account type; the same schema validates the web form and the API body. */
export const SignUpInput = z.discriminatedUnion("accountType", [ProfessionalSignUp, EmployerSignUp], {
  error: "Please choose Professional or Employer",
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.strictObject({
  email,
  password: z.string().min(1, "Password is required").max(128),
  rememberMe: z.boolean().optional(),
  /** Where the page was going: a fresh confirmation link (unconfirmed e-mail) returns there. */
  redirect: z.string().max(2048).optional(),
});
export type SignInInput = z.infer<typeof SignInInput>;

export const EmailOnlyInput = z.strictObject({ email });
/** "Send the link again": the new link returns to the same place as the first (`confirmationCallbackPath`). */
export const ResendVerificationInput = z.strictObject({ email, redirect: z.string().max(2048).optional() });
export const ResetPasswordInput = z.strictObject({ token: z.string().min(1).max(512), password });
/** The unlock link's token (D314), posted by /auth/unlock. */
export const UnlockInput = z.strictObject({ token: z.string().min(1).max(1024) });

/** The signed-in user as the web app sees it (GET /api/v1/me). */
export const Me = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
  roles: z.array(z.enum(ROLES)),
  twoFactorEnabled: z.boolean(),
  /** An administrator signed in without a second factor: the app sends them to enrol one (decisions D30). */
  secondFactorRequired: z.boolean(),
});
export type Me = z.infer<typeof Me>;
export const MeResponse = z.object({ user: Me.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;

export const SignUpResponse = z.object({
  user: Me,
  /** False when e-mail confirmation is required before signing in. */
  signedIn: z.boolean(),
  message: z.string(),
});
export const SignInResponse = z.object({
  user: Me.nullable(),
  /** True when a verified second factor must be given before the session exists. */
  twoFactorRequired: z.boolean(),
  message: z.string(),
});

/**
 * A same-site path to return to after signing in, or "" when there is none worth following: anything
 * `safeRedirectPath` refuses, and /auth itself (returning there would loop).
 */
export function safeReturnPath(value: string | null | undefined): string {
  const safe = safeRedirectPath(value, "");
  if (!safe || safe === "/auth" || safe.startsWith("/auth?") || safe.startsWith("/auth/")) return "";
  return safe;
}

/** Where the confirmation e-mail's link lands: /auth?verified=1, carrying the person's same-site return path. */
export function confirmationCallbackPath(redirect: string | null | undefined): string {
  const back = safeReturnPath(redirect);
  return back ? `/auth?verified=1&redirect=${encodeURIComponent(back)}` : "/auth?verified=1";
}

/** Same-site path only: absolute and protocol-relative URLs are ignored (open-redirect defence). */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://standing.invalid");
    if (url.origin !== "http://standing.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
