import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AUTH_ROUTES } from "../../../core/api/auth";
import { confirmationCallbackPath } from "../../../core/contracts/auth";
import { ADMIN_CONSOLE, AUTH } from "../../../core/messages";
import { enqueueMail } from "../../adapters/mail/outbox";
import { unlockAccountMail } from "../../auth/auth-mail";
import { issueDeviceCookie, trustedDevice } from "../../auth/device-cookie";
import { authErrorOf, copyAuthHeaders } from "../../auth/library-response";
import { markSecondFactor } from "../../auth/second-factor";
import { toFetchHeaders } from "../../auth/session-actor";
import { signUnlockToken } from "../../auth/unlock-token";
import { signUp } from "../../commands/sign-up";
import { AUTH_LOCKOUTS, AUTH_THROTTLES } from "../../http/auth-throttles";
import { declared } from "../../http/declared-route";
import { AppError } from "../../http/errors";
import { TooManyRequests } from "../../http/throttle";
import { presentMe } from "../../presenters/me";
import { accountByEmail, isSuspended } from "../../queries/accounts";
import { type AccountSnapshot, loadAccount } from "../../queries/me";
import { authAudit } from "./auth-audit";
import { cookieHeaderFrom } from "./library-gate";

export const EMAIL_NOT_VERIFIED =
  "Please confirm your e-mail before signing in. We've sent you a new confirmation link.";

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, db, throttle, config, authSecret } = app.ctx;

  const audit = authAudit(db, "login_attempt");

  r.route({
    ...declared(AUTH_ROUTES.postAuthSignUp),
    handler: async (request, reply) => {
      await throttle.hit(`signup:ip:${request.ip}`, AUTH_THROTTLES.signUpPerIp);
      const { userId, libraryResponse: res } = await signUp(
        { db, auth },
        {
          input: request.body,
          headers: toFetchHeaders(request),
          audit: (userId, data) => audit(request, userId, data),
        },
      );
      const account = await loadAccount(db, userId);
      const signedIn = !config.requireEmailVerification;
      if (signedIn) copyAuthHeaders(res, reply);
      return reply.status(201).send({
        user: presentMe(account!),
        signedIn,
        message: signedIn ? AUTH.accountCreated : AUTH.accountCreatedConfirm,
      });
    },
  });

  r.route({
    ...declared(AUTH_ROUTES.postAuthSignIn),
    handler: async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // Every attempt from one address counts; failures lock only the client that made them (D31).
      await throttle.hit(`signin:ip:${request.ip}`, AUTH_THROTTLES.signInPerIp);
      const device = trustedDevice(request, authSecret, email);
      const clientKey = device ? `signin:device:${email}:${device}` : `signin:client:${email}:${request.ip}`;
      const accountKey = `signin:untrusted:${email}`;
      // Counted before the password is checked (D312): a burst gets at most the budget's checks through.
      const attempt = await throttle
        .reserve([
          { key: clientKey, rule: AUTH_LOCKOUTS.signInPerClient },
          ...(device ? [] : [{ key: accountKey, rule: AUTH_LOCKOUTS.signInPerAccountUntrusted }]),
        ])
        .catch((error: unknown) => {
          // The account-wide lock for new browsers: say how the owner gets in (D314), the same words whether or
          // not the account exists.
          if (error instanceof TooManyRequests && error.key === accountKey)
            throw new TooManyRequests(error.retryAfterSeconds, { message: AUTH.lockedNewBrowsers });
          throw error;
        });
      const res = await attempt.check(() =>
        auth.api.signInEmail({
          body: {
            email,
            password: request.body.password,
            rememberMe: request.body.rememberMe ?? true,
            callbackURL: "/auth?verified=1",
          },
          headers: toFetchHeaders(request),
          asResponse: true,
        }),
      );
      if (!res.ok) {
        const err = await authErrorOf(res);
        // Filed under the account it aimed at, so its owner sees it in account security (D314).
        const owner = await accountByEmail(db, email);
        await audit(request, owner?.id ?? null, {
          type: "sign_in",
          success: false,
          email,
          error: err.code || err.message,
        });
        if (/EMAIL_NOT_VERIFIED/i.test(err.code)) {
          // The password was right: send a fresh link, within the recovery-mail limits.
          await attempt.succeed([clientKey]);
          await sendVerificationWithinLimits(request, email, request.body.redirect);
          throw new AppError(403, "forbidden", EMAIL_NOT_VERIFIED);
        }
        if (res.status < 500) {
          const outcomes = await attempt.fail();
          const accountLock = outcomes.find((o) => o.key === accountKey && o.lockedNow);
          if (accountLock && owner) await sendUnlockMail(request, owner, email, accountLock);
        } else await attempt.release();
        // One answer whether or not the e-mail exists.
        throw new AppError(401, "unauthorized", AUTH.loginFailed);
      }
      await attempt.succeed([clientKey]);
      const body = (await res.clone().json()) as { twoFactorRedirect?: boolean; user?: { id: string } };
      const secure = config.publicUrl.startsWith("https:");
      if (body.twoFactorRedirect) {
        copyAuthHeaders(res, reply);
        issueDeviceCookie(reply, authSecret, email, secure);
        await audit(request, null, { type: "sign_in", success: true, email, second_factor: "required" });
        return reply.send({
          user: null,
          twoFactorRequired: true,
          message: "Enter the code from your authenticator app.",
        });
      }
      const account = body.user ? await loadAccount(db, body.user.id) : null;
      if (!account || account.deactivated) {
        await audit(request, body.user?.id ?? null, { type: "sign_in", success: false, email, error: "deactivated" });
        await auth.api.signOut({ headers: new Headers({ cookie: cookieHeaderFrom(res) }) }).catch(() => {});
        const suspended = account ? await isSuspended(db, account.id) : false;
        throw new AppError(
          401,
          "unauthorized",
          !account ? AUTH.loginFailed : suspended ? ADMIN_CONSOLE.accountSuspended : AUTH.accountDeactivated,
        );
      }
      copyAuthHeaders(res, reply);
      issueDeviceCookie(reply, authSecret, email, secure);
      const secondFactorRequired = await secondFactorStateAfterPassword(res, account);
      await audit(request, account.id, { type: "sign_in", success: true, email });
      return reply.send({
        user: presentMe(account, secondFactorRequired),
        twoFactorRequired: false,
        message: AUTH.signedIn,
      });
    },
  });

  /**
   * A password sign-in of an administrator. With TOTP on, the library let it through without the code only because
   * this browser holds the trust cookie it set after a code: that session proved a second factor. Otherwise the
   * administrator must enrol one (or sign in with their passkey) before doing anything (D30).
   */
  async function secondFactorStateAfterPassword(res: Response, account: AccountSnapshot): Promise<boolean> {
    if (!account.roles.includes("admin")) return false;
    if (!account.twoFactorEnabled) return true;
    const created = await auth.api
      .getSession({ headers: new Headers({ cookie: cookieHeaderFrom(res) }) })
      .catch(() => null);
    if (!created) return true;
    await markSecondFactor(db, created.session.id);
    return false;
  }

  /**
   * Failures from new browsers just locked the account: e-mail its owner a single-use link that lets a browser sign
   * in despite the lock (D314). At most one per lock (the lock is what triggers it), ten a day.
   */
  async function sendUnlockMail(
    request: FastifyRequest,
    owner: { id: string; name: string },
    email: string,
    lock: { lockAt: number; lockedUntil: number },
  ) {
    try {
      await throttle.hit(`unlock-mail:${email}`, AUTH_THROTTLES.unlockMailPerAccount);
    } catch {
      return;
    }
    const url = new URL("/auth/unlock", config.publicUrl);
    url.searchParams.set("token", signUnlockToken(authSecret, email, lock.lockAt));
    await enqueueMail(db, unlockAccountMail(email, owner.name, url.toString(), new Date(lock.lockedUntil))).catch(
      (error: unknown) => request.log.warn({ err: error }, "unlock mail not queued"),
    );
  }

  async function sendVerificationWithinLimits(request: FastifyRequest, email: string, redirect?: string) {
    try {
      await throttle.hit(`mail:ip:${request.ip}`, AUTH_THROTTLES.mailPerIp);
      await throttle.hit(`mail:acct:${email}`, AUTH_THROTTLES.mailPerAccount);
    } catch {
      return;
    }
    await auth.api
      .sendVerificationEmail({ body: { email, callbackURL: confirmationCallbackPath(redirect) } })
      .catch(() => {});
  }

  r.route({
    ...declared(AUTH_ROUTES.postAuthSignOut),
    handler: async (request, reply) => signOut(request, reply, false),
  });
  r.route({
    ...declared(AUTH_ROUTES.postAuthSignOutEverywhere),
    handler: async (request, reply) => signOut(request, reply, true),
  });

  async function signOut(request: FastifyRequest, reply: FastifyReply, everywhere: boolean) {
    const headers = toFetchHeaders(request);
    if (everywhere) await auth.api.revokeSessions({ headers }).catch(() => {});
    const res = await auth.api.signOut({ headers, asResponse: true }).catch(() => null);
    if (res) copyAuthHeaders(res, reply);
    return reply.send({ ok: true as const, message: everywhere ? "Signed out on every device." : "Signed out." });
  }

  r.route({
    ...declared(AUTH_ROUTES.getMe),
    handler: async (request) => ({
      user: request.account
        ? presentMe(request.account, request.actor.kind === "user" && request.actor.secondFactorPending === true)
        : null,
    }),
  });
}
