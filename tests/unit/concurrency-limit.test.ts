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

  it("with admission (D360): refuses at once past maxQueued, refuses a waiter after maxWaitMs, runs the rest", async () => {
    const refusal = () => new Error("busy");
    const limit = new ConcurrencyLimit(2, { maxQueued: 2, maxWaitMs: 60_000, refuse: refusal });
    const gates: Array<() => void> = [];
    const hold = () => new Promise<void>((r) => gates.push(r));
    const running = [limit.run(hold), limit.run(hold)];
    const queued = [limit.run(async () => "q1"), limit.run(async () => "q2")];
    expect(limit.queued).toBe(2);
    // The line is full: the next call is refused without waiting.
    await expect(limit.run(async () => "late")).rejects.toThrow("busy");
    expect(limit.refused).toBe(1);
    for (const open of gates) open();
    await Promise.all(running);
    expect(await Promise.all(queued)).toEqual(["q1", "q2"]);
    expect(limit.queued).toBe(0);

    // A waiter not started within maxWaitMs leaves the line refused; its slot is not lost.
    const quick = new ConcurrencyLimit(1, { maxQueued: 5, maxWaitMs: 20, refuse: refusal });
    let release!: () => void;
    const first = quick.run(() => new Promise<void>((r) => (release = r)));
    const waited = quick.run(async () => "never");
    await expect(waited).rejects.toThrow("busy");
    expect(quick.queued).toBe(0);
    release();
    await first;
    let ranAtOnce = false;
    const after = quick.run(async () => {
      ranAtOnce = true;
    });
    expect(ranAtOnce).toBe(true);
    await after;
  });

  it("refuses a limit that is not a positive integer", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => new ConcurrencyLimit(bad)).toThrow();
  });
});
