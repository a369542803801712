/**
 * Typo tolerance (issue 37 §1, D353): how far a typed word may be from a word of the directory and still find it.
 * Words are compared folded (core/text-fold.ts, D321): "Lefévre" with one typo is "lefevre" with one typo.
 *
 * The thresholds are Meilisearch's defaults (and Algolia's): no typo below 5 letters, 1 from 5, 2 from 9, counted on
 * the typed word. A typo is an insertion, a deletion, a substitution or a swap of two neighbouring letters
 * (Damerau–Levenshtein, unrestricted: a swap next to another typo still counts two).
 */

/** Shortest typed word that may hold one typo. */
export const ONE_TYPO_MIN_LENGTH = 5;
/** Shortest typed word that may hold two typos. */
export const TWO_TYPOS_MIN_LENGTH = 9;
/**
 * Suggestions complete a word being typed (a prefix): one typo is allowed from 4 letters there ("nurc" → "nurse"),
 * since a half-typed word is shorter than the word it stands for; two from 9, as for whole words.
 */
export const PREFIX_ONE_TYPO_MIN_LENGTH = 4;

/** Typos allowed in a typed word of `length` characters (Meilisearch's defaults). */
export function allowedTypos(length: number): number {
  if (length >= TWO_TYPOS_MIN_LENGTH) return 2;
  if (length >= ONE_TYPO_MIN_LENGTH) return 1;
  return 0;
}

/** Typos allowed in a typed prefix of `length` characters (suggestions). */
export function allowedPrefixTypos(length: number): number {
  if (length >= TWO_TYPOS_MIN_LENGTH) return 2;
  if (length >= PREFIX_ONE_TYPO_MIN_LENGTH) return 1;
  return 0;
}

/**
 * Damerau–Levenshtein distance between `a` and `b`, by code point: the fewest insertions, deletions, substitutions
 * and swaps of neighbouring letters that turn one into the other (the unrestricted form, Lowrance–Wagner). Not the
 * "optimal string alignment" shortcut: it counts a letter left out next to a swap ("xylophonist" → "lxophonist") as
 * three typos where a person made two, so a two-typo word of 9 letters could find nothing. Returns `max + 1` for
 * anything above `max` (words differing in length by more than `max` are not compared at all).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return max + 1;
  if (s.length === 0) return Math.min(t.length, max + 1);
  if (t.length === 0) return Math.min(s.length, max + 1);
  const far = s.length + t.length;
  // d[i + 1][j + 1] is the distance between the first i letters of s and the first j of t; row and column 0 are `far`.
  const d: number[][] = Array.from({ length: s.length + 2 }, () => new Array<number>(t.length + 2).fill(far));
  for (let i = 0; i <= s.length; i++) (d[i + 1] as number[])[1] = i;
  for (let j = 0; j <= t.length; j++) (d[1] as number[])[j + 1] = j;
  /** The last row of s in which each letter was seen. */
  const lastRow = new Map<string, number>();
  for (let i = 1; i <= s.length; i++) {
    let lastMatchColumn = 0;
    const row = d[i + 1] as number[];
    const up = d[i] as number[];
    for (let j = 1; j <= t.length; j++) {
      const i1 = lastRow.get(t[j - 1] as string) ?? 0;
      const j1 = lastMatchColumn;
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      if (cost === 0) lastMatchColumn = j;
      row[j + 1] = Math.min(
        (up[j] as number) + cost,
        (row[j] as number) + 1,
        (up[j + 1] as number) + 1,
        ((d[i1] as number[])[j1] as number) + (i - i1 - 1) + 1 + (j - j1 - 1),
      );
    }
    lastRow.set(s[i - 1] as string, i);
  }
  const distance = (d[s.length + 1] as number[])[t.length + 1] as number;
  return distance > max ? max + 1 : distance;
}

/** Whether `candidate` is within the typos allowed for the typed `word` (both folded), and not the word itself. */
export function withinTypos(word: string, candidate: string): boolean {
  const max = allowedTypos(Array.from(word).length);
  return max > 0 && word !== candidate && editDistance(word, candidate, max) <= max;
}

/**
 * The typos between a typed prefix and the start of `candidate`: the least distance to a prefix of the candidate
 * one letter shorter, as long, or one longer than the typed text (a letter left out or typed twice).
 */
export function prefixDistance(prefix: string, candidate: string, max: number): number {
  const p = Array.from(prefix);
  const c = Array.from(candidate);
  let best = max + 1;
  for (let k = Math.max(0, p.length - max); k <= Math.min(c.length, p.length + max); k++)
    best = Math.min(best, editDistance(prefix, c.slice(0, k).join(""), max));
  return best;
}

/** A word of the directory's vocabulary and how many public profiles hold it. */
export interface VocabularyWord {
  word: string;
  profiles: number;
}

/**
 * The correction of a typed word among `candidates`: the fewest typos first, then the word most profiles hold, then
 * alphabetical (so the choice is stable). Only candidates within the allowed typos count; null when none is.
 */
export function bestCorrection(word: string, candidates: readonly VocabularyWord[]): VocabularyWord | null {
  const max = allowedTypos(Array.from(word).length);
  if (max === 0) return null;
  let best: { c: VocabularyWord; d: number } | null = null;
  for (const c of candidates) {
    if (c.word === word || c.profiles <= 0) continue;
    const d = editDistance(word, c.word, max);
    if (d > max) continue;
    if (
      !best ||
      d < best.d ||
      (d === best.d && (c.profiles > best.c.profiles || (c.profiles === best.c.profiles && c.word < best.c.word)))
    )
      best = { c, d };
  }
  return best?.c ?? null;
}
