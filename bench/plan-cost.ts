/**
 * Where a search statement's time goes: planning against execution, per query shape (issue 37 §2). For each shape,
 * the statement the app runs first (the bounded count with its page, D269) is run under EXPLAIN (ANALYZE, SUMMARY)
 * `--rounds` times with different values of the same class, and the medians of PostgreSQL's own planning and
 * execution times are printed.
 *
 *   npx tsx bench/plan-cost.ts --database-url postgres://postgres@127.0.0.1:5432/standing_bench [--rounds 15] [--named]
 * (--named: prefixes as their vocabulary words, D407; run with and without it to compare)
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { SESSION_SETTINGS } from "../src/server/db/client";
import {
  countsThroughFacets,
  FACET_COUNT_SETTINGS,
  PREFIX_WORDS_MAX,
  queryWords,
  type SearchFilters,
  searchQueries,
  type WordMatch,
} from "../src/server/queries/search";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    rounds: { type: "string", default: "15" },
    jit: { type: "string" },
    named: { type: "boolean" },
  },
});
const url = values["database-url"] ?? "postgres://postgres@127.0.0.1:5432/standing_bench";
const rounds = Number(values.rounds);
const client = new pg.Client({
  connectionString: url,
  options: `${SESSION_SETTINGS}${values.jit ? ` -c jit=${values.jit}` : ""}`,
});
await client.connect();
const dialect = new PgDialect();

const words = [
  "nurse",
  "engineer",
  "manager",
  "teacher",
  "cashier",
  "developer",
  "analyst",
  "chef",
  "driver",
  "accountant",
];
const surnames = ["sch", "rod", "joh", "will", "mar", "gar", "lee", "ngu", "smi", "bro"];
const titles = ["nur", "eng", "man", "tea", "cas", "dev", "ana", "sup", "tec", "acc"];
const cities = ["Pittsburgh", "Austin", "Chicago", "Denver", "Seattle"];
const shapes: Array<[string, (i: number) => SearchFilters, WordMatch]> = [
  ["1 word", (i) => ({ q: words[i % words.length] }), {}],
  ["2 words", (i) => ({ q: `${words[i % words.length]} ${words[(i + 3) % words.length]}` }), {}],
  ["word + industry", (i) => ({ q: words[i % words.length], industry: "Healthcare" }), {}],
  ["prefix + industry", (i) => ({ q: words[i % words.length]!.slice(0, 3), industry: "Technology" }), { prefix: true }],
  ["prefix + minRating", (i) => ({ q: words[i % words.length]!.slice(0, 4), minRating: 4 }), { prefix: true }],
  ["title prefix + city", (i) => ({ q: titles[i % titles.length], city: cities[i % cities.length] }), { prefix: true }],
  [
    "name prefix + city",
    (i) => ({ q: surnames[i % surnames.length], city: cities[i % cities.length] }),
    { prefix: true },
  ],
  ["name prefix + state", (i) => ({ q: surnames[i % surnames.length], state: "TX" }), { prefix: true }],
  ["2 words, never together", (i) => ({ q: `${words[i % words.length]} ${words[(i + 5) % words.length]}x` }), {}],
  ["industry + rating 4.5", (i) => ({ industry: ["Healthcare", "Retail", "Finance"][i % 3], minRating: 4.5 }), {}],
  ["verified + claimed", () => ({ verifiedOnly: true, claimedOnly: true }), {}],
];

/**
 * With --named, a prefix shape is run as the app runs it since D407: the vocabulary's words starting with the last
 * word, when there are at most PREFIX_WORDS_MAX of them (else `word:*`, as without --named).
 */
async function named(filters: SearchFilters, options: WordMatch): Promise<WordMatch> {
  if (!values.named || !options.prefix) return {};
  const last = queryWords(filters.q).at(-1) ?? "";
  const r = await client.query<{ word: string }>(
    "SELECT word FROM search_words WHERE word ~>=~ $1 AND word ~<~ ($1 || chr(1114111)) ORDER BY word LIMIT $2",
    [last, PREFIX_WORDS_MAX + 1],
  );
  return r.rows.length <= PREFIX_WORDS_MAX ? { prefixWords: r.rows.map((row) => row.word) } : {};
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`shape                     plan ms   exec ms   (median of ${rounds})`);
for (const [label, make, options] of shapes) {
  const plan: number[] = [];
  const exec: number[] = [];
  let jit = 0;
  for (let i = 0; i < rounds; i++) {
    const filters = make(i);
    const { countedPageQuery } = searchQueries(filters, { ...options, ...(await named(filters, options)) });
    const q = dialect.sqlToQuery(sql`EXPLAIN (ANALYZE, SUMMARY, FORMAT JSON) ${countedPageQuery}`);
    // As the app runs it: a count through the facet index in its transaction with its settings (D294).
    const facets = countsThroughFacets(filters, options);
    if (facets) await client.query(`BEGIN; ${dialect.sqlToQuery(FACET_COUNT_SETTINGS).sql}`);
    const r = await client.query(q.sql, q.params);
    if (facets) await client.query("COMMIT");
    const out = (r.rows[0] as Record<string, unknown>)["QUERY PLAN"] as Array<Record<string, unknown>>;
    plan.push(Number(out[0]!["Planning Time"]));
    exec.push(Number(out[0]!["Execution Time"]));
    if (out[0]!.JIT) jit++;
  }
  console.log(
    `${label.padEnd(25)} ${median(plan).toFixed(2).padStart(7)}   ${median(exec).toFixed(2).padStart(7)}${jit ? `   JIT in ${jit}` : ""}`,
  );
}
await client.end();
