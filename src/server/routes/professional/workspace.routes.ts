import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProfessionalOverview } from "../../../core/contracts/professional";
import { clock } from "../../clock";
import { signedIn } from "../../http/route-tools";
import { presentProfessionalOverview } from "../../presenters/professional-overview";
import { loadProfessionalOverview } from "../../queries/professional-overview";

/** /api/v1/professional/overview: the index of /dashboard/professional in one answer. */
export async function professionalWorkspaceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/professional/overview",
    { config: { policy: "professional:read" }, schema: { response: { 200: ProfessionalOverview } } },
    async (request) =>
      presentProfessionalOverview(
        await app.ctx.reads.run(request, (database) =>
          loadProfessionalOverview(database.db, signedIn(request), clock.now()),
        ),
      ),
  );
}
