import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
