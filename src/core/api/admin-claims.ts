import {
  AdminClaimList,
  AdminClaimsQuery,
  ClaimMessage,
  ClaimRequestParams,
  RejectClaimInput,
} from "../contracts/professional";
import { route } from "./declare";

const decide = {
  method: "POST",
  policy: "admin:claims",
  params: ClaimRequestParams,
  response: { 200: ClaimMessage },
} as const;

/** The routes of `src/server/routes/admin/claims.routes.ts` (D0374). */
export const ADMIN_CLAIMS_ROUTES = {
  getAdminClaims: route({
    method: "GET",
    path: "/admin/claims",
    policy: "admin:claims",
    query: AdminClaimsQuery,
    response: { 200: AdminClaimList },
  }),
  getAdminClaimsDocument: route({
    method: "GET",
    path: "/admin/claims/:requestId/document",
    policy: "admin:claims",
    params: ClaimRequestParams,
  }),
  approve: route({ ...decide, path: "/admin/claims/:requestId/approve" }),
  reject: route({ ...decide, path: "/admin/claims/:requestId/reject", body: RejectClaimInput }),
};
