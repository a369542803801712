import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { countProfessionals, searchProfessionals, TtlCountCache } from "../../src/server/queries/search";
import { lastNameMatches, lastNameSpellings } from "../../src/server/queries/search-last-name";
import { refreshSearchWords } from "../../src/server/queries/search-typos";
import { setUpTestApp } from "./helpers";

/**
 * Issue 37 §5, D416: a one-word search for a last name sorted by name takes its exact count and its page from the name
 * index's ranges of the word's spellings, when those profiles are every match. It may only ever answer what the
 * gathered search answers (D251), whatever else holds the word: the same last name spelled otherwise ("romaguera",
 * "Lefèvre"), a first name, a headline, a city, a double-barrelled name, a private profile. A prefix retried as the
 * vocabulary's words that start with it is proven the same way when each of them is such a last name (D422).
 */

const t = setUpTestApp();
const LAST_NAMES = [
  "Romaguera",
  "romaguera",
  "Nurse",
  "Jordan",
  "Lefèvre",
  "Lefevre",
  "Smith-Jones",
  "Smith",
  "Austin",
  "Hettie",
];
const FIRST_NAMES = ["Pat", "Jordan", "Alex", "Sam"];
const HEADLINES = ["Registered Nurse | Healthcare", "Software Engineer | Technology", "Store Manager | Retail"];
const CITIES = ["Austin", "Boston", "Denver"];
const textArray = (values: string[]) => `{${values.map((v) => `"${v}"`).join(",")}}`;

