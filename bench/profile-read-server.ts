/**
 * One server of bench/profile-read.ts, in its own process as a real server is (before, both servers and autocannon
 * shared one event loop, so every request also waited for the load generator's own work):
 *   bare — Fastify with one route that reads the professional's row with `pg` and sends it as JSON;
 *   app  — the whole application (plugins, guard, policy, presenter, zod serialisation, batched view count).
 * Prints `listening <port>` when ready; exits on SIGTERM.
 *   npx tsx bench/profile-read-server.ts --kind bare|app --database-url … [--visitor-cache 0] [--pool 10]
 */
import { parseArgs } from "node:util";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { openPostgres } from "../src/server/db/client";
import { testConfig } from "../src/server/test/test-app";

const { values } = parseArgs({
  options: {
    kind: { type: "string" },
    "database-url": { type: "string" },
    "visitor-cache": { type: "string", default: "0" },
    pool: { type: "string", default: "10" },
  },
});
const url = values["database-url"];
if (!url) throw new Error("--database-url is required");
const max = Number(values.pool);

let close: () => Promise<void>;
let port: number;
if (values.kind === "bare") {
  const pool = new pg.Pool({ connectionString: url, max });
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
  port = (bare.server.address() as { port: number }).port;
  close = async () => {
    await bare.close();
    await pool.end();
  };
} else if (values.kind === "app") {
  const database = await openPostgres(url, { max });
  const app = await buildApp(
    { ...testConfig(), env: "test", visitorCacheSeconds: Number(values["visitor-cache"]) },
    { database, logger: false, backgroundJobs: false },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as { port: number }).port;
  close = async () => {
    await app.close();
    await database.close();
  };
} else throw new Error("--kind bare|app");

process.on("SIGTERM", () => {
  void close().then(() => process.exit(0));
});
console.log(`listening ${port}`);
