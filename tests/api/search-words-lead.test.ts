import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { countProfessionals, searchProfessionals, searchQueries } from "../../src/server/queries/search";
import { refreshSearchWords } from "../../src/server/queries/search-typos";
import { setUpTestApp } from "./helpers";

/**
 * Issue 37 §5, D412: beside rare query words, the broad keys ("verified", "rating>=3") join the words' GIN scan
 * instead of being checked on each row the words' bitmap brings. Only the plan may change: for any words, filters,
 * sort and page, the search and the count endpoint answer the same whether the words lead (`wordsLeadMax` past every
 * word's count) or never do (false).
 */

const t = setUpTestApp();
const HEADLINES = ["Registered Nurse | Healthcare", "Software Engineer | Technology", "Store Manager | Retail"];

beforeAll(async () => {
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings,
  verified_employers_count, is_claimed, visibility)
SELECT 'Pat' || i, 'Name' || (i % 13),
  (${`{${HEADLINES.map((h) => `"${h}"`).join(",")}}`}::text[])[1 + i % ${HEADLINES.length}],
  CASE WHEN i % 2 = 0 THEN 'Austin' ELSE 'Boston' END, CASE WHEN i % 2 = 0 THEN 'TX' ELSE 'MA' END,
  'US', ((i * 7) % 9) / 2.0 + 1, i % 4, i % 3, false,
  CASE WHEN i % 4 = 0 THEN 'private' ELSE 'public' END
FROM generate_series(1, 240) AS i`);
  await refreshSearchWords(t.database.db);
  await t.database.db.execute(sql`ANALYZE search_profiles`);
}, 120_000);

const filtersArb = fc.record(
  {
    q: fc.constantFrom("nurse", "engineer", "store manager", "name3", "pat12", "austin", "zzz"),
    industry: fc.constantFrom("Healthcare", "retail", "care"),
    city: fc.constantFrom("Austin", "bos"),
    minRating: fc.constantFrom(1, 2, 3, 3.5, 4, 4.5, 2.7),
    maxRating: fc.constantFrom(2, 4),
    verifiedOnly: fc.constant(true),
    claimedOnly: fc.constant(true),
    sortBy: fc.constantFrom("rating" as const, "recent" as const, "alphabetical" as const),
    page: fc.integer({ min: 1, max: 3 }),
  },
  { requiredKeys: ["q"] },
);

const answers = async (filters: Record<string, unknown>, wordsLeadMax: number | false, countBound: number) => {
  const r = await searchProfessionals(t.database, filters, { countBound, wordsLeadMax });
  const c = await countProfessionals(t.database, filters, { countBound: countBound + 2, wordsLeadMax });
  return { total: r.totalCount, capped: r.countCapped, ids: r.rows.map((row) => row.id), count: c };
};

describe("rare query words lead the broad keys' GIN scan (issue 37 §5, D412)", () => {
  it("answers every search and count as the plain conditions do", async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb, fc.constantFrom(5, 1000), async (filters, bound) => {
        expect(await answers(filters, 1e9, bound)).toEqual(await answers(filters, false, bound));
      }),
      { numRuns: 100 },
    );
  }, 300_000);

  it("puts the broad keys in the words' GIN scan only when the words lead", () => {
    const dialect = new PgDialect();
    const text = (wordsLead: boolean) =>
      dialect.sqlToQuery(
        searchQueries({ q: "nurse", verifiedOnly: true, minRating: 3 }, { few: true, wordsLead }).rowsQuery,
      );
    const led = text(true);
    expect(led.sql).toContain("professional_facet_lexemes(");
    expect(JSON.stringify(led.params)).toContain("~verified");
    expect(JSON.stringify(led.params)).toContain("~rating>=3");
    const plain = text(false);
    expect(plain.sql).not.toContain("professional_facet_lexemes(");
    expect(plain.sql).toContain("p.verified_employers_count > 0");
    // No broad key to join (a rating between the keyed steps, a maximum): the words' own index, as before.
    const unkeyed = dialect.sqlToQuery(
      searchQueries({ q: "nurse", minRating: 2.7, maxRating: 4 }, { few: true, wordsLead: true }).rowsQuery,
    );
    expect(unkeyed.sql).not.toContain("professional_facet_lexemes(");
  });
});
