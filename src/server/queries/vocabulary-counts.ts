import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client";
import { executeNamed } from "../db/named-statement";
import { pgTextArray } from "./pg-text-array";

/**
 * The vocabulary's counts (search_words, D353): how many public profiles hold each word. They are recounted nightly
 * and only grow in between, so they may be kept a while. Two rules take a share of them: D396's common word (of
 * `professionals`) and D409's walk (of `search_profiles`); both read the counts here, one statement for the rows and
 * every word not kept.
 */
export interface VocabularyCounts {
  /** The public profiles holding each word asked, in the order asked (0: a word the vocabulary does not hold). */
  held: number[];
  /** The planner's rows of `professionals` (0 if never analysed). */
  professionalsRows: number;
  /** The planner's rows of `search_profiles` (0 if never analysed). */
  searchProfilesRows: number;
}

/** A lookup is one more statement per search; the counts move only nightly. */
export const VOCABULARY_KEEP_MS = 5 * 60_000;

/** Per database (tests open many in one process), the counts read lately: each word under `word:`, the rows apart. */
const kept = new WeakMap<Database, LRUCache<string, number>>();
const PROFESSIONALS_ROWS = "rows:professionals";
const SEARCH_PROFILES_ROWS = "rows:search_profiles";
const wordKey = (word: string) => `word:${word}`;

/** The counts of `words` and the rows, kept `keepMs` (0: read now, and nothing kept). */
export async function vocabularyCounts(
  database: Database,
  words: string[],
  keepMs: number = VOCABULARY_KEEP_MS,
): Promise<VocabularyCounts> {
  let cache = kept.get(database);
  if (keepMs > 0 && !cache) {
    cache = new LRUCache({ max: 10_000 });
    kept.set(database, cache);
  }
  const known = keepMs > 0 ? cache : undefined;
  // Each value is read from the cache once: an entry that expires between two reads must not turn into a 0.
  const keys = [...new Set([...words.map(wordKey), PROFESSIONALS_ROWS, SEARCH_PROFILES_ROWS])];
  const values = new Map(keys.map((k) => [k, known?.get(k)]));
  const missing = [...new Set(words)].filter((w) => values.get(wordKey(w)) === undefined);
  if (
    missing.length > 0 ||
    values.get(PROFESSIONALS_ROWS) === undefined ||
    values.get(SEARCH_PROFILES_ROWS) === undefined
  ) {
    const r = await executeNamed<{ professionals: number; search_profiles: number; counts: string | null }>(
      database.db,
      "standing_vocabulary_counts",
      sql`
SELECT (SELECT greatest(c.reltuples, 0)::float8 FROM pg_catalog.pg_class c
        WHERE c.oid = 'public.professionals'::regclass) AS professionals,
  (SELECT greatest(c.reltuples, 0)::float8 FROM pg_catalog.pg_class c
        WHERE c.oid = 'public.search_profiles'::regclass) AS search_profiles,
  (SELECT json_object_agg(q.word, coalesce(w.profiles, 0))::text
   FROM unnest(${pgTextArray(missing)}::text[]) AS q(word) LEFT JOIN public.search_words w ON w.word = q.word) AS counts`,
    );
    const row = r.rows[0];
    const counts = row?.counts ? (JSON.parse(row.counts) as Record<string, number>) : {};
    const read: Array<[string, number]> = [
      [PROFESSIONALS_ROWS, Number(row?.professionals ?? 0)],
      [SEARCH_PROFILES_ROWS, Number(row?.search_profiles ?? 0)],
      ...missing.map((w): [string, number] => [wordKey(w), Number(counts[w] ?? 0)]),
    ];
    for (const [k, n] of read) {
      values.set(k, n);
      known?.set(k, n, { ttl: keepMs });
    }
  }
  return {
    held: words.map((w) => values.get(wordKey(w)) ?? 0),
    professionalsRows: values.get(PROFESSIONALS_ROWS) ?? 0,
    searchProfilesRows: values.get(SEARCH_PROFILES_ROWS) ?? 0,
  };
}
