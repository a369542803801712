import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HealthResponse } from "../../../core/contracts/health";

/** 200 while the database answers, 503 while it does not (a load balancer takes the instance out meanwhile). */
export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/health",
      { config: { policy: "health:read" }, schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
      async (_request, reply) => {
        const up = await app.ctx.database
          .query("SELECT 1")
          .then(() => true)
          .catch(() => false);
        reply.header("cache-control", "no-store");
        return reply.status(up ? 200 : 503).send({ status: up ? "ok" : "unavailable", database: up ? "up" : "down" });
      },
    );
}
