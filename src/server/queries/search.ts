import { type SQL, sql } from "drizzle-orm";
import type { SortOrder } from "../../core/domain";
import { LIMITS } from "../../core/limits";
import { EXACT_COUNT_BOUND } from "../../core/search-limits";
import { foldText } from "../../core/text-fold";
import type { Database } from "../db/client";
import { executeNamed } from "../db/named-statement";
import { pgTextArray } from "./pg-text-array";
import { CARD_COLUMNS, type RawCardRow } from "./search-card-row";
import { type CommonWordRule, isCommonWord, wordsStartingWith } from "./search-common-words";
import { lastNameMatches } from "./search-last-name";
import { correctWords, FEW_RESULTS } from "./search-typos";
import {
  type MatchCeilingParts,
  mayWalkCount,
  WALK_COUNT,
  WALK_MAX_SHARE_OF_ROWS,
  type WalkCountTuning,
  walkProvesMoreThan,
} from "./search-walk-count";
import { vocabularyCounts } from "./vocabulary-counts";

/**
 * The directory search (SPEC §7 search call): public profiles only, every query word required,
 * case-insensitive "contains" filters, three sort orders, 20 per page, with the exact total.
 *
 * Query text is never passed to PostgreSQL as query syntax: it is split into words of letters and
 * digits, each word becomes a plain lexeme, and the lexemes are joined with `&` here. Whole words are tried
 * first; only when they match nothing is the last word (of at least PREFIX_MIN_LENGTH characters) retried as a
 * prefix (`word:*`), so a half-typed name ("jord") still finds "Jordan". A prefix makes the GIN index gather
 * every match of that prefix before it can intersect, three to four times the work of whole words at 1 M rows
 * (docs/search-performance.md, "Behaviour decisions").
 */
export interface SearchFilters {
  q?: string;
  city?: string;
  state?: string;
  country?: string;
  industry?: string;
  minRating?: number;
  maxRating?: number;
  verifiedOnly?: boolean;
  claimedOnly?: boolean;
  sortBy?: SortOrder;
  page?: number;
}

export interface ProfessionalCardRow {
  id: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  city: string | null;
  state: string | null;
  country: string;
  profilePicture: string | null;
  averageRating: number;
  totalRatings: number;
  verifiedEmployersCount: number;
  isClaimed: boolean;
}

export interface SearchResult {
  rows: ProfessionalCardRow[];
  /** Exact up to COUNT_BOUND; when `countCapped`, at least COUNT_BOUND match (D190). */
  totalCount: number;
  countCapped: boolean;
  totalPages: number;
  page: number;
  /**
   * The query with its probable typos corrected (D353), when the query found little and the corrected one finds
   * more: "Did you mean …?". With `typoMatches`, the rows are those of the corrected query (the typed one found none).
   */
  didYouMean?: string;
  typoMatches?: boolean;
}

/**
 * The search statement counts exactly up to this many matches (D190), as before issue 34: beyond it the page first
 * says "1,000+", and the page asks GET /professionals/count for the exact figure (EXACT_COUNT_BOUND, D351).
 * Counting a broad query exactly reads every matching row (54 k heap rows for one common word, 900 k for no text:
 * 0.2–0.6 s at 1 M); a bounded count stops after COUNT_BOUND + 1, gathered in the same pass and sorted for the page
 * (D269). Counting to 10,001 in the search statement itself made the mix 2–3x slower at p95 (D323, session 21).
 */
export const COUNT_BOUND = 1_000;

/**
 * The count endpoint is exact up to EXACT_COUNT_BOUND (10,000) matches and says "10,000+" beyond (D323, D351), as
 * Elasticsearch's `track_total_hits`. The page asks for it only when the search hit COUNT_BOUND; cached 5 minutes,
 * coalesced.
 */
export { EXACT_COUNT_BOUND };

/**
 * Counts above this are kept for the spec's 5 minutes (TtlCountCache): the search's "more than 1,000" (D190) and the
 * count endpoint's exact figure (D351, kept under its own key, `boundedCountKey`). With a cached count the page is a
 * walk of a sort index (index-only, D270).
 */
export const CACHED_COUNT_MIN = 1_001;

/** Filter values shorter than this ("TX", "la") have no trigram: they are resolved through public_locations. */
const TRIGRAM_MIN = 3;

/** Places a short city or state filter stands for (D193): the exact values of public profiles containing it. */
export interface ResolvedPlaces {
  city?: string[];
  state?: string[];
}

/**
 * How query words match: whole words, or (`prefix`) the last word also as a prefix. With `prefixWords`, the prefix
 * is matched as those words of the vocabulary (D407) instead of `word:*`.
 */
export interface WordMatch {
  prefix?: boolean;
  prefixWords?: readonly string[];
}

/**
 * At most this many vocabulary words stand for a prefix (D407). PostgreSQL's GIN gathers every posting list of a
 * `word:*` into a bitmap before it can intersect (D395); named words are entries the scan can skip through beside a
 * rarer word or filter key. Past this many, the prefix is matched as `word:*`.
 */
export const PREFIX_WORDS_MAX = 32;

/** At most this many words of a query are used; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** Shortest last word that is also matched as a prefix. Shorter prefixes match too much to be useful. */
export const PREFIX_MIN_LENGTH = 3;
/** Longest word kept (PostgreSQL's own lexeme limit is 2 KB; real words are far shorter). */
const MAX_WORD_LENGTH = 60;

/**
 * The words of a free-text query: runs of letters and digits, folded (accents and case, D321: "Lefèvre" → "lefevre",
 * as the indexed words are), de-duplicated, in order.
 */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words: string[] = [];
  for (const match of foldText(q.normalize("NFC")).matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0].slice(0, MAX_WORD_LENGTH);
    if (!words.includes(word)) words.push(word);
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
}

/**
 * `to_tsquery('simple', …)` input built from sanitized words, or null when there are none. With `prefix`, the
 * last word also matches as a prefix when it is long enough.
 */
export function buildTsQuery(q: string | undefined, options: WordMatch = {}): string | null {
  const words = queryWords(q);
  if (words.length === 0) return null;
  const asPrefix = (w: string, i: number) => options.prefix && i === words.length - 1 && w.length >= PREFIX_MIN_LENGTH;
  return words.map((w, i) => (asPrefix(w, i) ? `${w}:*` : w)).join(" & ");
}

/** A word as a `tsquery` lexeme, quoted (quotes doubled, backslashes escaped) and taken verbatim by `::tsquery`. */
function tsLexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * The query words as a `tsquery` expression, or null when there are none. A prefix named by its vocabulary words
 * (D407) is a literal `tsquery` (`'senior' & ('nurse' | 'nursing')`): the vocabulary's words are lexemes already and
 * must not pass through the text parser again.
 */
function wordsTsQuery(q: string | undefined, options: WordMatch): SQL | null {
  const words = queryWords(q);
  if (options.prefix && options.prefixWords && words.length > 0 && options.prefixWords.length > 0) {
    const group = `(${options.prefixWords.map(tsLexeme).join(" | ")})`;
    return sql`${[...words.slice(0, -1).map(tsLexeme), group].join(" & ")}::tsquery`;
  }
  const tsquery = buildTsQuery(q, options);
  return tsquery ? sql`to_tsquery('simple', ${tsquery})` : null;
}

/** Whether the query text is all that narrows the search (no filter; sort and page aside). */
export function onlyWords(filters: SearchFilters): boolean {
  const { q: _q, sortBy: _sortBy, page: _page, ...rest } = filters;
  return allUnset(rest);
}

/** Whether none of these filters narrows the search. */
function allUnset(filters: Partial<SearchFilters>): boolean {
  return Object.values(filters).every((v) => v === undefined || v === false || v === "");
}

