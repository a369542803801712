import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AdminAnalytics,
  AdminOverview,
  AdminReasonInput,
  AdminUserDetail,
  AdminUserPage,
  AdminUserParams,
  AdminUserQuery,
  AnalyticsQuery,
  AttributionInput,
  AuditPage,
  AuditQuery,
  RatingAttribution,
  RatingParams,
  StrikeParams,
} from "../../../core/contracts/admin-console";
import { OkMessage } from "../../../core/contracts/employer";
import { ADMIN_CONSOLE } from "../../../core/messages";
import { clock } from "../../clock";
import {
  endUserSessions,
  reactivateUser,
  resetSecondFactor,
  reverseStrike,
  suspendUser,
} from "../../commands/admin-users";
import { viewRatingAttribution } from "../../commands/view-rating-attribution";
import { notFound } from "../../http/errors";
import { bodyOf, safeParse, signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { loadAdminAnalytics } from "../../queries/admin-analytics";
import { searchAudit } from "../../queries/admin-audit";
import { loadOverviewFigures } from "../../queries/admin-console";
import { loadUserDetail, searchUsers } from "../../queries/admin-users";

/**
 * /api/v1/admin/overview, /admin/users, /admin/analytics, /admin/audit (issue 15 §2–§7). Every route needs the
 * admin role with a proved second factor (route policy); every action takes a reason and writes its audit row.
 */
export async function adminConsoleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, jobs } = app.ctx;

  r.get(
    "/admin/overview",
    { config: { policy: "admin:overview" }, schema: { response: { 200: AdminOverview } } },
    async () => {
      const { lastRuns, ...figures } = await loadOverviewFigures(db, clock.now());
      const failed = await jobs.failedJobs({ limit: 10 });
      return {
        ...figures,
        jobs: {
          failed: failed.map((j) => ({ id: j.id, name: j.name, error: j.error, failedAt: j.failedAt.toISOString() })),
          lastRuns,
        },
      };
    },
  );

  r.get(
    "/admin/users",
    { config: { policy: "admin:users" }, schema: { response: { 200: AdminUserPage } } },
    async (request) => {
      const parsed = safeParse(AdminUserQuery, request.query ?? {});
      if (!parsed.success) throw parsed.error;
      return searchUsers(db, parsed.data.q, parsed.data.page ?? 1);
    },
  );

  r.get(
    "/admin/users/:userId",
    { config: { policy: "admin:users" }, schema: { params: AdminUserParams, response: { 200: AdminUserDetail } } },
    async (request) => {
      const detail = await loadUserDetail(db, request.params.userId);
      if (!detail) throw notFound(ADMIN_CONSOLE.userNotFound);
      return detail;
    },
  );

  const ACTIONS = {
    suspend: { run: suspendUser, message: ADMIN_CONSOLE.suspended },
    reactivate: { run: reactivateUser, message: ADMIN_CONSOLE.reactivated },
    "end-sessions": { run: endUserSessions, message: ADMIN_CONSOLE.sessionsEnded },
    "reset-second-factor": { run: resetSecondFactor, message: ADMIN_CONSOLE.secondFactorReset },
  } as const;
  for (const [action, { run, message }] of Object.entries(ACTIONS)) {
    r.post(
      `/admin/users/:userId/${action}`,
      { config: { policy: "admin:users" }, schema: { params: AdminUserParams, response: { 200: OkMessage } } },
      async (request) => {
        const { reason } = bodyOf(AdminReasonInput, request);
        await run(database, {
          actor: signedIn(request),
          userId: request.params.userId,
          reason,
          now: clock.now(),
          origin: requestOrigin(request),
        });
        return { ok: true as const, message };
      },
    );
  }

  r.post(
    "/admin/users/:userId/strikes/:strikeId/reverse",
    { config: { policy: "admin:users" }, schema: { params: StrikeParams, response: { 200: OkMessage } } },
    async (request) => {
      const { reason } = bodyOf(AdminReasonInput, request);
      await reverseStrike(database, {
        actor: signedIn(request),
        userId: request.params.userId,
        strikeId: request.params.strikeId,
        reason,
        now: clock.now(),
        origin: requestOrigin(request),
      });
      return { ok: true as const, message: ADMIN_CONSOLE.strikeReversed };
    },
  );

  r.get(
    "/admin/audit",
    { config: { policy: "admin:audit" }, schema: { response: { 200: AuditPage } } },
    async (request) => {
      const parsed = safeParse(AuditQuery, request.query ?? {});
      if (!parsed.success) throw parsed.error;
      const { page, ...filter } = parsed.data;
      return searchAudit(db, filter, page ?? 1);
    },
  );

  // A POST: reading who wrote a rating writes an audit row, with the reason the administrator gives (D164).
  r.post(
    "/admin/ratings/:ratingId/attribution",
    { config: { policy: "admin:audit" }, schema: { params: RatingParams, response: { 200: RatingAttribution } } },
    async (request) => {
      const { reason } = bodyOf(AttributionInput, request);
      return viewRatingAttribution(database, {
        actor: signedIn(request),
        ratingId: request.params.ratingId,
        reason,
        now: clock.now(),
        origin: requestOrigin(request),
      });
    },
  );

  r.get(
    "/admin/analytics",
    { config: { policy: "admin:analytics" }, schema: { response: { 200: AdminAnalytics } } },
    async (request) => {
      const parsed = safeParse(AnalyticsQuery, request.query ?? {});
      if (!parsed.success) throw parsed.error;
      return loadAdminAnalytics(db, clock.now(), parsed.data.days ?? 30);
    },
  );
}
