import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ViewCounter } from "../../src/server/commands/view-counter";
import { buildProfessional } from "../../src/server/test/factories";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

/** Visitor views are batched in memory and flushed (issue 19 §2, D192): exact over time, nothing lost on close. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function stored(id: string) {
  const r = await t.database.db.execute(sql`SELECT view_count FROM professionals WHERE id = ${id}`);
  return Number((r.rows[0] as { view_count: number }).view_count);
}
async function visit(id: string, agent: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1/professionals/${id}`,
    headers: { "user-agent": agent },
  });
  expect(res.statusCode).toBe(200);
  return res.json().profile.viewCount as number;
}

describe("batched visitor views", () => {
  it("a visit writes nothing until the flush; the flush adds each new viewer once", async () => {
    const pro = await buildProfessional(t.database, { viewCount: 10 });
    expect(await visit(pro.id, "batch-a")).toBe(11);
    expect(await visit(pro.id, "batch-a")).toBe(11);
    expect(await visit(pro.id, "batch-b")).toBe(12);
    expect(await stored(pro.id)).toBe(10);
    await t.app.ctx.views.flush();
    expect(await stored(pro.id)).toBe(12);
    // Shown from the stored count now, and a repeat visitor still adds nothing.
    expect(await visit(pro.id, "batch-a")).toBe(12);
    await t.app.ctx.views.flush();
    expect(await stored(pro.id)).toBe(12);
  });

  it("counts a viewer already stored for the day once, even from a fresh counter (another instance, a restart)", async () => {
    const pro = await buildProfessional(t.database, { viewCount: 0 });
    const first = new ViewCounter(t.database);
    first.record(pro.id, "v:restart", new Date("2026-03-01T10:00:00Z"));
    await first.close();
    const second = new ViewCounter(t.database);
    second.record(pro.id, "v:restart", new Date("2026-03-01T12:00:00Z"));
    second.record(pro.id, "v:restart", new Date("2026-03-02T00:01:00Z"));
    await second.close();
    expect(await stored(pro.id)).toBe(2);
  });

  it("flushes by itself after the interval, and at once when the batch is full", async () => {
    const pro = await buildProfessional(t.database, { viewCount: 0 });
    const timed = new ViewCounter(t.database, { intervalMs: 20 });
    timed.record(pro.id, "v:timed");
    await expect.poll(() => stored(pro.id)).toBe(1);
    const full = new ViewCounter(t.database, { intervalMs: 60_000, maxPending: 3 });
    for (const k of ["x", "y", "z"]) full.record(pro.id, `v:${k}`);
    await expect.poll(() => stored(pro.id)).toBe(4);
    expect(full.size).toBe(0);
    await full.close();
    await timed.close();
  });

  it("closing the app writes what waits (a clean shutdown loses nothing)", async () => {
    const other = await createTestApp();
    const pro = await buildProfessional(other.database, { viewCount: 0 });
    for (const agent of ["c1", "c2", "c3"]) {
      const res = await other.app.inject({
        method: "GET",
        url: `/api/v1/professionals/${pro.id}`,
        headers: { "user-agent": agent },
      });
      expect(res.statusCode).toBe(200);
    }
    await other.app.close();
    const r = await other.database.db.execute(sql`SELECT view_count FROM professionals WHERE id = ${pro.id}`);
    expect(Number((r.rows[0] as { view_count: number }).view_count)).toBe(3);
    await other.database.close();
  });

  it("keeps at most maxPending views while the database refuses writes, and writes them once it answers", async () => {
    const pro = await buildProfessional(t.database, { viewCount: 0 });
    let fail = true;
    const errors: unknown[] = [];
    const flaky = {
      ...t.database,
      db: {
        execute: (q: never) => (fail ? Promise.reject(new Error("down")) : t.database.db.execute(q)),
      },
    } as unknown as typeof t.database;
    const counter = new ViewCounter(flaky, { intervalMs: 60_000, maxPending: 5, onError: (e) => errors.push(e) });
    for (let i = 0; i < 12; i++) counter.record(pro.id, `v:flaky-${i}`);
    await counter.flush();
    expect(errors.length).toBeGreaterThan(0);
    expect(counter.size).toBeLessThanOrEqual(5);
    fail = false;
    await counter.close();
    const n = await stored(pro.id);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(5);
  });
});
