/**
 * Calibrates D409's and D426's cost rules: when a search's "more than 1,000" may be proved by walking the rating
 * index, is the sample worth reading, is the walk or the GIN count the cheaper, and does the rule pick it? For each
 * search of a generated set that passes the walk's gate, the whole search is timed four ways, alternated, median of
 * `--rounds`: as the app runs it (the rule decides), no sample (the GIN count), the sample then the GIN count, and the
 * sample then the walk whenever it could prove the count. What the rule saw (the sample, the posting lists' lengths)
 * is kept, and other rules are then replayed on the same timings: each picks, per search, the time of the arm it
 * would choose.
 *
 *   npx tsx bench/walk-count-cost.ts --database-url postgres://postgres@127.0.0.1:5432/standing_bench_3m \
 *     [--searches 200] [--rounds 3] [--seed 11] [--dump f.jsonl]
 *   npx tsx bench/walk-count-cost.ts --replay f.jsonl [--replay g.jsonl …] [--rule 0.14,0.012,0.19,never …]
 *     (rules again on saved timings)
 *   npx tsx bench/walk-count-cost.ts --statements --database-url …/standing_bench --database-url …/standing_bench_3m
 *     (the GIN count statements alone, and the cost model fitted to them)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { type Database, openPostgres } from "../src/server/db/client";
import {
  buildConditions,
  COUNT_BOUND,
  type SearchFilters,
  searchProfessionals,
  searchQueries,
} from "../src/server/queries/search";
import {
  ginCountMicros,
  WALK_COUNT,
  type WalkCountTuning,
  type WalkDecision,
} from "../src/server/queries/search-walk-count";
import { vocabularyCounts } from "../src/server/queries/vocabulary-counts";
import { CITIES, INDUSTRIES } from "../src/server/seed/pools";
import { createPrng } from "../src/server/seed/prng";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string", multiple: true },
    /** Time the GIN count statements of searches by words alone on each database, and fit the cost model to them. */
    statements: { type: "boolean" },
    searches: { type: "string", default: "200" },
    rounds: { type: "string", default: "3" },
    seed: { type: "string", default: "11" },
    dump: { type: "string" },
    replay: { type: "string", multiple: true },
    /** A rule to replay beside the app's: rarest,others,match,skip (µs; skip may be "never"). */
    rule: { type: "string", multiple: true },
  },
});

/** One search that passed the walk's gate: what the rule saw, and each arm's median in ms. */
interface Costed {
  label: string;
  filters: SearchFilters;
  decision: WalkDecision;
  sampleEntries: number;
  /**
   * rule: as the app runs it; gin: no sample, the GIN count; sampled: the sample, then the GIN count unless the sample
   * proved it; walk: the sample, then the walk whenever it could prove the count (else the GIN count).
   */
  ms: { rule: number; gin: number; sampled: number; walk: number };
}

const f1 = (v: number) => v.toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The cost of a GIN count (`ginCountMicros`) with other constants: µs per entry of the rarest list, of the others, per match. */
function ginMicros(c: Costed, rule: Rule, matches: number) {
  const lists = c.decision.lists;
  const rarest = lists.length > 0 ? Math.min(...lists) : 0;
  const others = lists.reduce((a, n) => a + n, 0) - rarest;
  return rule.rarest * rarest + rule.others * others + rule.match * matches;
}

/**
 * A rule: `skip` says, before the sample, that the walk cannot win (the shortest walk the lists allow costs at least
 * `skip` × the GIN count at the densest matches they allow; null: always sample); then the sampled walk is taken
 * when it costs under ¾ of the GIN count the sample predicts.
 */
interface Rule {
  rarest: number;
  others: number;
  match: number;
  skip: number | null;
}

function timeOf(c: Costed, rule: Rule): number {
  const d = c.decision;
  if (rule.skip !== null && d.lists.length > 0 && d.rows > 0) {
    const densest = Math.min(...d.lists, d.rows);
    const shortest = ((COUNT_BOUND + 1) * d.rows) / densest;
    if (WALK_COUNT.walkEntryMicros * shortest >= rule.skip * ginMicros(c, rule, densest)) return c.ms.gin;
  }
  if (d.found > COUNT_BOUND) return c.ms.sampled;
  if (d.walk === null || d.matches === null || d.walkMicros === null) return c.ms.sampled;
  const walks = WALK_COUNT.walkEntryMicros * d.walk < 0.75 * ginMicros(c, rule, d.matches);
  return walks ? c.ms.walk : c.ms.sampled;
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.floor((q / 100) * s.length))] ?? 0;
  return { sum: ms.reduce((a, b) => a + b, 0), p50: p(50), p95: p(95), max: s.at(-1) ?? 0 };
}

