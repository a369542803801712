import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  AdminClaimList,
  AdminClaimsQuery,
  ClaimMessage,
  ClaimRequestParams,
  RejectClaimInput,
} from "../../../core/contracts/professional";
import { CLAIM } from "../../../core/messages";
import { clock } from "../../clock";
import { decideClaimRequest } from "../../commands/claim-requests";
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

  r.get(
    "/admin/claims",
    {
      config: { policy: "admin:claims" },
      schema: { querystring: AdminClaimsQuery, response: { 200: AdminClaimList } },
    },
    async (request) => ({
      requests: (await listClaimRequestsForAdmin(db, request.query.status)).map(presentClaimRequestForAdmin),
    }),
  );

  r.get(
    "/admin/claims/:requestId/document",
    { config: { policy: "admin:claims" }, schema: { params: ClaimRequestParams } },
    async (request, reply) => {
      const doc = await loadClaimDocument(db, request.params.requestId);
      const stored = await readStoredFile(storage, doc, CLAIM.requestNotFound);
      return sendPrivateFile(reply, stored.file.type, "inline", stored.data);
    },
  );

  for (const action of ["approve", "reject"] as const) {
    r.post(
      `/admin/claims/:requestId/${action}`,
      {
        config: { policy: "admin:claims" },
        schema: {
          params: ClaimRequestParams,
          ...(action === "reject" ? { body: RejectClaimInput } : {}),
          response: { 200: ClaimMessage },
        },
      },
      async (request) => {
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
    );
  }
}
