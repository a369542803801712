import pg from "pg";
import { describe, expect, it } from "vitest";
import { refreshSearchWords } from "../../src/server/queries/search-typos";
import { buildProfessional } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

/**
 * D423: the nightly recount of the vocabulary (`refresh_search_words()`) drops the words no public profile holds any
 * more, and only those: a word a public profile came to hold while the recount ran stays, so its prefix retries and
 * typo corrections find it the same night.
 */
const t = setUpTestApp();

async function known(words: string[]) {
  const rows = await t.database.query<{ word: string; profiles: number }>(
    "SELECT word, profiles FROM search_words WHERE word = ANY($1::text[]) ORDER BY word",
    [words],
  );
  return Object.fromEntries(rows.map((r) => [r.word, r.profiles]));
}

/** A word the vocabulary knows and no public profile holds: its only profile went private, and nobody recounted yet. */
async function knownButUnheld(headline: string) {
  const left = await buildProfessional(t.database, { headline });
  await t.database.query("UPDATE professionals SET visibility = 'private' WHERE id = $1", [left.id]);
}

/** A connection of its own, in a transaction left open that has inserted a public profile with `headline`. */
async function openWriter(headline: string): Promise<pg.Client> {
  const writer = new pg.Client({ connectionString: t.database.url });
  await writer.connect();
  await writer.query("BEGIN");
  await writer.query(
    "INSERT INTO professionals (id, first_name, last_name, headline, visibility) VALUES ($1, 'Ines', 'Burst', $2, 'public')",
    [crypto.randomUUID(), headline],
  );
  return writer;
}

describe("the vocabulary's recount (D423)", () => {
  it("drops the words no public profile holds, counts the rest, and keeps what is held", async () => {
    const gone = await buildProfessional(t.database, { headline: "Quelmorian Steward" });
    await buildProfessional(t.database, { headline: "Quelmorian Ostler" });
    await buildProfessional(t.database, { headline: "Vandrelic Ostler" });
    expect(await known(["ostler", "quelmorian", "steward", "vandrelic"])).toEqual({
      ostler: 1, // new words enter with 1 profile; the recount counts them
      quelmorian: 1,
      steward: 1,
      vandrelic: 1,
    });
    await t.database.query("UPDATE professionals SET visibility = 'private' WHERE id = $1", [gone.id]);
    await refreshSearchWords(t.database.db);
    expect(await known(["ostler", "quelmorian", "steward", "vandrelic"])).toEqual({
      ostler: 2,
      quelmorian: 1,
      vandrelic: 1,
    });
  });

  /**
   * On PostgreSQL (PGlite has one connection, so nothing writes while the recount runs): a profile holding a word the
   * vocabulary already knows is inserted in a transaction still open when the recount counts, so the count does not
   * see it. The recount waits for that transaction, and keeps the word once it has committed. Before D423 the recount
   * finished at once and deleted the word.
   */
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "keeps a word that a transaction open during the count comes to hold",
    async () => {
      await knownButUnheld("Zelvorant Farrier");
      expect(await known(["zelvorant"])).toEqual({ zelvorant: 1 }); // still known: nobody recounted yet

      const writer = await openWriter("Zelvorant Smith");
      const recounter = new pg.Client({ connectionString: t.database.url });
      try {
        await recounter.connect();
        const [{ pid }] = (await recounter.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows as [
          { pid: number },
        ];
        let done = false;
        const recount = recounter.query("SELECT refresh_search_words()").finally(() => {
          done = true;
        });
        // Until the recount has either finished (the old function) or is waiting for a lock (the writer's).
        await expect
          .poll(
            async () => {
              if (done) return "finished";
              const rows = await t.database.query<{ wait: string | null }>(
                "SELECT wait_event_type AS wait FROM pg_stat_activity WHERE pid = $1",
                [pid],
              );
              return rows[0]?.wait === "Lock" ? "waiting" : "running";
            },
            { timeout: 20_000, interval: 20 },
          )
          .not.toBe("running");
        await writer.query("COMMIT");
        await recount;
      } finally {
        await Promise.allSettled([writer.end(), recounter.end()]);
      }
      expect(await known(["zelvorant"])).toEqual({ zelvorant: 1 });
      const res = await t.app.inject({ method: "GET", url: "/api/v1/search/suggestions?q=zelvor" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain("zelvorant");
    },
  );

  /**
   * A writer that keeps its transaction open holds the recount back, and every writer after it would queue behind
   * the recount's lock: the recount gives up after 2 s (lock_timeout, SQLSTATE 55P03) and changes nothing, and the
   * job's retry runs it again later.
   */
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "gives up after 2 s behind a writer's open transaction, and leaves the vocabulary as it was",
    async () => {
      await knownButUnheld("Morvathic Cooper");
      const writer = await openWriter("Idle Writer");
      try {
        const started = performance.now();
        await expect(refreshSearchWords(t.database.db)).rejects.toMatchObject({
          cause: expect.objectContaining({ code: "55P03" }),
        });
        expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
        expect(await known(["morvathic"])).toEqual({ morvathic: 1 }); // not dropped: nothing was written
      } finally {
        await writer.query("ROLLBACK").catch(() => {});
        await writer.end();
      }
    },
  );
});
