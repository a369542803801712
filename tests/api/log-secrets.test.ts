import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createEmployerSession } from "../../src/server/test/employer-factories";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";
import { killBackends, overSocket } from "./pg-restart";

/**
 * Issue 33, point 5 (D308): PostgreSQL's backends are killed several times while a signed-in employer searches,
 * reads and adds to the roster over real sockets, with the app's log (and anything else written to stdout/stderr)
 * captured. The log says what failed — it holds error lines — but never the session token, the user's id or the
 * words searched for (drizzle's "Failed query … params: …" once carried all three into thousands of lines).
 */
const url = process.env.TEST_DATABASE_URL;
let t: TestApp | undefined;
afterAll(async () => t?.close());

/** Letters only (roster names allow nothing else), unlikely anywhere else in a log. */
const WORD = "quillfeatherwick";
const NAME = "Zorvanthelia";

async function send(base: string, method: string, path: string, cookie: string, origin: string, body?: unknown) {
  return (await overSocket(base, method, path, { origin, cookie }, body)).status;
}

describe.runIf(Boolean(url))("the log while PostgreSQL restarts under signed-in load", () => {
  it("holds error lines but no session token, user id or search word", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Anything a library prints itself (the auth library's logger, a stray console call) counts too.
    const printed: string[] = [];
    const keep =
      (write: typeof process.stdout.write) =>
      (chunk: unknown, ...rest: unknown[]) => {
        printed.push(String(chunk));
        return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
      };
    const out = vi.spyOn(process.stdout, "write").mockImplementation(keep(process.stdout.write.bind(process.stdout)));
    const err = vi.spyOn(process.stderr, "write").mockImplementation(keep(process.stderr.write.bind(process.stderr)));
    const consoles = (["log", "info", "warn", "error"] as const).map((name) => {
      const original = console[name].bind(console);
      return vi.spyOn(console, name).mockImplementation((...args: unknown[]) => {
        printed.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
        original(...args);
      });
    });

    t = await createTestApp({}, { logger: { level: "info", stream } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const origin = new URL(t.config.publicUrl).origin;
    const employer = await createEmployerSession(t.app, { plan: "verified_pro" });
    const sessionCookie = employer.cookie
      .split("; ")
      .map((c) => c.split("="))
      .find(([name]) => name?.endsWith("session_token"))?.[1];
    const token = decodeURIComponent(sessionCookie ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(16);

    const db = (await t.database.query<{ db: string }>("SELECT current_database() AS db"))[0]?.db;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const KILLS = 5;
    const PER_KILL = 15;
    let done = 0;
    let sent = 0;
    let terminated = 0;
    const statuses: number[] = [];

    async function worker() {
      while (done < KILLS * PER_KILL + 20) {
        const n = sent++;
        const kind = n % 3;
        const status =
          kind === 0
            ? await send(base, "GET", `/api/v1/search?q=${WORD}`, employer.cookie, origin)
            : kind === 1
              ? await send(base, "GET", "/api/v1/me", employer.cookie, origin)
              : await send(base, "POST", "/api/v1/employer/employees", employer.cookie, origin, {
                  entry: { firstName: NAME, lastName: WORD, city: "Moab", state: "UT" },
                  nameMatch: "create",
                });
        statuses.push(status);
        done++;
      }
    }
    async function killer() {
      for (let k = 0; k < KILLS; k++) {
        while (done < (k + 1) * PER_KILL) await new Promise((r) => setImmediate(r));
        terminated += await killBackends(admin, db);
      }
    }
    await Promise.all([worker(), worker(), worker(), worker(), killer()]);
    await admin.end();
    out.mockRestore();
    err.mockRestore();
    for (const spy of consoles) spy.mockRestore();

    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    const log = lines.join("");
    // The log said what failed (so this test can fail): warnings about the database being away.
    const errorLines = lines.filter((l) => /"level":(40|50)/.test(l) && /database|Failed query|terminat/i.test(l));
    expect(errorLines.length).toBeGreaterThan(0);
    const everything = log + printed.join("");
    const hits = (needle: string) => everything.split(needle).length - 1;
    expect({ token: hits(token), userId: hits(employer.userId), word: hits(WORD), name: hits(NAME) }).toEqual({
      token: 0,
      userId: 0,
      word: 0,
      name: 0,
    });
  }, 120_000);
});
