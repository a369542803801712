import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { SearchedColumn } from "./search";
import { vocabularyCounts } from "./vocabulary-counts";

/**
 * "More than the bound" from a bounded walk of the rating index (D409). A count to 1,001 through the GIN indexes
 * reads whole posting lists, whatever the LIMIT (D395): an industry filter is a tenth of all rows (35 ms at 1 M, 3 ×
 * that at 3 M), "customer service manager" three lists of 970,000 entries at 3 M (53 ms). When the matches are dense,
 * the first entries of any sort index already hold 1,001 of them. The walk passes a bounded number of entries of
 * `search_profiles_rating_idx` (index-only: the index carries every searched column, D270) and counts the matches
 * among them; 1,001 found is a proof, and the search then walks its page as for any count past the bound. Fewer found
 * proves nothing, and the GIN count runs as before. Its cost is bounded by the entries, not by the rows.
 */

/** Plain conditions (`buildConditions(…, { plain: true })`) and the columns of search_profiles they read. */
export interface PlainConditions {
  where: SQL;
  columns: readonly SearchedColumn[];
}

/**
 * The statement: the matches of the plain conditions among the first `entries` entries of the rating order, counted
 * to `bound` + 1. The inner LIMIT caps the entries read; conditions cannot be pushed below it, so PostgreSQL reads the
 * index in order and checks each entry. The inner query passes up only the columns the conditions read: each column
 * more costs every entry walked (D410).
 */
function walkCountQuery(plain: PlainConditions, bound: number, entries: number): SQL {
  const columns = sql.raw((plain.columns.length > 0 ? plain.columns : ["id"]).map((c) => `p.${c}`).join(", "));
  return sql`SELECT count(*)::int AS n FROM (
  SELECT 1 FROM (
    SELECT ${columns}
    FROM search_profiles p
    ORDER BY p.average_rating DESC NULLS LAST, p.total_ratings DESC NULLS LAST, p.id
    LIMIT ${entries}
  ) p WHERE ${plain.where} LIMIT ${bound + 1}
) c`;
}

/** What bounds a search's matches from above, known without reading a posting list. */
export interface MatchCeilingParts {
  /** Words every match holds: the query's whole words and the words of a "contains" filter on the headline. */
  words: string[];
  /** The profiles in the resolved places (public_locations), when the search has a place filter. */
  placeProfiles?: number;
}

/**
 * How far a count may walk, and what a walked entry costs against the GIN count (D409, D426). Measured on the 3 M
 * seed: an index-only entry of the rating index checked against words and filters 0.35 µs; the GIN count's cost is
 * `ginCountMicros`.
 */
export interface WalkCountTuning {
  /** The most entries a count walks (a statement of about 50 ms). */
  maxEntries: number;
  /** The first walk, whose matches estimate how dense the matches are. */
  sampleEntries: number;
  /** What an entry walked costs, in µs (a test sets 0 to walk whenever the walk could prove it). */
  walkEntryMicros: number;
  /**
   * The sample is skipped when even the shortest walk the posting lists allow costs at least this many times the GIN
   * count at their densest (D426; absent: always sampled).
   */
  sampleSkip?: number;
  /**
   * The most of the table's rows a walk passes (none when absent): past about half, PostgreSQL sorts the whole table
   * rather than walk the index (D418).
   */
  maxShareOfRows?: number;
  /** Told what each decision past the gate rests on (bench/walk-count-cost.ts calibrates the model with it). */
  observe?: (decision: WalkDecision) => void;
}

/** What the walk's cost rule saw and chose, for one search that passed the gate. */
export interface WalkDecision {
  /** Matches among the sample's entries (more than the bound: proved by the sample alone). */
  found: number;
  /** The entries the proof would walk (null: no walk was costed). */
  walk: number | null;
  /** The model's cost of that walk and of the GIN count it would spare, in µs (null when not costed). */
  walkMicros: number | null;
  ginMicros: number | null;
  /** The posting lists' lengths: each word's, then the places'; and the rows of search_profiles. */
  lists: number[];
  rows: number;
  /** The matches the sample predicts among all the rows (null when no walk was costed). */
  matches: number | null;
  /** Whether the long walk ran. */
  walked: boolean;
}

/** Past about this share of the rows, PostgreSQL sorts the whole table rather than walk a sort index (D418). */
export const WALK_MAX_SHARE_OF_ROWS = 0.5;

export const WALK_COUNT: WalkCountTuning = {
  maxEntries: 150_000,
  sampleEntries: 2_000,
  walkEntryMicros: 0.35,
  maxShareOfRows: WALK_MAX_SHARE_OF_ROWS,
  sampleSkip: 1,
};

/**
 * What a GIN count to 1,001 costs, in µs, against the walk's 0.35 per entry (D426): each entry of the rarest posting
 * list, each entry of the others (a bitmap of several words skips through the longer lists), and each match put in
 * the bitmap. Fitted by least squares to the count statements of 216 searches by two to four words at 1 M and 3 M
 * (`bench/walk-count-cost.ts --statements`: 0.139, 0.012, 0.191). "San Francisco" at 3 M, 41,145 and 166,518 entries
 * meeting in 41,145 profiles: 20 ms; "customer service manager", 271,554 + 698,571 entries meeting in 68,244: 74 ms.
 */
