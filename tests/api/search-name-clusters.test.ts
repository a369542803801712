import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { searchProfessionals, searchQueries } from "../../src/server/queries/search";
import { setUpTestApp } from "./helpers";

/**
 * D251, D435: a query that is somebody's last name, sorted by name, gathers its matches at once instead of walking the
 * name index, where they sit together. "O'Hara" is two words, "o" and "hara"; before D435 only a one-word name was
 * probed, and at 3 M "O'Hara" walked 150,000 entries in vain (88 ms) before it gathered.
 */

const t = setUpTestApp();

beforeAll(async () => {
  // 40 O'Haras, 40 O’Briens (kept with a curly apostrophe, as person-name.ts allows) and 40 Smith‐Joneses (kept with
  // a typographic hyphen, U+2010) among 320 others whose last names run from A to Z; "Hara" is also a first name and in some headlines, so the words "o" and "hara" match some
  // who are not O'Haras.
  await t.database.db.execute(sql`
INSERT INTO professionals (first_name, last_name, headline, city, state, country, average_rating, total_ratings, visibility)
SELECT CASE WHEN i % 50 = 0 THEN 'Hara' ELSE 'Lee' || i END,
       CASE WHEN i % 11 = 0 THEN 'O''Hara' WHEN i % 11 = 5 THEN 'O’Brien' WHEN i % 11 = 7 THEN 'Smith‐Jones' ELSE chr(65 + i % 26) || 'name' END,
       CASE WHEN i % 37 = 0 THEN 'O Hara Consultant' ELSE 'Welder' END,
       'Springfield', 'IL', 'US', (i % 11) / 2.0, i % 7, 'public'
FROM generate_series(1, 440) AS i`);
  await t.database.db.execute(sql`SELECT refresh_search_words()`);
}, 120_000);

const dialect = new PgDialect();
/** The statements `run` sent through db.execute, as SQL text. */
async function statements(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(t.database.db, "execute");
  try {
    await run();
    return spy.mock.calls.map(([query]) => dialect.sqlToQuery(query as SQL).sql);
  } finally {
    spy.mockRestore();
  }
}

describe("a last name of several words, sorted by name (D435)", () => {
  const byName = (q: string, page: number, countBound?: number) =>
    searchProfessionals(t.database, { q, sortBy: "alphabetical", page }, { countBound, walkEntries: 1_000 });

  it("gathers its matches instead of walking the name index, and pages as the exact count does", async () => {
    const walk = (q: string) =>
      dialect.sqlToQuery(searchQueries({ q, sortBy: "alphabetical" }, { few: false, walkEntries: 1_000 }).rowsQuery)
        .sql;
    // Typed with the plain or the typographic mark, either way: the JS fold reads them as the database does (D436).
    for (const q of ["O'Hara", "o’hara", "  O'HARA ", "O'Brien", "O’Brien", "Smith-Jones", "smith‐jones"]) {
      for (const page of [1, 2]) {
        let capped: Awaited<ReturnType<typeof byName>> | undefined;
        const sent = await statements(async () => {
          capped = await byName(q, page, 10);
        });
        expect(capped).toMatchObject({ countCapped: true, totalCount: 10 });
        expect(sent, `${q}, page ${page}`).not.toContain(walk(q));
        const exact = await byName(q, page);
        expect(exact.countCapped).toBe(false);
        expect(capped?.rows.map((r) => r.id)).toEqual(exact.rows.map((r) => r.id));
      }
    }
  });

  it("still walks a query of several words that is nobody's last name", async () => {
    const q = "Hara Welder";
    const walked = dialect.sqlToQuery(
      searchQueries({ q, sortBy: "alphabetical" }, { few: false, walkEntries: 1_000 }).rowsQuery,
    ).sql;
    const sent = await statements(() => byName(q, 1, 2));
    expect(sent).toContain(walked);
  });
});
