import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CountCache,
  type SearchFilters,
  type SearchTuning,
  searchProfessionals,
} from "../../src/server/queries/search";
import { setUpTestApp } from "./helpers";

/**
 * D417, D425: a deep page that the walk of its sort index is not expected to fill gathers its matches in the count's
 * statement, sized by the page and by the words' estimate (their shares of the rows, taken as independent). Here
 * 3,000 profiles: "quillon" in 600 headlines, "brastic" in 900, both in 200. With a walk of 1,000 entries, page 2
 * needs 2 × 20 × 3,000 ÷ 1,000 = 120 matches to be filled by the walk; the estimate is 3,000 × 0.2 × 0.3 = 180. A
 * gather sized by the page alone (a quarter more than 120: 150) falls short of the 200 and the page is then walked;
 * sized by the estimate (225) it holds them all, and the statement counts them exactly.
 */
const t = setUpTestApp();
beforeAll(async () => {
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings, updated_at)
SELECT 'Pat' || i, 'Name' || (i % 97),
       concat_ws(' ', CASE WHEN i <= 600 THEN 'Quillon' END, CASE WHEN i > 400 AND i <= 1300 THEN 'Brastic' END, 'Clerk'),
       'Eventown', 'KS', 'US', (i % 11) / 2.0, i % 7, timestamptz '2026-01-01' + i * interval '1 minute'
FROM generate_series(1, 3000) AS i`);
  await t.database.db.execute(sql`SELECT refresh_search_words()`);
  await t.database.db.execute(sql`ANALYZE search_profiles`);
}, 120_000);

/** A count cache that keeps nothing and notes what the search counted. */
function notingCache(): CountCache & { counted: number[] } {
  const counted: number[] = [];
  return { counted, get: () => undefined, set: (_key, n) => void counted.push(n) };
}

/** A deep page as searched (the counts its statement made noted) and as walked without D417's gather. */
async function gatheredAndWalked(filters: SearchFilters, options: SearchTuning = {}) {
  const tuning = { countBound: 5, walkEntries: 1_000, walkCount: false as const, ...options };
  const cache = notingCache();
  const gathered = await searchProfessionals(t.database, filters, { ...tuning, countCache: cache });
  const walked = await searchProfessionals(t.database, filters, { ...tuning, deepPageGather: false });
  return { counted: cache.counted, gathered, walked };
}

describe("a deep page's gather (D417, D425)", () => {
  it("holds the matches the words' estimate foresees, and pages as the walk does", async () => {
    for (const sortBy of ["rating", "recent", "alphabetical"] as const) {
      const { counted, gathered, walked } = await gatheredAndWalked({ q: "quillon brastic", page: 2, sortBy });
      // All 200 gathered and counted in the statement (sized by the page alone it stopped at 151).
      expect(counted).toEqual([200]);
      expect(gathered).toEqual(walked);
      expect(gathered.rows).toHaveLength(20);
    }
  });

  it("estimates a prefix by its vocabulary words together (D433)", async () => {
    // "brastic quil" finds nothing as whole words; retried, "quil" stands for "quillon" (D407): the same 200 matches
    // and the same estimate as above. Matched as `quil:*` (no vocabulary asked) there is nothing to estimate with, and
    // the statement gathers the bound as before.
    for (const sortBy of ["rating", "recent", "alphabetical"] as const) {
      const filters = { q: "brastic quil", page: 2, sortBy };
      const named = await gatheredAndWalked(filters);
      expect(named.counted).toEqual([0, 200]);
      expect(named.gathered).toEqual(named.walked);
      expect(named.gathered.rows).toHaveLength(20);
      const starred = await gatheredAndWalked(filters, { prefixWordsMax: 0 });
      expect(starred.counted).toEqual([0, 6]);
      expect(starred.gathered).toEqual(named.walked);
    }
  });
});

describe("a walk weighed against gathering the matches past the bound (D437)", () => {
  // The walk of 1,000 entries fills page 1 of "quillon brastic" (200 matches in 3,000) after about 20 × 3,000 ÷ 200
  // = 300 entries; gathering the 225 the estimate promises (a quarter more than 180) instead of the bound's 6 costs
  // 219 more matches. At GATHERED_MATCH_IN_WALKED_ENTRIES (15 entries each) the walk is cheaper; at 1 entry each the
  // gather is, and then the statement counts all 200 and sorts page 1 from them.
  it("gathers every match when that costs less than the walk, page 1 included, and pages as the walk does", async () => {
    for (const sortBy of ["rating", "recent", "alphabetical"] as const) {
      for (const page of [1, 2]) {
        const filters = { q: "quillon brastic", page, sortBy };
        const cheap = await gatheredAndWalked(filters, { gatherOverWalk: 1 });
        expect(cheap.counted, `${sortBy} ${page}`).toEqual([200]);
        expect(cheap.gathered).toEqual(cheap.walked);
        expect(cheap.gathered.rows).toHaveLength(20);
        const dear = await gatheredAndWalked(filters);
        expect(dear.counted, `${sortBy} ${page}`).toEqual(page === 1 ? [6] : [200]);
        expect(dear.gathered).toEqual(cheap.walked);
      }
    }
  });

  it("weighs a deep page too dense for D417's gather", async () => {
    // "brastic clerk", 900 matches: page 2's walk of 1,000 entries fills it from 120 matches, and 900 is more than
    // twice that, so D417 gathers only the bound. Gathering 1,125 costs 1,120 matches against a walk of about
    // 2 × 20 × 3,000 ÷ 900 = 133 entries: at 0.1 entry a match the gather is cheaper and counts all 900.
    for (const sortBy of ["rating", "recent", "alphabetical"] as const) {
      const filters = { q: "brastic clerk", page: 2, sortBy };
      const cheap = await gatheredAndWalked(filters, { gatherOverWalk: 0.1 });
      expect(cheap.counted, sortBy).toEqual([900]);
      expect(cheap.gathered).toEqual(cheap.walked);
      expect((await gatheredAndWalked(filters)).counted, sortBy).toEqual([6]);
    }
  });

  it("estimates a search without words by its places and the planner's share of its other filters", async () => {
    // Eventown holds all 3,000; rated 4 and up are 817 of them (i % 11 of 8, 9 and 10). The places alone promise
    // 3,000, too many; with the planner's share of the rating the estimate is near 817, and the gather holds them.
    const filters = { city: "Eventown", minRating: 4, page: 2, sortBy: "recent" as const };
    const cheap = await gatheredAndWalked(filters, { gatherOverWalk: 0.01 });
    expect(cheap.counted).toEqual([817]);
    expect(cheap.gathered).toEqual(cheap.walked);
    expect(cheap.gathered.rows).toHaveLength(20);
    expect((await gatheredAndWalked(filters)).counted).toEqual([6]);
    // Rated 0.5 and up, 2,727 of them: gathering 3,400 for page 1 costs more than its walk of about 22 entries.
    const dense = { city: "Eventown", minRating: 0.5, sortBy: "recent" as const };
    expect((await gatheredAndWalked(dense, { gatherOverWalk: 0.01 })).counted).toEqual([6]);
  });
});
