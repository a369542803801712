import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  countProfessionals,
  searchProfessionals,
  TtlCountCache,
  WALK_ENTRIES,
  walkBound,
} from "../../src/server/queries/search";
import { refreshSearchWords } from "../../src/server/queries/search-typos";
import { setUpTestApp } from "./helpers";

/**
 * Issue 37 §3, D410: the page of a search with words past its count's bound walks at most `walkEntries` entries of
 * the sort index in one statement, and gathers when the walk passed them all before the page was full. It may only
 * ever answer what the walk without a bound answers (D191's timed walk on PostgreSQL, the planner's walk on PGlite):
 * for any words, filters, sort and page, with bounds from 3 entries (nearly every walk falls short) to more than the
 * table, and with the count endpoint's exact figure kept (whose last page is a partial one).
 */

const t = setUpTestApp();
const HEADLINES = [
  "Registered Nurse | Healthcare",
  "Software Engineer | Technology",
  "Store Manager | Retail",
  "Line Cook | Hospitality",
  "Nurse Manager | Healthcare",
];

beforeAll(async () => {
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings,
  verified_employers_count, is_claimed, visibility, updated_at)
SELECT 'Pat' || i, 'Name' || (i % 13),
  (${`{${HEADLINES.map((h) => `"${h}"`).join(",")}}`}::text[])[1 + (i * 7) % ${HEADLINES.length}],
  CASE WHEN i % 4 = 0 THEN 'Austin' ELSE 'Boston' END, CASE WHEN i % 4 = 0 THEN 'TX' ELSE 'MA' END,
  'US', ((i * 13) % 9) / 2.0 + 1, i % 5, i % 3, false,
  CASE WHEN i % 5 = 0 THEN 'private' ELSE 'public' END, now() - make_interval(mins => (i * 37) % 300)
FROM generate_series(1, 320) AS i`);
  await refreshSearchWords(t.database.db);
  await t.database.db.execute(sql`ANALYZE search_profiles`);
}, 120_000);

const filtersArb = fc.record(
  {
    q: fc.constantFrom("nurse", "manager", "name3", "nurse manager", "healthcare", "austin", "cook", "pat1"),
    industry: fc.constantFrom("Healthcare", "Retail"),
    city: fc.constantFrom("Austin", "bos"),
    state: fc.constantFrom("TX", "ma"),
    country: fc.constantFrom("US", "u"),
    minRating: fc.constantFrom(2, 3.5, 4.5),
    maxRating: fc.constant(4),
    verifiedOnly: fc.constant(true),
    sortBy: fc.constantFrom("rating" as const, "recent" as const, "alphabetical" as const),
    page: fc.integer({ min: 1, max: 12 }),
  },
  { requiredKeys: ["q"] },
);

const answer = async (
  filters: Record<string, unknown>,
  walkEntries: number | false,
  keepExactCount: boolean,
  deepPageGather: number | false = false,
  walkCount?: false,
) => {
  // The count endpoint's exact figure, kept, makes the search walk even a count it knows exactly (D351).
  const countCache = keepExactCount ? new TtlCountCache({ ttlMs: 60_000, minCount: 1, maxEntries: 100 }) : undefined;
  if (countCache) await countProfessionals(t.database, filters, { countCache });
  const r = await searchProfessionals(t.database, filters, {
    countBound: 5,
    walkEntries,
    countCache,
    deepPageGather,
    walkCount,
  });
  return { total: r.totalCount, capped: r.countCapped, pages: r.totalPages, ids: r.rows.map((row) => row.id) };
};

describe("a page walked by entries, in one statement (issue 37 §3, D410)", () => {
  it("answers every page as the unbounded walk does", async () => {
    await fc.assert(
      fc.asyncProperty(
        filtersArb,
        fc.constantFrom(3, 20, 60, 1_000),
        fc.boolean(),
        async (filters, walkEntries, keepExactCount) => {
          const expected = await answer(filters, false, keepExactCount);
          expect(await answer(filters, walkEntries, keepExactCount)).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  }, 300_000);

  it("answers as the walk does when a deep page gathers more in the count's statement (D417)", async () => {
    await fc.assert(
      fc.asyncProperty(
        // Deep pages of searches with words and at most one filter: counts past the bound, gathered or not.
        fc
          .record(
            {
              // With prefixes named by their vocabulary words (D433): "nur", "nam" (name0 … name12), "nurse man".
              q: fc.constantFrom(
                "nurse",
                "manager",
                "name3",
                "healthcare",
                "pat1",
                "boston",
                "nur",
                "nam",
                "nurse man",
              ),
              city: fc.constantFrom("Austin", "bos"),
              industry: fc.constantFrom("Healthcare", "Retail"),
              sortBy: fc.constantFrom("rating" as const, "recent" as const, "alphabetical" as const),
              page: fc.integer({ min: 2, max: 12 }),
            },
            { requiredKeys: ["q", "page"] },
          )
          .map(({ city, industry, ...rest }) => ({ ...rest, ...(city ? { city } : industry ? { industry } : {}) })),
        fc.constantFrom(3, 20, 60, 1_000),
        fc.boolean(),
        fc.constantFrom(8, 30, 5_000),
        fc.constantFrom(undefined, false as const),
        async (filters, walkEntries, keepExactCount, gatherMax, walkCount) => {
          // Without D409's walked count, more searches count past the bound in the statement D417 widens.
          const expected = await answer(filters, walkEntries, keepExactCount, false, walkCount);
          expect(await answer(filters, walkEntries, keepExactCount, gatherMax, walkCount)).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  }, 300_000);

  it("walks at most half the analysed rows on PostgreSQL, where the planner would sort the table past that (D418)", async () => {
    expect(await walkBound(t.database, { walkEntries: 7 })).toBe(7);
    expect(await walkBound(t.database, { walkEntries: false })).toBe(false);
    const r = await t.database.db.execute<{ rows: number }>(
      sql`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'public.search_profiles'::regclass`,
    );
    const rows = Number(r.rows[0]?.rows);
    expect(rows).toBeGreaterThan(0);
    // PGlite runs the planner's walk (no bound); PostgreSQL at most half the rows of this small table.
    expect(await walkBound(t.database, {})).toBe(
      t.database.engine === "postgres" ? Math.min(WALK_ENTRIES, Math.ceil(rows / 2)) : false,
    );
  });

  it("gathers a page that the bound leaves short, and walks one it holds", async () => {
    // "nurse" is in two of five headlines: page 3 (rows 41-60) lies past the first 20 entries of any order, and
    // within the first 1,000 (the whole table).
    const filters = { q: "nurse", page: 3 };
    const unbounded = await answer(filters, false, false);
    expect(unbounded.capped).toBe(true);
    expect(unbounded.ids).toHaveLength(20);
    expect(await answer(filters, 20, false)).toEqual(unbounded);
    expect(await answer(filters, 1_000, false)).toEqual(unbounded);
  });
});
