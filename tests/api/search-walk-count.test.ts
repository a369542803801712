import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildConditions,
  countProfessionals,
  resolvePlaces,
  searchProfessionals,
} from "../../src/server/queries/search";
import { refreshSearchWords } from "../../src/server/queries/search-typos";
import {
  ginCountMicros,
  mayWalkCount,
  WALK_COUNT,
  type WalkCountTuning,
  walkCount,
  walkProvesMoreThan,
} from "../../src/server/queries/search-walk-count";
import { setUpTestApp } from "./helpers";

/**
 * Issue 37 §5, D409: "more than the bound" proved by a bounded walk of the rating index instead of the GIN posting
 * lists. The walk may only ever say what the GIN count says: for any filters, sort and page, the search and the count
 * endpoint answer the same with the walk (`walkCount`) as without it (false). A small bound (5) and walk (24 to 400
 * entries) make it answer for a few hundred rows, and a third of them private (never walked: search_profiles holds
 * public profiles only).
 */

const t = setUpTestApp();
const HEADLINES = [
  "Registered Nurse | Healthcare",
  "Software Engineer | Technology",
  "Store Manager | Retail",
  "Line Cook | Hospitality",
  "Agent | Customer Service",
  "Accountant | Finance",
];
const PLACES = [
  ["Austin", "TX"],
  ["Dallas", "TX"],
  ["Boston", "MA"],
  ["Portland", "OR"],
];

