import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { TRANSPARENCY_ROUTES } from "../../../core/api/transparency";
import { clock } from "../../clock";
import { declared } from "../../http/declared-route";
import { loadTransparencyReport } from "../../queries/transparency";

/** GET /api/v1/transparency: the public monthly report (aggregates only, small counts suppressed). */
export async function transparencyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...declared(TRANSPARENCY_ROUTES.getTransparency),
    handler: async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return loadTransparencyReport(app.ctx.database, clock.now());
    },
  });
}
