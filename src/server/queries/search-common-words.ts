import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { startsWith } from "./starts-with";
import { VOCABULARY_KEEP_MS, vocabularyCounts } from "./vocabulary-counts";

/**
 * A one-word search whose word is common needs no count (D396). Counting reads the word's whole GIN posting list,
 * whatever the LIMIT (PostgreSQL's GIN has only bitmap scans, D395), so its cost grows with the rows: "nurse" is
 * 27 k entries at 1 M profiles and 81 k at 3 M. The vocabulary (search_words, D353) already knows how many public
 * profiles hold each word; when that is more than twice the count's bound and a large enough share of all profiles,
 * the answer is "more than the bound" without reading the list, and the page is the bounded walk of the sort index,
 * whose length depends on the word's share (about 20 × page ÷ share entries), not on the number of rows.
 */
export interface CommonWordRule {
  /** The least share of all profiles that hold the word, for the walk of a page to stay short. */
  minShare: number;
  /** How long a word's count is kept in memory (0: read every time). */
  keepMs: number;
}

/**
 * 2 %: page 5 walks about 5,000 index entries (2-17 ms at 1 M on a loaded host, against 50-60 ms to count). A word's
 * count is kept 5 minutes: the lookup is one more statement per one-word search (two for a corrected one), and the
 * counts themselves move only nightly (D353).
 */
export const COMMON_WORD_RULE: CommonWordRule = { minShare: 0.02, keepMs: VOCABULARY_KEEP_MS };

/**
 * Whether `words` is one word that at least 2 × `bound` public profiles and `rule.minShare` of all profiles hold.
 * Only for a whole-word search without filters: a filter beside the word can make its matches rare, and a prefix is
 * not a word of the vocabulary. The vocabulary's counts are recounted nightly and only grow in between (D353), so a
 * word many profiles have left since may be taken as common for a day: the page is still right, only "1,000+" may
 * overstate until then.
 */
export async function isCommonWord(
  database: Database,
  words: string[],
  options: { bound: number; rule?: CommonWordRule },
): Promise<boolean> {
  if (words.length !== 1) return false;
  const rule = options.rule ?? COMMON_WORD_RULE;
  const counts = await vocabularyCounts(database, words, rule.keepMs);
  const profiles = counts.held[0]!;
  return profiles > 2 * options.bound && profiles >= rule.minShare * counts.professionalsRows;
}

/**
 * The vocabulary's words that start with `prefix` (itself included), in word order, at most `limit`. The vocabulary
 * holds every word of every public profile from the moment it is written (its triggers add new words in the same
 * transaction; only the nightly recount removes words), so these are all the words `prefix:*` could match, and
 * perhaps a few that no public profile holds any more (D407). One range read of `search_words_word_pattern_idx`.
 */
export async function wordsStartingWith(database: Database, prefix: string, limit: number): Promise<string[]> {
  const r = await database.db.execute<{ word: string }>(sql`
SELECT word FROM search_words WHERE ${startsWith(sql`word`, prefix)} ORDER BY word LIMIT ${limit}`);
  return r.rows.map((row) => row.word);
}
