import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { TransparencyReport } from "../../../core/contracts/dispute-review";
import { clock } from "../../clock";
import { loadTransparencyReport } from "../../queries/transparency";

/** GET /api/v1/transparency: the public monthly report (aggregates only, small counts suppressed). */
export async function transparencyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/transparency",
    { config: { policy: "transparency:read" }, schema: { response: { 200: TransparencyReport } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return loadTransparencyReport(app.ctx.database, clock.now());
    },
  );
}
