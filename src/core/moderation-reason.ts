import { z } from "zod";

/**
 * The one rule for a reason a moderator gives (issue 15 §3, D161): every admin action on a user and every
 * rejection a person is told about carries words someone can act on. At least 10 characters and two words with
 * letters, at most `max`; "abc", "xxxxxxxxxx", "asdf asdf" or a row of punctuation is refused.
 */
export const REASON_MIN = 10;

export const REASON_MESSAGES = {
  required: `Give a reason of at least ${REASON_MIN} characters: the person and the audit log will read it`,
  junk: "Write a real reason in words (what happened and why): this one reads like filler",
  tooLong: (max: number) => `Keep the reason under ${max} characters`,
} as const;

/** Why a text is not a reason, or null when it is one. Pure: used by the schema and by the web form. */
export function reasonProblem(text: string, max = 1000): string | null {
  const t = text.trim();
  if (t.length < REASON_MIN) return REASON_MESSAGES.required;
  if (t.length > max) return REASON_MESSAGES.tooLong(max);
  const words = t.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
  if (words.length < 2) return REASON_MESSAGES.junk;
  const letters = t.toLowerCase().replace(/[^\p{L}]/gu, "");
  // One or two letters repeated ("aaaa aaaa", "abab abab"), or every word the same ("asdf asdf asdf").
  if (new Set(letters).size < 4) return REASON_MESSAGES.junk;
  if (new Set(words.map((w) => w.toLowerCase())).size < 2) return REASON_MESSAGES.junk;
  return null;
}

/** The shared zod schema: `reason: moderationReason()` in every admin input that takes one. */
export function moderationReason(max = 1000) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = reasonProblem(value, max);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** The body of an action that takes nothing but the moderator's reason (a rejection, a revocation, a restriction). */
export function reasonBody(max = 1000) {
  return z.strictObject({ reason: moderationReason(max) });
}
