import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { APPEALS } from "../../../core/contracts/appeals";
import {
  AdminDisputeDetail,
  AdminDisputeList,
  AdminDisputeQuery,
  AppealIdParams,
  AppealList,
  DecideAppealInput,
  DecideDisputeInput,
  DisputeIdParams,
  OkMessage,
  REVIEW,
  RequestInfoInput,
} from "../../../core/contracts/dispute-review";
import { DISPUTES, EvidenceParams } from "../../../core/contracts/disputes";
import { clock } from "../../clock";
import { claimDisputeAppeal, decideDisputeAppeal } from "../../commands/dispute-appeals";
import { claimDispute, decideDispute, requestDisputeInfo } from "../../commands/dispute-review";
import { claimAppeal, decideAppeal } from "../../commands/strike-appeals";
import { contentDisposition } from "../../http/content-disposition";
import { readStoredFile, sendPrivateFile } from "../../http/private-file";
import { bodyOf, safeParse, signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import {
  presentAdminDisputeDetail,
  presentAdminDisputeRow,
  presentAppealReviewers,
  presentAppealRow,
  presentDisputeAppealRow,
} from "../../presenters/dispute-review";
import { otherActiveAdminCount } from "../../queries/active-admins";
import {
  listAppealsForAdmin,
  listDisputeAppealsForAdmin,
  listDisputesForAdmin,
  loadDisputeForAdmin,
  loadEvidenceForAdmin,
} from "../../queries/admin-disputes";
import { standingDomains, unsafeRaterIdentifiers } from "../../queries/rater-identifiers";

/**
 * /api/v1/admin/disputes and /admin/appeals: the moderators' queue, history and decisions (issue 14). Reaching them
 * needs the admin role with a second factor (route policy); acting on one item needs its claim (policies/disputes).
 */
export async function adminDisputeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config, storage } = app.ctx;
  const ownDomains = standingDomains(config);

  r.get(
    "/admin/disputes",
    { config: { policy: "admin:disputes" }, schema: { response: { 200: AdminDisputeList } } },
    async (request) => {
      const parsed = safeParse(AdminDisputeQuery, request.query ?? {});
      if (!parsed.success) throw parsed.error;
      const moderatorId = signedIn(request).userId;
      const now = clock.now();
      const rows = await listDisputesForAdmin(db, parsed.data, moderatorId, now);
      return { disputes: rows.map((row) => presentAdminDisputeRow(row, moderatorId, now)) };
    },
  );

  r.get(
    "/admin/disputes/:disputeId",
    {
      config: { policy: "admin:disputes" },
      schema: { params: DisputeIdParams, response: { 200: AdminDisputeDetail } },
    },
    async (request) => {
      const record = await loadDisputeForAdmin(db, request.params.disputeId);
      const identifiers = await unsafeRaterIdentifiers(db, record.rating.id);
      return presentAdminDisputeDetail(record, signedIn(request).userId, clock.now(), { identifiers, ownDomains });
    },
  );

  r.get(
    "/admin/disputes/:disputeId/evidence/:evidenceId",
    { config: { policy: "admin:disputes" }, schema: { params: EvidenceParams } },
    async (request, reply) => {
      const file = await loadEvidenceForAdmin(db, request.params.disputeId, request.params.evidenceId);
      const stored = await readStoredFile(storage, file, DISPUTES.evidenceNotFound);
      return sendPrivateFile(reply, stored.file.contentType, contentDisposition(stored.file.fileName), stored.data);
    },
  );

  const ctx = (request: Parameters<typeof signedIn>[0], disputeId: string) => ({
    actor: signedIn(request),
    disputeId,
    now: clock.now(),
    origin: requestOrigin(request),
    publicUrl: config.publicUrl,
    ownDomains,
  });

  for (const action of ["claim", "release"] as const) {
    r.post(
      `/admin/disputes/:disputeId/${action}`,
      { config: { policy: "admin:disputes" }, schema: { params: DisputeIdParams, response: { 200: OkMessage } } },
      async (request) => {
        await claimDispute(database, { ...ctx(request, request.params.disputeId), release: action === "release" });
        return { ok: true as const, message: action === "claim" ? REVIEW.claimed : REVIEW.released };
      },
    );
  }

  r.post(
    "/admin/disputes/:disputeId/request-info",
    { config: { policy: "admin:disputes" }, schema: { params: DisputeIdParams, response: { 200: OkMessage } } },
    async (request) => {
      const input = bodyOf(RequestInfoInput, request);
      await requestDisputeInfo(database, { ...ctx(request, request.params.disputeId), input });
      return { ok: true as const, message: REVIEW.infoRequested };
    },
  );

  r.post(
    "/admin/disputes/:disputeId/decide",
    { config: { policy: "admin:disputes" }, schema: { params: DisputeIdParams, response: { 200: OkMessage } } },
    async (request) => {
      const input = bodyOf(DecideDisputeInput, request);
      await decideDispute(database, { ...ctx(request, request.params.disputeId), input });
      return { ok: true as const, message: REVIEW.decided };
    },
  );

  r.get(
    "/admin/appeals",
    { config: { policy: "admin:appeals" }, schema: { response: { 200: AppealList } } },
    async (request) => {
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
  );

  const appealCtx = (request: Parameters<typeof signedIn>[0], appealId: string) => ({
    actor: signedIn(request),
    appealId,
    now: clock.now(),
    origin: requestOrigin(request),
    publicUrl: config.publicUrl,
  });

  for (const action of ["claim", "release"] as const) {
    r.post(
      `/admin/appeals/:appealId/${action}`,
      { config: { policy: "admin:appeals" }, schema: { params: AppealIdParams, response: { 200: OkMessage } } },
      async (request) => {
        await claimAppeal(database, { ...appealCtx(request, request.params.appealId), release: action === "release" });
        return { ok: true as const, message: action === "claim" ? REVIEW.claimed : REVIEW.released };
      },
    );
  }

  r.post(
    "/admin/appeals/:appealId/decide",
    { config: { policy: "admin:appeals" }, schema: { params: AppealIdParams, response: { 200: OkMessage } } },
    async (request) => {
      const input = bodyOf(DecideAppealInput, request);
      await decideAppeal(database, { ...appealCtx(request, request.params.appealId), input });
      return { ok: true as const, message: REVIEW.appealResult };
    },
  );

  // The professionals' appeals of dismissals (issue 34 §3, D326): the same claim-before-act and decider rules.
  for (const action of ["claim", "release"] as const) {
    r.post(
      `/admin/dispute-appeals/:appealId/${action}`,
      { config: { policy: "admin:appeals" }, schema: { params: AppealIdParams, response: { 200: OkMessage } } },
      async (request) => {
        await claimDisputeAppeal(database, {
          ...appealCtx(request, request.params.appealId),
          release: action === "release",
        });
        return { ok: true as const, message: action === "claim" ? REVIEW.claimed : REVIEW.released };
      },
    );
  }

  r.post(
    "/admin/dispute-appeals/:appealId/decide",
    { config: { policy: "admin:appeals" }, schema: { params: AppealIdParams, response: { 200: OkMessage } } },
    async (request) => {
      const input = bodyOf(DecideAppealInput, request);
      await decideDisputeAppeal(database, { ...appealCtx(request, request.params.appealId), input, ownDomains });
      return { ok: true as const, message: APPEALS.decided };
    },
  );
}
