import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ACCOUNT_SECURITY_ROUTES } from "../../../core/api/account-security";
import { CURRENT_PASSWORD_WRONG, NEW_PASSWORD_SAME, PASSWORD_CHANGED } from "../../../core/contracts/account";
import { COMMON_PASSWORD, CONTEXT_PASSWORD } from "../../../core/contracts/auth";
import { isCommonPassword, isContextPassword } from "../../auth/common-passwords";
import { authErrorOf, copyAuthHeaders } from "../../auth/library-response";
import { toFetchHeaders } from "../../auth/session-actor";
import { auditLogs, session } from "../../db/schema";
import { AUTH_LOCKOUTS } from "../../http/auth-throttles";
import { declared } from "../../http/declared-route";
import { notFound, unauthorized, validationFailed } from "../../http/errors";
import { recordAudit } from "../../kernel/audit";
import { presentFailedSignIn } from "../../presenters/failed-sign-ins";

/** How far back account security lists failed sign-ins, and how many it shows. */
const FAILED_SIGN_IN_DAYS = 30;
const FAILED_SIGN_IN_LIST = 20;

/**
 * Password change and the list of signed-in devices. These replace the auth library's own change-password,
 * list-sessions and revoke-session endpoints (issue 12, hole 5): the same password policy, throttle, audit and
 * deactivation checks as sign-in, and no session token ever reaches script.
 */
export async function accountSecurityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, db, throttle } = app.ctx;
  const me = (request: FastifyRequest) => {
    if (!request.account || !request.sessionId) throw unauthorized();
    return { account: request.account, sessionId: request.sessionId };
  };
  const audit = (request: FastifyRequest, userId: string, data: Record<string, unknown>) =>
    recordAudit(db, request.log, request, { userId, action: "security", tableName: "auth", newData: data });

  r.route({
    ...declared(ACCOUNT_SECURITY_ROUTES.postAccountPassword),
    handler: async (request, reply) => {
      const { account } = me(request);
      const key = `password:acct:${account.id}`;
      await throttle.assertNotLocked(key);
      const { currentPassword, newPassword } = request.body;
      if (isCommonPassword(newPassword)) throw validationFailed({ newPassword: COMMON_PASSWORD });
      if (isContextPassword(newPassword, { email: account.email, name: account.fullName }))
        throw validationFailed({ newPassword: CONTEXT_PASSWORD });
      if (newPassword === currentPassword) throw validationFailed({ newPassword: NEW_PASSWORD_SAME });
      // Counted before the current password is checked (D312).
      const attempt = await throttle.reserve([{ key, rule: AUTH_LOCKOUTS.passwordCheckPerAccount }]);
      const res = await attempt.check(() =>
        auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: toFetchHeaders(request),
          asResponse: true,
        }),
      );
      if (!res.ok) {
        const err = await authErrorOf(res);
        await audit(request, account.id, { type: "password_change", success: false, error: err.code || err.message });
        if (/INVALID_PASSWORD|PASSWORD/i.test(err.code) && res.status < 500) {
          await attempt.fail();
          throw validationFailed({ currentPassword: CURRENT_PASSWORD_WRONG });
        }
        await attempt.release();
        throw validationFailed({ newPassword: err.message || COMMON_PASSWORD });
      }
      await attempt.succeed();
      await audit(request, account.id, { type: "password_change", success: true });
      // The library issues a fresh session cookie for this device when it revokes the others.
      copyAuthHeaders(res, reply);
      return { ok: true as const, message: PASSWORD_CHANGED };
    },
  });

  r.route({
    ...declared(ACCOUNT_SECURITY_ROUTES.getAccountSessions),
    handler: async (request) => {
      const { account, sessionId } = me(request);
      const rows = await db
        .select({
          id: session.id,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(and(eq(session.userId, account.id), gt(session.expiresAt, new Date())))
        .orderBy(desc(session.updatedAt))
        .limit(100);
      return {
        sessions: rows.map((s) => ({
          id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastActiveAt: s.updatedAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
          current: s.id === sessionId,
        })),
      };
    },
  });

  r.route({
    ...declared(ACCOUNT_SECURITY_ROUTES.getAccountFailedSignIns),
    handler: async (request) => {
      const { account } = me(request);
      // Failed password sign-ins are filed under the account they aimed at (D314), read by audit_logs_user_idx.
      const since = new Date(Date.now() - FAILED_SIGN_IN_DAYS * 24 * 3_600_000);
      const failed = and(
        eq(auditLogs.userId, account.id),
        eq(auditLogs.action, "login_attempt"),
        gt(auditLogs.createdAt, since),
        sql`${auditLogs.newData}->>'success' = 'false'`,
        sql`${auditLogs.newData}->>'type' = 'sign_in'`,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: auditLogs.id,
            createdAt: auditLogs.createdAt,
            ipAddress: auditLogs.ipAddress,
            userAgent: auditLogs.userAgent,
          })
          .from(auditLogs)
          .where(failed)
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(FAILED_SIGN_IN_LIST),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLogs).where(failed),
      ]);
      return { attempts: rows.map(presentFailedSignIn), total: count?.n ?? 0, days: FAILED_SIGN_IN_DAYS };
    },
  });

  r.route({
    ...declared(ACCOUNT_SECURITY_ROUTES.deleteAccountSessionsOne),
    handler: async (request) => {
      const { account } = me(request);
      const deleted = await db
        .delete(session)
        .where(and(eq(session.id, request.params.id), eq(session.userId, account.id)))
        .returning({ id: session.id });
      if (deleted.length === 0) throw notFound("That device is not signed in to your account.");
      await audit(request, account.id, { type: "session_revoked", success: true, sessionId: request.params.id });
      return { ok: true as const, message: "That device has been signed out." };
    },
  });
}
