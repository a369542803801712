import { type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { LIMITS } from "../../core/limits";
import type { Database } from "../db/client";
import { executeNamed } from "../db/named-statement";
import { pgTextArray } from "./pg-text-array";
import { CARD_COLUMNS, type RawCardRow } from "./search-card-row";

/**
 * A one-word search for somebody's last name, sorted by name (D416). Its matches sit together in the name order
 * ("romaguera" after every A–Q name), so the walk of the name index would read it up to them; until D416 such a
 * search gathered every match through the words' index and sorted them (D251): 7,000 rows from 4,800 heap blocks for
 * a last name at 3 M profiles, 90–125 ms once the table outgrows PostgreSQL's shared buffers, and three times the work
 * of the same search at 1 M.
 *
 * The profiles whose last name is spelled as the word (capitalised, lower or upper case) are one range of each
 * spelling in the name index, in the page's order, read from the index alone. Each holds the word: a last name of
 * ASCII letters folds to itself, and the profile's words are its folded names split by PostgreSQL's parser, for which
 * a run of ASCII letters is one word. When no profile holds the word anywhere else (`search_words_elsewhere`, kept by
 * triggers with the profiles, D419), those profiles are its matches: the count is exact, and the page is read from the
 * name ranges. Otherwise (another spelling, or the word somewhere else in a profile), nothing is decided here. Until
 * D419 the proof counted the word's matches through the words' index, which visited the heap once per match. A prefix
 * retried as the vocabulary's words that start with it (D407) is proven the same way when every one of them is such a
 * last name (D422): its matches are then the union of their name ranges.
 */

/**
 * The spellings of a last name the word stands for, or null when the word is not a run of ASCII letters (whose
 * folding and splitting into words the proof above relies on).
 */
export function lastNameSpellings(word: string): string[] | null {
  if (!/^[a-z]+$/.test(word)) return null;
  return [...new Set([word.charAt(0).toUpperCase() + word.slice(1), word, word.toUpperCase()])];
}

/** The word's matches, proven to be the profiles of its last-name spellings: their exact count and (`page`) a page. */
export interface LastNameMatches {
  count: number;
  rows: RawCardRow[];
}

/**
 * Per database, words seen held elsewhere. The table only grows (D419), so a word once held stays held and needs no
 * second lookup: a one-word search for "nurse" in any order asks once per process, not once per search.
 */
const heldElsewhere = new WeakMap<Database, LRUCache<string, true>>();

/**
 * One statement: whether the word is held elsewhere (one key of `search_words_elsewhere`), and when it is not, the
 * profiles of the spellings counted (index-only) and the page read from the name ranges. Null when the word is held
 * elsewhere, or when no profile has the last name. One snapshot answers both, so a profile written meanwhile is seen
 * with its words or not at all.
 */
export async function lastNameMatches(
  database: Database,
  word: string | readonly string[],
  page: number | null,
): Promise<LastNameMatches | null> {
  // Several words: a prefix's words from the vocabulary (D407), whose matches are those of any of them (D422).
  const words = typeof word === "string" ? [word] : [...new Set(word)];
  if (words.length === 0) return null;
  const spellings: string[] = [];
  for (const w of words) {
    const s = lastNameSpellings(w);
    if (!s) return null;
    spellings.push(...s);
  }
  let held = heldElsewhere.get(database);
  if (!held) {
    held = new LRUCache({ max: 10_000 });
    heldElsewhere.set(database, held);
  }
  if (words.some((w) => held.has(w))) return null;
  const names = sql`${pgTextArray(spellings)}::text[]`;
  const pageSize = LIMITS.searchPageSize;
  const order = sql`p.last_name, p.first_name, p.id`;
  const hit: SQL =
    page === null
      ? sql`SELECT NULL::uuid AS id WHERE false`
      : sql`SELECT p.id FROM search_profiles p
  WHERE p.last_name = ANY(${names}) AND NOT (SELECT held FROM e)
  ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(Math.max(1, page) - 1) * pageSize}`;
  // Two texts (with a page or without), each its own prepared statement.
  const name = page === null ? "standing_last_name_count" : "standing_last_name_page";
  const r = await executeNamed<RawCardRow & { cluster: number; elsewhere: boolean }>(
    database.db,
    name,
    sql`
WITH e AS (
  SELECT EXISTS (SELECT FROM search_words_elsewhere w WHERE w.word = ANY(${pgTextArray(words)}::text[])) AS held
), k AS (
  SELECT count(*)::int AS n FROM search_profiles p WHERE p.last_name = ANY(${names}) AND NOT (SELECT held FROM e)
), hit AS (${hit})
SELECT k.n AS cluster, e.held AS elsewhere, p.* FROM k CROSS JOIN e LEFT JOIN LATERAL (
  SELECT ${CARD_COLUMNS} FROM search_profiles p JOIN hit ON hit.id = p.id
) p ON true
ORDER BY ${order}`,
  );
  const first = r.rows[0];
  // Which of several words is held is not known: only a single word is remembered.
  if (first?.elsewhere === true && words.length === 1) held.set(words[0] as string, true);
  const cluster = Number(first?.cluster ?? 0);
  if (cluster === 0 || first?.elsewhere !== false) return null;
  return { count: cluster, rows: r.rows.filter((row) => row.id !== null) };
}
