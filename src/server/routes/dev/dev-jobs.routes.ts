import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { clock } from "../../clock";
import { runRatingNotices } from "../../jobs/rating-notices";
import { runAsUnit } from "../../jobs/wake-after-commit";
import { JOB_NAMES } from "../../kernel/job-names";

const RunJob = z.strictObject({
  name: z.enum([JOB_NAMES.ratingNotices, JOB_NAMES.notificationRetention, JOB_NAMES.accountErasure]),
  /** Rating notices only: close the period now instead of at the fixed hour (the shared e2e server's clock stays). */
  closePeriodNow: z.boolean().default(false),
});

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
      const { name, closePeriodNow } = request.body;
      if (name === JOB_NAMES.ratingNotices && closePeriodNow) {
        const now = clock.now();
        await runAsUnit(app.ctx.jobs.wake, () => runRatingNotices(app.ctx.db, now, { closeAt: now }));
      } else await app.ctx.jobs.runNow(name);
      await app.ctx.jobs.drain([JOB_NAMES.noticeMail, JOB_NAMES.mailDelivery]);
      return { ok: true as const };
    },
  );
}
