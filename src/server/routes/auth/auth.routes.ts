import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  COMMON_PASSWORD,
  EmailOnlyInput,
  MeResponse,
  ResetPasswordInput,
  SignInInput,
  SignInResponse,
  SignUpInput,
  SignUpResponse,
} from "../../../core/contracts/auth";
import { AUTH, VALIDATION } from "../../../core/messages";
import { isCommonPassword } from "../../auth/common-passwords";
import { toFetchHeaders } from "../../auth/session-actor";
import { createAccountRecords, removeUser } from "../../commands/create-account";
import { recordAudit } from "../../commands/record-audit";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { AppError, conflict, validationFailed } from "../../http/errors";
import { AUTH_THROTTLES } from "../../http/throttle";
import { presentMe } from "../../presenters/me";
import { loadAccount } from "../../queries/me";
import { authErrorOf, copyAuthHeaders, toFetchRequest } from "./auth-bridge";

/**
 * Endpoints of the auth library reachable from the browser. Sign-up, sign-in and sign-out are NOT here:
 * they go through our routes below so every rule, audit row and throttle applies.
 */
const LIBRARY_ALLOW = [
  /^\/api\/auth\/verify-email$/,
  /^\/api\/auth\/reset-password\/[^/]+$/,
  /^\/api\/auth\/get-session$/,
  /^\/api\/auth\/list-sessions$/,
  /^\/api\/auth\/revoke-session$/,
  /^\/api\/auth\/revoke-other-sessions$/,
  /^\/api\/auth\/change-password$/,
  /^\/api\/auth\/two-factor\/[a-z-]+$/,
  /^\/api\/auth\/passkey\/[a-z-]+$/,
  /^\/api\/auth\/sign-in\/passkey$/,
];

const Ok = z.object({ ok: z.literal(true), message: z.string() });
export const RECOVERY_SENT = "If an account exists for that e-mail, we've sent a link to it. Check your inbox.";
export const EMAIL_NOT_VERIFIED =
  "Please confirm your e-mail before signing in. We've sent you a new confirmation link.";

/** Library endpoints that complete a sign-in: audited like our own sign-in, and refused for deactivated accounts. */
const SIGN_IN_COMPLETIONS = /^\/api\/auth\/(passkey\/verify-authentication|two-factor\/verify-(totp|backup-code|otp))$/;

