/**
 * Bursts of wrong passwords fired at once at one account (issue 38 §2, D312), over real sockets on loopback, and
 * what got through: for each burst size, how many guesses the server CHECKED (audit rows of failed password checks,
 * written only after the auth library said "wrong password") against how many it refused (429).
 *   npx tsx bench/lockout-bursts.ts                          # one instance, PGlite, lockouts in memory
 *   DATABASE_URL=postgres://…/db npx tsx bench/lockout-bursts.ts --instances 2            # throttle_counters
 *   DATABASE_URL=… REDIS_URL=redis://127.0.0.1:6379 npx tsx bench/lockout-bursts.ts --instances 2   # Redis
 * Options: --sizes 2,5,10,20,50  --addresses 1 (spread each burst over this many source addresses 127.x.y.z).
 * Instances alternate request by request. A DATABASE_URL database is migrated first.
 */

import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { type Database, openPglite, openPostgres, PGLITE_EXTENSIONS } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { user } from "../src/server/db/schema";
import { rawRequest } from "../src/server/test/raw-http";

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : dflt;
};
const sizes = arg("sizes", "2,5,10,20,50").split(",").map(Number);
const spread = Number(arg("addresses", "1"));
const instances = Number(arg("instances", "1"));
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const config = {
  ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_ON_START: "false", WEB_DIST_DIR: "./tmp/no-web" }),
  redisUrl,
};
const origin = new URL(config.publicUrl).origin;

const databases: Database[] = [];
const apps: FastifyInstance[] = [];
const ports: number[] = [];
if (!databaseUrl && instances > 1)
  throw new Error("several instances need DATABASE_URL (PGlite belongs to one process)");
const pglite = databaseUrl
  ? null
  : await openPglite({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
if (pglite) await runMigrations(pglite);
for (let i = 0; i < instances; i++) {
  const database = pglite ?? (await openPostgres(databaseUrl!, { max: 8 }));
  if (!pglite && i === 0) await runMigrations(database);
  databases.push(database);
  const app = await buildApp(config, { database, logger: false, backgroundJobs: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  apps.push(app);
  ports.push((app.server.address() as AddressInfo).port);
}
const db = databases[0]!;

async function makeVictim(): Promise<string> {
  const email = `burst-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await apps[0]!.inject({
    method: "POST",
    url: "/api/v1/auth/sign-up",
    payload: {
      accountType: "professional",
      fullName: "Bur St",
      email,
      password: "correct-horse-battery-staple",
      ageConfirmed: true,
      termsAccepted: true,
    },
    remoteAddress: `127.0.9.${Math.floor(Math.random() * 200) + 1}`,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  await db.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return email;
}

const octet = () => 1 + Math.floor(Math.random() * 250);
console.log(
  `lockout bursts: ${instances} instance(s), lockouts in ${apps[0]!.ctx.throttle.store.kind}, ` +
    `${spread} source address(es) per burst; limits 10 per client, 20 per account from new browsers`,
);
console.log("burst  checked  401  429  other  ms");
for (const n of sizes) {
  const email = await makeVictim();
  const addresses = Array.from({ length: spread }, () => `127.${octet()}.${octet()}.${octet()}`);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      rawRequest(ports[i % instances]!, {
        method: "POST",
        path: "/api/v1/auth/sign-in",
        localAddress: addresses[i % spread],
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({ email, password: `Wrong-guess-${i}-zz` }),
      }),
    ),
  );
  const ms = Date.now() - started;
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_logs WHERE action = 'login_attempt' AND new_data->>'type' = 'sign_in'
       AND new_data->>'success' = 'false' AND new_data->>'email' = $1`,
    [email],
  );
  const count = (s: number) => answers.filter((a) => a.status === s).length;
  const other = answers
    .filter((a) => a.status !== 401 && a.status !== 429)
    .map((a) => a.status)
    .join(",");
  console.log(
    `${String(n).padStart(5)}  ${String(row!.n).padStart(7)}  ${String(count(401)).padStart(3)}  ${String(count(429)).padStart(3)}  ${(other || "-").padStart(5)}  ${ms}`,
  );
}
for (const app of apps) await app.close();
for (const database of new Set(databases)) await database.close();
