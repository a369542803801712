import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CLOCK_MAX_OFFSET_MS, clock, setClockOffset } from "../../clock";

const ClockState = z.object({ offsetMs: z.number().int(), now: z.string() });
const ClockInput = z.strictObject({
  offsetMs: z.number().int().min(-CLOCK_MAX_OFFSET_MS).max(CLOCK_MAX_OFFSET_MS),
});

const state = () => ({ offsetMs: clock.offsetMs(), now: clock.now().toISOString() });

/**
 * Development only (DEV_TOOLS): GET/POST /api/v1/dev/clock moves the server's business clock (`clock.now()`), so a
 * browser journey can step past the 24-hour edit window. Registered only when `config.devTools`; in production the
 * route does not exist (404). `{ "offsetMs": 0 }` resets it.
 */
export async function devClockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/dev/clock", { config: { policy: "dev:clock" }, schema: { response: { 200: ClockState } } }, async () =>
    state(),
  );
  r.post(
    "/dev/clock",
    { config: { policy: "dev:clock" }, schema: { body: ClockInput, response: { 200: ClockState } } },
    async (request) => {
      setClockOffset(request.body.offsetMs, app.ctx.config);
      request.log.warn({ offsetMs: request.body.offsetMs }, "dev clock moved");
      return state();
    },
  );
}
