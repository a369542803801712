import { execFileSync } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { type Database, openPostgres } from "../../src/server/db/client";
import { READ_YOUR_WRITES_COOKIE } from "../../src/server/db/read-routing";
import { notifications } from "../../src/server/db/schema";
import { createAccount } from "../../src/server/test/auth-helpers";
import { buildProfessional } from "../../src/server/test/factories";
import { type TestApp, testConfig } from "../../src/server/test/test-app";

/**
 * DATABASE_READ_URL against a real hot standby made with pg_basebackup (scripts/pg-replica.sh; issue 19 §4, D201,
 * D202). Replay on the standby is paused to make it visibly behind: a read that shows a row only the primary has
 * went to the primary, one that does not went to the replica.
 */
const replica = () => new pg.Client({ connectionString: inject("scaleReplicaUrl") });

async function onReplica<T>(text: string): Promise<T[]> {
  const c = replica();
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("read replica", () => {
  let t: TestApp;
  let primary: Database;
  beforeAll(async () => {
    primary = await openPostgres(inject("scalePrimaryUrl"), { max: 4 });
    const config = testConfig({
      databaseUrl: inject("scalePrimaryUrl"),
      databaseReadUrl: inject("scaleReplicaUrl"),
      readYourWritesMs: 60_000,
    });
    const app = await buildApp(config, { database: primary, logger: false, backgroundJobs: false });
    t = {
      app,
      config,
      database: primary,
      close: async () => {
        await app.close();
        await primary.close();
      },
    };
  });
  afterAll(async () => {
    await onReplica("SELECT pg_wal_replay_resume()").catch(() => {});
    await t?.close();
  });

  const search = (q: string, cookie?: string) =>
    t.app.inject({ method: "GET", url: `/api/v1/search?q=${q}`, headers: cookie ? { cookie } : {} });

  it("reads go to the replica; a caller who just wrote reads the primary; a replica gone sends reads to the primary", async () => {
    // Replica caught up on a fresh write, then replay paused.
    const before = await buildProfessional(primary, { firstName: "Replayed", lastName: "Quillfeather" });
    await waitFor("the replica to replay", async () => {
      const rows = await onReplica<{ id: string }>(`SELECT id FROM professionals WHERE id = '${before.id}'`);
      return rows.length === 1;
    });
    // A professional whose account the replica has (signing up and in are writes: their mark is left out below).
    const pro = await createAccount(t.app, { accountType: "professional" });
    const sessionOnly = pro.cookie
      .split("; ")
      .filter((c) => !c.startsWith(`${READ_YOUR_WRITES_COOKIE}=`))
      .join("; ");
    await waitFor("the replica to replay the account", async () => {
      const rows = await onReplica<{ id: string }>(`SELECT id FROM "user" WHERE id = '${pro.userId}'`);
      return rows.length === 1;
    });
    await waitFor("the app to use the replica", async () => t.app.ctx.reads.replicaInUse);
    await onReplica("SELECT pg_wal_replay_pause()");
    const fresh = await buildProfessional(primary, { firstName: "Unreplayed", lastName: "Quillfeather" });

    // A dashboard read goes to the replica (it does not come with the session, D289), unless its caller wrote
    // lately: then it comes with the session, from the primary.
    await primary.db.insert(notifications).values({ userId: pro.userId, title: "Unreplayed note", message: "new" });
    const overview = (cookie: string) =>
      t.app.inject({ method: "GET", url: "/api/v1/professional/overview", headers: { cookie } });
    const fromReplica = await overview(sessionOnly);
    expect(fromReplica.statusCode, fromReplica.body).toBe(200);
    expect(fromReplica.body).not.toContain("Unreplayed note");
    const fromPrimary = await overview(`${sessionOnly}; ${READ_YOUR_WRITES_COOKIE}=${Date.now() + 60_000}`);
    expect(fromPrimary.statusCode, fromPrimary.body).toBe(200);
    expect(fromPrimary.body).toContain("Unreplayed note");

    // A visitor's search is answered by the replica: it has the first row, not the second.
    const visitor = await search("Quillfeather");
    expect(visitor.statusCode, visitor.body).toBe(200);
    const names = (visitor.json() as { professionals: Array<{ firstName: string }> }).professionals.map(
      (p) => p.firstName,
    );
    expect(names).toEqual(["Replayed"]);

    // A visitor's profile page is read there too (D247), and sets no read-your-writes mark: the replayed profile
    // opens, the unreplayed one is not there yet.
    const profile = (id: string, cookie?: string) =>
      t.app.inject({ method: "GET", url: `/api/v1/professionals/${id}`, headers: cookie ? { cookie } : {} });
    const seen = await profile(before.id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.cookies.find((c) => c.name === READ_YOUR_WRITES_COOKIE)).toBeUndefined();
    expect((await profile(fresh.id)).statusCode).toBe(404);

    // A request that writes (any POST) marks the caller: their next reads go to the primary, which has both.
    const wrote = await t.app.inject({
      method: "POST",
      url: "/api/v1/contact",
      headers: { origin: t.config.publicUrl },
      payload: { email: "reader@example.com", message: "hello" },
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    const mark = wrote.cookies.find((c) => c.name === READ_YOUR_WRITES_COOKIE);
    expect(mark, "read-your-writes cookie").toBeDefined();
    const writer = await search("Quillfeather", `${READ_YOUR_WRITES_COOKIE}=${mark!.value}`);
    expect(
      (writer.json() as { professionals: Array<{ firstName: string }> }).professionals.map((p) => p.firstName).sort(),
    ).toEqual(["Replayed", "Unreplayed"]);
    expect((await profile(fresh.id, `${READ_YOUR_WRITES_COOKIE}=${mark!.value}`)).statusCode).toBe(200);
    // An expired mark does not.
    const stale = await search("Quillfeather", `${READ_YOUR_WRITES_COOKIE}=${Date.now() - 1}`);
    expect((stale.json() as { professionals: unknown[] }).professionals).toHaveLength(1);

    // The replica goes away (immediate shutdown): the very next reads are answered, from the primary.
    execFileSync("bash", ["scripts/pg-replica.sh", "stop-replica"]);
    for (let i = 0; i < 3; i++) {
      const res = await search("Quillfeather");
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { professionals: unknown[] }).professionals).toHaveLength(2);
    }
    expect(t.app.ctx.reads.replicaInUse).toBe(false);
    const suggestions = await t.app.inject({ method: "GET", url: "/api/v1/search/suggestions?q=Quill" });
    expect(suggestions.statusCode, suggestions.body).toBe(200);

    // It comes back (replay resumes on start): reads return to it once it has caught up.
    execFileSync("bash", ["scripts/pg-replica.sh", "start-replica"]);
    await waitFor("the replica to be used again", async () => t.app.ctx.reads.replicaInUse);
    expect(fresh.id).toBeTruthy();
  });
});
