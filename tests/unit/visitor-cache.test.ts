import { describe, expect, it } from "vitest";
import { VisitorCache } from "../../src/server/http/visitor-cache";

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
});
