import { AdminVerificationList, RejectInput, VerificationParams } from "../contracts/employer";
import { OkMessage } from "../contracts/ok";
import { route } from "./declare";
import { requestQueue } from "./request-queue";

const queue = requestQueue("/admin/verifications", "admin:verifications", {
  params: VerificationParams,
  answer: OkMessage,
  reject: RejectInput,
});

/** The routes of `src/server/routes/admin/verifications.routes.ts` (D0374). */
export const ADMIN_VERIFICATIONS_ROUTES = {
  getAdminVerifications: route({
    method: "GET",
    path: "/admin/verifications",
    policy: "admin:verifications",
    response: { 200: AdminVerificationList },
  }),
  getAdminVerificationsDocument: queue.document,
  approve: queue.approve,
  reject: queue.reject,
};
