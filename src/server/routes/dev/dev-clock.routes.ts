import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CLOCK_MAX_OFFSET_MS, clock, setClockOffset } from "../../clock";
import { assertDevAccess } from "../../http/dev-access";

const ClockState = z.object({ offsetMs: z.number().int(), now: z.string() });
const ClockInput = z.strictObject({
  offsetMs: z.number().int().min(-CLOCK_MAX_OFFSET_MS).max(CLOCK_MAX_OFFSET_MS),
});

const state = () => ({ offsetMs: clock.offsetMs(), now: clock.now().toISOString() });

/**
 * Development only (DEV_TOOLS, never production): GET/POST /api/v1/dev/clock reads and moves the server's business
 * clock (`clock.now()`), so a newcomer or a browser journey can step past a deadline. Like the mail outbox it answers
 * 404 to anyone without the console token on this machine (http/dev-access.ts, D0336). `{ "offsetMs": 0 }` resets it.
 * The page at /dev/clock (dev-clock-page.routes.ts) moves it by hand.
 */
export async function devClockRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = async (request: import("fastify").FastifyRequest) =>
    assertDevAccess(request, app.ctx.devToolsToken);
  r.get(
    "/dev/clock",
    { config: { policy: "dev:clock" }, onRequest, schema: { response: { 200: ClockState } } },
    async () => state(),
  );
  r.post(
    "/dev/clock",
    { config: { policy: "dev:clock" }, onRequest, schema: { body: ClockInput, response: { 200: ClockState } } },
    async (request) => {
      setClockOffset(request.body.offsetMs, app.ctx.config);
      request.log.warn({ offsetMs: request.body.offsetMs }, "dev clock moved");
      return state();
    },
  );
}
