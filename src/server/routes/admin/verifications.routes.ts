import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { ADMIN_VERIFICATIONS_ROUTES } from "../../../core/api/admin-verifications";
import type { RejectInput } from "../../../core/contracts/employer";
import { EMPLOYER } from "../../../core/messages";
import { clock } from "../../clock";
import { decideVerificationRequest } from "../../commands/verification-requests";
import { declared } from "../../http/declared-route";
import { readStoredFile, sendPrivateFile } from "../../http/private-file";
import { signedIn } from "../../http/route-tools";
import { requestOrigin } from "../../kernel/audit";
import { presentVerificationRequestForAdmin } from "../../presenters/verification-request";
import {
  listVerificationRequestsForAdmin,
  loadVerificationDocument,
} from "../../queries/employer-verification-requests";

/** /api/v1/admin/verifications: the review queue for EIN and state-registration requests (administrators). */
export async function adminVerificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, db, config } = app.ctx;
  const storage = app.ctx.storage;

  r.route({
    ...declared(ADMIN_VERIFICATIONS_ROUTES.getAdminVerifications),
    handler: async () => ({
      requests: (await listVerificationRequestsForAdmin(db)).map(presentVerificationRequestForAdmin),
    }),
  });

  r.route({
    ...declared(ADMIN_VERIFICATIONS_ROUTES.getAdminVerificationsDocument),
    handler: async (request, reply) => {
      const doc = await loadVerificationDocument(db, request.params.requestId);
      const stored = await readStoredFile(storage, doc, EMPLOYER.requestNotFound);
      return sendPrivateFile(reply, stored.file.type, "inline", stored.data);
    },
  });

  for (const action of ["approve", "reject"] as const) {
    r.route({
      ...declared(ADMIN_VERIFICATIONS_ROUTES[action]),
      handler: async (request) => {
        const reason = action === "reject" ? (request.body as z.infer<typeof RejectInput>).reason : "";
        await decideVerificationRequest(database, {
          actor: signedIn(request),
          requestId: request.params.requestId,
          decision: action === "approve" ? { approve: true } : { approve: false, reason },
          now: clock.now(),
          publicUrl: config.publicUrl,
          origin: requestOrigin(request),
        });
        return { ok: true as const, message: action === "approve" ? "Request approved." : "Request rejected." };
      },
    });
  }
}
