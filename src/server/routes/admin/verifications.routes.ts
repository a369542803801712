import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ADMIN_VERIFICATIONS_ROUTES } from "../../../core/api/admin-verifications";
import { EMPLOYER } from "../../../core/messages";
import { decideVerificationRequest } from "../../commands/verification-requests";
import { declared } from "../../http/declared-route";
import { presentVerificationRequestForAdmin } from "../../presenters/verification-request";
import {
  listVerificationRequestsForAdmin,
  loadVerificationDocument,
} from "../../queries/employer-verification-requests";
import { requestQueueRoutes } from "./request-queue";

/** /api/v1/admin/verifications: the review queue for EIN and state-registration requests (administrators). */
export async function adminVerificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.route({
    ...declared(ADMIN_VERIFICATIONS_ROUTES.getAdminVerifications),
    handler: async () => ({
      requests: (await listVerificationRequestsForAdmin(db)).map(presentVerificationRequestForAdmin),
    }),
  });

  requestQueueRoutes(app, {
    routes: {
      document: ADMIN_VERIFICATIONS_ROUTES.getAdminVerificationsDocument,
      approve: ADMIN_VERIFICATIONS_ROUTES.approve,
      reject: ADMIN_VERIFICATIONS_ROUTES.reject,
    },
    document: loadVerificationDocument,
    notFound: EMPLOYER.requestNotFound,
    decide: decideVerificationRequest,
    sentences: { approved: "Request approved.", rejected: "Request rejected." },
  });
}
