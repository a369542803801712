import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { JOB_NAMES } from "../../jobs/job-names";

const RunJob = z.strictObject({ name: z.enum([JOB_NAMES.ratingNotices, JOB_NAMES.notificationRetention]) });

/**
 * Tests only (NODE_ENV=test with DEV_TOOLS, like the dev clock): POST /api/v1/dev/jobs/run runs one scheduled
 * job now and waits for it, so a browser journey can trigger the daily rating notices after moving the clock.
 */
export async function devJobRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/dev/jobs/run",
    { config: { policy: "dev:jobs" }, schema: { body: RunJob, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await app.ctx.jobs.runNow(request.body.name);
      await app.ctx.jobs.drain([JOB_NAMES.noticeMail, JOB_NAMES.mailDelivery]);
      return { ok: true as const };
    },
  );
}
