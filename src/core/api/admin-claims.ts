import {
  AdminClaimList,
  AdminClaimsQuery,
  ClaimMessage,
  ClaimRequestParams,
  RejectClaimInput,
} from "../contracts/professional";
import { route } from "./declare";
import { requestQueue } from "./request-queue";

const queue = requestQueue("/admin/claims", "admin:claims", {
  params: ClaimRequestParams,
  answer: ClaimMessage,
  reject: RejectClaimInput,
});

/** The routes of `src/server/routes/admin/claims.routes.ts` (D0374). */
export const ADMIN_CLAIMS_ROUTES = {
  getAdminClaims: route({
    method: "GET",
    path: "/admin/claims",
    policy: "admin:claims",
    query: AdminClaimsQuery,
    response: { 200: AdminClaimList },
  }),
  getAdminClaimsDocument: queue.document,
  approve: queue.approve,
  reject: queue.reject,
};