beforeAll(async () => {
  // Most rows carry a clean last name; a few carry the collisions, so both outcomes of the proof are exercised.
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings,
  verified_employers_count, is_claimed, visibility, updated_at)
SELECT (${textArray(FIRST_NAMES)}::text[])[1 + (i * 5) % ${FIRST_NAMES.length}] || CASE WHEN i % 7 = 0 THEN '' ELSE i::text END,
  CASE WHEN i % 11 = 0 THEN (${textArray(LAST_NAMES)}::text[])[1 + (i / 11) % ${LAST_NAMES.length}]
       ELSE (ARRAY['Romaguera', 'Prosacco', 'Hettinger'])[1 + i % 3] END,
  (${textArray(HEADLINES)}::text[])[1 + (i * 7) % ${HEADLINES.length}],
  (${textArray(CITIES)}::text[])[1 + (i * 3) % ${CITIES.length}], 'TX', 'US',
  ((i * 13) % 9) / 2.0 + 1, i % 5, i % 3, false,
  CASE WHEN i % 13 = 0 THEN 'private' ELSE 'public' END, now() - make_interval(mins => (i * 37) % 300)
FROM generate_series(1, 400) AS i`);
  await refreshSearchWords(t.database.db);
  await t.database.db.execute(sql`ANALYZE search_profiles`);
}, 120_000);

const answer = async (
  filters: Record<string, unknown>,
  lastNameRanges: boolean,
  keepExactCount: boolean,
  searchBound = 5,
) => {
  const countCache = keepExactCount ? new TtlCountCache({ ttlMs: 60_000, minCount: 1, maxEntries: 100 }) : undefined;
  const counted = await countProfessionals(t.database, filters, { countCache, countBound: 50, lastNameRanges });
  const r = await searchProfessionals(t.database, filters, { countBound: searchBound, countCache, lastNameRanges });
  return {
    counted,
    total: r.totalCount,
    capped: r.countCapped,
    pages: r.totalPages,
    ids: r.rows.map((row) => row.id),
    didYouMean: r.didYouMean,
  };
};

describe("a last name sorted by name, from the name index's ranges (issue 37 §5, D416)", () => {
  it("answers every search and count as the gathered search does", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          q: fc.constantFrom(
            "romaguera",
            "Romaguera",
            "prosacco",
            "hettinger",
            "nurse",
            "jordan",
            "lefevre",
            "Lefèvre",
            "smith",
            "jones",
            "austin",
            "sam",
            "zzz",
            // Prefixes, retried as the vocabulary's words that start with them (D407, D422): one last name, two
            // ("hett": Hettie and Hettinger), and words also held elsewhere ("smi", "jor", "lef", "aus").
            "romag",
            "prosac",
            "hett",
            "smi",
            "jor",
            "lef",
            "aus",
          ),
          sortBy: fc.constantFrom(
            "alphabetical" as const,
            "alphabetical" as const,
            "rating" as const,
            "recent" as const,
          ),
          page: fc.integer({ min: 1, max: 12 }),
        }),
        fc.boolean(),
        // A bound under the counts (a walked page) and over them (an exact count, a gathered page).
        fc.constantFrom(5, 500),
        async (filters, keepExactCount, searchBound) => {
          const expected = await answer(filters, false, keepExactCount, searchBound);
          expect(await answer(filters, true, keepExactCount, searchBound)).toEqual(expected);
        },
      ),
      { numRuns: 120 },
    );
  }, 300_000);

  it("decides only when the spellings' profiles are every match", async () => {
    // Prosacco and Hettinger appear nowhere else: proven, with the exact count of public profiles.
    const exact = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM search_profiles WHERE last_name = 'Prosacco'`,
    );
    const prosacco = await lastNameMatches(t.database, "prosacco", 2);
    expect(prosacco?.count).toBe(exact.rows[0]?.n);
    expect(prosacco?.rows).toHaveLength(20);
    expect(prosacco?.rows.every((row) => row.last_name === "Prosacco")).toBe(true);
    // Only the count asked: no rows.
    expect((await lastNameMatches(t.database, "hettinger", null))?.rows).toEqual([]);
    // "romaguera" (another spelling is among the spellings, so it still holds), but "jordan" is a first name too,
    // "nurse" a headline word, "austin" a city, "smith" half of "Smith-Jones", "lefevre" also "Lefèvre".
    expect(await lastNameMatches(t.database, "romaguera", 1)).not.toBeNull();
    for (const word of ["jordan", "nurse", "austin", "smith", "lefevre", "zzz"])
      expect(await lastNameMatches(t.database, word, 1)).toBeNull();
    // A word held elsewhere stays held (the table only grows): asked again, no statement.
    const execute = vi.spyOn(t.database.db, "execute");
    try {
      for (const word of ["jordan", "nurse", "austin"]) expect(await lastNameMatches(t.database, word, 1)).toBeNull();
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });

  it("proves a prefix's words together: every one a last name held nowhere else (D422)", async () => {
    const exact = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM search_profiles WHERE last_name IN ('Hettie', 'Hettinger')",
    );
    const both = await lastNameMatches(t.database, ["hettie", "hettinger"], 1);
    expect(both?.count).toBe(exact[0]?.n);
    expect(both?.rows.map((row) => row.last_name)).toEqual([...(both?.rows ?? [])].map((row) => row.last_name).sort());
    // One word held elsewhere (a headline's; not searched alone before, so not remembered) is enough to prove
    // nothing, wherever it stands among them.
    expect(await lastNameMatches(t.database, ["hettinger", "software"], 1)).toBeNull();
    expect(await lastNameMatches(t.database, ["manager", "hettinger"], 1)).toBeNull();
    // Through the search: "hett" finds nothing as a word and is retried as Hettie and Hettinger, proven.
    const r = await searchProfessionals(t.database, { q: "hett", sortBy: "alphabetical", page: 1 });
    expect(r).toMatchObject({ totalCount: exact[0]?.n, countCapped: false });
  });

  it("follows the profiles' writes: a word that comes to be held elsewhere is no longer proven (D419)", async () => {
    const same = async (q: string) => {
      for (const [sortBy, page] of [
        ["alphabetical", 1],
        ["alphabetical", 2],
        ["rating", 2],
      ] as const) {
        const filters = { q, sortBy, page };
        expect(await answer(filters, true, false)).toEqual(await answer(filters, false, false));
      }
    };
    expect(await lastNameMatches(t.database, "hettinger", 1)).not.toBeNull();
    expect(await lastNameMatches(t.database, "prosacco", 1)).not.toBeNull();
    // A headline written to hold the word, on a profile of another last name.
    await t.database.db.execute(sql`UPDATE professionals SET headline = 'Hettinger Consulting | Retail'
      WHERE id = (SELECT id FROM professionals WHERE visibility = 'public' AND last_name = 'Romaguera' ORDER BY id LIMIT 1)`);
    expect(await lastNameMatches(t.database, "hettinger", 1)).toBeNull();
    await same("hettinger");
    // A private profile whose first name is the word, made public.
    await t.database.db.execute(sql`UPDATE professionals SET first_name = 'Prosacco' WHERE id = (SELECT id FROM
      professionals WHERE visibility = 'private' AND last_name <> 'Prosacco' ORDER BY id LIMIT 1)`);
    expect(await lastNameMatches(t.database, "prosacco", 1)).not.toBeNull(); // still private: not a match
    await t.database.db.execute(sql`UPDATE professionals SET visibility = 'public' WHERE first_name = 'Prosacco'`);
    expect(await lastNameMatches(t.database, "prosacco", 1)).toBeNull();
    await same("prosacco");
    // A new profile whose last name is spelled otherwise ("McName" holds "mcname" but is not one of its spellings).
    expect(await lastNameMatches(t.database, "mcname", 1)).toBeNull(); // nobody has it yet
    await t.database.db.execute(sql`INSERT INTO professionals (first_name, last_name, country, average_rating,
      total_ratings, verified_employers_count, is_claimed, visibility, updated_at)
      VALUES ('Ann', 'Mcname', 'US', 0, 0, 0, false, 'public', now()), ('Bo', 'McName', 'US', 0, 0, 0, false, 'public', now())`);
    expect(await lastNameMatches(t.database, "mcname", 1)).toBeNull();
    await same("mcname");
  });

  it("takes only words of ASCII letters", () => {
    expect(lastNameSpellings("romaguera")).toEqual(["Romaguera", "romaguera", "ROMAGUERA"]);
    expect(lastNameSpellings("o")).toEqual(["O", "o"]);
    for (const word of ["lefèvre", "o2", "smith-jones", "", "ñandu"]) expect(lastNameSpellings(word)).toBeNull();
  });
});
