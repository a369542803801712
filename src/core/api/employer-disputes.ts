import { AppealInput, DisputeIdParams, OkMessage, StrikeIdParams } from "../contracts/dispute-review";
import { EmployerDisputesResponse } from "../contracts/employer-disputes";
import { route } from "./declare";

/** The routes of `src/server/routes/employer/disputes.routes.ts` (D0374). */
export const EMPLOYER_DISPUTES_ROUTES = {
  getEmployerDisputes: route({
    method: "GET",
    path: "/employer/disputes",
    policy: "employer:disputes",
    response: { 200: EmployerDisputesResponse },
  }),
  postEmployerDisputesAnswer: route({
    method: "POST",
    path: "/employer/disputes/:disputeId/answer",
    policy: "employer:disputes",
    params: DisputeIdParams,
    response: { 201: OkMessage },
  }),
  postEmployerStrikesAppeal: route({
    method: "POST",
    path: "/employer/strikes/:strikeId/appeal",
    policy: "employer:disputes",
    params: StrikeIdParams,
    body: AppealInput,
    parsedBy: "handler",
    response: { 201: OkMessage },
  }),
};
