import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ADMIN_CONSOLE_ROUTES } from "../../../core/api/admin-console";
import {
  AdminReasonInput,
  AdminUserQuery,
  AnalyticsQuery,
  AttributionInput,
  AuditQuery,
} from "../../../core/contracts/admin-console";
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
import { declared, declaredAction } from "../../http/declared-route";
import { notFound } from "../../http/errors";
import { bodyOf, commandContext, queryOf } from "../../http/route-tools";
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

  r.route({
    ...declared(ADMIN_CONSOLE_ROUTES.getAdminOverview),
    handler: async () => {
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
  });

  r.route({
    ...declared(ADMIN_CONSOLE_ROUTES.getAdminUsers),
    handler: async (request) => {
      const query = queryOf(AdminUserQuery, request);
      return searchUsers(db, query.q, query.page ?? 1);
    },
  });

  r.route({
    ...declared(ADMIN_CONSOLE_ROUTES.getAdminUsersOne),
    handler: async (request) => {
      const detail = await loadUserDetail(db, request.params.userId);
      if (!detail) throw notFound(ADMIN_CONSOLE.userNotFound);
      return detail;
    },
  });

  /** An administrator's action: the command's context and the reason given, which its audit row keeps. */
  const reasoned = (request: FastifyRequest, schema: typeof AdminReasonInput | typeof AttributionInput) => {
    const { reason } = bodyOf(schema, request);
    return { ...commandContext(request), reason };
  };

  const ACTIONS = [
    { declaration: ADMIN_CONSOLE_ROUTES.suspend, run: suspendUser, message: ADMIN_CONSOLE.suspended },
    { declaration: ADMIN_CONSOLE_ROUTES.reactivate, run: reactivateUser, message: ADMIN_CONSOLE.reactivated },
    { declaration: ADMIN_CONSOLE_ROUTES.endSessions, run: endUserSessions, message: ADMIN_CONSOLE.sessionsEnded },
    {
      declaration: ADMIN_CONSOLE_ROUTES.resetSecondFactor,
      run: resetSecondFactor,
      message: ADMIN_CONSOLE.secondFactorReset,
    },
  ] as const;
  for (const { declaration, run, message } of ACTIONS) {
    r.route(
      declaredAction(declaration, message, (request) =>
        run(database, { ...reasoned(request, AdminReasonInput), userId: request.params.userId }),
      ),
    );
  }

  r.route(
    declaredAction(ADMIN_CONSOLE_ROUTES.postAdminUsersStrikesReverse, ADMIN_CONSOLE.strikeReversed, (request) => {
      const { userId, strikeId } = request.params;
      return reverseStrike(database, { ...reasoned(request, AdminReasonInput), userId, strikeId });
    }),
  );

  r.route({
    ...declared(ADMIN_CONSOLE_ROUTES.getAdminAudit),
    handler: async (request) => {
      const { page, ...filter } = queryOf(AuditQuery, request);
      return searchAudit(db, filter, page ?? 1);
    },
  });

  // A POST: reading who wrote a rating writes an audit row, with the reason the administrator gives (D164).
  r.route({
    ...declared(ADMIN_CONSOLE_ROUTES.postAdminRatingsAttribution),
    handler: async (request) =>
      viewRatingAttribution(database, { ...reasoned(request, AttributionInput), ratingId: request.params.ratingId }),
  });

  r.route({
    ...declared(ADMIN_CONSOLE_ROUTES.getAdminAnalytics),
    handler: async (request) => {
      return loadAdminAnalytics(db, clock.now(), queryOf(AnalyticsQuery, request).days ?? 30);
    },
  });
}