/**
 * A count known without reading a posting list, when it is more than `bound` (else null: the search counts, and
 * gathers its page in the same pass). A common word is "more than `bound`" (D396); filters that are only places
 * resolved through public_locations are the sum of those places' profiles (D408); otherwise, when what bounds the
 * matches leaves room for them to be dense, a bounded walk of the rating index may find more than `bound` (D409).
 */
async function knownCount(
  database: Database,
  filters: SearchFilters,
  options: WordMatch & {
    bound: number;
    /** The search's page (D420); none for the count endpoint. */
    page?: number;
    commonWord?: CommonWordRule | false;
    walkEntries?: number | false;
    places?: ResolvedPlaces;
    placeCounts?: boolean;
    walkCount?: WalkCountTuning | false;
    commonestWord?: boolean;
  },
): Promise<number | null> {
  // A prefix named by its vocabulary words (D407) has their counts to go by (D434); `word:*` has none.
  const group = options.prefix ? options.prefixWords : undefined;
  if (options.prefix && !group?.length) return null;
  const typed = queryWords(filters.q);
  const words = group ? typed.slice(0, -1) : typed;
  if (onlyWords(filters) && typed.length === 1) {
    const walkEntries = options.page === undefined ? undefined : await pageWalkEntries(database, options);
    const common = { bound: options.bound, page: options.page, walkEntries, rule: options.commonWord };
    if (await isCommonWord(database, group ? [...group] : words, { ...common, anyOf: group !== undefined }))
      return options.bound + 1;
  }
  // A prefix is not walked (D434): its matches beside a filter are rarely dense enough, and the sample was paid in
  // vain.
  if (group)
    return options.commonestWord !== false && (await commonestWordProves(database, filters, options, group))
      ? options.bound + 1
      : null;
  const places = options.places;
  if (options.placeCounts !== false && onlyPlaces(filters, places)) {
    const n = await placesProfiles(database, places as ResolvedPlaces);
    return n > options.bound ? n : null;
  }
  // The walk proves the search's "more than 1,000", not the count endpoint's 10,000 (that count stays one statement,
  // coalesced, D351); never beside a maximum rating, whose matches sit at the end of the rating order.
  const tuning = options.walkCount ?? WALK_COUNT;
  if (tuning === false || options.bound > COUNT_BOUND || filters.maxRating !== undefined) return null;
  const parts: MatchCeilingParts = { words: [...words, ...queryWords(filters.industry)] };
  if (!(await mayWalkCount(database, parts, { bound: options.bound, entries: tuning.maxEntries }))) return null;
  if (places) parts.placeProfiles = await placesProfiles(database, places);
  const plain = buildConditions(filters, { places, plain: true });
  return (await walkProvesMoreThan(database, parts, plain, options.bound, tuning)) ? options.bound + 1 : null;
}

/**
 * The share of the bound that a prefix's commonest word must be expected to match beside the filters for its count to
 * be tried (D434). Below the bound, because words and places are not independent: "school" in Wisconsin was
 * expected at 918 at 3 M (89,862 profiles × 1.0 % of them in the state) and holds 2,808.
 */
const COMMONEST_WORD_TRY = 0.5;

/**
 * The fewest words a prefix must stand for to try its commonest (D434). The GIN count checks each entry against every
 * word: with two or three the prefix costs about what its commonest word costs alone, and a try that fell short
 * (`her`, `litt`, `mos`, `robe`, `tor` beside an industry at 3 M: a last name held as often as estimated, 636–756
 * times) doubled it; the tries that paid stood for 8–17 words (`har`, `con`, `sch`: 44–114 → 18–31 ms).
 */
const COMMONEST_WORD_MIN_GROUP = 4;

/**
 * Whether the commonest of a prefix's vocabulary words (D407) alone, beside the other words and the filters, has more
 * than `bound` matches (D434): each of its matches is one of the prefix's, so the prefix has more too. The GIN count of
 * the prefix checks every entry of every word's posting list against all of them and the filter keys together, and
 * its cost grows with both: `sch` in Wisconsin (17 words) 90–100 ms at 3 M, where "school" in Wisconsin alone is a
 * count of 9 ms. Tried when the word's share, with the words', places' and other filters' shares beside it taken as
 * independent, promises COMMONEST_WORD_TRY of the bound; a try that falls short costs its own count (at most the
 * prefix's, whose matches hold its), and the prefix is then counted as before.
 */
async function commonestWordProves(
  database: Database,
  filters: SearchFilters,
  options: { bound: number; places?: ResolvedPlaces },
  group: readonly string[],
): Promise<boolean> {
  if (group.length < COMMONEST_WORD_MIN_GROUP) return false;
  const words = queryWords(filters.q).slice(0, -1);
  const industry = queryWords(filters.industry);
  const counts = await vocabularyCounts(database, [...words, ...industry, ...group]);
  const rows = counts.searchProfilesRows;
  if (rows <= 0) return false;
  const held = counts.held.slice(words.length + industry.length);
  const top = held.indexOf(Math.max(...held));
  let expected = held[top] as number;
  for (const n of counts.held.slice(0, words.length)) expected *= n / rows;
  // An industry is one phrase ("customer service"): its rarest word stands for it.
  const industryHeld = counts.held.slice(words.length, words.length + industry.length);
  if (industryHeld.length > 0) expected *= Math.min(...industryHeld) / rows;
  if (options.places) expected *= (await placesProfiles(database, options.places)) / rows;
  if (expected > COMMONEST_WORD_TRY * options.bound) expected *= await plannedShare(database, filters, rows);
  if (expected <= COMMONEST_WORD_TRY * options.bound) return false;
  const shape = { prefix: true, prefixWords: [group[top] as string], places: options.places };
  return (await boundedCount(database, filters, { ...shape, countBound: options.bound })) > options.bound;
}

/**
 * The planner's share of search_profiles' rows that a rating, verified, claimed or country filter keeps (1 without
 * them), from its column statistics: one EXPLAIN, no row read. The vocabulary has no count for these filters, and
 * without their share D434's tries beside them fell short (`jac` in Hospitality, rated 4 and up, verified).
 */
