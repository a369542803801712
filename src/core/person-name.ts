import { z } from "zod";

/**
 * Names on profiles others create (the roster): letters and combining marks of any script, spaces, hyphens,
 * apostrophes (straight or curly), periods and commas ("King, Jr."); at least one letter. Keeps markup and other
 * junk out of a searchable public profile (issue 20 §3, D61).
 */
const NAME = /^(?=.*\p{L})[\p{L}\p{M} .,'’ʼ‐-]+$/u;
/** Places may also hold digits ("Twentynine Palms" is sometimes "29 Palms"). */
const PLACE = /^(?=.*\p{L})[\p{L}\p{M}\p{Nd} .,'’ʼ‐-]+$/u;

export const nameCharactersMessage = (label: string) =>
  `${label} can only contain letters, spaces, hyphens, apostrophes, periods and commas`;
export const placeCharactersMessage = (label: string) =>
  `${label} can only contain letters, digits, spaces, hyphens, apostrophes, periods and commas`;

/** A required name: trimmed, inner runs of spaces collapsed, at most `max` characters, all of them `pattern`'s. */
const nameField =
  (pattern: RegExp, charactersMessage: (label: string) => string) =>
  (label: string, max = 80) =>
    z
      .string()
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} is too long`)
      .transform((s) => s.replace(/\s+/g, " "))
      .refine((s) => pattern.test(s), charactersMessage(label));

/** A person's name. */
export const personName = nameField(NAME, nameCharactersMessage);

/** A place's name (a city): digits allowed too. */
export const placeName = nameField(PLACE, placeCharactersMessage);
