import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { type Actor, VISITOR } from "../../src/core/actor";
import { VisitorCache } from "../../src/server/http/visitor-cache";
import { registerVisitorCache } from "../../src/server/http/visitor-cache-hooks";

/** D275: the visitors' microcache keeps answers a few seconds, within bounds on entries and bytes. */
describe("VisitorCache", () => {
  const clock = () => {
    let t = 1_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it("answers the same URL until the time to live runs out, then forgets it", () => {
    const c = clock();
    const cache = new VisitorCache({ ttlMs: 5_000, now: c.now });
    cache.set("/api/v1/search?q=nurse", '{"professionals":[]}', "application/json", undefined);
    c.advance(4_999);
    expect(cache.get("/api/v1/search?q=nurse")?.body).toBe('{"professionals":[]}');
    expect(cache.get("/api/v1/search?q=Nurse")).toBeUndefined();
    c.advance(1);
    expect(cache.get("/api/v1/search?q=nurse")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, dropping the oldest first", () => {
    const cache = new VisitorCache({ ttlMs: 60_000, maxEntries: 3 });
    for (const k of ["a", "b", "c", "d"]) cache.set(k, k, "application/json", k);
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("d")?.tag).toBe("d");
  });

  it("keeps at most maxBytes, and never one answer larger than an eighth of them", () => {
    const cache = new VisitorCache({ ttlMs: 60_000, maxBytes: 8_000 });
    cache.set("big", "x".repeat(1_001), "application/json", undefined);
    expect(cache.get("big")).toBeUndefined();
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, "y".repeat(900), "application/json", undefined);
    // 8 answers of 900 bytes plus their keys fit in 8,000 bytes; the 12 oldest went.
    expect(cache.size).toBe(8);
    expect(cache.get("k11")).toBeUndefined();
    expect(cache.get("k12")).toBeDefined();
  });

  it("replacing a key does not count its bytes twice", () => {
    const cache = new VisitorCache({ ttlMs: 60_000, maxBytes: 8_000 });
    for (let i = 0; i < 50; i++) cache.set("same", "z".repeat(900), "application/json", undefined);
    cache.set("other", "z".repeat(900), "application/json", undefined);
    expect(cache.get("same")).toBeDefined();
    expect(cache.get("other")).toBeDefined();
  });

  it("clear empties it and moves to a new generation; ttl 0 means disabled", () => {
    const cache = new VisitorCache({ ttlMs: 10_000 });
    cache.set("a", "a", "application/json", undefined);
    const before = cache.generation;
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.generation).toBe(before + 1);
    expect(new VisitorCache({ ttlMs: 0 }).enabled).toBe(false);
    expect(cache.enabled).toBe(true);
  });

  it("lets one request read an answer afresh in its last fifth of life, the others still getting the kept one", async () => {
    const c = clock();
    const cache = new VisitorCache({ ttlMs: 10_000, now: c.now });
    cache.set("k", "old", "application/json", undefined);
    c.advance(7_999);
    expect(await cache.lookup("k")).toMatchObject({ kind: "hit", entry: { body: "old" } });
    c.advance(1);
    const refresh = await cache.lookup("k");
    expect(refresh.kind).toBe("read");
    expect(refresh.kind === "read" && refresh.reading).toBeTruthy();
    // Claimed once: everyone else is given the kept answer until it expires, never after.
    expect(await cache.lookup("k")).toMatchObject({ kind: "hit", entry: { body: "old" } });
    expect(cache.get("k")?.body).toBe("old");
    c.advance(1_999);
    expect(await cache.lookup("k")).toMatchObject({ kind: "hit", entry: { body: "old" } });
    c.advance(1);
    expect(cache.get("k")).toBeUndefined();
    expect(cache.refreshes).toBe(1);
  });
});

/** D290 through the hooks: what a route's handler sees when visitors keep asking the same URL. */
describe("the visitor cache's hooks", () => {
  async function appWith(answer: () => { status: number; body: string } | Promise<{ status: number; body: string }>) {
    let t = 1_000;
    const cache = new VisitorCache({ ttlMs: 10_000, now: () => t });
    const app = Fastify();
    app.decorateRequest<Actor | null>("actor", null);
    app.addHook("preValidation", async (request) => {
      request.actor = VISITOR;
    });
    registerVisitorCache(app, cache);
    let reads = 0;
    app.get("/answer", { config: { visitorCache: {} } }, async (_request, reply) => {
      reads++;
      const { status, body } = await answer();
      return reply.code(status).type("application/json").send(body);
    });
    await app.ready();
    const ask = async () => {
      const res = await app.inject({ method: "GET", url: "/answer" });
      return { status: res.statusCode, body: res.body };
    };
    return { app, cache, ask, reads: () => reads, advance: (ms: number) => (t += ms) };
  }

  it("reads the answer once per life while visitors keep asking, and the refreshed answer replaces the kept one", async () => {
    let version = 1;
    const h = await appWith(() => ({ status: 200, body: `{"v":${version}}` }));
    for (let i = 0; i < 5; i++) expect((await h.ask()).body).toBe('{"v":1}');
    expect(h.reads()).toBe(1);
    version = 2;
    h.advance(8_500);
    // The first visitor in the last fifth reads afresh; the answer it is given is the new one.
    expect((await h.ask()).body).toBe('{"v":2}');
    expect(h.reads()).toBe(2);
    for (let i = 0; i < 5; i++) expect((await h.ask()).body).toBe('{"v":2}');
    expect(h.reads()).toBe(2);
    // The refreshed answer has a life of its own: 10 s from its reading, not from the first one.
    h.advance(7_000);
    expect((await h.ask()).body).toBe('{"v":2}');
    expect(h.reads()).toBe(2);
    await h.app.close();
  });

  it("a refresh that is refused forgets the kept answer: the next visitor is not given what is gone", async () => {
    let status = 200;
    const h = await appWith(() =>
      status === 200 ? { status, body: '{"name":"Hidden Soon"}' } : { status, body: "{}" },
    );
    expect((await h.ask()).status).toBe(200);
    status = 404;
    h.advance(8_500);
    expect((await h.ask()).status).toBe(404);
    expect((await h.ask()).status).toBe(404);
    expect(h.reads()).toBe(3);
    await h.app.close();
  });

  it("visitors asking a URL while it is read wait for that reading, and are answered from it (D292)", async () => {
    let release!: () => void;
    let status = 200;
    const h = await appWith(async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return status === 200 ? { status, body: '{"v":"read once"}' } : { status, body: "{}" };
    });
    const asks = Array.from({ length: 6 }, () => h.ask());
    // One reads; the five others are waiting for it.
    await vi.waitFor(() => expect(h.cache.waits).toBe(5));
    expect(h.reads()).toBe(1);
    release();
    for (const res of await Promise.all(asks)) expect(res).toEqual({ status: 200, body: '{"v":"read once"}' });
    expect(h.reads()).toBe(1);

    // A reading that is refused (nothing kept) wakes the others, who read for themselves.
    h.advance(20_000);
    status = 500;
    const more = [h.ask(), h.ask()];
    await vi.waitFor(() => expect(h.cache.waits).toBe(6));
    expect(h.reads()).toBe(2);
    release();
    await vi.waitFor(() => expect(h.reads()).toBe(3));
    release();
    expect((await Promise.all(more)).map((r) => r.status)).toEqual([500, 500]);
    await h.app.close();
  });
});
