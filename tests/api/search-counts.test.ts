import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIRECTORY } from "../../src/core/messages/public";
import { CACHED_COUNT_MIN, COUNT_BOUND, searchProfessionals, TtlCountCache } from "../../src/server/queries/search";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

/**
 * Issue 34 point 2 (D323): counts are exact up to 10,000 (Elasticsearch's track_total_hits) and "10,000+" beyond;
 * counts above 1,000 are cached and then paged by a walk. 10,001 profiles: 10,000 carry "atbound", all "overbound",
 * the first 2,000 are named "Manycount".
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings, updated_at)
SELECT 'Pat' || i, CASE WHEN i <= 2000 THEN 'Manycount' ELSE 'Other' || i END,
       CASE WHEN i <= 10000 THEN 'Overbound Atbound | Logistics' ELSE 'Overbound | Logistics' END,
       'Counttown', 'KS', 'US', (i % 11) / 2.0, i % 7, timestamptz '2026-01-01' + i * interval '1 minute'
FROM generate_series(1, 10001) AS i`);
  await t.database.db.execute(sql`ANALYZE professionals`);
}, 120_000);
afterAll(async () => t?.close());

async function search(params: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await t.app.inject({ method: "GET", url: `/api/v1/search?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    professionals: Array<{ id: string; lastName: string; firstName: string }>;
    totalCount: number;
    countCapped: boolean;
    totalPages: number;
  };
}

describe("exact counts to 10,000 (issue 34 §2)", () => {
  it("the bounds", () => {
    expect(COUNT_BOUND).toBe(10_000);
    expect(CACHED_COUNT_MIN).toBe(1_001);
    // The route's cache keeps only counts above 1,000 (smaller ones stay exact to the moment).
    const cache = new TtlCountCache();
    cache.set("small", 1000);
    cache.set("large", 1001);
    expect([cache.get("small"), cache.get("large")]).toEqual([undefined, 1001]);
  });

  it("counts 2,000 matches exactly, says so with a separator, and pages through all of them", async () => {
    const first = await search({ q: "manycount" });
    expect(first).toMatchObject({ totalCount: 2000, countCapped: false, totalPages: 100 });
    expect(DIRECTORY.found(first.totalCount)).toBe("Found 2,000 professionals");
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
    const at = await search({ q: "atbound" });
    expect(at).toMatchObject({ totalCount: 10_000, countCapped: false, totalPages: 500 });
    expect(DIRECTORY.found(at.totalCount)).toBe("Found 10,000 professionals");
    const over = await search({ q: "overbound" });
    expect(over).toMatchObject({ totalCount: 10_000, countCapped: true, totalPages: 500 });
    expect(DIRECTORY.foundAtLeast(over.totalCount)).toBe("Found 10,000+ professionals");
    expect(over.professionals).toHaveLength(20);
    // Filters alone count the same way (the city's key), and a filter that narrows it is exact again.
    expect(await search({ city: "Counttown" })).toMatchObject({ totalCount: 10_000, countCapped: true });
    const narrowed = await search({ city: "Counttown", q: "manycount" });
    expect(narrowed).toMatchObject({ totalCount: 2000, countCapped: false });
  });

  it("one match says 'Found 1 professional'", async () => {
    const one = await search({ q: "Other10001" });
    expect(one).toMatchObject({ totalCount: 1, countCapped: false, totalPages: 1 });
    expect(DIRECTORY.found(one.totalCount)).toBe("Found 1 professional");
  });

  it("a cached count above 1,000 pages by walking a sort index, with the same pages as the gathered count", async () => {
    const kept = new Map<string, number>();
    const cache = { get: (k: string) => kept.get(k), set: (k: string, n: number) => void kept.set(k, n) };
    for (const sortBy of ["alphabetical", "recent", "rating"] as const) {
      for (const page of [1, 7, 100]) {
        const gathered = await searchProfessionals(t.database, { q: "manycount", sortBy, page }, { countCache: cache });
        const walked = await searchProfessionals(t.database, { q: "manycount", sortBy, page }, { countCache: cache });
        expect(gathered).toMatchObject({ totalCount: 2000, countCapped: false });
        expect(walked).toMatchObject({ totalCount: 2000, countCapped: false });
        expect(walked.rows.map((r) => r.id)).toEqual(gathered.rows.map((r) => r.id));
        expect(walked.rows).toHaveLength(20);
        kept.clear();
      }
    }
  });
});
