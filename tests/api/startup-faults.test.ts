import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../e2e/server";

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "standing-start-"));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Runs the real entry point and returns its exit code and what it printed. */
function start(env: Record<string, string>, args: string[] = []) {
  const res = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts", ...args], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", SEED_ON_START: "false", PORT: "0", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: res.status, stderr: res.stderr.trim(), stdout: res.stdout };
}

function expectOneLineFailure(r: ReturnType<typeof start>, pattern: RegExp) {
  expect(r.code).toBe(1);
  const lines = r.stderr.split("\n").filter((l) => l.startsWith("standing:"));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(r.stderr).not.toMatch(/\n\s+at /); // no stack dump
}

describe("start-up faults stop with a one-line reason and a non-zero exit", () => {
  it("an unreachable DATABASE_URL", () => {
    const r = start({ DATABASE_URL: "postgres://nobody:secret@127.0.0.1:1/none" });
    expectOneLineFailure(r, /cannot connect to PostgreSQL at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none/);
    expect(r.stderr).not.toContain("secret");
  });

  it("a data directory locked by a running process", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "standing.lock"), String(process.pid)); // this test process is alive
    const r = start({ DATA_DIR: dir });
    expectOneLineFailure(r, /in use by another Standing process \(pid \d+\)/);
  });

  it("a corrupt data directory", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "pglite"), { recursive: true });
    writeFileSync(join(dir, "pglite", "PG_VERSION"), "not a version");
    writeFileSync(join(dir, "pglite", "postgresql.conf"), "\u0000\u0001garbage");
    const r = start({ DATA_DIR: dir });
    expectOneLineFailure(r, /cannot open the embedded database/);
  });

  it("a job worker on the embedded database (it belongs to one process)", () => {
    const r = start({ DATA_DIR: tempDir() }, ["--worker"]);
    expectOneLineFailure(r, /JOBS_MODE=worker needs PostgreSQL/);
  });

  it("a busy port: the port's one line, and nothing about the database before it (issue 38 §5)", async () => {
    // On the suite's database (PostgreSQL under test:pg, in its own fresh database; else PGlite in a new directory).
    const url = process.env.TEST_DATABASE_URL;
    const name = `standing_t_${randomBytes(5).toString("hex")}`;
    const admin = url ? new pg.Client({ connectionString: url }) : undefined;
    let databaseEnv: Record<string, string> = { DATA_DIR: tempDir() };
    if (admin && url) {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      databaseEnv = { DATABASE_URL: dbUrl.toString() };
    }
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    try {
      const port = (busy.address() as AddressInfo).port;
      const r = start({
        ...databaseEnv,
        PORT: String(port),
        HOST: "127.0.0.1",
        // No web build needed (another run may be rebuilding dist/).
        WEB_DIST_DIR: "./tmp/no-web-build",
        AUTH_SECRET: randomBytes(32).toString("hex"),
      });
      expectOneLineFailure(r, new RegExp(`port ${port} is already in use; set PORT to another one`));
      // The port is checked before the database is opened: nothing about the database, no log line at all (a closed
      // pool's "Cannot use a pool after calling end" came first before, depending on timing).
      expect(r.stdout).not.toContain("opening");
      expect(r.stdout).not.toMatch(/"level":[4-6]0/);
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/pool/i);
    } finally {
      busy.close();
      if (admin) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  }, 120_000);

  it("invalid configuration", () => {
    const r = start({ PORT: "seventy" });
    expectOneLineFailure(r, /invalid configuration: PORT/);
  });
});

describe("graceful shutdown", () => {
  it("closes the embedded database cleanly on SIGTERM so it opens again with its data", async () => {
    const dataDir = tempDir();
    const first = await startServer({ DATA_DIR: dataDir, SEED_PROFESSIONALS: "50" });
    const health = await (await fetch(`${first.baseUrl}/api/health`)).json();
    expect(health).toEqual({ status: "ok", database: "up" });
    expect(await first.stop()).toBe(0);
    expect(() => readFileSync(join(dataDir, "standing.lock"))).toThrow(); // lock released

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain("seeding"); // data survived, so no re-seed
    const again = await (await fetch(`${second.baseUrl}/api/health`)).json();
    expect(again).toEqual({ status: "ok", database: "up" });
    expect(await second.stop()).toBe(0);
  }, 120_000);
});
