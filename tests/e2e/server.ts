import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Opens the developer pages of the test server (the mail outbox, the test clock): see src/server/http/dev-access.ts. */
export const E2E_DEV_TOKEN = "e2e-dev-token-e2e-dev-token-e2e-dev-token";
export const devHeaders = { "x-dev-token": E2E_DEV_TOKEN };

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output(): string;
  stop(): Promise<number | null>;
}

/** A free port: any, or the first free one in E2E_PORTS ("3230-3239") when set, for runs kept to a range. */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? "");
  const candidates = range ? Array.from({ length: +range[2]! - +range[1]! + 1 }, (_, i) => +range[1]! + i) : [0];
  for (const candidate of candidates) {
    const port = await new Promise<number | null>((resolve) => {
      const srv = createServer();
      srv.once("error", () => resolve(null));
      srv.listen(candidate, "127.0.0.1", () => {
        const address = srv.address();
        srv.close(() => resolve(typeof address === "object" && address ? address.port : null));
      });
    });
    if (port !== null && !usedPorts.has(port)) {
      if (range) usedPorts.add(port);
      return port;
    }
  }
  throw new Error("no port");
}
/** Ports handed out from E2E_PORTS in this process (a server may not be listening on one yet). */
const usedPorts = new Set<number>();

/** Builds the web app unless built. WEB_DIST_DIR lets parallel work build and serve its own copy. */
export function ensureWebBuild() {
  const outDir = process.env.WEB_DIST_DIR;
  if (!existsSync(join(outDir ?? join(process.cwd(), "dist", "web"), "index.html"))) {
    execFileSync("npx", ["vite", "build", ...(outDir ? ["--outDir", outDir, "--emptyOutDir"] : [])], {
      stdio: "inherit",
    });
  }
}

/** Starts `src/server/main.ts` as its own process, the way `npm start` does, and waits for /api/health. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "standing-e2e-"));
  let log = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      // A test server: the business clock can move (tests only) and the build is the production one.
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_PROFESSIONALS: "300",
      // Every journey signs up from 127.0.0.1 against this one server: more than the default 20 an hour.
      SIGN_UP_PER_ADDRESS_PER_HOUR: "200",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-0001",
      DEV_TOOLS: "true",
      DEV_TOOLS_TOKEN: E2E_DEV_TOKEN,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  // E2E_START_TIMEOUT_MS: longer on a loaded machine (the seed of a fresh server can take minutes there).
  const deadline = Date.now() + Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
