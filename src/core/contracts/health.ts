import { z } from "zod";

/**
 * GET /api/health: only what a load balancer needs (issue 12, hole 8). Version, migration and uptime are not told
 * to anyone: they help an attacker pick an exploit and a moment.
 */
export const HealthResponse = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["up", "down"]),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
