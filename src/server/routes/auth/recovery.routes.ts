import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AUTH_ROUTES } from "../../../core/api/auth";
import { COMMON_PASSWORD, CONTEXT_PASSWORD, confirmationCallbackPath } from "../../../core/contracts/auth";
import { AUTH } from "../../../core/messages";
import { isCommonPassword, isContextPassword } from "../../auth/common-passwords";
import { issueDeviceCookie } from "../../auth/device-cookie";
import { verifyUnlockToken } from "../../auth/unlock-token";
import { AUTH_THROTTLES } from "../../http/auth-throttles";
import { declared } from "../../http/declared-route";
import { AppError, validationFailed } from "../../http/errors";
import { recordAudit } from "../../kernel/audit";
import { accountByEmail, isDeactivatedEmail, resetTokenOwner } from "../../queries/accounts";
import { authAudit } from "./auth-audit";

export const RECOVERY_SENT = "If an account exists for that e-mail, we've sent a link to it. Check your inbox.";

/**
 * Getting back into an account by e-mail: the forgotten-password and confirmation mails (the same answer whether or
 * not the account exists), the password reset, and the unlock link a locked account's owner is sent (D314).
 */
export async function recoveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, db, throttle, config, authSecret } = app.ctx;

  const audit = authAudit(db, "login_attempt");

  r.route({
    ...declared(AUTH_ROUTES.postAuthUnlock),
    handler: async (request, reply) => {
      await throttle.hit(`unlock:ip:${request.ip}`, AUTH_THROTTLES.mailPerIp);
      const target = verifyUnlockToken(authSecret, request.body.token, Date.now());
      const invalid = new AppError(400, "validation_failed", AUTH.unlockLinkInvalid);
      if (!target) throw invalid;
      const owner = await accountByEmail(db, target.email);
      if (!owner || !(await throttle.consumeUnlock(`signin:untrusted:${target.email}`, target.lockAt))) throw invalid;
      // This browser becomes one the owner signed in with: the account-wide lock for new browsers no longer applies
      // to it, and its own budget is untouched by the guessers'. The password is still required.
      issueDeviceCookie(reply, authSecret, target.email, config.publicUrl.startsWith("https:"));
      await recordAudit(db, request.log, request, {
        userId: owner.id,
        action: "security",
        tableName: "auth",
        newData: { type: "unlock_link", success: true },
      });
      return { ok: true as const, message: AUTH.unlockLinkUsed };
    },
  });

  /**
   * A recovery mail within the mail limits. A deactivated account gets none; the answer is the same whether or not
   * the account exists (no account enumeration), and a failure to send is not told either.
   */
  async function recoveryMail(request: FastifyRequest, address: string, send: (email: string) => Promise<unknown>) {
    const email = address.toLowerCase();
    await throttle.hit(`mail:ip:${request.ip}`, AUTH_THROTTLES.mailPerIp);
    await throttle.hit(`mail:acct:${email}`, AUTH_THROTTLES.mailPerAccount);
    if (!(await isDeactivatedEmail(db, email))) await send(email).catch(() => {});
    return { ok: true as const, message: RECOVERY_SENT };
  }

  r.route({
    ...declared(AUTH_ROUTES.postAuthForgotPassword),
    handler: async (request) =>
      recoveryMail(request, request.body.email, (email) =>
        auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" } }),
      ),
  });

  r.route({
    ...declared(AUTH_ROUTES.postAuthResendVerification),
    handler: async (request) =>
      recoveryMail(request, request.body.email, (email) =>
        auth.api.sendVerificationEmail({
          body: { email, callbackURL: confirmationCallbackPath(request.body.redirect) },
        }),
      ),
  });

  r.route({
    ...declared(AUTH_ROUTES.postAuthResetPassword),
    handler: async (request) => {
      await throttle.hit(`mail:ip:${request.ip}`, AUTH_THROTTLES.mailPerIp);
      if (isCommonPassword(request.body.password)) throw validationFailed({ password: COMMON_PASSWORD });
      const owner = await resetTokenOwner(db, request.body.token);
      const invalid = new AppError(
        400,
        "validation_failed",
        "This reset link is invalid or has expired. Please ask for a new one.",
      );
      if (owner?.deactivated) {
        await audit(request, owner.id, { type: "password_reset", success: false, error: "deactivated" });
        throw invalid;
      }
      if (owner && isContextPassword(request.body.password, { email: owner.email, name: owner.fullName }))
        throw validationFailed({ password: CONTEXT_PASSWORD });
      const res = await auth.api.resetPassword({
        body: { token: request.body.token, newPassword: request.body.password },
        asResponse: true,
      });
      await audit(request, owner?.id ?? null, { type: "password_reset", success: res.ok });
      if (!res.ok) throw invalid;
      // Proving the mailbox ends the account-wide lock a guesser may have caused for this account.
      if (owner) await throttle.unlock(`signin:untrusted:${owner.email.toLowerCase()}`);
      return { ok: true as const, message: "Your password has been changed. You can sign in now." };
    },
  });
}
