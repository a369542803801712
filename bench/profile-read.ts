/**
 * The public profile page against a bare row read (issue 19 §2), measured in the same run, same database:
 *   bare — a Fastify server with one route that reads the professional's row with `pg` and sends it as JSON;
 *   app  — the whole application (plugins, guard, policy, presenter, zod serialisation, batched view count),
 *          GET /api/v1/professionals/:id as a visitor (no cookie).
 * Both cycle through the same 1,000 public profiles; autocannon, 50 connections, 10 s each, bare and app
 * alternating twice. Loggers off in both.
 *
 *   npx tsx bench/profile-read.ts --database-url postgres://postgres@127.0.0.1:5432/standing_bench_1m
 *     [--seconds 10] [--connections 50] [--rounds 2] [--visitor-cache 10]
 * `--visitor-cache N`: the app with the visitors' microcache on (N seconds, production's default 10); off otherwise.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { openPostgres } from "../src/server/db/client";
import { testConfig } from "../src/server/test/test-app";

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

const pool = new pg.Pool({ connectionString: url, max: 10 });
const ids = (
  await pool.query<{ id: string }>(
    "SELECT id FROM professionals WHERE visibility = 'public' AND id > gen_random_uuid() LIMIT 1000",
  )
).rows.map((r) => r.id);

const bare = Fastify({ logger: false });
bare.get<{ Params: { id: string } }>("/p/:id", async (request, reply) => {
  const { rows } = await pool.query(
    `SELECT id, user_id, first_name, last_name, headline, bio, city, state, country, profile_picture,
            average_rating, total_ratings, verified_employers_count, is_claimed, visibility, view_count,
            linkedin_url, resume_url, certifications, work_history, education
     FROM professionals WHERE id = $1`,
    [request.params.id],
  );
  if (!rows[0]) return reply.code(404).send({ error: "not found" });
  return rows[0];
});
await bare.listen({ port: 0, host: "127.0.0.1" });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

const database = await openPostgres(url, { max: 10 });
const app = await buildApp(
  { ...testConfig(), env: "test", visitorCacheSeconds: Number(values["visitor-cache"]) },
  { database, logger: false, backgroundJobs: false },
);
await app.listen({ port: 0, host: "127.0.0.1" });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/**
 * CPU time (user + system, ms) of this process and of the database's backends (every PostgreSQL process connected
 * to it, read from /proc): divided by the requests answered, a cost per request that a host shared with other work
 * moves much less than it moves throughput. This process also runs autocannon, the same share for both servers.
 */
const clockTicks = 100; // USER_HZ on Linux
async function backendsCpuTicks(): Promise<Map<number, number>> {
  const pids = (
    await pool.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")
  ).rows.map((r) => r.pid);
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks.set(pid, Number(f[11]) + Number(f[12])); // utime, stime (fields 14 and 15)
    } catch {} // gone, or not on this machine
  }
  return ticks;
}
/** CPU ms the backends spent since `before` (a backend that closed meanwhile is not counted; a new one in full). */
async function backendsCpuMsSince(before: Map<number, number>): Promise<number> {
  let ticks = 0;
  for (const [pid, t] of await backendsCpuTicks()) ticks += t - (before.get(pid) ?? 0);
  return (ticks * 1000) / clockTicks;
}
const nodeCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function run(name: string, base: string, path: (id: string) => string) {
  let n = 0;
  const cpu0 = nodeCpuMs();
  const pg0 = await backendsCpuTicks();
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
  const nodeUs = ((nodeCpuMs() - cpu0) * 1000) / answered;
  const pgUs = ((await backendsCpuMsSince(pg0)) * 1000) / answered;
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
      `CPU per request: this process ${nodeUs.toFixed(0)} µs, PostgreSQL ${pgUs.toFixed(0)} µs`,
  );
  return line;
}

// Warm both (plans, pools, JIT of the serialisers).
await autocannon({ url: `${bareUrl}/p/${ids[0]}`, connections: 10, duration: 2 });
await autocannon({ url: `${appUrl}/api/v1/professionals/${ids[0]}`, connections: 10, duration: 2 });
console.log(`${ids.length} public profiles, ${connections} connections, ${seconds} s per run`);
for (let round = 0; round < Number(values.rounds); round++) {
  const b = await run("bare", bareUrl, (id) => `/p/${id}`);
  const a = await run("app", appUrl, (id) => `/api/v1/professionals/${id}`);
  console.log(`round ${round + 1}: app / bare = ${(a.rps / b.rps).toFixed(2)}  (app p99 ${a.p99} ms)`);
}
await app.close();
await bare.close();
await database.close();
await pool.end();
