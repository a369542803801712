import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ADMIN_DISPUTES_ROUTES } from "../../../core/api/admin-disputes";
import { APPEALS } from "../../../core/contracts/appeals";
import { REVIEW } from "../../../core/contracts/dispute-review";
import { DISPUTES } from "../../../core/contracts/disputes";
import { clock } from "../../clock";
import { claimDisputeAppeal, decideDisputeAppeal } from "../../commands/dispute-appeals";
import { claimDispute, decideDispute, requestDisputeInfo } from "../../commands/dispute-review";
import { claimAppeal, decideAppeal } from "../../commands/strike-appeals";
import { contentDisposition } from "../../http/content-disposition";
import { declared, declaredAction } from "../../http/declared-route";
import { readStoredFile, sendPrivateFile } from "../../http/private-file";
import { bodyOf, commandContext, queryOf, signedIn } from "../../http/route-tools";
import {
  presentAdminDisputeDetail,
  presentAdminDisputeRow,
  presentAppealReviewers,
  presentAppealRow,
  presentDisputeAppealRow,
} from "../../presenters/dispute-review";
import { otherActiveAdminCount } from "../../queries/active-admins";
import { listAppealsForAdmin, listDisputeAppealsForAdmin } from "../../queries/admin-appeals";
import { listDisputesForAdmin, loadDisputeForAdmin, loadEvidenceForAdmin } from "../../queries/admin-disputes";
import { standingDomains, unsafeRaterIdentifiers } from "../../queries/rater-identifiers";

/**
 * /api/v1/admin/disputes and /admin/appeals: the moderators' queue, history and decisions (issue 14). Reaching them
 * needs the admin role with a second factor (route policy); acting on one item needs its claim (policies/disputes).
 */
export async function adminDisputeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config, storage } = app.ctx;
  const ownDomains = standingDomains(config);

  r.route({
    ...declared(ADMIN_DISPUTES_ROUTES.list),
    handler: async (request) => {
      const filter = queryOf(ADMIN_DISPUTES_ROUTES.list.query, request);
      const moderatorId = signedIn(request).userId;
      const now = clock.now();
      const rows = await listDisputesForAdmin(db, filter, moderatorId, now);
      return { disputes: rows.map((row) => presentAdminDisputeRow(row, moderatorId, now)) };
    },
  });

  r.route({
    ...declared(ADMIN_DISPUTES_ROUTES.detail),
    handler: async (request) => {
      const record = await loadDisputeForAdmin(db, request.params.disputeId);
      const identifiers = await unsafeRaterIdentifiers(db, record.rating.id);
      return presentAdminDisputeDetail(record, signedIn(request).userId, clock.now(), { identifiers, ownDomains });
    },
  });

  r.route({
    ...declared(ADMIN_DISPUTES_ROUTES.evidence),
    handler: async (request, reply) => {
      const file = await loadEvidenceForAdmin(db, request.params.disputeId, request.params.evidenceId);
      const stored = await readStoredFile(storage, file, DISPUTES.evidenceNotFound);
      return sendPrivateFile(reply, stored.file.contentType, contentDisposition(stored.file.fileName), stored.data);
    },
  });

  const ctx = (request: Parameters<typeof signedIn>[0], disputeId: string) => ({
    ...commandContext(request),
    disputeId,
    publicUrl: config.publicUrl,
    ownDomains,
  });

  // Claiming an item before acting on it, and letting it go: the same sentences for disputes and both appeals.
  const claimed = (action: "claim" | "release") => (action === "claim" ? REVIEW.claimed : REVIEW.released);

  for (const action of ["claim", "release"] as const) {
    r.route(
      declaredAction(ADMIN_DISPUTES_ROUTES[action], claimed(action), (request) =>
        claimDispute(database, { ...ctx(request, request.params.disputeId), release: action === "release" }),
      ),
    );
  }

  r.route(
    declaredAction(ADMIN_DISPUTES_ROUTES.requestInfo, REVIEW.infoRequested, (request) => {
      const input = bodyOf(ADMIN_DISPUTES_ROUTES.requestInfo.body, request);
      return requestDisputeInfo(database, { ...ctx(request, request.params.disputeId), input });
    }),
  );

  r.route(
    declaredAction(ADMIN_DISPUTES_ROUTES.decide, REVIEW.decided, (request) => {
      const input = bodyOf(ADMIN_DISPUTES_ROUTES.decide.body, request);
      return decideDispute(database, { ...ctx(request, request.params.disputeId), input });
    }),
  );

  r.route({
    ...declared(ADMIN_DISPUTES_ROUTES.appeals),
    handler: async (request) => {
      const moderatorId = signedIn(request).userId;
      const now = clock.now();
      const others = await otherActiveAdminCount(db, moderatorId);
      return {
        appeals: (await listAppealsForAdmin(db)).map((a) => presentAppealRow(a, moderatorId, now, others)),
        disputeAppeals: (await listDisputeAppealsForAdmin(db)).map((a) =>
          presentDisputeAppealRow(a, moderatorId, now, others),
        ),
        reviewers: presentAppealReviewers(others),
      };
    },
  });

  const appealCtx = (request: Parameters<typeof signedIn>[0], appealId: string) => ({
    ...commandContext(request),
    appealId,
    publicUrl: config.publicUrl,
  });

  // Strike appeals and the professionals' appeals of dismissals (issue 34 §3, D326) are claimed and released alike.
  const appealQueues = [
    { claim: "claimAppeal", release: "releaseAppeal", run: claimAppeal },
    { claim: "claimDisputeAppeal", release: "releaseDisputeAppeal", run: claimDisputeAppeal },
  ] as const;
  for (const queue of appealQueues) {
    for (const action of ["claim", "release"] as const) {
      r.route(
        declaredAction(ADMIN_DISPUTES_ROUTES[queue[action]], claimed(action), (request) =>
          queue.run(database, { ...appealCtx(request, request.params.appealId), release: action === "release" }),
        ),
      );
    }
  }

  r.route(
    declaredAction(ADMIN_DISPUTES_ROUTES.decideAppeal, REVIEW.appealResult, (request) => {
      const input = bodyOf(ADMIN_DISPUTES_ROUTES.decideAppeal.body, request);
      return decideAppeal(database, { ...appealCtx(request, request.params.appealId), input });
    }),
  );

  // The professionals' appeals of dismissals: the same claim-before-act and decider rules.

  r.route(
    declaredAction(ADMIN_DISPUTES_ROUTES.decideDisputeAppeal, APPEALS.decided, (request) => {
      const input = bodyOf(ADMIN_DISPUTES_ROUTES.decideDisputeAppeal.body, request);
      return decideDisputeAppeal(database, { ...appealCtx(request, request.params.appealId), input, ownDomains });
    }),
  );
}
