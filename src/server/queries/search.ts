import { type SQL, sql } from "drizzle-orm";
import type { SortOrder } from "../../core/domain";
import { LIMITS } from "../../core/limits";
import type { Database } from "../db/client";

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
  totalCount: number;
  totalPages: number;
  page: number;
}

/** How query words match: whole words, or (`prefix`) the last word also as a prefix. */
export interface WordMatch {
  prefix?: boolean;
}

/** At most this many words of a query are used; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** Shortest last word that is also matched as a prefix. Shorter prefixes match too much to be useful. */
export const PREFIX_MIN_LENGTH = 3;
/** Longest word kept (PostgreSQL's own lexeme limit is 2 KB; real words are far shorter). */
const MAX_WORD_LENGTH = 60;

/** The words of a free-text query: runs of letters and digits, lower-cased, de-duplicated, in order. */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words: string[] = [];
  for (const match of q
    .normalize("NFC")
    .toLowerCase()
    .matchAll(/[\p{L}\p{N}]+/gu)) {
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

/** Whether a query that matched nothing as whole words is worth retrying with its last word as a prefix. */
export function canRetryAsPrefix(q: string | undefined): boolean {
  const words = queryWords(q);
  return (words.at(-1)?.length ?? 0) >= PREFIX_MIN_LENGTH;
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

/** The WHERE clause shared by the page and the count. */
export function searchConditions(filters: SearchFilters, options: WordMatch = {}): SQL {
  const conditions: SQL[] = [sql`p.visibility = 'public'`];
  const tsquery = buildTsQuery(filters.q, options);
  if (tsquery) conditions.push(sql`p.search_vector @@ to_tsquery('simple', ${tsquery})`);
  // lower(col) LIKE lower-cased pattern: case-insensitive contains that the trigram indexes on lower(col) serve.
  const contains = (column: SQL, value: string | undefined) => {
    const v = value?.trim();
    if (v) conditions.push(sql`lower(${column}) LIKE ${containsPattern(v)}`);
  };
  contains(sql`p.city`, filters.city);
  contains(sql`p.state`, filters.state);
  contains(sql`p.country`, filters.country);
  contains(sql`p.headline`, filters.industry);
  if (filters.minRating !== undefined) conditions.push(sql`p.average_rating >= ${filters.minRating}`);
  if (filters.maxRating !== undefined) conditions.push(sql`p.average_rating <= ${filters.maxRating}`);
  if (filters.verifiedOnly) conditions.push(sql`p.verified_employers_count > 0`);
  if (filters.claimedOnly) conditions.push(sql`p.is_claimed`);
  return sql.join(conditions, sql` AND `);
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

type RawCardRow = {
  id: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  city: string | null;
  state: string | null;
  country: string;
  profile_picture: string | null;
  average_rating: string | number;
  total_ratings: number;
  verified_employers_count: number;
  is_claimed: boolean;
};

/** The page query and the count query for `filters` (exported for EXPLAIN in bench/search.ts). */
export function searchQueries(
  filters: SearchFilters,
  options: WordMatch = {},
): { rowsQuery: SQL; countQuery: SQL; page: number } {
  const pageSize = LIMITS.searchPageSize;
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const where = searchConditions(filters, options);
  const order = SORT_SQL[filters.sortBy ?? "rating"];
  // Ids first (an index-only walk of the sort index for deep pages), then the 20 rows' columns.
  const rowsQuery = sql`
WITH hit AS (
  SELECT p.id FROM professionals p
  WHERE ${where}
  ORDER BY ${order}
  LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
)
SELECT p.id, p.first_name, p.last_name, p.headline, p.city, p.state, p.country, p.profile_picture,
       p.average_rating, p.total_ratings, p.verified_employers_count, p.is_claimed
FROM professionals p JOIN hit ON hit.id = p.id
ORDER BY ${order}`;
  const countQuery = sql`SELECT count(*)::int AS n FROM professionals p WHERE ${where}`;
  return { rowsQuery, countQuery, page };
}

export async function searchProfessionals(
  database: Database,
  filters: SearchFilters,
  options: { countCache?: CountCache } = {},
): Promise<SearchResult> {
  const exact = await runSearch(database, filters, { ...options, prefix: false });
  if (exact.totalCount > 0 || !canRetryAsPrefix(filters.q)) return exact;
  return runSearch(database, filters, { ...options, prefix: true });
}

async function runSearch(
  database: Database,
  filters: SearchFilters,
  options: WordMatch & { countCache?: CountCache },
): Promise<SearchResult> {
  const pageSize = LIMITS.searchPageSize;
  const { rowsQuery, countQuery, page } = searchQueries(filters, { prefix: options.prefix });

  const key = options.countCache ? countKey(filters, { prefix: options.prefix }) : "";
  const cached = options.countCache?.get(key);

  const [rowsResult, totalCount] = await Promise.all([
    database.db.execute<RawCardRow>(rowsQuery),
    cached !== undefined
      ? Promise.resolve(cached)
      : database.db.execute(countQuery).then((r) => Number((r.rows[0] as { n: number } | undefined)?.n ?? 0)),
  ]);
  if (cached === undefined) options.countCache?.set(key, totalCount);

  const rows = rowsResult.rows.map(
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
  return { rows, totalCount, totalPages: Math.ceil(totalCount / pageSize), page };
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
      minCount: 5_000,
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
