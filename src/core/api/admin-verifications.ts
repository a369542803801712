import { AdminVerificationList, RejectInput, VerificationParams } from "../contracts/employer";
import { OkMessage } from "../contracts/ok";
import { route } from "./declare";

const decide = {
  method: "POST",
  policy: "admin:verifications",
  params: VerificationParams,
  response: { 200: OkMessage },
} as const;

/** The routes of `src/server/routes/admin/verifications.routes.ts` (D0374). */
export const ADMIN_VERIFICATIONS_ROUTES = {
  getAdminVerifications: route({
    method: "GET",
    path: "/admin/verifications",
    policy: "admin:verifications",
    response: { 200: AdminVerificationList },
  }),
  getAdminVerificationsDocument: route({
    method: "GET",
    path: "/admin/verifications/:requestId/document",
    policy: "admin:verifications",
    params: VerificationParams,
  }),
  approve: route({ ...decide, path: "/admin/verifications/:requestId/approve" }),
  reject: route({ ...decide, path: "/admin/verifications/:requestId/reject", body: RejectInput }),
};
