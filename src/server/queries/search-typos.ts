import { sql } from "drizzle-orm";
import {
  allowedPrefixTypos,
  bestCorrection,
  ONE_TYPO_MIN_LENGTH,
  prefixDistance,
  type VocabularyWord,
  withinTypos,
} from "../../core/typos";
import type { Database, Db } from "../db/client";
import { executeNamed } from "../db/named-statement";
import { pgTextArray } from "./pg-text-array";
import { startsWith } from "./starts-with";

/**
 * Typo tolerance for the directory search and its suggestions (issue 37 §1, D353). The vocabulary is `search_words`
 * (migration 0032): the folded words of public profiles with how many profiles hold each, kept by triggers and the
 * nightly search-words job. A typed word is compared with the words that share trigrams with it (pg_trgm, a GIN
 * index), and the distances are counted here (core/typos.ts, Meilisearch's thresholds). Only queries that find
 * little call this: a query that finds more than FEW_RESULTS runs exactly as before.
 */

/** A search that finds at most this many profiles is compared with the vocabulary ("finds nothing, or little"). */
export const FEW_RESULTS = 3;
/** A typed word that this many profiles or fewer hold may still be a typo of a far more frequent word. */
export const RARE_WORD_PROFILES = 3;
/** …when the correction is held by at least this many times as many profiles. */
export const MORE_FREQUENT = 10;
/** Candidates read per typed word, the most similar first. */
const CANDIDATES_PER_WORD = 40;
/** Shortest prefix completed by suggestions. */
export const COMPLETION_MIN_LENGTH = 3;

/** Only words of letters and digits are corrected or offered (the query's own word rule, search.ts queryWords). */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

type WordRow = { word: string; profiles: number };
type CandidateRow = { i: number; own: number | null; word: string | null; profiles: number | null };

/** Profiles are counted up to this many when choosing a correction ("the most frequent word"). */
export const COUNT_CAP = 1_000;
/** …and up to this many when ordering completions (suggestions must stay quick). */
const COMPLETION_COUNT_CAP = 100;

/**
 * A word the vocabulary says at least this many times `cap` profiles hold is taken as held by `cap` without counting:
 * counting it would build the GIN bitmap of its whole posting list (the part of a search that grows with the rows,
 * D395) only to stop at `cap`, and for the live count to fall below `cap` more than half its holders would have to
 * have left the directory since the nightly recount.
 */
export const SURELY_HELD = 2;

/**
 * How many public profiles hold each word now, up to `cap` (one GIN lookup each, bounded). The vocabulary's own
 * counts are refreshed nightly and a word's first profile enters it with 1; the choice rests on these instead, and a
 * word no public profile holds any more (a profile made private today) counts 0, so it is never offered. A word whose
 * vocabulary count (`known`) is at least SURELY_HELD × `cap` counts `cap` without a lookup (D399).
 */
async function liveCounts(
  database: Database,
  words: readonly string[],
  cap: number,
  known: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const counted = words.filter((w) => {
    if ((known.get(w) ?? 0) < SURELY_HELD * cap) return true;
    counts.set(w, cap);
    return false;
  });
  if (counted.length === 0) return counts;
  const r = await executeNamed<{ word: string; n: number }>(
    database.db,
    "standing_live_word_counts",
    sql`
SELECT w AS word, (
  SELECT count(*) FROM (
    SELECT 1 FROM search_profiles p WHERE p.search_vector @@ plainto_tsquery('simple', w) LIMIT ${cap}
  ) c
)::int AS n
FROM unnest(${pgTextArray(counted)}::text[]) AS w`,
  );
  for (const row of r.rows) counts.set(row.word, Number(row.n));
  return counts;
}

/**
 * The query's words with each probable typo replaced by its correction, or null when no word changes. A word is
 * corrected when no profile holds it, or when at most RARE_WORD_PROFILES do and the correction is held by
 * MORE_FREQUENT times as many. The correction: the fewest typos within the threshold, then the word most public
 * profiles hold, then alphabetical. `words` are folded query words (search.ts queryWords). Two statements: the
 * candidates of every word (trigrams, from the session's similarity threshold: db/client.ts TRIGRAM_THRESHOLDS), then
 * the profiles of those within the threshold.
 */
