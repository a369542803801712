import { describe, expect, it } from "vitest";
import { openPostgres } from "../../src/server/db/client";
import { asPoolRequest } from "../../src/server/db/request-priority";

// D271: when the pool is busy, a request that has already had a connection goes ahead of requests that have not.
describe.skipIf(!process.env.TEST_DATABASE_URL)("pool queue on PostgreSQL (D271)", () => {
  it("serves a request's next query before the first query of requests that arrived after it started", async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
    try {
      const order: string[] = [];
      const query = (name: string) => database.query("SELECT 1").then(() => order.push(name));
      // The one connection is held, so every query below queues.
      const held = await (
        database.db as unknown as { $client: { connect(): Promise<{ release(): void }> } }
      ).$client.connect();
      let secondOfA: Promise<unknown> = Promise.resolve();
      const a = asPoolRequest(async () => {
        await query("a1");
        secondOfA = query("a2");
        await secondOfA;
      });
      // a1 queues first; then three requests that have not started queue behind it.
      const others = ["b", "c", "d"].map((name) => asPoolRequest(() => query(name)));
      const outside = query("job"); // not a request: first come, first served
      held.release();
      await Promise.all([a, ...others, outside]);
      // a1 is served first and its connection goes straight to b, the next in line; a2, asked for then, goes ahead
      // of c, d and the job, which had been waiting longer (first come, first served would put it last).
      expect(order).toEqual(["a1", "b", "a2", "c", "d", "job"]);
    } finally {
      await database.close();
    }
  });
});

// D271 reads pg-pool's internal `_pendingQueue` (no public API orders the waiters). pg is pinned exactly in
// package.json; this names the internal so an upgrade that renames or reshapes it fails here, not silently.
describe("the pg-pool internal D271 relies on", () => {
  it("pg is pinned and its pool keeps waiters in an array named _pendingQueue", async () => {
    const pkg = (await import("../../package.json", { with: { type: "json" } })).default as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies.pg).toMatch(/^\d+\.\d+\.\d+$/);
    const pg = (await import("pg")).default;
    const pool = new pg.Pool({ max: 1 });
    expect(Array.isArray((pool as unknown as { _pendingQueue?: unknown })._pendingQueue)).toBe(true);
    await pool.end();
  });
});