const micros = (v: number) => String(Number(v.toPrecision(3)));
const ruleLabel = (r: Rule) =>
  `rarest ${micros(r.rarest)}, others ${micros(r.others)}, match ${micros(r.match)}, skip ${r.skip ?? "never"}`;
/** D409's first rule (every posting entry alike), and the app's since D426 (`ginCountMicros`). */
const FIRST_RULE: Rule = { rarest: 0.05, others: 0.05, match: 0.4, skip: null };
const APP_RULE: Rule = {
  rarest: ginCountMicros([1], 0),
  others: ginCountMicros([1, 1], 0) - ginCountMicros([1], 0),
  match: ginCountMicros([], 1),
  skip: WALK_COUNT.sampleSkip ?? null,
};

function replay(costed: Costed[], named: Rule[] = []) {
  const line = (label: string, ms: number[]) => {
    const s = stats(ms);
    console.log(
      `${label.padEnd(86)} sum ${f1(s.sum).padStart(8)} ms  p50 ${f1(s.p50).padStart(6)}  p95 ${f1(s.p95).padStart(6)}  max ${f1(s.max).padStart(6)}`,
    );
  };
  const kinds = {
    proved: costed.filter((c) => c.decision.found > COUNT_BOUND).length,
    none: costed.filter((c) => c.decision.found === 0).length,
    long: costed.filter(
      (c) => c.decision.found > 0 && c.decision.found <= COUNT_BOUND && c.decision.walkMicros === null,
    ).length,
  };
  console.log(
    `\n— ${costed.length} searches past the gate (${kinds.proved} proved by the sample, ${kinds.none} whose sample found none, ${kinds.long} whose walk would be too long, ${costed.length - kinds.proved - kinds.none - kinds.long} costed): the whole search's median ms per arm`,
  );
  const rows: Array<[string, (c: Costed) => number]> = [
    ["as run (the app's rule)", (c) => c.ms.rule],
    ["no sample, GIN count", (c) => c.ms.gin],
    ["sample, then GIN count", (c) => c.ms.sampled],
    ["sample, then walk whenever it could prove", (c) => c.ms.walk],
    ["the best arm of each (no rule does better)", (c) => Math.min(c.ms.gin, c.ms.sampled, c.ms.walk)],
    [`replayed, D409's first rule: ${ruleLabel(FIRST_RULE)}`, (c) => timeOf(c, FIRST_RULE)],
    [`replayed, the app's (D426): ${ruleLabel(APP_RULE)}`, (c) => timeOf(c, APP_RULE)],
    ...named.map((r): [string, (c: Costed) => number] => [`replayed: ${ruleLabel(r)}`, (c) => timeOf(c, r)]),
  ];
  for (const [label, ms] of rows) line(label, costed.map(ms));
  for (const r of named) {
    const changed = costed.filter((c) => timeOf(c, r) !== timeOf(c, APP_RULE));
    if (changed.length === 0) continue;
    console.log(`  where ${ruleLabel(r)} picks otherwise than the app's rule:`);
    for (const c of changed)
      console.log(
        `    ${f1(timeOf(c, APP_RULE)).padStart(6)} → ${f1(timeOf(c, r)).padStart(6)} ms  ${c.label}  (lists ${c.decision.lists.join("/")}, sample ${c.decision.found})`,
      );
  }
  const grid: Array<{ rule: Rule; sum: number; p95: number }> = [];
  for (const rarest of [0.02, 0.05, 0.1, 0.14, 0.2])
    for (const others of [0.01, 0.02, 0.03, 0.05])
      for (const match of [0.1, 0.17, 0.25, 0.4])
        for (const skip of [null, 1, 1.5, 2, 3]) {
          const rule = { rarest, others, match, skip };
          grid.push({ rule, ...stats(costed.map((c) => timeOf(c, rule))) });
        }
  grid.sort((a, b) => a.sum - b.sum);
  console.log("  best rules replayed (by the sum):");
  for (const g of grid.slice(0, 10))
    console.log(`    ${ruleLabel(g.rule).padEnd(54)} sum ${f1(g.sum).padStart(8)}  p95 ${f1(g.p95).padStart(6)}`);
  const worst = costed
    .map((c) => ({ c, lost: c.ms.rule - Math.min(c.ms.gin, c.ms.sampled, c.ms.walk) }))
    .sort((a, b) => b.lost - a.lost)
    .slice(0, 12);
  console.log("  the app's rule lost most on:");
  for (const { c, lost } of worst) {
    const d = c.decision;
    console.log(
      `    +${f1(lost).padStart(5)} ms  ${c.label.padEnd(52)} gin ${f1(c.ms.gin).padStart(5)}  sampled ${f1(c.ms.sampled).padStart(5)}  walk ${f1(c.ms.walk).padStart(5)}  lists ${d.lists.join("/")}  sample ${d.found}/${c.sampleEntries}${d.walk === null ? "" : ` → walk ${d.walk}`}${d.walkMicros === null ? "" : ` (${f1(d.walkMicros / 1000)} ms against GIN ${f1((d.ginMicros ?? 0) / 1000)}: ${d.walked ? "walked" : "not walked"})`}`,
    );
  }
}

