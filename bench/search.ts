/**
 * Directory latency: p50/p95/p99 server time (Fastify inject: routing, validation, query, presenter,
 * serialisation; no network) for search, suggestions and the profile page.
 *
 *   PostgreSQL, an already seeded database (seed it with src/server/seed/cli.ts):
 *     npx tsx bench/search.ts --database-url postgres://postgres@127.0.0.1:5432/standing_bench
 *   PGlite, seeded here in a temporary directory:
 *     npx tsx bench/search.ts --pglite --professionals 100000
 *   Add --explain to print EXPLAIN (ANALYZE, BUFFERS) of each query shape; --only search|suggestions|profile
 *   measures one group.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Actor } from "../src/core/actor";
import { buildApp } from "../src/server/app";
import { type Database, openPglite, openPostgres } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { type SearchFilters, searchQueries } from "../src/server/queries/search";
import { loadProfilePage } from "../src/server/routes/directory/professionals.routes";
import { CITIES, INDUSTRIES } from "../src/server/seed/pools";
import { createPrng } from "../src/server/seed/prng";
import { seedDatabase } from "../src/server/seed/seed";
import { testConfig } from "../src/server/test/test-app";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    pglite: { type: "boolean" },
    professionals: { type: "string", default: "100000" },
    iterations: { type: "string", default: "200" },
    explain: { type: "boolean" },
    only: { type: "string" },
  },
});
const iterations = Number(values.iterations);

let database: Database;
let cleanup = async () => {};
if (values["database-url"]) {
  database = await openPostgres(values["database-url"], { max: 10 });
  cleanup = () => database.close();
} else {
  const dir = mkdtempSync(join(tmpdir(), "standing-bench-"));
  database = await openPglite({ dataDir: dir });
  await runMigrations(database);
  const started = performance.now();
  await seedDatabase(database, { professionals: Number(values.professionals) });
  console.log(
    `seeded ${values.professionals} professionals into PGlite in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.query("VACUUM ANALYZE");
  cleanup = async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  };
}

const total = (await database.query<{ n: number }>("SELECT count(*)::int AS n FROM professionals"))[0]!.n;
console.log(`engine ${database.engine}, ${total} professionals, ${iterations} requests per scenario\n`);

// AUTH_SECRET only matters for sessions, which this benchmark does not use.
const app: FastifyInstance = await buildApp({ ...testConfig(), env: "test" }, { database, logger: false });
await app.ready();

const rng = createPrng(7);
const titleWords = [...new Set(INDUSTRIES.flatMap((i) => i.titles.flatMap((t) => t.toLowerCase().split(" "))))].filter(
  (w) => w.length > 3,
);
const industries = INDUSTRIES.map((i) => i.name);
const cities = CITIES.map((c) => c.city);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

let section = "search";
async function measure(name: string, make: (i: number) => Promise<unknown>) {
  if (values.only && values.only !== section) return;
  for (let i = 0; i < 10; i++) await make(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await make(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(58)} p50 ${f(percentile(times, 50))} ms  p95 ${f(percentile(times, 95))} ms  p99 ${f(percentile(times, 99))} ms`,
  );
}

async function get(url: string, expectStatus = 200) {
  const res = await app.inject({ method: "GET", url });
  if (res.statusCode !== expectStatus) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res;
}

/** A realistic 3-word query for someone who exists: a title word, the industry and the city of a real row. */
const people = await database.query<{ headline: string; city: string }>(
  "SELECT headline, city FROM professionals WHERE visibility = 'public' AND id > gen_random_uuid() LIMIT 2000",
);
function threeWords(): string {
  const p = rng.pick(people);
  const [title = "", industry = ""] = p.headline.split(" | ");
  const word = title.split(" ").sort((a, b) => b.length - a.length)[0]!;
  return `${word} ${industry.split(" ")[0]!} ${p.city.split(" ")[0]!}`.toLowerCase();
}
function qs(params: Record<string, string | number | boolean>) {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

const hits = { threeWord: 0 };
console.log("— search (GET /api/v1/search)");
for (const sortBy of ["rating", "recent", "alphabetical"]) {
  await measure(`3 words + minRating 3 + verifiedOnly, sort ${sortBy}`, async () => {
    const res = await get(`/api/v1/search?${qs({ q: threeWords(), minRating: 3, verifiedOnly: true, sortBy })}`);
    hits.threeWord += res.json().totalCount;
  });
}
if (!values.only || values.only === "search")
  console.log(`  (mean matches per 3-word query: ${(hits.threeWord / (3 * (iterations + 10))).toFixed(0)})`);
await measure("2 words + city + state + industry filters", () => {
  const c = rng.pick(CITIES);
  return get(
    `/api/v1/search?${qs({ q: `${rng.pick(titleWords)} ${c.city.split(" ")[0]!}`, city: c.city.slice(0, 5), state: c.state, industry: rng.pick(industries).slice(0, 6) })}`,
  );
});
await measure("1 common word (title word), page 1", () => get(`/api/v1/search?${qs({ q: rng.pick(titleWords) })}`));
await measure("1 common word, sort alphabetical, page 1", () =>
  get(`/api/v1/search?${qs({ q: rng.pick(titleWords), sortBy: "alphabetical" })}`),
);
await measure("deep page: 1 word, page 50..250", () =>
  get(`/api/v1/search?${qs({ q: rng.pick(titleWords), page: rng.int(50, 250) })}`),
);
await measure("deep page: no text, page 1000..2500 (max)", () =>
  get(`/api/v1/search?${qs({ page: rng.int(1000, 2500), sortBy: rng.pick(["rating", "recent", "alphabetical"]) })}`),
);
await measure("no text, no filters, page 1 (count cached after 1st)", () => get("/api/v1/search"));
{
  // Cold: a fresh app (empty count cache) per request.
  const fresh = await buildApp({ ...testConfig(), env: "test" }, { database, logger: false });
  await fresh.ready();
  let n = 0;
  await measure("no text, maxRating just under 5, page 1, count NOT cached", async () => {
    // A different maxRating each time gives a new cache key, so every request counts ~all public rows.
    const res = await fresh.inject({
      method: "GET",
      url: `/api/v1/search?${qs({ maxRating: 5 - (n++ % 1000) * 1e-7 })}`,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  });
  await fresh.close();
}

section = "suggestions";
console.log("\n— suggestions (GET /api/v1/search/suggestions)");
const nameSample = await database.query<{ first_name: string; last_name: string }>(
  "SELECT first_name, last_name FROM professionals WHERE visibility = 'public' LIMIT 500",
);
await measure("3-letter name prefix", () => {
  const r = rng.pick(nameSample);
  return get(`/api/v1/search/suggestions?q=${encodeURIComponent(rng.pick([r.first_name, r.last_name]).slice(0, 3))}`);
});
await measure("full first + last name", () => {
  const r = rng.pick(nameSample);
  return get(`/api/v1/search/suggestions?q=${encodeURIComponent(`${r.first_name} ${r.last_name}`)}`);
});
await measure("city prefix (4 letters)", () =>
  get(`/api/v1/search/suggestions?q=${encodeURIComponent(rng.pick(cities).slice(0, 4))}`),
);
await measure("1 letter", () => get(`/api/v1/search/suggestions?q=${rng.pick([..."abcdefghijklmnoprstw"])}`));
await measure("no match (random 6 letters)", () =>
  get(`/api/v1/search/suggestions?q=${Array.from({ length: 6 }, () => rng.pick([..."qxzjvk"])).join("")}`),
);

section = "profile";
console.log("\n— profile (GET /api/v1/professionals/:id)");
const ids = (
  await database.query<{ id: string }>(
    "SELECT id FROM professionals WHERE visibility = 'public' AND total_ratings > 0 ORDER BY id LIMIT 2000",
  )
).map((r) => r.id);
await measure("visitor (header only; view count write)", () => get(`/api/v1/professionals/${rng.pick(ids)}`));
const demoEmployer = (
  await database.query<{ id: string; email: string }>(
    `SELECT id, email FROM "user" WHERE email = 'employer@northwind.example'`,
  )
)[0]!;
const employer: Actor = { kind: "user", userId: demoEmployer.id, email: demoEmployer.email, roles: ["employer"] };
// The demo employer is on Verified Pro (50 a day): reuse 40 profiles so lookups stay within the allowance.
const lookupIds = ids.slice(0, 40);
await measure("signed-in employer, full page (lookup + view + ratings)", async () => {
  const page = await loadProfilePage(database, {
    actor: employer,
    professionalId: rng.pick(lookupIds),
    viewerKey: `u:${demoEmployer.id}`,
  });
  if (page?.access !== "full") throw new Error(`unexpected access ${page?.access}`);
});
await database.query("DELETE FROM usage_tracking WHERE user_id = $1", [demoEmployer.id]);

if (values.explain) {
  const explain = async (title: string, query: SQL) => {
    const result = await database.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`);
    console.log(`\n### ${title}\n`);
    for (const row of result.rows as Array<Record<string, string>>) console.log(Object.values(row)[0]);
  };
  const show = async (title: string, filters: SearchFilters) => {
    const q = searchQueries(filters);
    await explain(`${title} — page`, q.rowsQuery);
    await explain(`${title} — count`, q.countQuery);
  };
  await show("3 words + filters, sort rating", { q: "nurse healthcare denver", minRating: 3, verifiedOnly: true });
  await show("3 words, sort alphabetical", { q: "nurse healthcare denver", sortBy: "alphabetical" });
  await show("1 word, page 1", { q: "engineer" });
  await show("1 word, page 200", { q: "engineer", page: 200 });
  await show("no text, page 2500, sort recent", { page: 2500, sortBy: "recent" });
  await show("no text, page 1", {});
  await show("city filter only", { city: "denver" });
}

await app.close();
await cleanup();
