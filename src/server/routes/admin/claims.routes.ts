import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ADMIN_CLAIMS_ROUTES } from "../../../core/api/admin-claims";
import type { RejectClaimInput } from "../../../core/contracts/professional";
import { CLAIM } from "../../../core/messages";
import { clock } from "../../clock";
import { decideClaimRequest } from "../../commands/claim-requests";
import { declared } from "../../http/declared-route";
import { readStoredFile, sendPrivateFile } from "../../http/private-file";
import { signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { presentClaimRequestForAdmin } from "../../presenters/claim-request";
import { listClaimRequestsForAdmin, loadClaimDocument } from "../../queries/claim-requests";

/** /api/v1/admin/claims: the review list of claim requests (administrators). */
export async function adminClaimRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config } = app.ctx;
  const storage = app.ctx.storage;

  r.route({
    ...declared(ADMIN_CLAIMS_ROUTES.getAdminClaims),
    handler: async (request) => ({
      requests: (await listClaimRequestsForAdmin(db, request.query.status)).map(presentClaimRequestForAdmin),
    }),
  });

  r.route({
    ...declared(ADMIN_CLAIMS_ROUTES.getAdminClaimsDocument),
    handler: async (request, reply) => {
      const doc = await loadClaimDocument(db, request.params.requestId);
      const stored = await readStoredFile(storage, doc, CLAIM.requestNotFound);
      return sendPrivateFile(reply, stored.file.type, "inline", stored.data);
    },
  });

  for (const action of ["approve", "reject"] as const) {
    r.route({
      ...declared(ADMIN_CLAIMS_ROUTES[action]),
      handler: async (request) => {
        const reason = action === "reject" ? (request.body as z.infer<typeof RejectClaimInput>).reason : "";
        await decideClaimRequest(database, {
          actor: signedIn(request),
          requestId: request.params.requestId,
          decision: action === "approve" ? { approve: true } : { approve: false, reason },
          now: clock.now(),
          publicUrl: config.publicUrl,
          origin: requestOrigin(request),
        });
        return { ok: true as const, message: action === "approve" ? CLAIM.approved : CLAIM.rejected };
      },
    });
  }
}