const named: Rule[] = (values.rule ?? []).map((text) => {
  const [rarest, others, match, skip] = text.split(",");
  return {
    rarest: Number(rarest),
    others: Number(others),
    match: Number(match),
    skip: skip === "never" ? null : Number(skip),
  };
});

if (values.replay) {
  const sets = values.replay.map((file) => ({
    file,
    costed: readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Costed),
  }));
  for (const { file, costed } of sets) {
    console.log(`\n=== ${file}`);
    replay(costed, named);
  }
  if (sets.length > 1) {
    console.log("\n=== all together");
    replay(
      sets.flatMap((s) => s.costed),
      named,
    );
  }
  process.exit(0);
}

const urls = values["database-url"] ?? ["postgres://postgres@127.0.0.1:5432/standing_bench_3m"];

/**
 * The GIN count's own cost (D426's constants): the count to 1,001 that a search by words alone runs, under EXPLAIN
 * ANALYZE (PostgreSQL's execution time, median of 5, warm), against its posting lists and its matches, fitted by
 * least squares as µs per entry of the rarest list, per entry of the others, and per match.
 */
if (values.statements) {
  const phrases = [
    ...INDUSTRIES.flatMap((i) => i.titles.map((t) => t.toLowerCase())).filter((t) => t.includes(" ")),
    ...CITIES.map((c) => c.city.toLowerCase()).filter((c) => c.includes(" ")),
    ...["engineer houston", "manager chicago", "nurse dallas", "senior engineer", "senior manager", "senior nurse"],
  ];
  const points: Array<{ db: string; q: string; rarest: number; others: number; matches: number; ms: number }> = [];
  for (const url of urls) {
    const database = await openPostgres(url, { max: 1 });
    for (const q of [...new Set(phrases)]) {
      const words = q.split(/\s+/);
      const { held } = await vocabularyCounts(database, words);
      if (held.some((n) => n === 0)) continue;
      const { countQuery } = searchQueries({ q }, { countBound: COUNT_BOUND });
      const ms: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await database.db.execute<{ "QUERY PLAN": Array<{ "Execution Time": number }> }>(
          sql`EXPLAIN (ANALYZE, FORMAT JSON) ${countQuery}`,
        );
        ms.push(r.rows[0]!["QUERY PLAN"][0]!["Execution Time"]);
      }
      const where = buildConditions({ q }, { plain: true }).where;
      const matches = Number(
        (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_profiles p WHERE ${where}`))
          .rows[0]!.n,
      );
      const rarest = Math.min(...held);
      points.push({
        db: url.split("/").at(-1)!,
        q,
        rarest,
        others: held.reduce((a, n) => a + n, 0) - rarest,
        matches,
        ms: median(ms),
      });
    }
    await database.close();
  }
  // Least squares without a constant: solve (XᵀX) c = Xᵀy for the three µs.
  const xs = points.map((p) => [p.rarest, p.others, p.matches]);
  const xtx = [0, 1, 2].map((i) => [0, 1, 2].map((j) => xs.reduce((a, x) => a + x[i]! * x[j]!, 0)));
  const xty = [0, 1, 2].map((i) => xs.reduce((a, x, k) => a + x[i]! * points[k]!.ms * 1000, 0));
  const c = solve3(xtx, xty);
  console.log(
    `${points.length} count statements; fitted µs: rarest list ${c[0]!.toFixed(3)}, other lists ${c[1]!.toFixed(3)}, match ${c[2]!.toFixed(3)}`,
  );
  for (const p of points) {
    const model =
      ginCountMicros(
        [p.rarest, p.others].filter((n) => n > 0),
        p.matches,
      ) / 1000;
    const fit = (c[0]! * p.rarest + c[1]! * p.others + c[2]! * p.matches) / 1000;
    console.log(
      `  ${p.db.padEnd(20)} ${p.q.padEnd(28)} lists ${String(p.rarest).padStart(7)} + ${String(p.others).padStart(7)}  matches ${String(p.matches).padStart(7)}  ${f1(p.ms).padStart(6)} ms  fit ${f1(fit).padStart(6)}  app ${f1(model).padStart(6)}`,
    );
  }
  process.exit(0);
}

/** Gaussian elimination for three unknowns. */
function solve3(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let i = 0; i < 3; i++) {
    const pivot = m[i]![i]!;
    for (let j = i; j < 4; j++) m[i]![j]! /= pivot;
    for (let k = 0; k < 3; k++) {
      if (k === i) continue;
      const f = m[k]![i]!;
      for (let j = i; j < 4; j++) m[k]![j]! -= f * m[i]![j]!;
    }
  }
  return m.map((row) => row[3]!);
}

const database: Database = await openPostgres(urls[0]!, { max: 4 });
const rng = createPrng(Number(values.seed));
const titleWords = [...new Set(INDUSTRIES.flatMap((i) => i.titles.flatMap((t) => t.toLowerCase().split(" "))))].filter(
  (w) => w.length > 3,
);
const titles = INDUSTRIES.flatMap((i) => i.titles.map((t) => t.toLowerCase()));

/** The kinds of search that reach the walk's cost rule: more than one bound (words, places, keys) together. */
function generate(): { label: string; filters: SearchFilters } {
  const c = rng.pick(CITIES);
  const f: SearchFilters = {};
  const r = rng.next();
  if (r < 0.15) f.q = rng.pick(titles);
  else if (r < 0.3) f.q = `${rng.pick(titleWords)} ${c.city.toLowerCase()}`;
  else if (r < 0.4) f.q = `senior ${rng.pick(titleWords)}`;
  else if (r < 0.7) f.q = rng.pick(titleWords);
  const k = rng.next();
  if (k < 0.3) f.industry = rng.pick(INDUSTRIES).name;
  else if (k < 0.5) f.state = c.state;
  else if (k < 0.65) f.city = c.city;
  if (rng.next() < 0.4) f.minRating = rng.pick([3, 4, 4.5]);
  if (rng.next() < 0.25) f.verifiedOnly = true;
  if (rng.next() < 0.3) f.sortBy = rng.pick(["rating", "recent", "alphabetical"] as const);
  if (rng.next() < 0.3) f.page = rng.int(2, 5);
  const label = Object.entries(f)
    .map(([key, v]) => (key === "q" ? `"${v}"` : `${key}=${v}`))
    .join(" ");
  return { label, filters: f };
}

async function timed(filters: SearchFilters, walkCount: WalkCountTuning | false): Promise<number> {
  const t0 = performance.now();
  await searchProfessionals(database, filters, { walkCount });
  return performance.now() - t0;
}

const costed: Costed[] = [];
const seen = new Set<string>();
const started = performance.now();
const arms = {
  rule: WALK_COUNT,
  gin: false as const,
  sampled: { ...WALK_COUNT, walkEntryMicros: Number.POSITIVE_INFINITY, sampleSkip: undefined },
  walk: { ...WALK_COUNT, walkEntryMicros: 0, sampleSkip: undefined },
};
for (let tries = 0; costed.length < Number(values.searches) && tries < 40 * Number(values.searches); tries++) {
  const { label, filters } = generate();
  if (seen.has(label)) continue;
  seen.add(label);
  let decision: WalkDecision | null = null;
  // Always sampled, so that what a sample sees is known for every rule replayed.
  const observing = { ...WALK_COUNT, sampleSkip: undefined, observe: (d: WalkDecision) => (decision = d) };
  await searchProfessionals(database, filters, { walkCount: observing }); // warms, and tells what the rule saw
  const seenDecision = decision as WalkDecision | null;
  if (!seenDecision) continue;
  const ms = { rule: [] as number[], gin: [] as number[], sampled: [] as number[], walk: [] as number[] };
  for (let i = 0; i < Number(values.rounds); i++)
    for (const arm of ["rule", "gin", "sampled", "walk"] as const) ms[arm].push(await timed(filters, arms[arm]));
  costed.push({
    label,
    filters,
    decision: seenDecision,
    sampleEntries: WALK_COUNT.sampleEntries,
    ms: { rule: median(ms.rule), gin: median(ms.gin), sampled: median(ms.sampled), walk: median(ms.walk) },
  });
  if (costed.length % 25 === 0)
    console.log(`${costed.length} past the gate (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
console.log(`${seen.size} searches generated, ${costed.length} past the walk's gate`);
if (values.dump) writeFileSync(values.dump, costed.map((c) => JSON.stringify(c)).join("\n"));
replay(costed, named);
await database.close();
