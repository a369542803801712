import { ProfessionalAppealInput } from "../contracts/appeals";
import {
  DisputeDetail,
  DisputeListResponse,
  DisputeParams,
  DisputeWriteResponse,
  EvidenceParams,
  OwnRatingsResponse,
} from "../contracts/disputes";
import { route } from "./declare";

/** The routes of `src/server/routes/professional/disputes.routes.ts` (D0374). */
export const PROFESSIONAL_DISPUTES_ROUTES = {
  getProfessionalRatings: route({
    method: "GET",
    path: "/professional/ratings",
    policy: "professional:disputes",
    response: { 200: OwnRatingsResponse },
  }),
  getProfessionalDisputes: route({
    method: "GET",
    path: "/professional/disputes",
    policy: "professional:disputes",
    response: { 200: DisputeListResponse },
  }),
  postProfessionalDisputes: route({
    method: "POST",
    path: "/professional/disputes",
    policy: "professional:disputes",
    response: { 201: DisputeWriteResponse },
  }),
  getProfessionalDisputesOne: route({
    method: "GET",
    path: "/professional/disputes/:disputeId",
    policy: "professional:disputes",
    params: DisputeParams,
    response: { 200: DisputeDetail },
  }),
  getProfessionalDisputesEvidenceOne: route({
    method: "GET",
    path: "/professional/disputes/:disputeId/evidence/:evidenceId",
    policy: "professional:disputes",
    params: EvidenceParams,
  }),
  postProfessionalDisputesMessages: route({
    method: "POST",
    path: "/professional/disputes/:disputeId/messages",
    policy: "professional:disputes",
    params: DisputeParams,
    response: { 201: DisputeWriteResponse },
  }),
  postProfessionalDisputesAppeal: route({
    method: "POST",
    path: "/professional/disputes/:disputeId/appeal",
    policy: "professional:disputes",
    params: DisputeParams,
    body: ProfessionalAppealInput,
    parsedBy: "handler",
    response: { 201: DisputeWriteResponse },
  }),
  postProfessionalDisputesWithdraw: route({
    method: "POST",
    path: "/professional/disputes/:disputeId/withdraw",
    policy: "professional:disputes",
    params: DisputeParams,
    response: { 200: DisputeWriteResponse },
  }),
};
