import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/api-error";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";
import { killBackends, overSocket, type SocketAnswer } from "./pg-restart";

/**
 * Issue 12, hole 3: PostgreSQL restarting under load once crashed the Node process (an 'error' event on a pool
 * client nobody listened to). Here every backend of the test database is killed several times while requests run
 * over a real socket; the process must stay up, answer 503 (never another 5xx) while the database is away, serve
 * again, and keep every write it acknowledged.
 */
const url = process.env.TEST_DATABASE_URL;
let t: TestApp | undefined;
afterAll(async () => t?.close());

type Answer = SocketAnswer;

function send(base: string, method: string, path: string, body?: unknown, ip?: string): Promise<Answer> {
  const origin = new URL(t!.config.publicUrl).origin;
  // A refused or reset socket would mean the server died: recorded as status 0.
  return overSocket(base, method, path, { origin, ...(ip ? { "x-forwarded-for": ip } : {}) }, body);
}

describe.runIf(Boolean(url))("PostgreSQL restarts under load", () => {
  it("the app stays up, answers 503 while the database is away, serves again, and loses no acknowledged write", async () => {
    t = await createTestApp({ trustProxy: true });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const db = (await t.database.query<{ db: string }>("SELECT current_database() AS db"))[0]?.db;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();

    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let done = 0;
    let sent = 0;
    const KILLS = 5;
    const PER_KILL = 12;
    let terminated = 0;

    async function worker(id: number) {
      while (done < KILLS * PER_KILL + 24) {
        const n = sent++;
        const email = `restart-${id}-${n}@example.com`;
        const kind = n % 3;
        const res =
          kind === 0
            ? await send(base, "POST", "/api/v1/contact", { email, message: `message ${n}` }, `10.9.${id}.${n % 250}`)
            : kind === 1
              ? await send(base, "GET", "/api/v1/search?q=nurse")
              : await send(base, "GET", "/api/health");
        answers.push(res);
        if (kind === 0 && res.status === 201) acknowledged.push(email);
        done++;
      }
    }

    async function killer() {
      // Kill every backend of this database after each batch of answers: as a restart or failover would.
      for (let k = 0; k < KILLS; k++) {
        while (done < (k + 1) * PER_KILL) await new Promise((r) => setImmediate(r));
        terminated += await killBackends(admin, db);
      }
    }

    await Promise.all([worker(1), worker(2), worker(3), worker(4), killer()]);
    expect(terminated).toBeGreaterThan(0);

    // Nothing but success or 503 with the error shape; no dropped connection (the process is alive).
    const statuses = new Set(answers.map((a) => a.status));
    for (const a of answers) {
      expect([200, 201, 503], `${a.status} ${a.body}`).toContain(a.status);
      if (a.status === 503) {
        const parsed = JSON.parse(a.body) as unknown;
        const isError = ApiErrorBody.safeParse(parsed).success;
        const isHealth = (parsed as { database?: string }).database === "down";
        expect(isError || isHealth, a.body).toBe(true);
      }
    }
    expect(statuses.has(0)).toBe(false);

    // Serves again once the database is back (it never left: new connections are opened on demand).
    let healthy: Answer = { status: 0, body: "" };
    for (let i = 0; i < 50 && healthy.status !== 200; i++) healthy = await send(base, "GET", "/api/health");
    expect(healthy.status).toBe(200);
    const after = await send(
      base,
      "POST",
      "/api/v1/contact",
      { email: "after@example.com", message: "after" },
      "10.8.0.1",
    );
    expect(after.status, after.body).toBe(201);
    acknowledged.push("after@example.com");

    // No connection stays checked out once the work is done: a leak would exhaust the pool after a few restarts.
    await t.app.ctx.jobs.drain();
    const deadline = Date.now() + 10_000;
    const settled = () => {
      const s = t!.database.poolStats!();
      return s.idle === s.total && s.waiting === 0;
    };
    while (!settled() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(t.database.poolStats!()).toMatchObject({ waiting: 0, idle: t.database.poolStats!().total });
    // Every write the app acknowledged is there.
    const stored = await t.database.query<{ email: string }>("SELECT email FROM contact_messages");
    const emails = new Set(stored.map((r) => r.email));
    for (const email of acknowledged) expect(emails.has(email), email).toBe(true);
    await admin.end();
  }, 120_000);
});
