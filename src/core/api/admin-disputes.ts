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

const ok = { 200: OkMessage } as const;
const dispute = { method: "POST", policy: "admin:disputes", params: DisputeIdParams, response: ok } as const;
const appeal = { method: "POST", policy: "admin:appeals", params: AppealIdParams, response: ok } as const;

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
  claim: route({ ...dispute, path: "/admin/disputes/:disputeId/claim" }),
  release: route({ ...dispute, path: "/admin/disputes/:disputeId/release" }),
  requestInfo: route({
    ...dispute,
    path: "/admin/disputes/:disputeId/request-info",
    body: RequestInfoInput,
    parsedBy: "handler",
  }),
  decide: route({
    ...dispute,
    path: "/admin/disputes/:disputeId/decide",
    body: DecideDisputeInput,
    parsedBy: "handler",
  }),
  appeals: route({ method: "GET", path: "/admin/appeals", policy: "admin:appeals", response: { 200: AppealList } }),
  claimAppeal: route({ ...appeal, path: "/admin/appeals/:appealId/claim" }),
  releaseAppeal: route({ ...appeal, path: "/admin/appeals/:appealId/release" }),
  decideAppeal: route({
    ...appeal,
    path: "/admin/appeals/:appealId/decide",
    body: DecideAppealInput,
    parsedBy: "handler",
  }),
  claimDisputeAppeal: route({ ...appeal, path: "/admin/dispute-appeals/:appealId/claim" }),
  releaseDisputeAppeal: route({ ...appeal, path: "/admin/dispute-appeals/:appealId/release" }),
  decideDisputeAppeal: route({
    ...appeal,
    path: "/admin/dispute-appeals/:appealId/decide",
    body: DecideAppealInput,
    parsedBy: "handler",
  }),
};
