import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COUNT_BOUND,
  countProfessionals,
  EXACT_COUNT_BOUND,
  searchProfessionals,
} from "../../src/server/queries/search";
import { COMMON_WORD_RULE } from "../../src/server/queries/search-common-words";
import { setUpTestApp } from "./helpers";

/**
 * Issue 37 §5, D396: a one-word search whose word the vocabulary (search_words) says is common answers "more than
 * the bound" without counting, and pages by the walk of the sort index. To see that no count ran, the vocabulary is
 * made to overstate one word: 800 profiles hold "staleword", the vocabulary says 50,000 (as it may for a day after
 * many profiles left it, D396). A counted search says 800; the skipped count says "1,000+", and the page is still
 * exactly the counted search's page.
 */

const t = setUpTestApp();
const OFF = false as const; // no word is common: every search counts
beforeAll(async () => {
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings, updated_at)
SELECT 'Pat' || i, 'Name' || (i % 97), CASE WHEN i <= 800 THEN 'Staleword Logistics' ELSE 'Other Logistics' END,
       CASE WHEN i % 2 = 0 THEN 'Eventown' ELSE 'Oddtown' END, 'KS', 'US', (i % 11) / 2.0, i % 7,
       timestamptz '2026-01-01' + i * interval '1 minute'
FROM generate_series(1, 3000) AS i`);
  await t.database.db.execute(sql`SELECT refresh_search_words()`);
  await t.database.db.execute(sql`UPDATE search_words SET profiles = 50000 WHERE word = 'staleword'`);
  await t.database.db.execute(sql`ANALYZE professionals`);
  await t.database.db.execute(sql`ANALYZE search_profiles`);
}, 120_000);

const ids = (r: { rows: Array<{ id: string }> }) => r.rows.map((row) => row.id);

describe("a common word is not counted (issue 37 §5, D396)", () => {
  it("the search says 1,000+ at once and pages exactly as the counted search", async () => {
    for (const sortBy of ["rating", "recent", "alphabetical"] as const) {
      for (const page of [1, 2, 40, 41]) {
        const filters = { q: "Staleword", sortBy, page };
        const counted = await searchProfessionals(t.database, filters, { commonWord: OFF });
        const skipped = await searchProfessionals(t.database, filters);
        expect(counted).toMatchObject({ totalCount: 800, countCapped: false });
        expect(skipped).toMatchObject({ totalCount: COUNT_BOUND, countCapped: true });
        // Page 40 holds the last of the 800 matches; page 41 is past them: both are empty.
        expect(ids(skipped)).toEqual(ids(counted));
        expect(skipped.rows).toHaveLength(page === 41 ? 0 : 20);
      }
    }
  });

  it("the count endpoint says 10,000+ without counting", async () => {
    const filters = { q: "staleword" };
    expect(await countProfessionals(t.database, filters, { commonWord: OFF })).toMatchObject({
      totalCount: 800,
      countCapped: false,
    });
    expect(await countProfessionals(t.database, filters)).toMatchObject({
      totalCount: EXACT_COUNT_BOUND,
      countCapped: true,
    });
  });

  it("through the routes", async () => {
    const search = await t.app.inject({ method: "GET", url: "/api/v1/search?q=staleword" });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toMatchObject({ totalCount: COUNT_BOUND, countCapped: true });
    expect(search.json().professionals).toHaveLength(20);
    const count = await t.app.inject({ method: "GET", url: "/api/v1/professionals/count?q=staleword" });
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json()).toMatchObject({ totalCount: EXACT_COUNT_BOUND, countCapped: true });
  });

  it("only one word without filters: a filter, a second word or a prefix matched as `word:*` is counted", async () => {
    const answer = (filters: Record<string, unknown>, options = {}) =>
      searchProfessionals(t.database, filters, options).then((r) => ({ n: r.totalCount, capped: r.countCapped }));
    // Half the holders live in Eventown; 728 have a rating of at least 0.5 ((i % 11) / 2).
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ q: "staleword", city: "Eventown" }, 400],
      [{ q: "staleword", minRating: 0.5 }, 728],
      [{ q: "staleword logistics" }, 800],
      // "stalewor" is no word of the vocabulary: matched as `stalewor:*`, its prefix is counted.
      [{ q: "stalewor" }, 800],
    ];
    for (const [filters, n] of cases) {
      const o = filters.q === "stalewor" ? { prefixWordsMax: 0 } : {};
      expect(await answer(filters, o), JSON.stringify(filters)).toEqual({ n, capped: false });
      expect(await answer(filters, { ...o, commonWord: OFF })).toEqual({ n, capped: false });
    }
  });

  it("a prefix that stands for a common word of the vocabulary is not counted either (D434)", async () => {
    // "stalewor" matches no whole word; its retry stands for the vocabulary's words that start with it (D407), here
    // "staleword" alone, said to be held by 50,000: "1,000+" without counting, and the counted search's pages.
    for (const page of [1, 40, 41]) {
      const filters = { q: "stalewor", page };
      const counted = await searchProfessionals(t.database, filters, { commonWord: OFF });
      const skipped = await searchProfessionals(t.database, filters);
      expect(counted).toMatchObject({ totalCount: 800, countCapped: false });
      expect(skipped).toMatchObject({ totalCount: COUNT_BOUND, countCapped: true });
      expect(ids(skipped)).toEqual(ids(counted));
    }
    // A filter beside it is counted, as beside a whole word.
    expect(await searchProfessionals(t.database, { q: "stalewor", city: "Eventown" })).toMatchObject({
      totalCount: 400,
      countCapped: false,
    });
  });

  it("a word too sparse for its page's walk to fill it is counted (D420)", async () => {
    // The walk of a page passes at most half the rows here (D418: about 1,500 of 3,000), so it is expected to hold
    // page × 20 × 3,000 ÷ 1,500 = 40 × page matches; a word is common for that page only when more than twice as many
    // profiles hold it. Said to be held by 2,100: common up to page 26, counted from page 27 on.
    await t.database.db.execute(sql`UPDATE search_words SET profiles = 2100 WHERE word = 'staleword'`);
    try {
      const fresh = { ...COMMON_WORD_RULE, keepMs: 0 };
      for (const [page, common] of [
        [1, true],
        [26, true],
        [27, false],
        [40, false],
      ] as const) {
        const r = await searchProfessionals(t.database, { q: "staleword", page }, { commonWord: fresh });
        const counted = await searchProfessionals(t.database, { q: "staleword", page }, { commonWord: OFF });
        expect([page, r.totalCount, r.countCapped]).toEqual(common ? [page, COUNT_BOUND, true] : [page, 800, false]);
        expect(ids(r)).toEqual(ids(counted));
      }
      // The count endpoint never walks: more than twice its bound decides alone (20,001 holders for "10,000+").
      expect(await countProfessionals(t.database, { q: "staleword" }, { commonWord: fresh })).toMatchObject({
        totalCount: 800,
      });
    } finally {
      await t.database.db.execute(sql`UPDATE search_words SET profiles = 50000 WHERE word = 'staleword'`);
    }
  });

  it("a word of fewer than twice the bound's profiles is counted, whatever its share; counts are kept 5 minutes", async () => {
    await searchProfessionals(t.database, { q: "staleword" }); // the count of 50,000 is now kept
    await t.database.db.execute(sql`UPDATE search_words SET profiles = ${2 * COUNT_BOUND} WHERE word = 'staleword'`);
    try {
      const fresh = { ...COMMON_WORD_RULE, keepMs: 0 };
      const r = await searchProfessionals(t.database, { q: "staleword" }, { commonWord: fresh });
      expect(r).toMatchObject({ totalCount: 800, countCapped: false });
      // The default rule still answers from the count it read before the change.
      const kept = await searchProfessionals(t.database, { q: "staleword" });
      expect(kept).toMatchObject({ totalCount: COUNT_BOUND, countCapped: true });
      expect(COMMON_WORD_RULE.keepMs).toBe(300_000);
    } finally {
      await t.database.db.execute(sql`UPDATE search_words SET profiles = 50000 WHERE word = 'staleword'`);
    }
  });
});
