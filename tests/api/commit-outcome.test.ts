import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_ERRORS } from "../../src/core/messages";
import { buildApp } from "../../src/server/app";
import { type Database, openPostgres } from "../../src/server/db/client";
import { type CommitDroppingProxy, startCommitDroppingProxy } from "../../src/server/test/commit-dropping-proxy";
import { createEmployerSession, type EmployerSession } from "../../src/server/test/employer-factories";
import { testConfig } from "../../src/server/test/test-app";
import { createTestDatabase } from "../../src/server/test/test-database";

/**
 * Issue 33 point 6 (D309, D310), on PostgreSQL: the app's connections go through a proxy that drops a connection at
 * its COMMIT — after PostgreSQL committed (the answer is lost) or before (nothing committed). The write answers 503
 * `outcome_unknown` ("may have been saved"), never "nothing was committed", and a retry with the same
 * Idempotency-Key leaves exactly one row either way. Without a key, the same retry duplicates the profile.
 */
const url = process.env.TEST_DATABASE_URL;
let direct: Database;
let proxied: Database;
let proxy: CommitDroppingProxy;
let app: Awaited<ReturnType<typeof buildApp>>;
let emp: EmployerSession;

describe.runIf(Boolean(url))("a connection lost during COMMIT", () => {
  beforeAll(async () => {
    direct = await createTestDatabase();
    proxy = await startCommitDroppingProxy(direct.url!);
    proxied = await openPostgres(proxy.url, { max: 3 });
    app = await buildApp(testConfig(), { database: proxied, logger: false, backgroundJobs: false });
    emp = await createEmployerSession(app, { plan: "verified_pro" });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  const add = (lastName: string, key?: string) =>
    app.inject({
      method: "POST",
      url: "/api/v1/employer/employees",
      headers: { cookie: emp.cookie, ...(key ? { "idempotency-key": key } : {}) },
      payload: { entry: { firstName: "Commit", lastName, city: "Moab", state: "UT" }, nameMatch: "create" },
    });
  const profiles = async (lastName: string) =>
    (
      await direct.query<{ n: number }>("SELECT count(*)::int AS n FROM professionals WHERE last_name = $1", [lastName])
    )[0]?.n;

  it("committed but unanswered: 503 outcome_unknown; the retry with its key says it was saved and adds nothing", async () => {
    proxy.arm("after");
    const lost = await add("Aftercommit", "commit-after-1");
    expect(proxy.dropped).toBe(1);
    expect(lost.statusCode, lost.body).toBe(503);
    expect(lost.json().error).toMatchObject({ code: "outcome_unknown", message: GENERIC_ERRORS.outcomeUnknown });
    expect(lost.body).not.toMatch(/nothing was (committed|saved)/i);
    expect(await profiles("Aftercommit")).toBe(1);

    const retry = await add("Aftercommit", "commit-after-1");
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json().error.code).toBe("already_applied");
    expect(await profiles("Aftercommit")).toBe(1);
  });

  it("not committed: 503 outcome_unknown; the retry with its key acts once", async () => {
    proxy.arm("before");
    const lost = await add("Beforecommit", "commit-before-1");
    expect(proxy.dropped).toBe(2);
    expect(lost.statusCode, lost.body).toBe(503);
    expect(lost.json().error.code).toBe("outcome_unknown");
    expect(await profiles("Beforecommit")).toBe(0);

    const retry = await add("Beforecommit", "commit-before-1");
    expect(retry.statusCode, retry.body).toBe(200);
    const again = await add("Beforecommit", "commit-before-1");
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await profiles("Beforecommit")).toBe(1);
  });

  it("without a key, the retry of a committed write duplicates it (what the key prevents)", async () => {
    proxy.arm("after");
    expect((await add("Nokey")).statusCode).toBe(503);
    expect((await add("Nokey")).statusCode).toBe(200);
    expect(await profiles("Nokey")).toBe(2);
  });
});