async function plannedShare(database: Database, filters: SearchFilters, rows: number): Promise<number> {
  const { minRating, maxRating, verifiedOnly, claimedOnly, country } = filters;
  const weighed = { minRating, maxRating, verifiedOnly, claimedOnly, country };
  if (allUnset(weighed)) return 1;
  const { where } = buildConditions(weighed, { plain: true });
  const r = await database.db.execute<{ "QUERY PLAN": unknown }>(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM search_profiles p WHERE ${where}`,
  );
  const value = r.rows[0]?.["QUERY PLAN"];
  const plan = (typeof value === "string" ? JSON.parse(value) : value) as Array<{ Plan: { "Plan Rows": number } }>;
  return Math.min(1, (plan?.[0]?.Plan?.["Plan Rows"] ?? rows) / rows);
}

/**
 * Whether `filters` narrow by places alone, each resolved to its exact values (no words, no other filter; sort and
 * page aside): a city, and a state of fewer than TRIGRAM_MIN letters.
 */
function onlyPlaces(filters: SearchFilters, places: ResolvedPlaces | undefined): boolean {
  const { city, state, sortBy: _sortBy, page: _page, ...rest } = filters;
  const hasCity = Boolean(city?.trim());
  const hasState = Boolean(state?.trim());
  if (!hasCity && !hasState) return false;
  if (hasCity && !places?.city) return false;
  if (hasState && !places?.state) return false;
  return allUnset(rest);
}

/**
 * How many public profiles are in the resolved places (D408): public_locations holds one row per public city +
 * state with its profiles, kept exact by triggers in the same transaction as the profiles (D26, D250), so the sum is
 * the count the search would read from the facet index's posting lists, whose length grows with the rows.
 */
async function placesProfiles(database: Database, places: ResolvedPlaces): Promise<number> {
  const conditions: SQL[] = [];
  if (places.city) conditions.push(sql`lower(city) = ANY(${pgTextArray(places.city)}::text[])`);
  if (places.state) conditions.push(sql`lower(state) = ANY(${pgTextArray(places.state)}::text[])`);
  // Three texts (city, state, both), each its own prepared statement.
  const name = `standing_places_profiles${places.city ? "_city" : ""}${places.state ? "_state" : ""}`;
  const r = await executeNamed<{ n: number }>(
    database.db,
    name,
    sql`SELECT coalesce(sum(profiles), 0)::int AS n FROM public_locations WHERE ${sql.join(conditions, sql` AND `)}`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** Whether a query that matched nothing as whole words is worth retrying with its last word as a prefix. */
export function canRetryAsPrefix(q: string | undefined): boolean {
  const words = queryWords(q);
  return (words.at(-1)?.length ?? 0) >= PREFIX_MIN_LENGTH;
}

/**
 * The prefix retry of a query whose whole words matched nothing (D407), or null when it cannot match anything more:
 * the vocabulary holds no word that starts with the last word, or only that word itself (which the whole-word try
 * already had). Up to `max` words, the prefix is matched as those words; past that, as `word:*`. With `max` 0 the
 * vocabulary is not asked and the retry is always `word:*`, as before D407 (what the tests hold D407 against).
 */
async function prefixRetry(database: Database, q: string | undefined, max: number): Promise<WordMatch | null> {
  if (!canRetryAsPrefix(q)) return null;
  if (max <= 0) return { prefix: true };
  const last = queryWords(q).at(-1) as string;
  const words = await wordsStartingWith(database, last, max + 2);
  if (words.length === 0 || (words.length === 1 && words[0] === last)) return null;
  return { prefix: true, prefixWords: words.length <= max ? words : undefined };
}

/** A `LIKE` pattern matching `text` anywhere, lower-cased, with `\`, `%` and `_` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SORT_SQL: Record<SortOrder, SQL> = {
  // Each matches a partial index on public profiles (professionals_public_*_idx).
  // NULLS LAST as in the indexes: a plain DESC means NULLS FIRST, and the planner would then sort instead.
  rating: sql`p.average_rating DESC NULLS LAST, p.total_ratings DESC NULLS LAST, p.id`,
  recent: sql`p.updated_at DESC NULLS LAST, p.id`,
  alphabetical: sql`p.last_name, p.first_name, p.id`,
};

/**
 * Filter keys of `professional_facets(...)` (migration 0021, D245): each key stands for exactly one condition, so
 * the filters become one GIN lookup that intersects posting lists instead of a trigram bitmap over every row of an
 * industry. These lists must match the SQL function; other values are matched as before.
 */
export const FACET_INDUSTRIES = [
  "technology",
  "healthcare",
  "retail",
  "hospitality",
  "logistics",
  "construction",
  "finance",
  "education",
  "marketing",
  "customer service",
] as const;
export const FACET_RATINGS = [1, 2, 3, 3.5, 4, 4.5, 5] as const;
/** The indexed expression (professionals_public_facets_idx); the query must spell it the same way. */
const FACETS = sql`professional_facets(p.headline, p.city, p.state, p.average_rating, p.is_claimed, p.verified_employers_count)`;

/**
 * The WHERE clause shared by the page and the count. With `plain`, every filter is its plain column condition
 * instead of a facet key (each key stands for exactly one, D245): for the walk of a sort index (D270), which checks
 * each entry it passes, `is_claimed AND lower(state) = …` costs a fraction of computing `professional_facets()` for
 * every entry (3 µs each: 11 ms to pass 3,300 entries).
 */
export function searchConditions(
  filters: SearchFilters,
  options: WordMatch & { places?: ResolvedPlaces; plain?: boolean; wordsLead?: boolean } = {},
): SQL {
  return buildConditions(filters, options).where;
}

/** A column of search_profiles that a condition reads (each is in every sort index, D270). */
export type SearchedColumn =
  | "search_vector"
  | "headline"
  | "city"
  | "state"
  | "country"
  | "average_rating"
  | "is_claimed"
  | "verified_employers_count";

/** The columns professional_facets() and professional_facet_lexemes() read: a facet-key condition reads them all. */
const FACET_COLUMNS: SearchedColumn[] = [
  "headline",
  "city",
  "state",
  "average_rating",
  "is_claimed",
  "verified_employers_count",
];

/**
 * The WHERE clause, whether it holds a facet-key condition (never with `plain`), and the columns its conditions read
 * (a walk passes up only those, D410).
 */
export function buildConditions(
  filters: SearchFilters,
  options: WordMatch & { places?: ResolvedPlaces; plain?: boolean; wordsLead?: boolean },
): { where: SQL; keyed: boolean; columns: SearchedColumn[] } {
  // search_profiles holds public profiles only (D398): no visibility condition.
  const conditions: SQL[] = [];
  const read = new Set<SearchedColumn>();
  const column = (name: SearchedColumn) => {
    read.add(name);
    return sql.raw(`p.${name}`);
  };
  // A walk checks each entry it passes (`plain`): there a prefix is one `word:*` operand rather than up to 32 named
  // words, each of which an entry that holds none of them is checked against (D434). The same rows either way (D407).
  const tsquery = wordsTsQuery(filters.q, options.plain ? { prefix: options.prefix } : options);
  // Keys every row must carry (`@>`), and sets of keys of which a row must carry one (`&&`, a city's values).
  const all: string[] = [];
  const anyOf: string[][] = [];
  // lower(col) LIKE lower-cased pattern: case-insensitive contains that the trigram indexes on lower(col) serve.
  const contains = (name: SearchedColumn, value: string | undefined, resolved?: string[], key?: string) => {
    const v = value?.trim();
    if (!v) return;
    // Resolved through public_locations (D193, D245): the exact values of public profiles containing the filter.
    if (resolved) {
      if (resolved.length === 0) conditions.push(sql`false`);
      else if (key && !options.plain) anyOf.push(resolved.map((r) => `${key}:${r}`));
      else conditions.push(sql`lower(${column(name)}) = ANY(${pgTextArray(resolved)}::text[])`);
    } else conditions.push(sql`lower(${column(name)}) LIKE ${containsPattern(v)}`);
  };
  contains("city", filters.city, options.places?.city, "city");
  contains("state", filters.state, options.places?.state, "state");
  contains("country", filters.country);
  const industry = filters.industry?.trim().toLowerCase();
  if (industry && !options.plain && (FACET_INDUSTRIES as readonly string[]).includes(industry))
    all.push(`industry:${industry}`);
  else contains("headline", filters.industry);
  if (filters.claimedOnly) {
    if (options.plain) conditions.push(column("is_claimed"));
    else all.push("claimed");
  }
  const rating = filters.minRating;
  const ratingKey = !options.plain && rating !== undefined && (FACET_RATINGS as readonly number[]).includes(rating);
  if (ratingKey && rating >= SELECTIVE_RATING) all.push(`rating>=${rating}`);
  // Broad keys ("verified": 55 % of public rows, "rating>=3": 51 %) join the lookup only beside a selective key or
  // rare words (D412): inside one GIN scan the rare posting list skips through the broad one, but as a bitmap of their
  // own the planner ANDs them with a word's bitmap (550 k TIDs, 130 ms for "verified"). Otherwise, plain conditions.
  const broad: Array<[string, () => SQL]> = [];
  if (ratingKey && rating < SELECTIVE_RATING)
    broad.push([`rating>=${rating}`, () => sql`${column("average_rating")} >= ${rating}`]);
  else if (rating !== undefined && !ratingKey) conditions.push(sql`${column("average_rating")} >= ${rating}`);
  if (filters.verifiedOnly) broad.push(["verified", () => sql`${column("verified_employers_count")} > 0`]);
  if (filters.maxRating !== undefined) conditions.push(sql`${column("average_rating")} <= ${filters.maxRating}`);
  // Rare query words lead like a selective key (D412): the broad keys join their GIN scan.
  const keyed =
    all.length > 0 ||
    anyOf.length > 0 ||
    (tsquery !== null && broad.length > 0 && options.wordsLead === true && !options.plain);
  for (const [key, condition] of broad) {
    if (keyed) all.push(key);
    else conditions.push(condition());
  }
  if (tsquery) read.add("search_vector");
  if (keyed) for (const name of FACET_COLUMNS) read.add(name);
  if (tsquery && keyed) {
    // Words and keys meet in one GIN scan (D295): the same rows as the two conditions below, read together.
    conditions.push(sql`${WORDS_AND_FACETS} @@ (${tsquery} && ${facetTsQuery(all, anyOf)}::tsquery)`);
  } else {
    if (tsquery) conditions.push(sql`p.search_vector @@ ${tsquery}`);
    if (all.length > 0) conditions.push(sql`${FACETS} @> ${pgTextArray(all)}::text[]`);
    for (const keys of anyOf) conditions.push(sql`${FACETS} && ${pgTextArray(keys)}::text[]`);
  }
  return { where: conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`, keyed, columns: [...read] };
}

