import {
  COMMON_PASSWORD,
  CONTEXT_PASSWORD,
  confirmationCallbackPath,
  type SignUpInput,
} from "../../core/contracts/auth";
import { AUTH, VALIDATION } from "../../core/messages";
import type { Auth } from "../auth/auth";
import { isCommonPassword, isContextPassword } from "../auth/common-passwords";
import { authErrorOf } from "../auth/library-response";
import type { Db } from "../db/client";
import { clash, DomainError, invalidInput } from "../kernel/domain-errors";
import { emailTaken, userExists } from "../queries/accounts";
import { createAccountRecords, removeUser } from "./create-account";

export interface SignUpCommand {
  input: SignUpInput;
  /** The request's headers, passed to the auth library (origin, cookies). */
  headers: Headers;
  /** Writes the `login_attempt` audit row (best-effort, after the fact). */
  audit: (userId: string | null, data: Record<string, unknown>) => Promise<void>;
}

/**
 * Creates an account (POST /api/v1/auth/sign-up): the password rules the library does not know (common,
 * built from the e-mail or name), "Account exists" said plainly, the library's user, then our records (profile,
 * role, subscription; the user is removed again if they fail). Returns the library's answer, whose cookies the
 * route copies when the account is signed in at once.
 */
export async function signUp(
  deps: { db: Db; auth: Auth },
  cmd: SignUpCommand,
): Promise<{ userId: string; libraryResponse: Response }> {
  const { db, auth } = deps;
  const { input, audit } = cmd;
  const email = input.email.toLowerCase();
  if (isCommonPassword(input.password)) throw invalidInput({ password: COMMON_PASSWORD });
  if (isContextPassword(input.password, { email, name: input.fullName }))
    throw invalidInput({ password: CONTEXT_PASSWORD });
  // The spec wants "Account exists" said plainly (the auth library would answer a silent fake success).
  if (await emailTaken(db, email)) {
    await audit(null, {
      type: "sign_up",
      success: false,
      email,
      account_type: input.accountType,
      error: "account_exists",
    });
    throw clash(AUTH.accountExists);
  }

  const res = await auth.api.signUpEmail({
    body: {
      name: input.fullName,
      email,
      password: input.password,
      // The confirmation link brings the person back to where they were going (same-site paths only).
      callbackURL: confirmationCallbackPath(input.redirect),
    },
    headers: cmd.headers,
    asResponse: true,
  });
  if (!res.ok) {
    const err = await authErrorOf(res);
    await audit(null, {
      type: "sign_up",
      success: false,
      email,
      account_type: input.accountType,
      error: err.code || err.message,
    });
    if (/ALREADY_EXISTS/i.test(err.code) || res.status === 422) throw clash(AUTH.accountExists);
    if (/PASSWORD/i.test(err.code)) throw invalidInput({ password: VALIDATION.passwordTooShort });
    throw new DomainError("invalid_input", AUTH.signUpFailed);
  }
  const created = (await res.clone().json()) as { user: { id: string } };
  if (!(await userExists(db, created.user.id))) {
    // A concurrent sign-up with the same e-mail won the race; the library answered with a placeholder user.
    throw clash(AUTH.accountExists);
  }
  try {
    await createAccountRecords(db, created.user.id, input);
  } catch (error) {
    await removeUser(db, created.user.id);
    throw error;
  }
  await audit(created.user.id, { type: "sign_up", success: true, email, account_type: input.accountType });
  return { userId: created.user.id, libraryResponse: res };
}
