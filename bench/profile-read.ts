/**
 * The public profile page against a bare row read (issue 19 §2), measured in the same run, same database:
 *   bare — a Fastify server with one route that reads the professional's row with `pg` and sends it as JSON;
 *   app  — the whole application (plugins, guard, policy, presenter, zod serialisation, batched view count),
 *          GET /api/v1/professionals/:id as a visitor (no cookie).
 * Both cycle through the same 1,000 public profiles; autocannon, 50 connections, 10 s each, bare and app
 * alternating twice. Loggers off in both. Each server runs in its own process (bench/profile-read-server.ts), as a
 * real one does; until session 23 both shared this process's event loop with autocannon.
 *
 *   npx tsx bench/profile-read.ts --database-url postgres://postgres@127.0.0.1:5432/standing_bench_1m
 *     [--seconds 10] [--connections 50] [--rounds 2] [--visitor-cache 10]
 * `--visitor-cache N`: the app with the visitors' microcache on (N seconds, production's default 10); off otherwise.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { BACKEND_PIDS_SQL, backendsCpuMsSince, backendsCpuTicks, processCpuMs } from "./proc-cpu";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "2" },
    "visitor-cache": { type: "string", default: "0" },
  },
});
const url = values["database-url"];
if (!url) throw new Error("--database-url is required");
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const HERE = dirname(fileURLToPath(import.meta.url));
const pool = new pg.Pool({ connectionString: url, max: 10 });
const backendPids = async () => (await pool.query<{ pid: number }>(BACKEND_PIDS_SQL)).rows.map((r) => r.pid);
const ids = (
  await pool.query<{ id: string }>(
    "SELECT id FROM professionals WHERE visibility = 'public' AND id > gen_random_uuid() LIMIT 1000",
  )
).rows.map((r) => r.id);

/** A server of bench/profile-read-server.ts in its own process: its pid (for its CPU) and its base URL. */
async function startServer(kind: "bare" | "app"): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      join(HERE, "profile-read-server.ts"),
      "--kind",
      kind,
      "--database-url",
      url!,
      "--visitor-cache",
      values["visitor-cache"],
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited (${code}) before listening`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}
async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
async function run(name: "bare" | "app", path: (id: string) => string) {
  const { child, base } = await startServer(name);
  // Warm (plans, pools, JIT of the serialisers) before the measured run.
  await autocannon({ url: `${base}${path(ids[0]!)}`, connections: 10, duration: 2 });
  let n = 0;
  const cpu0 = processCpuMs(child.pid!);
  const pg0 = await backendsCpuTicks(backendPids);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: path(ids[n++ % ids.length]!) }),
      },
    ],
  });
  const answered = result.requests.total || 1;
  const nodeUs = ((processCpuMs(child.pid!) - cpu0) * 1000) / answered;
  const pgUs = ((await backendsCpuMsSince(backendPids, pg0)) * 1000) / answered;
  await stopServer(child);
  const line = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
  };
  console.log(
    `${name.padEnd(5)} ${String(line.rps).padStart(6)} req/s  p50 ${line.p50} ms  p99 ${line.p99} ms  max ${line.max} ms  errors ${line.errors}  non-2xx ${line.non2xx}  ` +
      `CPU per request: the server process ${nodeUs.toFixed(0)} µs, PostgreSQL ${pgUs.toFixed(0)} µs`,
  );
  return line;
}

console.log(
  `${ids.length} public profiles, ${connections} connections, ${seconds} s per run, each server in its own process`,
);
for (let round = 0; round < Number(values.rounds); round++) {
  const b = await run("bare", (id) => `/p/${id}`);
  const a = await run("app", (id) => `/api/v1/professionals/${id}`);
  console.log(`round ${round + 1}: app / bare = ${(a.rps / b.rps).toFixed(2)}  (app p99 ${a.p99} ms)`);
}
await pool.end();