/** The index expression of migration 0024: a profile's words and its filter keys as "~key" lexemes (D295). */
const WORDS_AND_FACETS = sql`(p.search_vector || professional_facet_lexemes(p.headline, p.city, p.state, p.average_rating, p.is_claimed, p.verified_employers_count))`;

/**
 * Filter keys as `tsquery` input: every key of `all`, and one of each set of `anyOf`, each as a quoted "~key" lexeme
 * (quotes doubled and backslashes escaped, as the tsquery syntax wants: a city may be "o'fallon").
 */
export function facetTsQuery(all: string[], anyOf: string[][]): string {
  const lexeme = (key: string) => tsLexeme(`~${key}`);
  return [...all.map(lexeme), ...anyOf.map((keys) => `(${keys.map(lexeme).join(" | ")})`)].join(" & ");
}

/** The settings of a count read through the facet index (exported so bench/search.ts explains what the app runs). */
export const FACET_COUNT_SETTINGS = sql`SELECT set_config('enable_seqscan', 'off', true)`;

/**
 * Whether the count of `filters` must be read through the facet index (D294): facet keys and no query words. The
 * planner, seeing a key that one row in ten carries under a LIMIT, expects the 1,001st match after 10,000 rows of a
 * sequential scan and picks it; but every one of those rows computes `professional_facets()` (about 6 µs), so
 * `industry=Healthcare` took 60 ms that way against 27 ms through the index. With query words, the index of words
 * and keys leads (D295).
 */
export function countsThroughFacets(
  filters: SearchFilters,
  options: WordMatch & { places?: ResolvedPlaces } = {},
): boolean {
  return !buildTsQuery(filters.q, options) && buildConditions(filters, options).keyed;
}

/** Rating keys from this threshold up are selective enough (≤ 8 % of public rows at 1 M) to lead a lookup. */
const SELECTIVE_RATING = 4.5;

/**
 * What the search and its count may be given: the count cache, the bound, and the rules that spare a count or a
 * posting list (D396, D407, D408), each of which a test or a benchmark may turn off.
 */
export interface SearchTuning {
  countCache?: CountCache;
  countBound?: number;
  /** D396, D420: a common word is not counted (false: every word is). */
  commonWord?: CommonWordRule | false;
  /** At most this many vocabulary words stand for a prefix (default PREFIX_WORDS_MAX; 0: the vocabulary is not asked, always `word:*`). */
  prefixWordsMax?: number;
  /** Places-only filters counted from public_locations (default on). */
  placeCounts?: boolean;
  /** How a count may walk the rating index to prove "more than the bound" (D409; default WALK_COUNT; false: never). */
  walkCount?: WalkCountTuning | false;
  /**
   * The entries a page of a search with words walks in one statement (D410; default WALK_ENTRIES on PostgreSQL, false
   * on PGlite, whose walk runs as the planner likes; false: the timed walk of D191 in its own transaction).
   */
  walkEntries?: number | false;
  /** The most profiles the rarest query word may hold for the broad keys to join its GIN scan (D412; false: never). */
  wordsLeadMax?: number | false;
  /**
   * The most matches a deep page the walk is not expected to fill gathers in the count's statement (D417; default
   * DEEP_PAGE_GATHER_MAX; false: the bound, as before).
   */
  deepPageGather?: number | false;
  /**
   * What one more gathered match costs in walked entries, when a walk expected to fill its page is weighed against
   * gathering every match (D437; default GATHERED_MATCH_IN_WALKED_ENTRIES; false: never weighed).
   */
  gatherOverWalk?: number | false;
  /** A last name's exact count, and sorted by name its page, from the name index's ranges when they hold every match (D416, D419; false: never). */
  lastNameRanges?: boolean;
  /** A prefix's "more than the bound" proved by its commonest vocabulary word alone (D434; false: never). */
  commonestWord?: boolean;
}

/**
 * Beside query words, broad keys ("verified", "rating>=3") are otherwise plain conditions checked on each match the
 * words' bitmap brings from the heap, until the count's 1,001st: 12,000 heap rows at 3 M for "help" rated 3 and up,
 * whose rated rows sit late in the heap (27 ms warm, 143 cold). When the rarest word holds at most this many
 * profiles, the keys join the words' GIN scan instead (D295's index of words and keys), which skips through their long
 * posting lists to the word's few hundred or thousand entries and reads only matching rows (9-13 ms warm, 12-17 cold,
 * for words of 30,000 profiles). A common word reads its whole list that way ("manager", 397,000: 51 ms against 3.7).
 */
export const WORDS_LEAD_MAX = 50_000;

/**
 * WORDS_LEAD_MAX as a share of search_profiles' rows (D432): 50,000 of the 900,000 public profiles it was measured on.
 * A word's profiles grow with the rows, and so does the heap the plain conditions would read; with an absolute bound,
 * "operator" (18,052 profiles at 1 M, 54,156 at 3 M) led at 1 M and not at 3 M, where its count beside `rating>=4`
 * then took 26–38 ms checked on the heap against 13 ms in the words' scan.
 */
export const WORDS_LEAD_SHARE = WORDS_LEAD_MAX / 900_000;

/** The most profiles the rarest word may hold to lead (D412, D432): WORDS_LEAD_MAX until the table has been analysed. */
export function wordsLeadMaxOf(searchProfilesRows: number): number {
  return searchProfilesRows > 0
    ? Math.max(WORDS_LEAD_MAX, Math.round(searchProfilesRows * WORDS_LEAD_SHARE))
    : WORDS_LEAD_MAX;
}

/** The most matches a deep page's count statement gathers to sort its page from them (D417). */
export const DEEP_PAGE_GATHER_MAX = 5_000;

/**
 * What one more match gathered costs, in entries of a sort index walked (D437): a gathered match is a heap row read
 * at random and kept (4.7 µs at 3 M, warm: "support" gathered to 1,001 in 7 ms, to 5,001 in 26 ms), a walked entry is
 * one index tuple checked against the conditions (0.24–0.35 µs, D409: "support boston" filled page 1 from 38,000
 * entries in 9–13 ms).
 */
export const GATHERED_MATCH_IN_WALKED_ENTRIES = 15;

