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

  it("with newestFirstAfterMs (D429): a line busy that long serves its newest first and refuses its oldest when full", async () => {
    let t = 0;
    const refusal = () => new Error("busy");
    const limit = new ConcurrencyLimit(
      1,
      { maxQueued: 3, maxWaitMs: 60_000, refuse: refusal, newestFirstAfterMs: 10 },
      () => t,
    );
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const call = (name: string) =>
      limit.run(async () => {
        order.push(name);
        await new Promise<void>((r) => gates.set(name, r));
        return name;
      });
    const finish = async (name: string) => {
      gates.get(name)!();
      await tick();
    };
    const running = call("r");
    const a = call("a");
    const b = call("b");
    const c = call("c");
    expect(limit.queued).toBe(3);
    // Busy for less than 10 ms: still first come first served, and a newcomer to the full line is refused.
    await expect(call("early")).rejects.toThrow("busy");
    t = 10;
    // Busy for 10 ms: the full line refuses its oldest (a) and keeps the newcomer.
    const d = call("d");
    await expect(a).rejects.toThrow("busy");
    expect(limit.refused).toBe(2);
    expect(limit.queued).toBe(3);
    await finish("r");
    await finish("d");
    await finish("c");
    await finish("b");
    expect(await Promise.all([running, b, c, d])).toEqual(["r", "b", "c", "d"]);
    expect(order).toEqual(["r", "d", "c", "b"]);
    // The line emptied: a new wait starts first come first served again.
    t = 100;
    const r2 = call("r2");
    const e = call("e");
    const f = call("f");
    t = 105;
    await finish("r2");
    await finish("e");
    await finish("f");
    await Promise.all([r2, e, f]);
    expect(order.slice(4)).toEqual(["r2", "e", "f"]);
    expect(limit.queued).toBe(0);
  });

  it("with newestFirstAfterMs: never more than max at once; every call runs or is refused, and each refusal is counted", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.record({ ticks: fc.integer({ min: 0, max: 3 }), advance: fc.integer({ min: 0, max: 8 }) }), {
          maxLength: 30,
        }),
        async (max, maxQueued, calls) => {
          let t = 0;
          const limit = new ConcurrencyLimit(
            max,
            { maxQueued, maxWaitMs: 60_000, refuse: () => new Error("busy"), newestFirstAfterMs: 5 },
            () => t,
          );
          let running = 0;
          let peak = 0;
          const results = await Promise.allSettled(
            calls.map((call, i) => {
              t += call.advance;
              return limit.run(async () => {
                running++;
                peak = Math.max(peak, running);
                for (let k = 0; k < call.ticks; k++) await tick();
                running--;
                return i;
              });
            }),
          );
          expect(peak).toBeLessThanOrEqual(max);
          expect(results.filter((r) => r.status === "rejected").length).toBe(limit.refused);
          results.forEach((r, i) => {
            if (r.status === "fulfilled") expect(r.value).toBe(i);
          });
          expect(limit.queued).toBe(0);
        },
      ),
      { seed: 429, numRuns: 200 },
    );
  });

  it("refuses a limit that is not a positive integer", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => new ConcurrencyLimit(bad)).toThrow();
  });
});
