import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HealthResponse } from "../../../core/contracts/health";
import { RedisThrottleStore } from "../../http/throttle-store-redis";

/**
 * 200 while the database (and Redis, where configured) answers; 503 otherwise, so a load balancer takes the instance
 * out meanwhile: `unavailable` without the database, `degraded` without Redis (sign-in and the other throttled
 * routes answer 503 there, D313). Up or down only, per dependency.
 */
export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/health",
      { config: { policy: "health:read" }, schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
      async (_request, reply) => {
        const store = app.ctx.throttle.store;
        const [up, redis] = await Promise.all([
          app.ctx.database
            .query("SELECT 1")
            .then(() => true)
            .catch(() => false),
          store instanceof RedisThrottleStore ? store.breaker.ping() : Promise.resolve(undefined),
        ]);
        reply.header("cache-control", "no-store");
        const status = !up ? "unavailable" : redis === false ? "degraded" : "ok";
        return reply.status(status === "ok" ? 200 : 503).send({
          status,
          database: up ? "up" : "down",
          ...(redis === undefined ? {} : { redis: redis ? ("up" as const) : ("down" as const) }),
        });
      },
    );
}