beforeAll(async () => {
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings,
  verified_employers_count, is_claimed, visibility)
SELECT 'Pat' || i, 'Name' || (i % 17),
  (${`{${HEADLINES.map((h) => `"${h}"`).join(",")}}`}::text[])[1 + (i / 2) % ${HEADLINES.length}],
  (${`{${PLACES.map((p) => p[0]).join(",")}}`}::text[])[1 + (i * 3) % ${PLACES.length}],
  (${`{${PLACES.map((p) => p[1]).join(",")}}`}::text[])[1 + (i * 3) % ${PLACES.length}],
  'US', ((i * 13) % 9) / 2.0 + 1, i % 5, i % 3, false,
  CASE WHEN i % 3 = 0 THEN 'private' ELSE 'public' END
FROM generate_series(1, 300) AS i`);
  await refreshSearchWords(t.database.db);
  await t.database.db.execute(sql`ANALYZE search_profiles`);
}, 120_000);

const filtersArb = fc.record(
  {
    // "nur", "nam" and "registered nur" match no whole word: prefixes, named by their vocabulary words (D407) and never
    // walked for their count (D434).
    q: fc.constantFrom(
      "nurse",
      "engineer",
      "manager",
      "name3",
      "pat12",
      "healthcare",
      "austin",
      "cook line",
      "zzz",
      "nur",
      "nam",
      "registered nur",
    ),
    industry: fc.constantFrom("Healthcare", "Technology", "Customer Service", "retail", "care"),
    city: fc.constantFrom("Austin", "aus", "Boston", "Nowhere"),
    state: fc.constantFrom("TX", "x", "Oregon"),
    minRating: fc.constantFrom(1, 3, 3.5, 4.5),
    maxRating: fc.constantFrom(2, 4),
    verifiedOnly: fc.constant(true),
    claimedOnly: fc.constant(true),
    sortBy: fc.constantFrom("rating" as const, "recent" as const, "alphabetical" as const),
    page: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: [] },
);

// Walks of 24 to 400 entries after samples of 3 to 30, whatever they cost (so that the second walk is taken whenever
// the sample leaves room for it), with D426's skip of the sample or without it, and the app's own tuning (whose cost
// rule rarely walks a table this small), with and without the skip.
const walkArb = fc.oneof(
  fc.record(
    {
      maxEntries: fc.constantFrom(24, 60, 400),
      sampleEntries: fc.constantFrom(3, 10, 30),
      walkEntryMicros: fc.constant(0),
      sampleSkip: fc.constantFrom(1, 1e-6),
    },
    { requiredKeys: ["maxEntries", "sampleEntries", "walkEntryMicros"] },
  ),
  fc.constant(WALK_COUNT),
  fc.constant({ ...WALK_COUNT, sampleSkip: undefined }),
);

const answers = async (filters: Record<string, unknown>, walkCount: WalkCountTuning | false) => {
  const r = await searchProfessionals(t.database, filters, { countBound: 5, walkCount });
  const c = await countProfessionals(t.database, filters, { countBound: 7, walkCount });
  return { total: r.totalCount, capped: r.countCapped, ids: r.rows.map((row) => row.id), count: c };
};

describe("a bounded walk of the rating index proves 'more than the bound' (issue 37 §5, D409)", () => {
  it("answers every search and count as the GIN count does", async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb, walkArb, async (filters, walk) => {
        expect(await answers(filters, walk)).toEqual(await answers(filters, false));
      }),
      { numRuns: 120 },
    );
  }, 300_000);

  it("counts the matches among the first entries of the rating order, to the bound", async () => {
    const publicRows = (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_profiles`))
      .rows[0]!.n;
    for (const filters of [
      { industry: "Healthcare" },
      { q: "nurse", minRating: 3 },
      { city: "aus", verifiedOnly: true },
    ]) {
      const places = await resolvePlaces(t.database, filters);
      const plain = buildConditions(filters, { places, plain: true });
      const { where } = plain;
      const exact = (
        await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_profiles p WHERE ${where}`)
      ).rows[0]!.n;
      expect(exact).toBeGreaterThan(3);
      // The whole table walked: the count to the bound; a bound past the matches: the matches.
      expect(await walkCount(t.database, plain, 3, publicRows)).toBe(4);
      expect(await walkCount(t.database, plain, exact + 10, publicRows)).toBe(exact);
      // The first 30 entries of the rating order only.
      const firstEntries = (
        await t.database.db.execute<{ n: number }>(sql`
SELECT count(*)::int AS n FROM (SELECT * FROM search_profiles p
  ORDER BY p.average_rating DESC NULLS LAST, p.total_ratings DESC NULLS LAST, p.id LIMIT 30) p WHERE ${where}`)
      ).rows[0]!.n;
      expect(await walkCount(t.database, plain, 1000, 30)).toBe(firstEntries);
    }
  });

  it("is not tried when the rarest word or the places leave too few matches for the walk to find", async () => {
    // "nurse" is held by 25 of the 200 public rows: 60 entries may hold 5 + 1 of them, 40 cannot.
    expect(await mayWalkCount(t.database, { words: ["nurse"] }, { bound: 5, entries: 60 })).toBe(true);
    expect(await mayWalkCount(t.database, { words: ["nurse"] }, { bound: 5, entries: 40 })).toBe(false);
    expect(await mayWalkCount(t.database, { words: ["nurse", "zzz"] }, { bound: 5, entries: 40 })).toBe(false);
    expect(await mayWalkCount(t.database, { words: [], placeProfiles: 2 }, { bound: 5, entries: 40 })).toBe(false);
    expect(await mayWalkCount(t.database, { words: [] }, { bound: 5, entries: 40 })).toBe(true);
  });

  it("walks on from its sample only when the walk is the cheaper proof", async () => {
    const filters = { industry: "Healthcare" };
    const plain = buildConditions(filters, { plain: true });
    const parts = { words: ["healthcare"] };
    const tuning = { maxEntries: 400, sampleEntries: 40, walkEntryMicros: 0 };
    // The first 40 entries hold one of the nurses (1 to 5: a sample that proves nothing, but not an empty one); the
    // walk that its share calls for (300 entries) holds 6.
    const sampled = await walkCount(t.database, plain, 5, 40);
    expect(sampled).toBeGreaterThan(0);
    expect(sampled).toBeLessThan(6);
    expect(await walkProvesMoreThan(t.database, parts, plain, 5, tuning)).toBe(true);
    // The same proof, were a walked entry dear: the GIN count is left to answer.
    expect(await walkProvesMoreThan(t.database, parts, plain, 5, { ...tuning, walkEntryMicros: 1e6 })).toBe(false);
    // A walk past the share of the rows the planner would sort instead (D418) is not taken.
    expect(await walkProvesMoreThan(t.database, parts, plain, 5, { ...tuning, maxShareOfRows: 0.01 })).toBe(false);
    // More matches than the table holds: no walk proves it.
    expect(await walkProvesMoreThan(t.database, parts, plain, 50, tuning)).toBe(false);
  });

  it("skips its sample when even the shortest walk the posting lists allow costs more than their GIN count (D426)", async () => {
    const filters = { industry: "Healthcare" };
    const plain = buildConditions(filters, { plain: true });
    const parts = { words: ["healthcare"] };
    let samples = 0;
    const tuning = { maxEntries: 400, sampleEntries: 40, walkEntryMicros: 0.35, observe: () => samples++ };
    // "healthcare" is held by about a sixth of the 200 public rows: the 6th match cannot come before the 36th entry,
    // 12.6 µs of walk, against a GIN count of some 34 posting entries and matches (about 10 µs).
    const words = (
      await t.database.db.execute<{ n: number }>(sql`SELECT profiles AS n FROM search_words WHERE word = 'healthcare'`)
    ).rows[0]!.n;
    expect(words).toBeGreaterThan(20);
    expect(words).toBeLessThan(50);
    expect(ginCountMicros([words], words)).toBeLessThan(0.35 * ((6 * 200) / words));
    expect(await walkProvesMoreThan(t.database, parts, plain, 5, { ...tuning, sampleSkip: 1 })).toBe(false);
    expect(samples).toBe(0);
    // Without the skip the sample is read, and the cost rule then leaves the count to GIN; with a walked entry cheap
    // enough, the sample is read and the walk proves the count.
    expect(await walkProvesMoreThan(t.database, parts, plain, 5, tuning)).toBe(false);
    expect(
      await walkProvesMoreThan(t.database, parts, plain, 5, { ...tuning, walkEntryMicros: 0, sampleSkip: 1 }),
    ).toBe(true);
    expect(samples).toBe(2);
  });

  it("costs the GIN count by its rarest list, the others' entries and its matches (D426)", () => {
    // "San Francisco" at 3 M: 41,145 and 166,518 entries meeting in 41,145 profiles.
    expect(ginCountMicros([166_518, 41_145], 41_145)).toBeCloseTo(0.14 * 41_145 + 0.012 * 166_518 + 0.19 * 41_145);
    expect(ginCountMicros([41_145, 166_518], 41_145)).toBe(ginCountMicros([166_518, 41_145], 41_145));
    expect(ginCountMicros([], 1000)).toBeCloseTo(190);
  });
});