const GIN_RAREST_ENTRY_MICROS = 0.14;
const GIN_OTHER_ENTRY_MICROS = 0.012;
const GIN_MATCH_MICROS = 0.19;

/** The model's cost of the GIN count whose posting lists are `lists` and which holds `matches`. */
export function ginCountMicros(lists: readonly number[], matches: number): number {
  const rarest = lists.length > 0 ? Math.min(...lists) : 0;
  const others = lists.reduce((a, n) => a + n, 0) - rarest;
  return GIN_RAREST_ENTRY_MICROS * rarest + GIN_OTHER_ENTRY_MICROS * others + GIN_MATCH_MICROS * matches;
}

/**
 * The walk's length is the sample's estimate with this much to spare (a sample of 2,000 entries holds some tens of
 * matches: ±20 % by chance alone), and it is taken only when it costs less than this share of the GIN count, since a
 * walk that falls short is paid on top of that count.
 */
const SPARE = 1.5;
const MARGIN = 0.75;

interface Ceiling {
  /** At most this many profiles match: the rarest word's (null: no word bounds them). */
  matches: number | null;
  /** The posting entries of each word. */
  held: number[];
  /** The rows of search_profiles (the planner's estimate; 0 if never analysed). */
  rows: number;
}

/** The words' counts in the vocabulary (D353; a word it does not hold matches nothing), and the rows. */
async function ceiling(database: Database, parts: MatchCeilingParts): Promise<Ceiling> {
  const { held, searchProfilesRows } = await vocabularyCounts(database, [...new Set(parts.words)]);
  return {
    matches: held.length > 0 ? Math.min(...held) : null,
    held,
    rows: searchProfilesRows,
  };
}

/**
 * Whether the walk could find `bound` + 1 matches in `entries`: no more match than the rarest word or the places
 * hold, so the share of the rows that bounds them, times the entries walked, must reach the bound. A rating threshold
 * is left out on purpose: the walk follows the rating order, whose first entries are the highest ratings.
 */
export async function mayWalkCount(
  database: Database,
  parts: MatchCeilingParts,
  options: { bound: number; entries: number },
): Promise<boolean> {
  return gatePasses(await ceiling(database, parts), parts, options);
}

/** `mayWalkCount` on a ceiling already read. */
function gatePasses(c: Ceiling, parts: MatchCeilingParts, options: { bound: number; entries: number }): boolean {
  const bounds = [c.matches, parts.placeProfiles].filter((n): n is number => n !== undefined && n !== null);
  if (bounds.length === 0 || c.rows <= 0) return true;
  return (Math.min(...bounds) / c.rows) * Math.min(options.entries, c.rows) >= options.bound + 1;
}

/** The matches among the first `entries` entries of the rating order, counted to `bound` + 1. */
export async function walkCount(
  database: Database,
  plain: PlainConditions,
  bound: number,
  entries: number,
): Promise<number> {
  const r = await database.db.execute<{ n: number }>(walkCountQuery(plain, bound, entries));
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Whether the search has more than `bound` matches, proved by walking (D409), or false when the walk would cost
 * more than the GIN count it spares (which then runs, as before). The sample's density says how far the proof is
 * and how many matches the GIN bitmap would hold; the walk goes on only when it is the cheaper of the two.
 */
export async function walkProvesMoreThan(
  database: Database,
  parts: MatchCeilingParts,
  plain: PlainConditions,
  bound: number,
  tuning: WalkCountTuning = WALK_COUNT,
): Promise<boolean> {
  const c = await ceiling(database, parts);
  if (!gatePasses(c, parts, { bound, entries: tuning.maxEntries })) return false;
  const { held, rows } = c;
  const lists = parts.placeProfiles === undefined ? held : [...held, parts.placeProfiles];
  // Every entry of the rarest list a match, spread evenly through the order: no walk can prove it sooner, and no GIN
  // count holds more. Most searches that pass the gate fail this (their sample would find none: 262 of 480 in the
  // calibration), and a sample is 2-3 ms of index read.
  if (tuning.sampleSkip !== undefined && lists.length > 0 && rows > 0) {
    const densest = Math.min(...lists, rows);
    const shortest = ((bound + 1) * rows) / densest;
    if (tuning.walkEntryMicros * shortest >= tuning.sampleSkip * ginCountMicros(lists, densest)) return false;
  }
  const sample = Math.min(tuning.sampleEntries, tuning.maxEntries);
  const found = await walkCount(database, plain, bound, sample);
  const seen = { found, walk: null, walkMicros: null, ginMicros: null, lists, rows, matches: null };
  if (found > bound || found === 0) {
    tuning.observe?.({ ...seen, walked: false });
    return found > bound;
  }
  const walk = Math.ceil(((bound + 1) * sample * SPARE) / found);
  const share = tuning.maxShareOfRows;
  if (walk > tuning.maxEntries || (share !== undefined && rows > 0 && walk > rows * share)) {
    tuning.observe?.({ ...seen, walk, walked: false });
    return false;
  }
  const matches = (found / sample) * rows;
  const gin = ginCountMicros(lists, matches);
  const walkMicros = tuning.walkEntryMicros * walk;
  const walked = walkMicros < MARGIN * gin;
  tuning.observe?.({ ...seen, walk, walkMicros, ginMicros: gin, matches, walked });
  if (!walked) return false;
  return (await walkCount(database, plain, bound, walk)) > bound;
}