export async function correctWords(database: Database, words: readonly string[]): Promise<string[] | null> {
  const typed = words.filter((w) => PLAIN_WORD.test(w) && Array.from(w).length >= ONE_TYPO_MIN_LENGTH);
  if (typed.length === 0) return null;
  const rows = await executeNamed<CandidateRow>(
    database.db,
    "standing_typo_candidates",
    sql`
SELECT q.i::int AS i, own.profiles AS own, c.word, c.profiles
FROM unnest(${pgTextArray(typed)}::text[]) WITH ORDINALITY AS q(w, i)
LEFT JOIN search_words own ON own.word = q.w
LEFT JOIN LATERAL (
  SELECT s.word, s.profiles FROM search_words s
  WHERE coalesce(own.profiles, 0) <= ${RARE_WORD_PROFILES}
    AND s.word % q.w AND length(s.word) BETWEEN length(q.w) - 2 AND length(q.w) + 2
  ORDER BY similarity(s.word, q.w) DESC, s.profiles DESC, s.word
  LIMIT ${CANDIDATES_PER_WORD}
) c ON true`,
  );
  // Per typed word, the candidates within its threshold.
  const near = new Map<string, VocabularyWord[]>();
  const known = new Map<string, number>();
  for (const r of rows.rows) {
    const w = typed[Number(r.i) - 1] as string;
    known.set(w, Number(r.own ?? 0));
    if (r.word !== null) known.set(r.word, Number(r.profiles ?? 0));
    if (r.word === null || !PLAIN_WORD.test(r.word) || !withinTypos(w, r.word)) continue;
    near.set(w, [...(near.get(w) ?? []), { word: r.word, profiles: Number(r.profiles ?? 0) }]);
  }
  if (near.size === 0) return null;
  const counts = await liveCounts(
    database,
    [...new Set([...near.keys(), ...[...near.values()].flat().map((c) => c.word)])],
    COUNT_CAP,
    known,
  );
  let changed = false;
  const corrected = words.map((w) => {
    const candidates = near.get(w);
    if (!candidates) return w;
    const held = counts.get(w) ?? 0;
    if (held > RARE_WORD_PROFILES) return w;
    // The live count decides; the nightly count breaks ties between words past COUNT_CAP.
    const best = bestCorrection(
      w,
      candidates.map((c) => ({ word: c.word, profiles: (counts.get(c.word) ?? 0) * (COUNT_CAP + 1) + c.profiles })),
    );
    const bestHeld = best ? (counts.get(best.word) ?? 0) : 0;
    if (!best || bestHeld === 0 || (held > 0 && bestHeld < held * MORE_FREQUENT)) return w;
    changed = true;
    return best.word;
  });
  return changed ? corrected : null;
}

/**
 * Words of the directory completing the last word of a suggestion query (suggestions tolerate a typo too, issue 37
 * §1): the words starting with it; when none does, the words whose start is within the prefix thresholds
 * (core/typos.ts: one typo from 4 letters, two from 9: "nurc" → "nurse"). The most frequent first, each held by a
 * public profile now (the vocabulary may keep a word a day after its last profile left). At most `limit`.
 */
export async function completeWord(database: Database, foldedQuery: string, limit: number): Promise<string[]> {
  const prefix = foldedQuery.match(/[\p{L}\p{N}]+$/u)?.[0] ?? "";
  const length = Array.from(prefix).length;
  if (length < COMPLETION_MIN_LENGTH || limit <= 0) return [];
  const started = await executeNamed<WordRow>(
    database.db,
    "standing_word_completions",
    sql`
SELECT word, profiles FROM search_words
WHERE ${startsWith(sql`word`, prefix)} AND profiles > 0
ORDER BY profiles DESC, word LIMIT ${limit * 4}`,
  );
  let words = started.rows.filter((r) => PLAIN_WORD.test(r.word)).map((r) => ({ ...r, d: 0 }));
  const max = allowedPrefixTypos(length);
  if (words.length === 0 && max > 0) {
    const near = await executeNamed<WordRow>(
      database.db,
      "standing_word_completions_near",
      sql`
SELECT word, profiles FROM search_words
WHERE ${prefix} <% word AND profiles > 0
ORDER BY word_similarity(${prefix}, word) DESC, profiles DESC, word LIMIT ${CANDIDATES_PER_WORD}`,
    );
    words = near.rows
      .filter((r) => PLAIN_WORD.test(r.word))
      .map((r) => ({ ...r, d: prefixDistance(prefix, r.word, max) }))
      .filter((r) => r.d <= max)
      .slice(0, limit * 4);
  }
  if (words.length === 0) return [];
  const counts = await liveCounts(
    database,
    words.map((w) => w.word),
    COMPLETION_COUNT_CAP,
    new Map(words.map((w) => [w.word, Number(w.profiles)])),
  );
  const held = (w: string) => counts.get(w) ?? 0;
  return words
    .filter((w) => held(w.word) > 0)
    .sort((a, b) => a.d - b.d || held(b.word) - held(a.word) || b.profiles - a.profiles || (a.word < b.word ? -1 : 1))
    .slice(0, limit)
    .map((w) => w.word);
}

/** Recounts the vocabulary from the public profiles (the nightly search-words job; tests after bulk changes). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`SELECT refresh_search_words()`);
}
