import { type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client";
import { pgTextArray } from "./pg-text-array";

/**
 * "More than the bound" from a bounded walk of the rating index (D409). A count to 1,001 through the GIN indexes
 * reads whole posting lists, whatever the LIMIT (D395): an industry filter is a tenth of all rows (35 ms at 1 M, 3 ×
 * that at 3 M). Its matches are dense, so the first few thousand entries of any sort index already hold 1,001 of
 * them. This walk passes at most WALK_COUNT_ENTRIES entries of `search_profiles_rating_idx` (index-only: the index
 * carries every searched column, D270) and counts the matches among them; 1,001 found is a proof, and the search
 * then walks its page as for any count past the bound. Fewer found proves nothing, and the GIN count runs as before.
 * Its cost is bounded by the entries, not by the rows.
 */
export const WALK_COUNT_ENTRIES = 20_000;

/**
 * The statement: the matches of `plainWhere` (the conditions as plain columns, `searchConditions(…, { plain: true })`)
 * among the first `entries` entries of the rating order, counted to `bound` + 1. The inner LIMIT caps the entries
 * read; conditions cannot be pushed below it, so PostgreSQL reads the index in order and checks each entry.
 */
export function walkCountQuery(plainWhere: SQL, bound: number, entries: number = WALK_COUNT_ENTRIES): SQL {
  return sql`SELECT count(*)::int AS n FROM (
  SELECT 1 FROM (
    SELECT p.average_rating, p.search_vector, p.headline, p.city, p.state, p.country, p.is_claimed,
      p.verified_employers_count
    FROM search_profiles p
    ORDER BY p.average_rating DESC NULLS LAST, p.total_ratings DESC NULLS LAST, p.id
    LIMIT ${entries}
  ) p WHERE ${plainWhere} LIMIT ${bound + 1}
) c`;
}

/** What bounds a search's matches from above, known without reading a posting list. */
export interface MatchCeilingParts {
  /** Words every match holds: the query's whole words and the words of a "contains" filter on the headline. */
  words: string[];
  /** The profiles in the resolved places (public_locations), when the search has a place filter. */
  placeProfiles?: number;
}

interface Ceiling {
  /** At most this many profiles match (null: nothing known bounds them). */
  matches: number | null;
  /** The rows of search_profiles (the planner's estimate; 0 if never analysed). */
  rows: number;
}

/** Per database, the ceilings of word lists read lately (the vocabulary's counts move nightly, D353). */
const kept = new WeakMap<Database, LRUCache<string, Ceiling>>();
const KEEP_MS = 5 * 60_000;

/**
 * An upper bound on the matches: no more than the rarest of the words (the vocabulary's counts, D353; a word it does
 * not hold matches nothing) or the places. A rating threshold is left out on purpose: the walk follows the rating
 * order, whose first entries are the highest ratings, so a minimum rating thins nothing there.
 */
async function ceiling(database: Database, parts: MatchCeilingParts): Promise<Ceiling> {
  const words = [...new Set(parts.words)].sort();
  let cache = kept.get(database);
  if (!cache) {
    cache = new LRUCache({ max: 10_000, ttl: KEEP_MS });
    kept.set(database, cache);
  }
  const key = JSON.stringify(words);
  let found = cache.get(key);
  if (!found) {
    const r = await database.db.execute<{ rows: number; least: number | null }>(sql`
SELECT greatest(c.reltuples, 0)::float8 AS rows,
  (SELECT min(coalesce(w.profiles, 0)) FROM unnest(${pgTextArray(words)}::text[]) AS q(word)
     LEFT JOIN public.search_words w ON w.word = q.word)::float8 AS least
FROM pg_catalog.pg_class c WHERE c.oid = 'public.search_profiles'::regclass`);
    const row = r.rows[0];
    found = { matches: row?.least == null ? null : Number(row.least), rows: Number(row?.rows ?? 0) };
    cache.set(key, found);
  }
  const bounds = [found.matches, parts.placeProfiles].filter((n): n is number => n !== undefined && n !== null);
  return { matches: bounds.length > 0 ? Math.min(...bounds) : null, rows: found.rows };
}

/**
 * Whether the walk could find `bound` + 1 matches in its entries: the ceiling's share of the rows, times the entries,
 * reaches the bound. A search of rare words or a small place is left to the GIN count at once.
 */
export async function mayWalkCount(
  database: Database,
  parts: MatchCeilingParts,
  options: { bound: number; entries: number },
): Promise<boolean> {
  const { matches, rows } = await ceiling(database, parts);
  if (matches === null || rows <= 0) return true;
  return (matches / rows) * Math.min(options.entries, rows) >= options.bound + 1;
}

/** The matches among the walked entries, counted to `bound` + 1. */
export async function walkCount(database: Database, plainWhere: SQL, bound: number, entries: number): Promise<number> {
  const r = await database.db.execute<{ n: number }>(walkCountQuery(plainWhere, bound, entries));
  return Number(r.rows[0]?.n ?? 0);
}
