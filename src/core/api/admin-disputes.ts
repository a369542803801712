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
  RequestInfoInput,
} from "../contracts/dispute-review";
import { EvidenceParams } from "../contracts/disputes";
import { route } from "./declare";
import { reviewSteps } from "./review-steps";

const ok = { 200: OkMessage } as const;
const dispute = { method: "POST", policy: "admin:disputes", params: DisputeIdParams, response: ok } as const;
const appeal = { method: "POST", policy: "admin:appeals", params: AppealIdParams, response: ok } as const;
const disputeSteps = reviewSteps("/admin/disputes/:disputeId", dispute, DecideDisputeInput);
const appealSteps = reviewSteps("/admin/appeals/:appealId", appeal, DecideAppealInput);
const disputeAppealSteps = reviewSteps("/admin/dispute-appeals/:appealId", appeal, DecideAppealInput);

/** The moderators' disputes and appeals queues (`src/server/routes/admin/disputes.routes.ts`). */
export const ADMIN_DISPUTES_ROUTES = {
  list: route({
    method: "GET",
    path: "/admin/disputes",
    policy: "admin:disputes",
    query: AdminDisputeQuery,
    parsedBy: "handler",
    response: { 200: AdminDisputeList },
  }),
  detail: route({
    method: "GET",
    path: "/admin/disputes/:disputeId",
    policy: "admin:disputes",
    params: DisputeIdParams,
    response: { 200: AdminDisputeDetail },
  }),
  evidence: route({
    method: "GET",
    path: "/admin/disputes/:disputeId/evidence/:evidenceId",
    policy: "admin:disputes",
    params: EvidenceParams,
  }),
  claim: disputeSteps.claim,
  release: disputeSteps.release,
  requestInfo: route({
    ...dispute,
    path: "/admin/disputes/:disputeId/request-info",
    body: RequestInfoInput,
    parsedBy: "handler",
  }),
  decide: disputeSteps.decide,
  appeals: route({ method: "GET", path: "/admin/appeals", policy: "admin:appeals", response: { 200: AppealList } }),
  claimAppeal: appealSteps.claim,
  releaseAppeal: appealSteps.release,
  decideAppeal: appealSteps.decide,
  claimDisputeAppeal: disputeAppealSteps.claim,
  releaseDisputeAppeal: disputeAppealSteps.release,
  decideDisputeAppeal: disputeAppealSteps.decide,
};
