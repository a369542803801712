import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProfessionalOverview } from "../../../core/contracts/professional";
import { takeReadAlongside } from "../../auth/read-with-session";
import { clock } from "../../clock";
import { signedIn } from "../../http/route-tools";
import { presentProfessionalOverview } from "../../presenters/professional-overview";
import {
  loadProfessionalOverview,
  overviewFromRow,
  PROFESSIONAL_OVERVIEW_WITH_SESSION,
} from "../../queries/professional-overview";

/** /api/v1/professional/overview: the index of /dashboard/professional in one answer. */
export async function professionalWorkspaceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/professional/overview",
    {
      config: { policy: "professional:read", readWithSession: PROFESSIONAL_OVERVIEW_WITH_SESSION },
      schema: { response: { 200: ProfessionalOverview } },
    },
    async (request) => {
      const actor = signedIn(request);
      const along = takeReadAlongside(request, PROFESSIONAL_OVERVIEW_WITH_SESSION);
      return presentProfessionalOverview(
        along
          ? await overviewFromRow(app.ctx.db, along.row, actor, along.now)
          : await app.ctx.reads.run(request, (database) => loadProfessionalOverview(database.db, actor, clock.now())),
      );
    },
  );
}
