import { UNACCENT_RULES } from "./text-fold-rules";

/**
 * Accent and case folding (D321): "François LEFÈVRE" → "francois lefevre". The JS twin of the database's
 * `standing_fold(text)` (migration 0027: `lower(unaccent(text))`), with the same rules as PostgreSQL's unaccent
 * (core/text-fold-rules.ts, generated from its rules file, every rule: D436), so whatever is matched in JS (a roster's
 * names, a query's words) folds as the index does: "O’Hara" → "o'hara", "Smith‐Jones" → "smith-jones". Folding is
 * idempotent: fold(fold(s)) = fold(s), since no rule's output holds a letter another rule replaces.
 *
 * Matching folds both sides: the stored text where it is indexed, the typed text before it is compared. A later typo
 * tolerance (issue 37) compares folded words, so "Lefévre" with one typo is a folded word with one typo.
 */
export function foldText(text: string): string {
  // Plain ASCII (most input) has nothing to unaccent.
  if (/^[ -~]*$/.test(text)) return text.toLowerCase();
  let out = "";
  for (const ch of text) out += UNACCENT_RULES[ch] ?? ch;
  return out.toLowerCase();
}
