import { z } from "zod";
import { password } from "./auth";
import { instant } from "./instant";

export const TOTP_NAME_MESSAGE = "Give the authenticator a name of 1 to 60 characters";
export const DEFAULT_TOTP_NAME = "Authenticator app";

/** The second factors of the signed-in account (SPEC §3 MFA factor: friendly_name, type, status). */
export const MfaStatus = z.object({
  totp: z.object({ name: z.string(), verified: z.boolean() }).nullable(),
});
export type MfaStatus = z.infer<typeof MfaStatus>;

export const TotpNameInput = z.strictObject({
  name: z.string({ error: TOTP_NAME_MESSAGE }).trim().min(1, TOTP_NAME_MESSAGE).max(60, TOTP_NAME_MESSAGE),
});

export const CURRENT_PASSWORD_WRONG = "Your current password is not correct.";
export const NEW_PASSWORD_SAME = "Choose a new password that differs from the current one.";
export const PASSWORD_CHANGED = "Your password has been changed. Your other devices have been signed out.";

/** POST /api/v1/account/password: our route, so the password policy, throttle and audit apply (issue 12, hole 5). */
export const ChangePasswordInput = z.strictObject({
  currentPassword: z.string({ error: CURRENT_PASSWORD_WRONG }).min(1, CURRENT_PASSWORD_WRONG).max(128),
  newPassword: password,
});

/** One signed-in device, as its owner sees it: never the session token (script must not read it). */
export const AccountSession = z.object({
  id: z.string(),
  createdAt: instant,
  lastActiveAt: instant,
  expiresAt: instant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;
export const AccountSessionsResponse = z.object({ sessions: z.array(AccountSession) });

/**
 * A failed sign-in to this account (D314), from the audit trail: when, from roughly where (the address with its last
 * part hidden: the network, not the machine) and which browser. Shown to the owner under Settings → Security.
 */
export const FailedSignIn = z.object({
  id: z.string(),
  at: instant,
  approximateAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type FailedSignIn = z.infer<typeof FailedSignIn>;
export const FailedSignInsResponse = z.object({
  attempts: z.array(FailedSignIn),
  /** All failures in the period (the list shows the latest ones). */
  total: z.number().int(),
  days: z.number().int(),
});
export type FailedSignInsResponse = z.infer<typeof FailedSignInsResponse>;
