import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

/**
 * D278: `WEB_CONCURRENCY=2 npm start` (here `src/server/main.ts` itself) runs two HTTP workers on one port over the
 * shared PostgreSQL: both answer, one that dies is replaced, and SIGTERM stops the lot cleanly.
 */
let server: ChildProcess;
let output = "";
let port = 0;
let dataDir: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const waitFor = async (what: string, check: () => boolean | Promise<boolean>, ms = 60_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}; server output:\n${output}`);
};
/** The primary's HTTP workers (its other child is tsx's esbuild service). */
const workers = () => {
  try {
    return execFileSync("pgrep", ["-P", String(server.pid), "-f", "src/server/main.ts"], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter(Boolean);
  } catch {
    return [];
  }
};

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), "web-concurrency-"));
  server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: "2",
      DATABASE_URL: inject("scalePrimaryUrl"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_ON_START: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      WEB_DIST_DIR: "./tmp/no-web-build",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (d) => (output += String(d)));
  server.stderr?.on("data", (d) => (output += String(d)));
  await waitFor("two workers", () => output.includes("standing: 2 HTTP workers"));
});
afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("WEB_CONCURRENCY", () => {
  it("serves from two worker processes on the one port, the banner printed once", async () => {
    expect(workers()).toHaveLength(2);
    expect(output.match(/Standing is running at/g)).toHaveLength(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
  });

  it("replaces a worker that dies, and keeps answering meanwhile", async () => {
    const [victim] = workers();
    process.kill(Number(victim), "SIGKILL");
    // The other worker answers meanwhile (a kept-alive socket to the dead one is reset, as a browser would see).
    await waitFor(
      "the surviving worker",
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.status === 200)
          .catch(() => false),
      5_000,
    );
    await waitFor("a replacement worker", () => workers().length === 2 && !workers().includes(victim!));
    await waitFor("the replacement to answer", async () => {
      const all = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`http://127.0.0.1:${port}/api/health`)
            .then((r) => r.status === 200)
            .catch(() => false),
        ),
      );
      return all.every(Boolean);
    });
    expect(output).toContain("starting another");
  });

  it("stops every worker and exits 0 on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(workers()).toHaveLength(0);
  });
});
