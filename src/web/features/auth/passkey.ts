import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";
import { PASSKEY_ERRORS } from "../../../core/messages";
import { ApiError } from "../../lib/api";
import { authLibrary } from "./auth-library";

export interface Passkey {
  id: string;
  name?: string | null;
  createdAt: string;
  deviceType?: string;
}

/** Raised by our own checks of what the browser handed back. */
export class PasskeyCeremonyError extends Error {
  constructor(readonly kind: "empty" | "unexpected-type" | "unsupported") {
    super(kind);
  }
}

/**
 * Any passkey failure, as a sentence a person understands (SPEC §8: aborted ceremony, invalid RP id,
 * invalid domain, authenticator general error, no WebAuthn, empty credential, unexpected credential type),
 * plus the auth library's own answers.
 */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof PasskeyCeremonyError) {
    if (error.kind === "empty") return PASSKEY_ERRORS.emptyCredential;
    if (error.kind === "unexpected-type") return PASSKEY_ERRORS.unexpectedType;
    return PASSKEY_ERRORS.unsupported;
  }
  if (error instanceof WebAuthnError) {
    switch (error.code) {
      case "ERROR_CEREMONY_ABORTED":
      case "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY":
        return PASSKEY_ERRORS.aborted;
      case "ERROR_INVALID_RP_ID":
        return PASSKEY_ERRORS.invalidRpId;
      case "ERROR_INVALID_DOMAIN":
        return PASSKEY_ERRORS.invalidDomain;
      case "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED":
        return PASSKEY_ERRORS.alreadyRegistered;
      case "ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT":
      case "ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT":
      case "ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG":
        return PASSKEY_ERRORS.unsupportedAuthenticator;
      default:
        return PASSKEY_ERRORS.authenticatorGeneral;
    }
  }
  if (error instanceof ApiError) {
    if (/CHALLENGE_NOT_FOUND/i.test(error.code)) return PASSKEY_ERRORS.expired;
    if (/PASSKEY_NOT_FOUND/i.test(error.code)) return PASSKEY_ERRORS.unknownPasskey;
    if (/SESSION_NOT_FRESH|FRESH/i.test(error.code) || /fresh/i.test(error.message)) return PASSKEY_ERRORS.notFresh;
    if (/FAILED_TO_VERIFY|AUTHENTICATION_FAILED/i.test(error.code)) return PASSKEY_ERRORS.verifyFailed;
    return error.message;
  }
  if (error instanceof Error) {
    const name = error.name;
    if (name === "AbortError" || name === "NotAllowedError") return PASSKEY_ERRORS.aborted;
    if (/not supported|does not support webauthn/i.test(error.message)) return PASSKEY_ERRORS.unsupported;
    if (/not completed|empty credential/i.test(error.message)) return PASSKEY_ERRORS.emptyCredential;
    if (/unexpected credential/i.test(error.message)) return PASSKEY_ERRORS.unexpectedType;
    if (name === "SecurityError") return PASSKEY_ERRORS.invalidDomain;
    if (name === "UnknownError") return PASSKEY_ERRORS.authenticatorGeneral;
  }
  return PASSKEY_ERRORS.verifyFailed;
}

export function passkeysSupported(): boolean {
  try {
    return browserSupportsWebAuthn();
  } catch {
    return false;
  }
}

function checkCredential(credential: { type?: string } | null | undefined) {
  if (!credential) throw new PasskeyCeremonyError("empty");
  if (credential.type !== "public-key") throw new PasskeyCeremonyError("unexpected-type");
}

export const listPasskeys = () => authLibrary<Passkey[]>("/passkey/list-user-passkeys");
export const renamePasskey = (id: string, name: string) =>
  authLibrary<{ passkey: Passkey }>("/passkey/update-passkey", { json: { id, name } });
export const deletePasskey = (id: string) =>
  authLibrary<{ status: boolean }>("/passkey/delete-passkey", { json: { id } });

/**
 * Adds a passkey named `name` to the signed-in account.
 *
 * SPEC §4: "a failed passkey registration removes the leftover unverified factor of the same name".
 * With better-auth's passkey plugin registration is atomic (verify-registration stores nothing when it
 * fails), so normally there is nothing to remove; still, after any failure we list the passkeys and
 * delete those with the attempted name that were not there before the attempt.
 */
export async function registerPasskey(name: string): Promise<void> {
  if (!passkeysSupported()) throw new PasskeyCeremonyError("unsupported");
  const before = new Set((await listPasskeys().catch(() => [] as Passkey[])).map((p) => p.id));
  try {
    const optionsJSON = await authLibrary<PublicKeyCredentialCreationOptionsJSON>("/passkey/generate-register-options");
    const response = await startRegistration({ optionsJSON });
    checkCredential(response);
    await authLibrary("/passkey/verify-registration", { json: { response, name } });
  } catch (error) {
    await removeLeftovers(name, before);
    throw error;
  }
}

async function removeLeftovers(name: string, before: ReadonlySet<string>) {
  try {
    const now = await listPasskeys();
    const leftovers = now.filter((p) => (p.name ?? "") === name && !before.has(p.id));
    await Promise.all(leftovers.map((p) => deletePasskey(p.id).catch(() => undefined)));
  } catch {
    // Best effort: the failure the person sees is the registration's, not the clean-up's.
  }
}

/** Signs in with a passkey; the server sets the session cookie. */
export async function signInWithPasskey(): Promise<void> {
  if (!passkeysSupported()) throw new PasskeyCeremonyError("unsupported");
  const optionsJSON = await authLibrary<PublicKeyCredentialRequestOptionsJSON>(
    "/passkey/generate-authenticate-options",
  );
  const response = await startAuthentication({ optionsJSON });
  checkCredential(response);
  await authLibrary("/passkey/verify-authentication", { json: { response } });
}
