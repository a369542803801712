import { sql } from "drizzle-orm";
import { LIMITS } from "../../core/limits";
import type { Database } from "../db/client";
import { executeNamed } from "../db/named-statement";
import { startsWith } from "./starts-with";
import { VOCABULARY_KEEP_MS, vocabularyCounts } from "./vocabulary-counts";

/**
 * A one-word search whose word is common needs no count (D396, D420). Counting reads the word's whole GIN posting
 * list, whatever the LIMIT (PostgreSQL's GIN has only bitmap scans, D395), and its heap rows up to the 1,001st, so its
 * cost grows with the rows: "nurse" is 27 k entries at 1 M profiles and 81 k at 3 M, "memphis" 9 k (9-12 ms). The
 * vocabulary (search_words, D353) already knows how many public profiles hold each word; when that is more than twice
 * the count's bound, the answer is "more than the bound" without reading the list. The page of such a count is the
 * bounded walk of the sort index (D410) whether it was counted or not, so the count is skipped whenever that walk is
 * expected to fill the page: the word's profiles at least twice the matches the walk needs (D417's own test). A walk
 * that does not fill it gathers the page instead, as after a count.
 */
export interface CommonWordRule {
  /** How long a word's count is kept in memory (0: read every time). */
  keepMs: number;
}

/**
 * A word's count is kept 5 minutes: the lookup is one more statement per one-word search (two for a corrected one),
 * and the counts themselves move only nightly (D353).
 */
export const COMMON_WORD_RULE: CommonWordRule = { keepMs: VOCABULARY_KEEP_MS };

/**
 * Whether `words` is one word that more than 2 × `bound` public profiles hold and, for a search's `page`, enough of
 * them for a walk of `walkEntries` sort-index entries to be expected to fill that page twice over (matches spread
 * through the order: page × 20 × rows ÷ entries of them). Without a page (the count endpoint, which never walks) the
 * bound alone decides. Only for a whole-word search without filters: a filter beside the word can make its matches
 * rare. With `anyOf`, `words` are the vocabulary words a one-word prefix stands for (D407, D434), and the commonest of
 * them decides: a prefix matched as `word:*` has no counts and is never common. The vocabulary's counts are recounted
 * nightly and only grow in between (D353), so a word many profiles have left since may be taken as common for a day:
 * the page is still right (a walk that falls short gathers it), only "1,000+" may overstate until then.
 */
export async function isCommonWord(
  database: Database,
  words: string[],
  options: { bound: number; page?: number; walkEntries?: number; rule?: CommonWordRule | false; anyOf?: boolean },
): Promise<boolean> {
  if (words.length === 0 || (words.length !== 1 && !options.anyOf) || options.rule === false) return false;
  const rule = options.rule ?? COMMON_WORD_RULE;
  const counts = await vocabularyCounts(database, words, rule.keepMs);
  // Any of several words (a prefix's, D434): at least as many profiles hold one of them as hold the commonest.
  const profiles = Math.max(...counts.held);
  if (profiles <= 2 * options.bound) return false;
  // A table never analysed has no rows to estimate with: the bound alone decides, as it did before D420.
  const rows = counts.searchProfilesRows;
  if (options.page === undefined || options.walkEntries === undefined || rows <= 0) return true;
  const fills = (options.page * LIMITS.searchPageSize * rows) / options.walkEntries;
  return profiles > 2 * fills;
}

/**
 * The vocabulary's words that start with `prefix` (itself included), in word order, at most `limit`. The vocabulary
 * holds every word of every public profile from the moment it is written (its triggers add new words in the same
 * transaction; only the nightly recount removes words), so these are all the words `prefix:*` could match, and
 * perhaps a few that no public profile holds any more (D407). One range read of `search_words_word_pattern_idx`.
 */
export async function wordsStartingWith(database: Database, prefix: string, limit: number): Promise<string[]> {
  const r = await executeNamed<{ word: string }>(
    database.db,
    "standing_words_starting_with",
    sql`SELECT word FROM search_words WHERE ${startsWith(sql`word`, prefix)} ORDER BY word LIMIT ${limit}`,
  );
  return r.rows.map((row) => row.word);
}
