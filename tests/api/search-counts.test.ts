import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DIRECTORY } from "../../src/core/messages/public";
import {
  CACHED_COUNT_MIN,
  COUNT_BOUND,
  type CountsInFlight,
  countProfessionals,
  EXACT_COUNT_BOUND,
  searchProfessionals,
  TtlCountCache,
} from "../../src/server/queries/search";
import { COUNTS_PER_ADDRESS_PER_MINUTE } from "../../src/server/routes/search/search.routes";
import { setUpTestApp } from "./helpers";

/**
 * Issue 34 point 2 (D323, D351): the search counts exactly to 1,000 and says "1,000+" beyond; the page then asks
 * GET /api/v1/professionals/count, exact up to 10,000 and "10,000+" beyond, cached 5 minutes (the search then answers
 * with it) and coalesced. 10,001 profiles: 10,000 carry "atbound", all "overbound", the first 2,000 are named
 * "Manycount".
 */

const t = setUpTestApp();
beforeAll(async () => {
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings, updated_at)
SELECT 'Pat' || i, CASE WHEN i <= 2000 THEN 'Manycount' ELSE 'Other' || i END,
       CASE WHEN i <= 10000 THEN 'Overbound Atbound | Logistics' ELSE 'Overbound | Logistics' END,
       'Counttown', 'KS', 'US', (i % 11) / 2.0, i % 7, timestamptz '2026-01-01' + i * interval '1 minute'
FROM generate_series(1, 10001) AS i`);
  await t.database.db.execute(sql`ANALYZE professionals`);
}, 120_000);

type Counted = { totalCount: number; countCapped: boolean; totalPages: number };

async function get(path: string, params: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return t.app.inject({ method: "GET", url: `/api/v1/${path}?${qs}` });
}

async function search(params: Record<string, string | number>) {
  const res = await get("search", params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Counted & { professionals: Array<{ id: string; lastName: string; firstName: string }> };
}

async function count(params: Record<string, string | number>) {
  const res = await get("professionals/count", params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Counted;
}

describe("progressive counts: 1,000+ in the search, exact to 10,000 from the count endpoint (issue 34 §2)", () => {
  it("the bounds", () => {
    expect(COUNT_BOUND).toBe(1_000);
    expect(EXACT_COUNT_BOUND).toBe(10_000);
    expect(CACHED_COUNT_MIN).toBe(1_001);
    // The route's cache keeps only counts above 1,000 (smaller ones stay exact to the moment).
    const cache = new TtlCountCache();
    cache.set("small", 1000);
    cache.set("large", 1001);
    expect([cache.get("small"), cache.get("large")]).toEqual([undefined, 1001]);
  });

  it("counts up to 1,000 exactly in the search itself", async () => {
    const few = await search({ q: "overbound", maxRating: 0 });
    expect(few.countCapped).toBe(false);
    expect(few.totalCount).toBeGreaterThan(0);
    expect(few.totalCount).toBeLessThanOrEqual(1000);
    expect(await count({ q: "overbound", maxRating: 0 })).toEqual({
      totalCount: few.totalCount,
      countCapped: false,
      totalPages: few.totalPages,
    });
  });

  it("2,000 matches: the search says 1,000+, the count endpoint 2,000, and the search then answers 2,000 itself", async () => {
    const first = await search({ q: "manycount" });
    expect(first).toMatchObject({ totalCount: 1000, countCapped: true, totalPages: 50 });
    expect(DIRECTORY.foundAtLeast(first.totalCount)).toBe("Found 1,000+ professionals");
    // The page and the order do not change the count; they are accepted as the search's own query string.
    const exact = await count({ q: "Manycount", sortBy: "alphabetical", page: 3 });
    expect(exact).toEqual({ totalCount: 2000, countCapped: false, totalPages: 100 });
    expect(DIRECTORY.found(exact.totalCount)).toBe("Found 2,000 professionals");
    for (const sortBy of ["alphabetical", "recent", "rating"] as const) {
      const seen = new Set<string>();
      for (const page of [1, 2, 50, 100]) {
        const body = await search({ q: "Manycount", sortBy, page });
        expect(body).toMatchObject({ totalCount: 2000, countCapped: false, totalPages: 100 });
        expect(body.professionals).toHaveLength(20);
        for (const p of body.professionals) seen.add(p.id);
      }
      expect(seen.size).toBe(80);
      const past = await search({ q: "manycount", sortBy, page: 101 });
      expect(past).toMatchObject({ professionals: [], totalCount: 2000 });
    }
  });

  it("counts exactly 10,000 as 10,000, and 10,001 as '10,000+'", async () => {
    expect(await search({ q: "atbound" })).toMatchObject({ totalCount: 1000, countCapped: true });
    const at = await count({ q: "atbound" });
    expect(at).toEqual({ totalCount: 10_000, countCapped: false, totalPages: 500 });
    expect(DIRECTORY.found(at.totalCount)).toBe("Found 10,000 professionals");
    const over = await count({ q: "overbound" });
    expect(over).toEqual({ totalCount: 10_000, countCapped: true, totalPages: 500 });
    expect(DIRECTORY.foundAtLeast(over.totalCount)).toBe("Found 10,000+ professionals");
    // Cached: the search answers with the exact figures.
    expect(await search({ q: "atbound" })).toMatchObject({ totalCount: 10_000, countCapped: false, totalPages: 500 });
    const overSearch = await search({ q: "overbound" });
    expect(overSearch).toMatchObject({ totalCount: 10_000, countCapped: true, totalPages: 500 });
    expect(overSearch.professionals).toHaveLength(20);
    // Filters alone count the same way (the city's key), and a filter that narrows it is exact again.
    expect(await count({ city: "Counttown" })).toMatchObject({ totalCount: 10_000, countCapped: true });
    expect(await count({ city: "Counttown", q: "manycount" })).toMatchObject({ totalCount: 2000, countCapped: false });
    // A half-typed last word is retried as a prefix, as the search does.
    expect(await count({ q: "manycou" })).toMatchObject({ totalCount: 2000, countCapped: false });
  });

  it("one match says 'Found 1 professional'", async () => {
    const one = await search({ q: "Other10001" });
    expect(one).toMatchObject({ totalCount: 1, countCapped: false, totalPages: 1 });
    expect(DIRECTORY.found(one.totalCount)).toBe("Found 1 professional");
    expect(await count({ q: "Other10001" })).toEqual({ totalCount: 1, countCapped: false, totalPages: 1 });
  });

  it("identical counts arriving together run one statement", async () => {
    const execute = vi.spyOn(t.database.db, "execute");
    try {
      // Different addresses (no cache in front can merge them), the same count.
      const [a, b] = await Promise.all([
        count({ q: "Overbound Atbound" }),
        count({ q: "overbound atbound", page: 2, sortBy: "recent" }),
      ]);
      expect(a).toEqual({ totalCount: 10_000, countCapped: false, totalPages: 500 });
      expect(b).toEqual(a);
      expect(execute).toHaveBeenCalledTimes(1);
      // Directly: two callers sharing the in-flight map, no cache.
      execute.mockClear();
      const inFlight: CountsInFlight = new Map();
      const filters = { q: "atbound overbound" };
      const [c, d] = await Promise.all([
        countProfessionals(t.database, filters, { inFlight }),
        countProfessionals(t.database, filters, { inFlight }),
      ]);
      expect(c).toEqual(d);
      expect(execute).toHaveBeenCalledTimes(1);
      expect(inFlight.size).toBe(0);
      // Done is done: the next one (nothing cached) runs again.
      await countProfessionals(t.database, filters, { inFlight });
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it("one address may ask for 120 counts a minute; the next is 429 with the JSON error shape, another address is not held", async () => {
    const from = (ip: string, i: number) =>
      t.app.inject({ method: "GET", url: `/api/v1/professionals/count?q=pat${i}`, remoteAddress: ip });
    for (let i = 0; i < COUNTS_PER_ADDRESS_PER_MINUTE; i++) expect((await from("10.77.0.1", i)).statusCode).toBe(200);
    const limited = await from("10.77.0.1", 0);
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { error: { code: string } }).error.code).toBe("rate_limited");
    expect((await from("10.77.0.2", 0)).statusCode).toBe(200);
  });

  it("invalid parameters are 400 with the JSON error shape", async () => {
    const cases: Record<string, string | number>[] = [
      { page: 0 },
      { minRating: 9 },
      { bogus: "1" },
      { sortBy: "price" },
      { verifiedOnly: "yes" },
    ];
    for (const params of cases) {
      const res = await get("professionals/count", params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      const body = res.json() as { error: { code: string; message: string } };
      expect(typeof body.error.code).toBe("string");
      expect(typeof body.error.message).toBe("string");
    }
  });

  it("a cached exact count pages by walking a sort index, with the same pages as the gathered count", async () => {
    const kept = new Map<string, number>();
    const cache = { get: (k: string) => kept.get(k), set: (k: string, n: number) => void kept.set(k, n) };
    for (const sortBy of ["alphabetical", "recent", "rating"] as const) {
      for (const page of [1, 7, 100]) {
        const filters = { q: "manycount", sortBy, page };
        const gathered = await searchProfessionals(t.database, filters, { countBound: 10_000 });
        expect(await countProfessionals(t.database, filters, { countCache: cache })).toMatchObject({
          totalCount: 2000,
        });
        const walked = await searchProfessionals(t.database, filters, { countCache: cache });
        expect(gathered).toMatchObject({ totalCount: 2000, countCapped: false });
        expect(walked).toMatchObject({ totalCount: 2000, countCapped: false });
        expect(walked.rows.map((r) => r.id)).toEqual(gathered.rows.map((r) => r.id));
        expect(walked.rows).toHaveLength(20);
        kept.clear();
      }
    }
  });
});