/**
 * How many matches the count's statement gathers (D417): the bound (1,000), or more for a deep page of a search with
 * words that the walk of its sort index is not expected to fill. Such a walk passes WALK_ENTRIES entries (D410); with
 * matches spread through the order it fills page `page` only when they are at least `page` × 20 × rows ÷ entries
 * (1,800 for page 5 at 2.7 M public profiles, 600 at 0.9 M). A search whose matches lie between the bound and that
 * walked its entries in vain and then gathered them all (`assistant` in Dallas, page 5: 12 ms at 1 M, 71 at 3 M). When
 * the words' and places' shares of the rows, taken as independent, do not promise twice that many matches, the count
 * gathers up to a quarter more than that, or than the estimate when it is larger, and a count that stays within it
 * sorts the page from what it gathered, in the same statement. A search denser than the estimate pays the larger
 * gather and walks as before. Sized by the page alone, a gather fell short of matches the estimate had foreseen:
 * "physical San" at 3 M, page 3: expected 1,656, held 1,521, gathered 1,352, then walked the name index (61 ms).
 * A prefix named by its vocabulary words (D407) counts as one word held by all of them together (D433): `wil` in New
 * York, page 5 by name, at 3 M went from a vain walk and a gather of every match (120 ms) to 23 ms.
 *
 * A walk expected to fill its page is weighed against the gather too (D437), page 1 and searches without words
 * included: it passes about `page` × 20 × rows ÷ matches entries, the same for a search whose matches grow with the
 * rows, while the matches just past the bound grow with them. "support boston" at 3 M (1,425 matches) gathered 1,001
 * and then walked 38,000 entries for page 1; gathering the 424 more costs less. The count gathers a quarter more than
 * the estimate when those extra matches cost fewer walked entries than the walk (GATHERED_MATCH_IN_WALKED_ENTRIES each).
 */
async function deepPageGather(
  database: Database,
  filters: SearchFilters,
  options: WordMatch &
    Pick<SearchTuning, "deepPageGather" | "walkEntries" | "gatherOverWalk"> & { places?: ResolvedPlaces },
  page: number,
  bound: number,
): Promise<number> {
  const typed = queryWords(filters.q);
  // A prefix is estimated by its vocabulary words together (D433); `word:*` has no counts to go by.
  const group = options.prefix ? options.prefixWords : [];
  if (options.deepPageGather === false || !group) return bound;
  const walkEntries = await walkBound(database, options);
  if (walkEntries === false) return bound;
  const words = options.prefix ? typed.slice(0, -1) : typed;
  const counts = await vocabularyCounts(database, [...words, ...group]);
  const rows = counts.searchProfilesRows;
  if (rows <= 0) return bound;
  const held = counts.held.slice(0, words.length);
  // No profile holds more of the prefix's words than all of them hold together.
  const together = counts.held.slice(words.length).reduce((a, n) => a + n, 0);
  if (group.length > 0) held.push(Math.min(rows, together));
  let expected = rows;
  for (const n of held) expected *= n / rows;
  if (options.places) expected *= (await placesProfiles(database, options.places)) / rows;
  const max = options.deepPageGather ?? DEEP_PAGE_GATHER_MAX;
  const fills = Math.ceil((page * LIMITS.searchPageSize * rows) / walkEntries);
  if (typed.length > 0 && page >= 2 && fills > bound && expected <= 2 * fills)
    return Math.max(bound, Math.min(Math.ceil(Math.max(fills, expected) * 1.25), max));
  // D437: a walk expected to fill the page (or, denser than D417 gathers, to fill it from its entries); is gathering
  // the matches past the bound cheaper? An industry's share is left out: a title word and an industry are not
  // independent (D435), and the estimate may only err high here.
  const perMatch = options.gatherOverWalk ?? GATHERED_MATCH_IN_WALKED_ENTRIES;
  if (perMatch === false || expected * 1.25 <= bound) return bound;
  const cheaper = (n: number) => {
    const gather = Math.ceil(n * 1.25);
    return gather > bound && gather <= max && (gather - bound) * perMatch < (page * LIMITS.searchPageSize * rows) / n;
  };
  // The planner's share of a rating, verified, claimed or country filter, asked only when it may change the answer.
  if (!cheaper(expected)) {
    expected *= await plannedShare(database, filters, rows);
    if (!cheaper(expected)) return bound;
  }
  return Math.min(Math.ceil(expected * 1.25), max);
}

/** Whether the query's words are rare enough to lead the broad keys' GIN scan (D412). */
async function wordsLead(
  database: Database,
  filters: SearchFilters,
  options: WordMatch & { wordsLeadMax?: number | false },
): Promise<boolean> {
  if (options.wordsLeadMax === false || options.prefix) return false;
  if (!(filters.verifiedOnly || filters.minRating !== undefined)) return false;
  const words = queryWords(filters.q);
  if (words.length === 0) return false;
  const { held, searchProfilesRows } = await vocabularyCounts(database, words);
  return Math.min(...held) <= (options.wordsLeadMax ?? wordsLeadMaxOf(searchProfilesRows));
}

/** A cache for exact counts, keyed by the normalized filters (see docs/search-performance.md). */
export interface CountCache {
  get(key: string): number | undefined;
  set(key: string, count: number): void;
}

/** Normalized filters that decide the count (not the page or the order). */
export function countKey(filters: SearchFilters, options: WordMatch = {}): string {
  const norm = (v: string | undefined) => v?.trim().toLowerCase() || "";
  return JSON.stringify([
    queryWords(filters.q),
    options.prefix === true,
    norm(filters.city),
    norm(filters.state),
    norm(filters.country),
    norm(filters.industry),
    filters.minRating ?? null,
    filters.maxRating ?? null,
    filters.verifiedOnly === true,
    filters.claimedOnly === true,
  ]);
}

/** The cache key of a count to `bound`: a count to 1,001 ("more than 1,000") and an exact one are kept apart. */
function boundedCountKey(filters: SearchFilters, options: WordMatch, bound: number): string {
  return `${countKey(filters, options)}#${bound}`;
}

/** The keys of each sort index (each also INCLUDEs every searched column, D270). */
const SORT_KEYS: Record<SortOrder, string[]> = {
  rating: ["id", "average_rating", "total_ratings"],
  recent: ["id", "updated_at"],
  alphabetical: ["id", "last_name", "first_name"],
};

/**
 * The first `entries` entries of a sort index, as a FROM item (D410): the conditions outside the inner LIMIT cannot be
 * pushed below it, so PostgreSQL walks the index in order, index-only, and stops at the page's last match or after
 * `entries` entries, whichever comes first. One statement where the forced walk was four (BEGIN, its planner settings
 * and timeout, the walk, COMMIT), and a bound on the work in entries rather than milliseconds. Only the columns the
 * order and the conditions (`read`) read are passed up: each one more costs every entry walked (a last name's page 4
 * at 1 M: 8.5 ms with all of them, 7.2 with these, 6.2 for the timed walk's plain index scan).
 */
function boundedWalk(sortBy: SortOrder, read: SearchedColumn[], order: SQL, entries: number): SQL {
  const names = [...new Set<string>([...SORT_KEYS[sortBy], ...read])];
  const columns = sql.raw(names.map((name) => `p.${name}`).join(", "));
  return sql`(SELECT ${columns} FROM search_profiles p ORDER BY ${order} LIMIT ${entries}) p`;
}

