import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/server/test/auth-helpers";
import { buildProfessional } from "../../src/server/test/factories";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

/**
 * D275: visitors' reads (search, suggestions, the public profile) are kept a few seconds and shared between
 * visitors; signed-in readers, refusals and errors never are; a write through the instance empties the cache.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ visitorCacheSeconds: 60 });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe("the visitors' cache", () => {
  it("answers a repeated visitor search from memory, compressed like any answer, with the same body", async () => {
    await buildProfessional(t.database, { lastName: "Cachewright", headline: "Harbor Pilot" });
    const first = await get("/api/v1/search?q=cachewright", { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-visitor-cache")).toBeNull();
    const firstBody = await first.text();
    // A row the database gains without a write through the app (another instance's): not seen until expiry.
    await buildProfessional(t.database, { lastName: "Cachewright", headline: "Harbor Pilot" });
    const second = await get("/api/v1/search?q=cachewright", { "accept-encoding": "gzip" });
    expect(second.headers.get("x-visitor-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await second.text()).toBe(firstBody);
    expect(JSON.parse(firstBody).totalCount).toBe(1);
  });

  it("keeps the compressed copy too: the next visitor asking the same way gets it without compressing again", async () => {
    for (let i = 0; i < 12; i++)
      await buildProfessional(t.database, { lastName: "Zipwright", headline: "Gzip Tester" });
    const ask = (encoding: string) => get("/api/v1/search?q=zipwright", { "accept-encoding": encoding });
    const plain = await (await ask("identity")).text();
    expect(plain.length).toBeGreaterThan(1024);
    for (const encoding of ["gzip", "br", "gzip", "br"]) {
      const res = await ask(encoding);
      expect(res.headers.get("x-visitor-cache")).toBe("hit");
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      // fetch decodes: the same JSON whichever way it travelled.
      expect(await res.text()).toBe(plain);
    }
    expect([...(t.app.ctx.visitorCache.get("/api/v1/search?q=zipwright")?.variants.keys() ?? [])]).toEqual([
      "gzip",
      "br",
    ]);
    const identity = await ask("identity");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(plain);
  });

  it("never answers a signed-in reader from it, nor keeps what a signed-in reader was told", async () => {
    await buildProfessional(t.database, { lastName: "Signedinsky" });
    const { cookie } = await createAccount(t.app, { accountType: "professional" });
    for (let i = 0; i < 2; i++) {
      const res = await get("/api/v1/search?q=signedinsky", { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-visitor-cache")).toBeNull();
    }
    // The visitor's first ask is a miss: the signed-in answers were not stored under the same URL.
    const visitor = await get("/api/v1/search?q=signedinsky");
    expect(visitor.headers.get("x-visitor-cache")).toBeNull();
    // A stale or forged session cookie is not a visitor for the cache either (it gets the normal path).
    const stale = await get("/api/v1/search?q=signedinsky", { cookie: "standing.session_token=forged.value" });
    expect(stale.headers.get("x-visitor-cache")).toBeNull();
  });

  it("keeps no refusal: a bad query and a missing profile are answered afresh every time", async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await get(`/api/v1/search?page=0`);
      expect(bad.status).toBe(400);
      expect(bad.headers.get("x-visitor-cache")).toBeNull();
      const missing = await get("/api/v1/professionals/00000000-0000-4000-8000-000000000000");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-visitor-cache")).toBeNull();
    }
  });

  it("counts the view of every visitor answered from it", async () => {
    const pro = await buildProfessional(t.database, { viewCount: 0 });
    for (const agent of ["cache-view-a", "cache-view-b", "cache-view-c", "cache-view-a"]) {
      const res = await get(`/api/v1/professionals/${pro.id}`, { "user-agent": agent });
      expect(res.status).toBe(200);
    }
    await t.app.ctx.views.flush();
    const r = await t.database.db.execute(sql`SELECT view_count FROM professionals WHERE id = ${pro.id}`);
    expect(Number((r.rows[0] as { view_count: number }).view_count)).toBe(3);
    expect(t.app.ctx.visitorCache.hits).toBeGreaterThan(0);
  });

  it("is emptied by a write through this instance", async () => {
    await get("/api/v1/search/suggestions?q=har");
    expect((await get("/api/v1/search/suggestions?q=har")).headers.get("x-visitor-cache")).toBe("hit");
    const { cookie } = await createAccount(t.app, { accountType: "professional" });
    const res = await fetch(`${base}/api/v1/notifications/read-all`, {
      method: "POST",
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(res.status, await res.text()).toBeLessThan(400);
    expect((await get("/api/v1/search/suggestions?q=har")).headers.get("x-visitor-cache")).toBeNull();
  });
});
