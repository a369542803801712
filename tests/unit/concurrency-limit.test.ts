import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConcurrencyLimit } from "../../src/server/http/concurrency-limit";

/** D291: the searches' bulkhead. */
describe("ConcurrencyLimit", () => {
  const tick = () => new Promise<void>((r) => setImmediate(r));

  it("never runs more than max at once, runs every call, and lets them through first come first served", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.record({ ticks: fc.integer({ min: 0, max: 3 }), fails: fc.boolean() }), { maxLength: 30 }),
        async (max, calls) => {
          const limit = new ConcurrencyLimit(max);
          let running = 0;
          let peak = 0;
          const started: number[] = [];
          const results = await Promise.allSettled(
            calls.map((call, i) =>
              limit.run(async () => {
                started.push(i);
                running++;
                peak = Math.max(peak, running);
                for (let t = 0; t < call.ticks; t++) await tick();
                running--;
                if (call.fails) throw new Error(`call ${i}`);
                return i;
              }),
            ),
          );
          expect(peak).toBeLessThanOrEqual(max);
          expect(started).toEqual(calls.map((_, i) => i));
          results.forEach((r, i) => {
            if (calls[i]!.fails) expect(r.status).toBe("rejected");
            else expect(r).toEqual({ status: "fulfilled", value: i });
          });
          // Every slot came back, failures included: the next call starts at once.
          let ranAtOnce = false;
          const next = limit.run(async () => {
            ranAtOnce = true;
          });
          expect(ranAtOnce).toBe(true);
          await next;
          expect(limit.queued).toBe(0);
        },
      ),
      { seed: 291, numRuns: 200 },
    );
  });

  it("refuses a limit that is not a positive integer", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => new ConcurrencyLimit(bad)).toThrow();
  });
});
