import { z } from "zod";

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