/**
 * The page query and the count query for `filters` (exported for EXPLAIN in bench/search.ts).
 *
 * Two page shapes (D191). `few` (the count is exact, at most COUNT_BOUND matches): the matches are gathered
 * first through the GIN / trigram indexes (a MATERIALIZED CTE the planner cannot flatten), then sorted — cost
 * proportional to the matches. Otherwise (`many`) the planner walks the partial sort index and filters, which
 * finds 20 rows quickly because matches are dense. Left to itself the planner picked the walk for two common
 * words that never occur together (it multiplies their frequencies and expects thousands of rows) and read
 * all 900 k public rows to find none: 6 s. The count runs first, so the shape is chosen from the real number.
 */
export function searchQueries(
  filters: SearchFilters,
  options: WordMatch & {
    few?: boolean;
    countBound?: number;
    places?: ResolvedPlaces;
    walkEntries?: number;
    wordsLead?: boolean;
  } = {},
): { rowsQuery: SQL; countQuery: SQL; countedPageQuery: SQL; page: number } {
  const bound = options.countBound ?? COUNT_BOUND;
  const pageSize = LIMITS.searchPageSize;
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const where = searchConditions(filters, options);
  // The walk checks each index entry it passes: plain conditions there (D270).
  const walk = options.few ? null : buildConditions(filters, { ...options, plain: true });
  const walkWhere = walk?.where ?? where;
  const sortBy = filters.sortBy ?? "rating";
  const order = SORT_SQL[sortBy];
  const columns = CARD_COLUMNS;
  // Ids first (an index-only walk of the sort index for deep pages), then the 20 rows' columns.
  const rowsQuery = options.few
    ? sql`
WITH m AS MATERIALIZED (
  SELECT p.id, p.average_rating, p.total_ratings, p.updated_at, p.last_name, p.first_name
  FROM search_profiles p WHERE ${where}
), hit AS (
  SELECT p.id FROM m p ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
)
SELECT ${columns}
FROM search_profiles p JOIN hit ON hit.id = p.id
ORDER BY ${order}`
    : sql`
WITH hit AS (
  SELECT p.id FROM ${options.walkEntries === undefined || !walk ? sql`search_profiles p` : boundedWalk(sortBy, walk.columns, order, options.walkEntries)}
  WHERE ${walkWhere}
  ORDER BY ${order}
  LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
)
SELECT ${columns}
FROM search_profiles p JOIN hit ON hit.id = p.id
ORDER BY ${order}`;
  // Bounded: stops after COUNT_BOUND + 1 matches (D190).
  const countQuery = sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM search_profiles p WHERE ${where} LIMIT ${bound + 1}) c`;
  // The count and, when it is exact, the gathered page in one statement (D269): the first COUNT_BOUND + 1 matches
  // are gathered once; at most COUNT_BOUND of them means they are all the matches, so the page is sorted from them.
  // Beyond the bound the page part reads nothing and the caller walks the sort index instead. One row with only
  // `total_count` when the page is empty. (Counting to 10,001 in a second pass after gathering 1,001 read the rows
  // twice: 1.5-4x the time of this one pass at 1 M, D323.)
  const countedPageQuery = sql`
