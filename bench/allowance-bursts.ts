/**
 * Bursts of simultaneous profile openings by new users against the 5-a-day lookup allowance (issue 38 §2, D318), over
 * HTTP on loopback, as the outside test fired them. For each burst size, `--bursts` new users each open that many
 * distinct profiles at once (spread over the instances); prints the full profiles each burst was given and what
 * `/api/v1/usage` then reported. Any burst given more than the allowance is counted as over.
 *
 *   npx tsx bench/allowance-bursts.ts [--sizes 2,5,12,25,50] [--bursts 10] [--instances 2] [--database-url URL]
 *
 * With `--database-url` (or DATABASE_URL) a PostgreSQL server: a fresh database is made there, migrated, used by
 * `--instances` app instances (each its own pool) and dropped at the end. Without it, one instance on an in-memory
 * embedded database. The instances are started here (buildApp + listen on a free port); nothing else is touched.
 */

import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { type Database, openPglite, openPostgres, PGLITE_EXTENSIONS } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { user } from "../src/server/db/schema";
import { buildProfessional } from "../src/server/test/factories";

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const sizes = (arg("sizes") ?? "2,5,12,25,50").split(",").map(Number);
const bursts = Number(arg("bursts") ?? 10);
const serverUrl = arg("database-url") ?? process.env.DATABASE_URL;
const instances = serverUrl ? Number(arg("instances") ?? 2) : 1;

const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  SEED_ON_START: "false",
  WEB_DIST_DIR: "./tmp/no-web",
});

// The database: a fresh one on the PostgreSQL server given, or an in-memory PGlite.
let dbName: string | undefined;
let dbUrl: string | undefined;
if (serverUrl) {
  dbName = `standing_bench_allowance_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  dbUrl = u.toString();
}
const databases: Database[] = [];
const open = async () =>
  dbUrl
    ? openPostgres(dbUrl, { max: 20 })
    : openPglite({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
databases.push(await open());
await runMigrations(databases[0]!);
for (let i = 1; i < instances; i++) databases.push(await open());

const apps: FastifyInstance[] = [];
const ports: number[] = [];
for (const database of databases) {
  const app = await buildApp({ ...config, databaseUrl: dbUrl }, { database, logger: false, backgroundJobs: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  apps.push(app);
  ports.push((app.server.address() as AddressInfo).port);
}

const largest = Math.max(...sizes);
const profiles: string[] = [];
for (let i = 0; i < largest; i++) profiles.push((await buildProfessional(databases[0]!)).id);

/** A new employer (free plan: 5 lookups a day), signed up and in from an address of its own (sign-up is throttled). */
async function newUser(app: FastifyInstance): Promise<string> {
  const tag = randomBytes(5).toString("hex");
  const email = `hr-${tag}@co-${tag}.example`;
  const password = `Bench-${tag}-Passw0rd`;
  const n = () => 1 + Math.floor(Math.random() * 250);
  const remoteAddress = `127.${n()}.${n()}.${n()}`;
  const up = await app.inject({
    method: "POST",
    url: "/api/v1/auth/sign-up",
    remoteAddress,
    payload: {
      accountType: "employer",
      fullName: "Bench Employer",
      email,
      password,
      companyName: `Company ${tag}`,
      companyWebsite: `https://co-${tag}.example`,
      ageConfirmed: true,
      termsAccepted: true,
    },
  });
  if (up.statusCode !== 201) throw new Error(`sign-up failed: ${up.statusCode} ${up.body}`);
  await app.ctx.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/auth/sign-in",
    remoteAddress,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

const get = async (port: number, path: string, cookie: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

console.log(
  `allowance bursts: ${bursts} new users per size, each opening N distinct profiles at once over HTTP; ` +
    `${instances} instance(s) on ${serverUrl ? "PostgreSQL" : "in-memory PGlite"}`,
);
console.log("size  bursts  full profiles given (per burst)        over  usage.used reported (max)  limit");
let overall = 0;
for (const size of sizes) {
  const given: number[] = [];
  let usedMax = 0;
  let limit = 0;
  let over = 0;
  for (let b = 0; b < bursts; b++) {
    const cookie = await newUser(apps[b % apps.length]!);
    const answers = await Promise.all(
      profiles.slice(0, size).map((id, i) => get(ports[i % ports.length]!, `/api/v1/professionals/${id}`, cookie)),
    );
    const failed = answers.filter((a) => a.status !== 200);
    if (failed.length > 0)
      throw new Error(`a profile answered ${failed[0]!.status}: ${JSON.stringify(failed[0]!.body)}`);
    const full = answers.filter((a) => a.body.access === "full").length;
    const usage = await get(ports[0]!, "/api/v1/usage", cookie);
    const lookups = usage.body.lookups as { limit: number; used: number };
    limit = lookups.limit;
    usedMax = Math.max(usedMax, lookups.used);
    given.push(full);
    if (full > lookups.limit || lookups.used > lookups.limit) over++;
  }
  overall += over;
  console.log(
    `${String(size).padStart(4)}  ${String(bursts).padStart(6)}  ${given.join(" ").padEnd(38)}  ${String(over).padStart(4)}  ${String(usedMax).padStart(25)}  ${String(limit).padStart(5)}`,
  );
}
console.log(overall === 0 ? "no burst was given more than the allowance" : `${overall} burst(s) OVER the allowance`);

for (const app of apps) await app.close();
for (const database of databases) await database.close();
if (serverUrl && dbName) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
process.exitCode = overall === 0 ? 0 : 1;
