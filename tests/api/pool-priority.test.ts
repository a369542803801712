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

// Decision 0345: the line is the pool's own (pg's public connect() and release()), not pg-pool's private queue.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the pool's own line on PostgreSQL (0345)", () => {
  it("counts its waiters in poolStats and refuses them when the pool ends", async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
    const held = await (
      database.db as unknown as { $client: { connect(): Promise<{ release(): void }> } }
    ).$client.connect();
    const waiting = [database.query("SELECT 1"), database.query("SELECT 2")].map((p) =>
      p.then(
        () => "answered",
        (error: Error) => error.message,
      ),
    );
    await new Promise((r) => setImmediate(r));
    expect(database.poolStats?.().waiting).toBe(2);
    held.release();
    expect(await Promise.all(waiting)).toEqual(["answered", "answered"]);
    const again = await (
      database.db as unknown as { $client: { connect(): Promise<{ release(): void }> } }
    ).$client.connect();
    const refused = database.query("SELECT 3").then(
      () => "answered",
      (error: Error) => error.message,
    );
    const closing = database.close();
    expect(await refused).toBe("Cannot use a pool after calling end on the pool");
    again.release();
    await closing;
  });
});