WITH m AS MATERIALIZED (
  SELECT p.id, p.average_rating, p.total_ratings, p.updated_at, p.last_name, p.first_name
  FROM search_profiles p WHERE ${where} LIMIT ${bound + 1}
), c AS (
  SELECT count(*)::int AS total_count FROM m
), hit AS (
  SELECT p.id FROM m p WHERE (SELECT total_count FROM c) <= ${bound}
  ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
)
SELECT c.total_count, p.* FROM c LEFT JOIN LATERAL (
  SELECT ${columns}, p.updated_at FROM search_profiles p JOIN hit ON hit.id = p.id
) p ON true
ORDER BY ${order}`;
  return { rowsQuery, countQuery, countedPageQuery, page };
}

export async function searchProfessionals(
  database: Database,
  filters: SearchFilters,
  options: SearchTuning & { exactCountBound?: number } = {},
): Promise<SearchResult> {
  const places = await resolvePlaces(database, filters);
  const found = await searchWithoutTypos(database, filters, { ...options, places });
  // Typo tolerance (D353): only a query that finds little is compared with the vocabulary; the rest return here.
  if (found.totalCount > FEW_RESULTS) return found;
  const words = queryWords(filters.q);
  const corrected = words.length > 0 ? await correctWords(database, words) : null;
  if (!corrected) return found;
  const q = corrected.join(" ");
  const alternative = await searchWithoutTypos(database, { ...filters, q }, { ...options, places });
  if (alternative.totalCount <= found.totalCount) return found;
  // Exact matches first: a query that found some keeps them, and is offered the correction.
  return found.totalCount === 0 ? { ...alternative, didYouMean: q, typoMatches: true } : { ...found, didYouMean: q };
}

/** Whole words, then the last word as a prefix (the search before typo tolerance). */
async function searchWithoutTypos(
  database: Database,
  filters: SearchFilters,
  options: SearchTuning & { exactCountBound?: number; places?: ResolvedPlaces },
): Promise<SearchResult> {
  const exact = await runSearch(database, filters, { ...options, prefix: false });
  if (exact.totalCount > 0) return exact;
  const retry = await prefixRetry(database, filters.q, options.prefixWordsMax ?? PREFIX_WORDS_MAX);
  return retry ? runSearch(database, filters, { ...options, ...retry }) : exact;
}

/** The answer of the count endpoint (D351): exact up to its bound, `countCapped` beyond. */
export interface CountResult {
  totalCount: number;
  countCapped: boolean;
  totalPages: number;
}

/** Counts of the same key running now, shared by their callers (D351: a burst of identical counts runs once). */
export type CountsInFlight = Map<string, Promise<number>>;

/**
 * The exact count for the page that said "1,000+" (D351): the same conditions as the search (the same places, the
 * same whole-words-then-prefix rule), counted to `countBound` + 1 by the bounded count statement, kept in the count
 * cache for 5 minutes (the search then answers with it directly) and coalesced through `inFlight`.
 */
export async function countProfessionals(
  database: Database,
  filters: SearchFilters,
  options: SearchTuning & { inFlight?: CountsInFlight } = {},
): Promise<CountResult> {
  const bound = options.countBound ?? EXACT_COUNT_BOUND;
  const places = await resolvePlaces(database, filters);
  let counted: number;
  // A last name, proven by the name index's ranges (D416, D419), or a count known without counting.
  const known =
    (await lastNameSearch(database, filters, { ...options, prefix: false }, null))?.count ??
    (await knownCount(database, filters, { ...options, bound, places, prefix: false }));
  if (known !== null) {
    counted = known;
    options.countCache?.set(boundedCountKey(filters, { prefix: false }, bound), counted);
  } else counted = await countOnce(database, filters, { ...options, bound, places, prefix: false });
  const retryOf = (q: string | undefined) => prefixRetry(database, q, options.prefixWordsMax ?? PREFIX_WORDS_MAX);
  const retry = counted === 0 ? await retryOf(filters.q) : null;
  if (retry) counted = await countOnce(database, filters, { ...options, bound, places, ...retry });
  // A query that found nothing shows the matches of its correction (D353): so does its count.
  const corrected = counted === 0 && filters.q ? await correctWords(database, queryWords(filters.q)) : null;
  if (corrected) {
    const q = corrected.join(" ");
    counted = await countOnce(database, { ...filters, q }, { ...options, bound, places, prefix: false });
    const correctedRetry = counted === 0 ? await retryOf(q) : null;
    if (correctedRetry)
      counted = await countOnce(database, { ...filters, q }, { ...options, bound, places, ...correctedRetry });
  }
  const totalCount = Math.min(counted, bound);
  return { totalCount, countCapped: counted > bound, totalPages: Math.ceil(totalCount / LIMITS.searchPageSize) };
}

async function countOnce(
  database: Database,
  filters: SearchFilters,
  options: WordMatch & {
    bound: number;
    places?: ResolvedPlaces;
    countCache?: CountCache;
    inFlight?: CountsInFlight;
    wordsLeadMax?: number | false;
  },
): Promise<number> {
  const key = boundedCountKey(filters, { prefix: options.prefix }, options.bound);
  const cached = options.countCache?.get(key);
  if (cached !== undefined) return cached;
  const running = options.inFlight?.get(key);
  if (running) return running;
  // Nothing is awaited before the count is in flight: an identical count arriving meanwhile must find it (D351).
  const run = (async () => {
    const shape = {
      prefix: options.prefix,
      prefixWords: options.prefixWords,
      countBound: options.bound,
      places: options.places,
      wordsLead: await wordsLead(database, filters, options),
    };
    const n = await boundedCount(database, filters, shape);
    options.countCache?.set(key, n);
    return n;
  })();
  options.inFlight?.set(key, run);
  try {
    return await run;
  } finally {
    options.inFlight?.delete(key);
  }
}

/** The count of `filters` to `shape.countBound` + 1, under the facet index's settings when it reads only keys. */
async function boundedCount(
  database: Database,
  filters: SearchFilters,
  shape: WordMatch & { countBound: number; places?: ResolvedPlaces; wordsLead?: boolean },
): Promise<number> {
  const { countQuery } = searchQueries(filters, shape);
  const r =
    database.engine === "postgres" && countsThroughFacets(filters, shape)
      ? await database.db.transaction(async (tx) => {
          await tx.execute(FACET_COUNT_SETTINGS);
          return tx.execute<{ n: number }>(countQuery);
        })
      : await database.db.execute<{ n: number }>(countQuery);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Short city and state filters as the exact lower-cased values that contain them, read from public_locations
 * (one row per distinct public city + state, kept exact by triggers, D26): for public profiles — the only ones
 * searched — `lower(state) LIKE '%tx%'` and `lower(state) = ANY(states containing "tx")` keep the same rows,
 * and the second is served by an index (D193). City filters of any length are resolved (D245): every public profile
 * with a city has its row in public_locations, so the city's values become facet keys; a public profile with a
 * state and no city has its row too (city '', D250), so a short state filter finds it. A long state filter keeps
 * the trigram "contains".
 */
export async function resolvePlaces(database: Database, filters: SearchFilters): Promise<ResolvedPlaces | undefined> {
  const places: ResolvedPlaces = {};
  for (const column of ["city", "state"] as const) {
    const v = filters[column]?.trim();
    if (!v || (column === "state" && v.length >= TRIGRAM_MIN)) continue;
    const r = await executeNamed(
      database.db,
      `standing_places_${column}`,
      column === "city"
        ? sql`SELECT DISTINCT lower(city) AS v FROM public_locations WHERE standing_fold(city) LIKE ${containsPattern(foldText(v))}`
        : sql`SELECT DISTINCT lower(state) AS v FROM public_locations WHERE standing_fold(state) LIKE ${containsPattern(foldText(v))}`,
    );
    places[column] = (r.rows as Array<{ v: string }>).map((row) => row.v);
  }
  return places.city || places.state ? places : undefined;
}

async function runSearch(
  database: Database,
  filters: SearchFilters,
  options: WordMatch & SearchTuning & { exactCountBound?: number; places?: ResolvedPlaces },
): Promise<SearchResult> {
  const pageSize = LIMITS.searchPageSize;
  let bound = options.countBound ?? COUNT_BOUND;
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const shape = {
    prefix: options.prefix,
    prefixWords: options.prefixWords,
    countBound: bound,
    places: options.places,
    wordsLead: await wordsLead(database, filters, options),
  };

  // The count decides the page shape (D191). A cached count is always more than 1,000 (TtlCountCache keeps only
  // those): the page is walked. The count endpoint's exact figure, when cached, answers first (D351); then the
  // search's own "more than 1,000". Otherwise one statement counts to 1,001 and, when the count is exact, pages (D269).
  const exactKey = boundedCountKey(filters, { prefix: options.prefix }, options.exactCountBound ?? EXACT_COUNT_BOUND);
  const exactCached = options.countCache?.get(exactKey);
  const key = boundedCountKey(filters, { prefix: options.prefix }, bound);
  const cached = exactCached ?? options.countCache?.get(key);
  if (exactCached !== undefined) bound = options.exactCountBound ?? EXACT_COUNT_BOUND;
  let counted: number;
  let pageResult: RawCardRow[] | undefined;
  // A last name: its exact count when its spellings' profiles are every match, and sorted by name its page from the
  // name ranges (D416, D419). In another order a count already kept answers first.
  const lastName =
    filters.sortBy === "alphabetical" || cached === undefined
      ? await lastNameSearch(database, filters, options, page)
      : null;
  const known =
    cached === undefined && !lastName ? await knownCount(database, filters, { ...options, bound, page }) : null;
  if (lastName) {
    counted = lastName.count;
    pageResult = lastName.rows;
    options.countCache?.set(key, counted);
  } else if (cached !== undefined) counted = cached;
  else if (known !== null) {
    counted = known;
    options.countCache?.set(key, counted);
  } else {
    // A deep page that a walk is not expected to fill gathers more matches in the count's statement (D417).
    const gather = await deepPageGather(database, filters, options, page, bound);
    const { countedPageQuery } = searchQueries(filters, { ...shape, countBound: gather });
    const r =
      database.engine === "postgres" && countsThroughFacets(filters, shape)
        ? await database.db.transaction(async (tx) => {
            await tx.execute(FACET_COUNT_SETTINGS);
            return tx.execute<RawCardRow & { total_count: number }>(countedPageQuery);
          })
        : await database.db.execute<RawCardRow & { total_count: number }>(countedPageQuery);
    counted = Number(r.rows[0]?.total_count ?? 0);
    if (counted <= gather) pageResult = r.rows.filter((row) => row.id !== null);
    options.countCache?.set(key, counted);
  }
  const countCapped = counted > bound;
  const totalCount = Math.min(counted, bound);
  const totalPages = Math.ceil(totalCount / pageSize);
  if (counted === 0 || (!countCapped && (page - 1) * pageSize >= totalCount))
    return { rows: [], totalCount, countCapped, totalPages, page };

  // A walked page holds this many rows: all of a page, the last one of an exact count excepted.
  const expected = countCapped ? pageSize : Math.min(pageSize, totalCount - (page - 1) * pageSize);
  const many = cached !== undefined || countCapped;
  const walkEntries = pageResult ? false : await walkBound(database, options);
  const rows = (pageResult ?? (await pageRows(database, filters, shape, many, { expected, walkEntries })).rows).map(
    (r): ProfessionalCardRow => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      headline: r.headline,
      city: r.city,
      state: r.state,
      country: r.country,
      profilePicture: r.profile_picture,
      averageRating: Number(r.average_rating),
      totalRatings: r.total_ratings,
      verifiedEmployersCount: r.verified_employers_count,
      isClaimed: r.is_claimed,
    }),
  );
  return { rows, totalCount, countCapped, totalPages, page };
}

/** How long the walk of a sort index may take before the page is taken from the gathered matches (D191). */
export const WALK_TIMEOUT_MS = 100;
/**
 * How many entries of a sort index a search with words walks for its page before it gathers instead (D410): about
 * 50 ms of index-only entries on a quiet host (0.35 µs each, D409), half the timeout it replaces for those searches.
 */
export const WALK_ENTRIES = 150_000;

/**
 * The entries a page's walk passes (D410): WALK_ENTRIES on PostgreSQL, but at most half the rows of search_profiles
 * (D418; the planner's count of them, kept with the vocabulary's counts). Past about half, PostgreSQL's cost model
 * prefers reading the whole table and sorting it to walking the index, and a bounded walk of 150,000 entries on a
 * table of 90,000 sorted every row with its words on each deep page: 210–320 ms against 7 ms walked. An explicit
 * `walkEntries` is taken as it is.
 */
export async function walkBound(
  database: Database,
  options: Pick<SearchTuning, "walkEntries">,
): Promise<number | false> {
  if (options.walkEntries !== undefined) return options.walkEntries;
  if (database.engine !== "postgres") return false;
  return entriesWithinRows(database);
}

/** WALK_ENTRIES, at most half the rows of search_profiles (D418; all of it when the table was never analysed). */
async function entriesWithinRows(database: Database): Promise<number> {
  const { searchProfilesRows: rows } = await vocabularyCounts(database, []);
  return rows > 0 ? Math.min(WALK_ENTRIES, Math.ceil(rows * WALK_MAX_SHARE_OF_ROWS)) : WALK_ENTRIES;
}

/**
 * The entries a page's walk is taken to pass when judging whether it will fill the page (D420): the bounded walk's
 * (D410), or on PGlite, whose walk is the planner's, the same share of the rows as D418's bound.
 */
async function pageWalkEntries(database: Database, options: Pick<SearchTuning, "walkEntries">): Promise<number> {
  const bounded = await walkBound(database, options);
  return bounded !== false ? bounded : entriesWithinRows(database);
}

/**
 * The page. Exact count (at most COUNT_BOUND matches) and not cached: gathered and sorted. More: the walk of the sort index,
 * which is fast when matches are spread through the order, but reads most of the index when they cluster in it
 * (a last name sorted alphabetically: "Schneider" after every A–R name; 9–17 s under load). On PostgreSQL the
 * walk therefore runs under a statement timeout and, past it, the gathered shape answers instead.
 */
async function pageRows(
  database: Database,
  filters: SearchFilters,
  shape: WordMatch & { countBound?: number; places?: ResolvedPlaces; wordsLead?: boolean },
  many: boolean,
  bounded: { expected: number; walkEntries: number | false },
) {
  const few = () => database.db.execute<RawCardRow>(searchQueries(filters, { ...shape, few: true }).rowsQuery);
  if (!many) return few();
  if (await clustersAlphabetically(database, filters)) return few();
  // With query words, the walk is bounded by its entries, in one statement (D410); a walk that passed them all
  // before it filled the page found its matches too sparse in this order, and the page is gathered instead.
  if (bounded.walkEntries !== false && queryWords(filters.q).length > 0) {
    const walkEntries = bounded.walkEntries;
    const walked = await database.db.execute<RawCardRow>(searchQueries(filters, { ...shape, walkEntries }).rowsQuery);
    return walked.rows.length >= bounded.expected ? walked : few();
  }
  const walk = searchQueries(filters, { ...shape, few: false }).rowsQuery;
  if (database.engine !== "postgres") return database.db.execute<RawCardRow>(walk);
  try {
    return await database.db.transaction(async (tx) => {
      // With query words, a walk whatever the planner thinks of them: more than 1,000 matched, and the sort
      // indexes carry every searched column (D270), so the walk reads only the index. The planner multiplies the
      // words' frequencies ("sous" × "chef") and, expecting few matches, gathered and sorted 9 k rows (20 ms against
      // 0.6 ms). Filters alone are left to it: its column statistics are right about them, and a rare one (a
      // state, claimed) is better gathered. One round trip for the settings.
      await tx.execute(walkSettings(filters));
      return tx.execute<RawCardRow>(walk);
    });
  } catch (error) {
    if (isQueryCanceled(error)) return few();
    throw error;
  }
}

/** The walk's transaction settings (D191, D270); exported so bench/search.ts explains what the app runs. */
export function walkSettings(filters: SearchFilters): SQL {
  const force = queryWords(filters.q).length > 0;
  return sql.raw(
    `SELECT set_config('statement_timeout', '${WALK_TIMEOUT_MS}', true)${force ? ", set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)" : ""}`,
  );
}

/**
 * The exact count of a one-word search for a last name, whatever its order, and (with `page`, sorted by name) its page,
 * when the profiles of its spellings hold every match (D416, D419; search-last-name.ts); otherwise null and the search
 * goes its usual way. In another order the page is walked or gathered as usual, the count already known.
 */
async function lastNameSearch(
  database: Database,
  filters: SearchFilters,
  options: WordMatch & Pick<SearchTuning, "lastNameRanges">,
  page: number | null,
): Promise<{ count: number; rows?: RawCardRow[] } | null> {
  if (options.lastNameRanges === false) return null;
  const typed = queryWords(filters.q);
  if (typed.length !== 1 || !onlyWords(filters)) return null;
  // A prefix retry of the one word matches its vocabulary words (D407): proven the same way when each is a last name
  // held nowhere else (D422). A prefix matched as `word:*` is not.
  const words = options.prefix ? options.prefixWords : typed;
  if (!words || words.length === 0) return null;
  const byName = filters.sortBy === "alphabetical" && page !== null;
  const r = await lastNameMatches(database, words, byName ? page : null);
  return r && (byName ? r : { count: r.count });
}

/**
 * A query that is somebody's last name (its one word, or a name of several words such as O'Hara, D435), sorted
 * alphabetically: its matches sit together in the sort order (every "Rodriguez" after all A–R names), so the walk
 * would read the index up to them and always end at the timeout (120 ms on a quiet machine). Those searches gather
 * straight away (D251): a last name matches a few thousand rows, sorted in milliseconds. One probe of the last-name
 * index decides.
 */
async function clustersAlphabetically(database: Database, filters: SearchFilters): Promise<boolean> {
  if (filters.sortBy !== "alphabetical") return false;
  const name = typedLastName(filters.q);
  if (name === null) return false;
  const r = await executeNamed(
    database.db,
    "standing_last_name_probe",
    sql`SELECT 1 FROM professionals WHERE visibility = 'public' AND standing_fold(last_name) = ${name} LIMIT 1`,
  );
  return r.rows.length > 0;
}

/**
 * The last name a query may be, folded as last names are: its one word, or the whole of a query whose words a
 * last name holds together (D435: "O'Hara" is the words "o" and "hara", and its 6,456 profiles at 3 M sit together in
 * the name order as a one-word name's do). Null for no words.
 */
function typedLastName(q: string | undefined): string | null {
  const words = queryWords(q);
  if (words.length === 0) return null;
  if (words.length === 1) return words[0] as string;
  // foldText reads a phone's "O’Hara" as "o'hara", as the database's fold reads a kept name (D436).
  return foldText((q as string).normalize("NFC"))
    .trim()
    .replace(/\s+/g, " ");
}

/** A statement cancelled by its `statement_timeout` (SQLSTATE 57014), however deep the driver wrapped it. */
export function isQueryCanceled(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === "57014") return true;
  return false;
}

/**
 * In-process count cache: an exact count is kept for `ttlMs` (the spec's 5-minute search cache) once
 * it reaches `minCount`. Small counts are cheap to compute and always fresh; large ones (broad queries
 * over hundreds of thousands of public profiles) cost tens of milliseconds and are what the cache is for.
 */
export class TtlCountCache implements CountCache {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(
    private readonly options: { ttlMs: number; minCount: number; maxEntries: number; now?: () => number } = {
      ttlMs: 5 * 60_000,
      // Only counts of more than 1,000 (D323): they are the costly ones, and their page is then walked. Smaller
      // counts stay exact to the moment.
      minCount: CACHED_COUNT_MIN,
      maxEntries: 5_000,
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.count;
  }

  set(key: string, count: number): void {
    if (count < this.options.minCount) return;
    if (this.entries.size >= this.options.maxEntries) {
      // Oldest insertion first out (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { count, expiresAt: this.now() + this.options.ttlMs });
  }
}