export async function authLibraryRoutes(app: FastifyInstance) {
  const { auth, config, db } = app.ctx;
  app.route({
    method: ["GET", "POST"],
    url: "/auth/*",
    config: { policy: "auth:library" },
    handler: async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      if (!LIBRARY_ALLOW.some((re) => re.test(path))) throw new AppError(404, "not_found", "Not found.");
      const res = await auth.handler(toFetchRequest(request, config.publicUrl));
      const completion = SIGN_IN_COMPLETIONS.exec(path)?.[1];
      // Completing a second factor while already signed in (setting TOTP up) is not a sign-in.
      if (completion && !request.account) {
        const session = res.ok
          ? await auth.api.getSession({ headers: new Headers({ cookie: cookieHeaderFrom(res) }) }).catch(() => null)
          : null;
        const account = session ? await loadAccount(db, session.user.id) : null;
        const ok = Boolean(account && !account.deactivated);
        await recordAudit(db, request.log, request, {
          userId: account?.id ?? null,
          action: "login_attempt",
          tableName: "auth",
          newData: { type: "sign_in", method: completion, success: ok, email: account?.email ?? null },
        });
        if (res.ok && !ok) {
          await auth.api.signOut({ headers: new Headers({ cookie: cookieHeaderFrom(res) }) }).catch(() => {});
          throw new AppError(401, "unauthorized", AUTH.loginFailed);
        }
      }
      copyAuthHeaders(res, reply);
      reply.status(res.status);
      return reply.send(res.body ? Buffer.from(await res.arrayBuffer()) : null);
    },
  });
}

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, db, throttle, config } = app.ctx;

  const audit = (request: FastifyRequest, userId: string | null, data: Record<string, unknown>) =>
    recordAudit(db, request.log, request, { userId, action: "login_attempt", tableName: "auth", newData: data });

  r.post(
    "/auth/sign-up",
    { config: { policy: "auth:sign-up" }, schema: { body: SignUpInput, response: { 201: SignUpResponse } } },
    async (request, reply) => {
      const input = request.body;
      const email = input.email.toLowerCase();
      throttle.hit(`signup:ip:${request.ip}`, AUTH_THROTTLES.signUpPerIp);
      if (isCommonPassword(input.password)) throw validationFailed({ password: COMMON_PASSWORD });
      // The spec wants "Account exists" said plainly (the auth library would answer a silent fake success).
      if (await emailTaken(db, email)) {
        await audit(request, null, {
          type: "sign_up",
          success: false,
          email,
          account_type: input.accountType,
          error: "account_exists",
        });
        throw conflict(AUTH.accountExists);
      }

      const res = await auth.api.signUpEmail({
        body: { name: input.fullName, email, password: input.password, callbackURL: "/auth?verified=1" },
        headers: toFetchHeaders(request),
        asResponse: true,
      });
      if (!res.ok) {
        const err = await authErrorOf(res);
        await audit(request, null, {
          type: "sign_up",
          success: false,
          email,
          account_type: input.accountType,
          error: err.code || err.message,
        });
        if (/ALREADY_EXISTS/i.test(err.code) || res.status === 422) throw conflict(AUTH.accountExists);
        if (/PASSWORD/i.test(err.code)) throw validationFailed({ password: VALIDATION.passwordTooShort });
        throw new AppError(400, "validation_failed", AUTH.signUpFailed);
      }
      const created = (await res.clone().json()) as { user: { id: string } };
      if (!(await userExists(db, created.user.id))) {
        // A concurrent sign-up with the same e-mail won the race; the library answered with a placeholder user.
        throw conflict(AUTH.accountExists);
      }
      try {
        await createAccountRecords(db, created.user.id, input);
      } catch (error) {
        await removeUser(db, created.user.id);
        throw error;
      }
      await audit(request, created.user.id, { type: "sign_up", success: true, email, account_type: input.accountType });
      const account = await loadAccount(db, created.user.id);
      const signedIn = !config.requireEmailVerification;
      if (signedIn) copyAuthHeaders(res, reply);
      app.ctx.mailWorker.poke();
      return reply.status(201).send({
        user: presentMe(account!),
        signedIn,
        message: signedIn ? AUTH.accountCreated : AUTH.accountCreatedConfirm,
      });
    },
  );

  r.post(
    "/auth/sign-in",
    { config: { policy: "auth:sign-in" }, schema: { body: SignInInput, response: { 200: SignInResponse } } },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      throttle.hit(`signin:ip:${request.ip}`, AUTH_THROTTLES.signInPerIp);
      throttle.hit(`signin:acct:${email}`, AUTH_THROTTLES.signInPerAccount);
      const res = await auth.api.signInEmail({
        body: {
          email,
          password: request.body.password,
          rememberMe: request.body.rememberMe ?? true,
          callbackURL: "/auth?verified=1",
        },
        headers: toFetchHeaders(request),
        asResponse: true,
      });
      if (!res.ok) {
        const err = await authErrorOf(res);
        await audit(request, null, { type: "sign_in", success: false, email, error: err.code || err.message });
        app.ctx.mailWorker.poke();
        if (/EMAIL_NOT_VERIFIED/i.test(err.code)) throw new AppError(403, "forbidden", EMAIL_NOT_VERIFIED);
        // One answer whether or not the e-mail exists.
        throw new AppError(401, "unauthorized", AUTH.loginFailed);
      }
      const body = (await res.clone().json()) as { twoFactorRedirect?: boolean; user?: { id: string } };
      copyAuthHeaders(res, reply);
      if (body.twoFactorRedirect) {
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
        reply.removeHeader("set-cookie");
        throw new AppError(401, "unauthorized", AUTH.loginFailed);
      }
      await audit(request, account.id, { type: "sign_in", success: true, email });
      return reply.send({ user: presentMe(account), twoFactorRequired: false, message: AUTH.signedIn });
    },
  );

  r.post(
    "/auth/sign-out",
    { config: { policy: "auth:sign-out" }, schema: { response: { 200: Ok } } },
    async (request, reply) => signOut(request, reply, false),
  );
  r.post(
    "/auth/sign-out-everywhere",
    { config: { policy: "auth:sign-out-everywhere" }, schema: { response: { 200: Ok } } },
    async (request, reply) => signOut(request, reply, true),
  );

  async function signOut(request: FastifyRequest, reply: FastifyReply, everywhere: boolean) {
    const headers = toFetchHeaders(request);
    if (everywhere) await auth.api.revokeSessions({ headers }).catch(() => {});
    const res = await auth.api.signOut({ headers, asResponse: true }).catch(() => null);
    if (res) copyAuthHeaders(res, reply);
    return reply.send({ ok: true as const, message: everywhere ? "Signed out on every device." : "Signed out." });
  }

  r.post(
    "/auth/forgot-password",
    { config: { policy: "auth:recover" }, schema: { body: EmailOnlyInput, response: { 200: Ok } } },
    async (request) => {
      const email = request.body.email.toLowerCase();
      throttle.hit(`mail:ip:${request.ip}`, AUTH_THROTTLES.mailPerIp);
      throttle.hit(`mail:acct:${email}`, AUTH_THROTTLES.mailPerAccount);
      await auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" } }).catch(() => {});
      app.ctx.mailWorker.poke();
      return { ok: true as const, message: RECOVERY_SENT };
    },
  );

  r.post(
    "/auth/resend-verification",
    { config: { policy: "auth:recover" }, schema: { body: EmailOnlyInput, response: { 200: Ok } } },
    async (request) => {
      const email = request.body.email.toLowerCase();
      throttle.hit(`mail:ip:${request.ip}`, AUTH_THROTTLES.mailPerIp);
      throttle.hit(`mail:acct:${email}`, AUTH_THROTTLES.mailPerAccount);
      await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/auth?verified=1" } }).catch(() => {});
      app.ctx.mailWorker.poke();
      return { ok: true as const, message: RECOVERY_SENT };
    },
  );

  r.post(
    "/auth/reset-password",
    { config: { policy: "auth:recover" }, schema: { body: ResetPasswordInput, response: { 200: Ok } } },
    async (request) => {
      throttle.hit(`mail:ip:${request.ip}`, AUTH_THROTTLES.mailPerIp);
      if (isCommonPassword(request.body.password)) throw validationFailed({ password: COMMON_PASSWORD });
      const res = await auth.api.resetPassword({
        body: { token: request.body.token, newPassword: request.body.password },
        asResponse: true,
      });
      if (!res.ok)
        throw new AppError(
          400,
          "validation_failed",
          "This reset link is invalid or has expired. Please ask for a new one.",
        );
      return { ok: true as const, message: "Your password has been changed. You can sign in now." };
    },
  );

  r.get("/me", { config: { policy: "me:read" }, schema: { response: { 200: MeResponse } } }, async (request) => ({
    user: request.account ? presentMe(request.account) : null,
  }));
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`).limit(1);
  return rows.length > 0;
}

async function userExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, id)).limit(1);
  return rows.length > 0;
}

function cookieHeaderFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
