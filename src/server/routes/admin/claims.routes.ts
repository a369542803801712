import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ADMIN_CLAIMS_ROUTES } from "../../../core/api/admin-claims";
import { CLAIM } from "../../../core/messages";
import { decideClaimRequest } from "../../commands/claim-requests";
import { declared } from "../../http/declared-route";
import { presentClaimRequestForAdmin } from "../../presenters/claim-request";
import { listClaimRequestsForAdmin, loadClaimDocument } from "../../queries/claim-requests";
import { requestQueueRoutes } from "./request-queue";

/** /api/v1/admin/claims: the review list of claim requests (administrators). */
export async function adminClaimRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.route({
    ...declared(ADMIN_CLAIMS_ROUTES.getAdminClaims),
    handler: async (request) => ({
      requests: (await listClaimRequestsForAdmin(db, request.query.status)).map(presentClaimRequestForAdmin),
    }),
  });

  requestQueueRoutes(app, {
    routes: {
      document: ADMIN_CLAIMS_ROUTES.getAdminClaimsDocument,
      approve: ADMIN_CLAIMS_ROUTES.approve,
      reject: ADMIN_CLAIMS_ROUTES.reject,
    },
    document: loadClaimDocument,
    notFound: CLAIM.requestNotFound,
    decide: decideClaimRequest,
    sentences: { approved: CLAIM.approved, rejected: CLAIM.rejected },
  });
}
