import {
  ClaimMessage,
  ClaimOk,
  ClaimRequestCreated,
  ClaimRequestFields,
  ClaimRequestParams,
  InvitationParams,
  InvitationPreview,
  MyClaimRequests,
  OwnProfileInput,
} from "../contracts/professional";
import { route } from "./declare";

/** The routes of `src/server/routes/professional/claim.routes.ts` (D0374). */
export const PROFESSIONAL_CLAIM_ROUTES = {
  getClaimInvitationsOne: route({
    method: "GET",
    path: "/claim/invitations/:token",
    policy: "claim:invitation-preview",
    params: InvitationParams,
    response: { 200: InvitationPreview },
  }),
  postClaimInvitationsAccept: route({
    method: "POST",
    path: "/claim/invitations/:token/accept",
    policy: "professional:claim",
    params: InvitationParams,
    response: { 200: ClaimOk },
  }),
  getClaimRequestsMine: route({
    method: "GET",
    path: "/claim/requests/mine",
    policy: "professional:read",
    response: { 200: MyClaimRequests },
  }),
  postClaimRequests: route({
    method: "POST",
    path: "/claim/requests",
    policy: "professional:claim",
    body: ClaimRequestFields,
    parsedBy: "handler",
    response: { 201: ClaimRequestCreated },
  }),
  postClaimRequestsWithdraw: route({
    method: "POST",
    path: "/claim/requests/:requestId/withdraw",
    policy: "professional:claim",
    params: ClaimRequestParams,
    response: { 200: ClaimMessage },
  }),
  postClaimOwnProfile: route({
    method: "POST",
    path: "/claim/own-profile",
    policy: "professional:claim",
    body: OwnProfileInput,
    response: { 201: ClaimOk },
  }),
};
