import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { type Database, openPostgres } from "../../src/server/db/client";
import { buildProfessional } from "../../src/server/test/factories";
import { testConfig } from "../../src/server/test/test-app";
import { setUpTestApp } from "./helpers";

/**
 * D424: the search's small fixed statements (the vocabulary's counts and completions, the typo check, the last-name
 * proof, the places' lookups) run as named prepared statements, so each connection parses them once. On PostgreSQL,
 * through an app whose pool has one connection, that connection then holds each under its name.
 */
const t = setUpTestApp();
const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))("the search's prepared statements (D424)", () => {
  let single: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    await buildProfessional(t.database, { lastName: "Quorvelle", headline: "Registered Nurse", city: "Boston" });
    await buildProfessional(t.database, { lastName: "Quorvelle", headline: "Nurse Practitioner", city: "Boston" });
    single = await openPostgres(t.database.url as string, { max: 1 });
    app = await buildApp({ ...testConfig(), env: "test" }, { database: single, logger: false, backgroundJobs: false });
  });
  afterAll(async () => {
    await app?.close();
    await single?.close();
  });

  it("are prepared once on the connection under their names, and answer as before", async () => {
    const get = async (path: string) => {
      const res = await app.inject({ method: "GET", url: path });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { totalCount?: number; didYouMean?: string | null };
    };
    // Twice each: the second call runs the statement already prepared.
    for (let i = 0; i < 2; i++) {
      expect(await get("/api/v1/search?q=nurse")).toMatchObject({ totalCount: 2 });
      expect(await get("/api/v1/search?q=quorvelle&sortBy=alphabetical")).toMatchObject({ totalCount: 2 });
      expect(await get("/api/v1/search?q=nurce")).toMatchObject({ totalCount: 2, didYouMean: "nurse" });
      expect(await get("/api/v1/search?q=quorv")).toMatchObject({ totalCount: 2 });
      expect(await get("/api/v1/search?city=bost")).toMatchObject({ totalCount: 2 });
      await get("/api/v1/search/suggestions?q=nurs");
    }
    const names = (
      await single.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE name LIKE 'standing_%'")
    ).map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "standing_vocabulary_counts",
        "standing_last_name_page",
        "standing_last_name_count",
        "standing_typo_candidates",
        "standing_live_word_counts",
        "standing_words_starting_with",
        "standing_places_city",
        "standing_places_profiles_city",
        "standing_word_completions",
      ]),
    );
  });
});
