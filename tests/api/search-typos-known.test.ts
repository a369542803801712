import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNT_CAP, correctWords, SURELY_HELD } from "../../src/server/queries/search-typos";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * D399: a correction the vocabulary says at least SURELY_HELD × COUNT_CAP profiles hold is not counted again (its
 * whole posting list would be read to stop at the cap). What that trusts is the nightly count; what guards the
 * directory's answers is the search itself: a correction that finds nothing is never offered.
 */
const t = setUpTestApp();
const nurses: string[] = [];
beforeAll(async () => {
  for (let i = 0; i < 4; i++)
    nurses.push((await buildProfessional(t.database, { headline: "Registered Nurse", city: "Boston" })).id);
  await t.database.db.execute(sql`SELECT refresh_search_words()`);
});

async function search(q: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { totalCount: number; didYouMean: string | null; typoMatches: boolean };
}

describe("corrections the vocabulary says are common (D399)", () => {
  it("are chosen as before, by the live count of the rest", async () => {
    expect(await correctWords(t.database, ["nurce"])).toEqual(["nurse"]);
    await t.database.db.execute(
      sql`UPDATE search_words SET profiles = ${SURELY_HELD * COUNT_CAP} WHERE word = 'nurse'`,
    );
    expect(await correctWords(t.database, ["nurce"])).toEqual(["nurse"]);
    expect(await search("nurce")).toMatchObject({ totalCount: nurses.length, didYouMean: "nurse", typoMatches: true });
  });

  it("are taken from the vocabulary without a lookup, and a stale one finds nothing so is not offered", async () => {
    // Every nurse leaves the directory today; the nightly recount has not run, so the vocabulary still says 2,000.
    await t.database.db.execute(
      sql`UPDATE professionals SET visibility = 'private' WHERE id = ANY(${`{${nurses}}`}::uuid[])`,
    );
    await t.database.db.execute(
      sql`UPDATE search_words SET profiles = ${SURELY_HELD * COUNT_CAP} WHERE word = 'nurse'`,
    );
    // Counted live (the old rule), "nurse" would count 0 and not be chosen; trusted, it is the correction…
    expect(await correctWords(t.database, ["nurce"])).toEqual(["nurse"]);
    // …and the search, finding nothing with it either, offers nothing.
    expect(await search("nurce")).toMatchObject({ totalCount: 0, didYouMean: null, typoMatches: false });
    // Below the line the live count still decides: counted, "nurse" holds none and is not chosen.
    await t.database.db.execute(
      sql`UPDATE search_words SET profiles = ${SURELY_HELD * COUNT_CAP - 1} WHERE word = 'nurse'`,
    );
    expect(await correctWords(t.database, ["nurce"])).toBeNull();
  });
});
