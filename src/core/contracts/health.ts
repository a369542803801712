import { z } from "zod";

/**
 * GET /api/health: only what a load balancer needs (issue 12, hole 8): whether each backing service this instance
 * needs is up or down, nothing more. Version, migration and uptime are not told to anyone: they help an attacker pick
 * an exploit and a moment. `redis` is present only where REDIS_URL is set; with it down the instance is "degraded"
 * (its throttled routes answer 503, D313) and the answer is 503 so a load balancer can act on it.
 */
export const HealthResponse = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]),
  database: z.enum(["up", "down"]),
  redis: z.enum(["up", "down"]).optional(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
