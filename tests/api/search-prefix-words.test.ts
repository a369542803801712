import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  buildConditions,
  countProfessionals,
  PREFIX_WORDS_MAX,
  searchProfessionals,
} from "../../src/server/queries/search";
import { setUpTestApp } from "./helpers";

/**
 * Issue 37 §5, D407: the prefix retry names the vocabulary's words that start with the last word instead of
 * `word:*`, and is skipped when the vocabulary holds none but the word itself. Neither may change an answer: for any
 * query, the search and the count with the words named (and with the retry skipped) equal those with `word:*` for
 * every prefix (`prefixWordsMax: 0`). The words are made to share prefixes and to hold awkward lexemes (an
 * apostrophe, a hyphen, a dotted host, an accent) that must not pass through the text parser a second time.
 */

const t = setUpTestApp();
const WORDS = [
  "nurse",
  "nursery",
  "nursing",
  "nurture",
  "nurses",
  "nur",
  "welder",
  "welding",
  "wellness",
  "senior",
  "seniority",
  "o'brien",
  "anne-marie",
  "www.nurse.example",
  "lefèvre",
  "lefebvre",
  "manager",
  "mandarin",
];
const CITIES = ["Eventown", "Oddtown", "Nursetown"];

beforeAll(async () => {
  // 600 profiles, each headline two or three of the words, chosen by a fixed rule so the run is repeatable.
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings, visibility)
SELECT 'Pat' || i, 'Name' || (i % 53),
       w[1 + i % ${WORDS.length}] || ' ' || w[1 + (i * 7) % ${WORDS.length}] || CASE WHEN i % 3 = 0 THEN ' ' || w[1 + (i * 13) % ${WORDS.length}] ELSE '' END,
       (${sql.raw(`ARRAY[${CITIES.map((c) => `'${c}'`).join(",")}]`)})[1 + i % 3], 'KS', 'US', (i % 11) / 2.0, i % 7,
       CASE WHEN i % 17 = 0 THEN 'private' ELSE 'public' END
FROM generate_series(1, 600) AS i,
     (SELECT ${sql.raw(`ARRAY[${WORDS.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]`)} AS w) words`);
  await t.database.db.execute(sql`SELECT refresh_search_words()`);
  // A word the vocabulary keeps for a day after its last public profile left (D353): named, it must match nothing.
  await t.database.db.execute(sql`INSERT INTO search_words (word, profiles) VALUES ('nursemaid', 4)`);
  // The planner's rows of search_profiles, which D434's estimate reads.
  await t.database.db.execute(sql`ANALYZE search_profiles`);
}, 120_000);

const answer = async (
  filters: Record<string, unknown>,
  prefixWordsMax: number,
  countBound?: number,
  commonestWord?: boolean,
) => {
  const r = await searchProfessionals(t.database, filters, { prefixWordsMax, countBound, commonestWord });
  const c = await countProfessionals(t.database, filters, { prefixWordsMax });
  return {
    total: r.totalCount,
    capped: r.countCapped,
    ids: r.rows.map((row) => row.id),
    didYouMean: r.didYouMean,
    count: c.totalCount,
  };
};

describe("a prefix named by its vocabulary words (issue 37 §5, D407)", () => {
  it("answers exactly as word:* for any query, filter, sort and page", async () => {
    const prefixOf = fc
      .tuple(fc.constantFrom(...WORDS), fc.integer({ min: 3, max: 6 }))
      .map(([w, n]) => w.replace(/[^\p{L}\p{N}]/gu, "").slice(0, n));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          before: fc.option(fc.constantFrom("senior", "welder", "nurse", "lefevre", "zzz"), { nil: undefined }),
          prefix: fc.oneof(prefixOf, fc.constantFrom("NURS", "Lefè", "nursem", "qqq", "o'b", "anne")),
          city: fc.option(fc.constantFrom(...CITIES), { nil: undefined }),
          minRating: fc.option(fc.constantFrom(3, 4.5), { nil: undefined }),
          sortBy: fc.constantFrom("rating", "recent", "alphabetical"),
          page: fc.integer({ min: 1, max: 3 }),
        }),
        async ({ before, prefix, ...rest }) => {
          const filters = { q: before ? `${before} ${prefix}` : prefix, ...rest };
          const named = await answer(filters, PREFIX_WORDS_MAX);
          const oneWord = await answer(filters, 1);
          const star = await answer(filters, 0);
          expect(named).toEqual(star);
          expect(oneWord).toEqual(star);
          // Past a bound of 5 the page is walked, its entries checked against `word:*` (D434): the same page, and the
          // same answer whether the commonest word proved the count or the prefix was counted.
          const bounded = await answer(filters, PREFIX_WORDS_MAX, 5);
          expect(bounded.ids).toEqual(named.ids);
          expect(bounded).toEqual(await answer(filters, PREFIX_WORDS_MAX, 5, false));
        },
      ),
      {
        numRuns: 60,
        // The awkward lexemes, always: a dotted host only `www:*` reaches, a stale word, a folded accent.
        examples: [
          [{ before: undefined, prefix: "www", city: undefined, minRating: undefined, sortBy: "rating", page: 1 }],
          [{ before: "nurse", prefix: "www", city: undefined, minRating: undefined, sortBy: "recent", page: 1 }],
          [{ before: undefined, prefix: "nursem", city: undefined, minRating: undefined, sortBy: "rating", page: 1 }],
          [{ before: "senior", prefix: "lefè", city: "Oddtown", minRating: undefined, sortBy: "rating", page: 1 }],
        ],
      },
    );
  }, 240_000);

  it("walks a sort index checking each entry against `word:*`, one operand, not the named words (D434)", () => {
    const shape = { prefix: true, prefixWords: ["nurse", "nursery", "nursing"] };
    const dialect = new PgDialect();
    const walked = dialect.sqlToQuery(buildConditions({ q: "senior nurs" }, { ...shape, plain: true }).where);
    expect(walked.sql).toContain("to_tsquery('simple', $1)");
    expect(walked.params).toEqual(["senior & nurs:*"]);
    // The GIN lookups keep the named words, whose posting lists a rarer word skips through (D407).
    const looked = dialect.sqlToQuery(buildConditions({ q: "senior nurs" }, shape).where);
    expect(looked.params).toEqual(["'senior' & ('nurse' | 'nursery' | 'nursing')"]);
  });

  it("proves 'more than the bound' by the prefix's commonest word alone, beside a place (D434)", async () => {
    const dialect = new PgDialect();
    const counted = (run: () => Promise<unknown>) => {
      const spy = vi.spyOn(t.database.db, "execute");
      return run()
        .then(() => spy.mock.calls.map(([query]) => dialect.sqlToQuery(query as SQL)))
        .finally(() => spy.mockRestore());
    };
    // The words each count statement matched (its filter keys, `~city:…`, aside).
    const tsqueries = (statements: Array<{ sql: string; params: unknown[] }>) =>
      statements
        .filter((s) => s.sql.includes("count(*)"))
        .flatMap((s) => s.params.map(String).filter((p) => p.includes("'") && !p.includes("~")));
    const group = "('nurse' | 'nursemaid' | 'nursery' | 'nurses' | 'nursetown' | 'nursing')";
    const search = (filters: Record<string, unknown>, commonestWord?: boolean) =>
      searchProfessionals(t.database, filters, { countBound: 5, commonestWord }).then((r) => ({
        total: r.totalCount,
        capped: r.countCapped,
        ids: r.rows.map((row) => row.id),
      }));
    // "nurs" stands for six words of the vocabulary, a stale one and a city among them. The city's word is the
    // commonest (a third of the profiles): alone in Kansas, it proves more than 5.
    const kansas = { q: "nurs", state: "KS" };
    expect(tsqueries(await counted(() => search(kansas)))).toEqual(["('nursetown')"]);
    expect(tsqueries(await counted(() => search(kansas, false)))).toEqual([group]);
    expect(await search(kansas)).toEqual(await search(kansas, false));
    // In Eventown it holds none: the try falls short, and the prefix is counted whole, with the same answer.
    const eventown = { q: "nurs", city: "Eventown" };
    expect(tsqueries(await counted(() => search(eventown)))).toEqual(["('nursetown')", group]);
    expect(await search(eventown)).toEqual(await search(eventown, false));
    // Other filters are weighed by the planner's share of the rows they keep: a rating of 1 and up keeps most, and
    // the word proves it; a country no profile is in keeps next to none, and the prefix is counted whole at once.
    expect(tsqueries(await counted(() => search({ ...kansas, minRating: 1 })))).toEqual(["('nursetown')"]);
    expect(tsqueries(await counted(() => search({ ...kansas, country: "Atlantis" })))).toEqual([group]);
  });

  it("finds a word written a moment ago, and nothing for a prefix no word starts with", async () => {
    await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country) VALUES
  ('Nia', 'Fresh', 'Zephyrologist', 'Oddtown', 'KS', 'US')`);
    const fresh = await searchProfessionals(t.database, { q: "zephyr" });
    expect(fresh.rows.map((r) => r.lastName)).toEqual(["Fresh"]);
    expect(await searchProfessionals(t.database, { q: "qqqz" })).toMatchObject({ totalCount: 0, rows: [] });
    // Two whole words, the second also the start of others: named and word:* agree.
    const never = await answer({ q: "wellness mandarin" }, PREFIX_WORDS_MAX);
    expect(never).toEqual(await answer({ q: "wellness mandarin" }, 0));
  });
});
