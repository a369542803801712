import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { countProfessionals, PREFIX_WORDS_MAX, searchProfessionals } from "../../src/server/queries/search";
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
}, 120_000);

const answer = async (filters: Record<string, unknown>, prefixWordsMax: number) => {
  const r = await searchProfessionals(t.database, filters, { prefixWordsMax });
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
