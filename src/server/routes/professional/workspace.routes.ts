import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROFESSIONAL_WORKSPACE_ROUTES } from "../../../core/api/professional-workspace";
import { clock } from "../../clock";
import { takeReadAlongside } from "../../db/read-with-session";
import { declared } from "../../http/declared-route";
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

  r.route({
    ...declared(PROFESSIONAL_WORKSPACE_ROUTES.getProfessionalOverview),
    config: {
      ...declared(PROFESSIONAL_WORKSPACE_ROUTES.getProfessionalOverview).config,
      readWithSession: PROFESSIONAL_OVERVIEW_WITH_SESSION,
    },
    handler: async (request) => {
      const actor = signedIn(request);
      const along = takeReadAlongside(request, PROFESSIONAL_OVERVIEW_WITH_SESSION);
      return presentProfessionalOverview(
        along
          ? await overviewFromRow(app.ctx.db, along.row, actor, along.now)
          : await app.ctx.reads.run(request, (database) => loadProfessionalOverview(database.db, actor, clock.now())),
      );
    },
  });
}
