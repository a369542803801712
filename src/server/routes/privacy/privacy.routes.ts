import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PRIVACY_ROUTES } from "../../../core/api/privacy";
import { DeleteAccountInput, PRIVACY_RULES, RestoreAccountInput } from "../../../core/contracts/privacy";
import { PRIVACY_REQUESTS } from "../../../core/messages";
import { verifyExportToken } from "../../auth/export-token";
import { copyAuthHeaders } from "../../auth/library-response";
import { toFetchHeaders } from "../../auth/session-actor";
import { clock } from "../../clock";
import {
  passwordHashOf,
  passwordMatches,
  requestAccountDeletion,
  restoreDeletedAccount,
  sessionIsFresh,
} from "../../commands/account-deletion";
import { answerPrivacyRequest } from "../../commands/answer-privacy-request";
import { ExportExpiredError, openExportArchive, requestDataExport } from "../../commands/data-export";
import { AUTH_LOCKOUTS } from "../../http/auth-throttles";
import { contentDisposition } from "../../http/content-disposition";
import { declared } from "../../http/declared-route";
import { AppError, validationFailed } from "../../http/errors";
import { sendPrivateFile } from "../../http/private-file";
import { adminCommandContext, bodyOf, signedIn } from "../../http/route-tools";
import { recordAudit, requestOrigin } from "../../kernel/audit";
import { presentProfileLookups } from "../../presenters/profile-lookups";
import { lastRetentionRuns, loadExportStatus, loadPrivacyQueue, loadProfileLookups } from "../../queries/privacy";

/**
 * Privacy (issue 18): the person's own data export and account deletion (always the session's user, whatever a
 * body says: the bodies carry no user id, D180), the admin's reactivation and privacy-request queue, and the
 * professional's profile-lookup summary.
 */
export async function privacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, authSecret, payments, auth, throttle } = app.ctx;

  r.route({
    ...declared(PRIVACY_ROUTES.getPrivacyExport),
    handler: async (request) => loadExportStatus(db, signedIn(request).userId),
  });

  r.route({
    ...declared(PRIVACY_ROUTES.postPrivacyExport),
    handler: async (request) => {
      const { id } = await requestDataExport(db, signedIn(request).userId, requestOrigin(request), clock.now());
      return { id, message: PRIVACY_REQUESTS.exportSubmitted };
    },
  });

  r.route({
    ...declared(PRIVACY_ROUTES.getPrivacyExportDownload),
    handler: async (request, reply) => {
      const token = verifyExportToken(authSecret, request.query.token);
      if (!token) throw new AppError(404, "not_found", PRIVACY_RULES.exportLinkInvalid);
      try {
        const data = await openExportArchive({ db, storage }, token, signedIn(request).userId, clock.now());
        return sendPrivateFile(
          reply,
          "application/zip",
          contentDisposition(`standing-export-${token.exportId.slice(0, 8)}.zip`),
          data,
        );
      } catch (error) {
        if (error instanceof ExportExpiredError) throw new AppError(410, "gone", error.message);
        throw error;
      }
    },
  });

  r.route({
    ...declared(PRIVACY_ROUTES.postPrivacyDeleteAccount),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      const body = bodyOf(DeleteAccountInput, request);
      if (!body.confirmDeactivation || !body.confirmPermanent || !body.confirmRatingsAnonymized)
        throw validationFailed({ confirm: PRIVACY_REQUESTS.deleteConfirmAll }, PRIVACY_REQUESTS.deleteConfirmAll);
      const hash = await passwordHashOf(db, actor.userId);
      if (hash) {
        if (!body.password) throw validationFailed({ password: PRIVACY_RULES.passwordRequired });
        // The same per-account lockout as every other place the current password is asked again (D31).
        // Counted before the password is checked (D312).
        const attempt = await throttle.reserve([
          { key: `password:acct:${actor.userId}`, rule: AUTH_LOCKOUTS.passwordCheckPerAccount },
        ]);
        const matches = await passwordMatches(hash, body.password).catch(async (error: unknown) => {
          await attempt.release();
          throw error;
        });
        if (!matches) {
          await attempt.fail();
          await recordAudit(db, request.log, request, {
            userId: actor.userId,
            action: "security",
            tableName: "auth",
            newData: { type: "password_check", success: false, endpoint: "/privacy/delete-account" },
          });
          throw validationFailed({ password: PRIVACY_RULES.passwordWrong }, PRIVACY_RULES.passwordWrong);
        }
        await attempt.succeed();
      } else if (!(await sessionIsFresh(db, request.sessionId, new Date())))
        // A passkey-only account has no password: it confirms by having signed in with its passkey just now.
        throw validationFailed({ password: PRIVACY_RULES.passkeyRecentSignIn }, PRIVACY_RULES.passkeyRecentSignIn);
      const result = await requestAccountDeletion({ db, payments }, actor.userId, requestOrigin(request), clock.now());
      // Every session row is gone; the library's sign-out answer clears this browser's cookies (signed out, SPEC §4).
      const out = await auth.api.signOut({ headers: toFetchHeaders(request), asResponse: true }).catch(() => null);
      if (out) copyAuthHeaders(out, reply);
      return reply.send({ message: PRIVACY_REQUESTS.deleteSubmitted, eraseAfter: result.eraseAfter.toISOString() });
    },
  });

  r.route({
    ...declared(PRIVACY_ROUTES.postAdminUsersRestoreDeleted),
    handler: async (request) => {
      const parsed = RestoreAccountInput.safeParse(request.body ?? {});
      if (!parsed.success) throw validationFailed({ reason: PRIVACY_RULES.restoreReasonRequired });
      const done = await restoreDeletedAccount(db, {
        userId: request.params.userId,
        ...adminCommandContext(request),
        reason: parsed.data.reason,
      });
      return { userId: done.userId, reactivatedAt: done.reactivatedAt.toISOString() };
    },
  });

  r.route({
    ...declared(PRIVACY_ROUTES.getAdminPrivacyRequests),
    handler: async () => loadPrivacyQueue(db, clock.now()),
  });

  r.route({
    ...declared(PRIVACY_ROUTES.postAdminPrivacyRequestsAnswered),
    handler: async (request) => {
      const done = await answerPrivacyRequest(db, {
        id: request.params.id,
        ...adminCommandContext(request),
        note: request.body.reason,
      });
      return { id: done.id, answeredAt: done.answeredAt.toISOString() };
    },
  });

  r.route({
    ...declared(PRIVACY_ROUTES.getAdminRetentionRuns),
    handler: async () => ({ runs: await lastRetentionRuns(db) }),
  });

  r.route({
    ...declared(PRIVACY_ROUTES.getProfessionalProfileLookups),
    handler: async (request) =>
      presentProfileLookups(await loadProfileLookups(db, signedIn(request).userId, clock.now())),
  });
}
