import { sql } from "drizzle-orm";
import type { Suggestion } from "../../core/contracts/search";
import { LIMITS } from "../../core/limits";
import { foldText } from "../../core/text-fold";
import type { Database } from "../db/client";
import { containsPattern } from "./search";
import type { RawCardRow } from "./search-card-row";
import { completeWord } from "./search-typos";
import { startsWith } from "./starts-with";

/** Words of the directory offered when no name matches (D353). */
export const TERM_SUGGESTIONS = 3;

/** Longest query text used for suggestions; longer input is cut here (the route refuses > 200). */
export const SUGGESTION_QUERY_MAX = 100;

type ProfessionalSuggestionRow = Pick<
  RawCardRow,
  "id" | "first_name" | "last_name" | "headline" | "city" | "state" | "profile_picture"
>;

type LocationRow = {
  city: string;
  state: string | null;
};

/**
 * Suggestions for the search boxes (SPEC §7 suggestion calls): up to 5 public professionals whose first
 * or last name contains the query, then up to 3 distinct public city+state locations whose city or state
 * contains it; 8 at most. A blank query gets nothing. Two words match first name and last name
 * ("jordan av" → Jordan Avery), since no single name contains a space.
 *
 * Names and places are matched folded (accents and case, D321): "lefev" suggests "François Lefèvre".
 *
 * Names that start with the query come first (a btree range that stops after a handful of rows), then names
 * that merely contain it (a second query, only when the prefixes did not fill the list). Locations
 * come from `public_locations`, the exact per-place counts the database keeps, most populous first.
 * See docs/search-performance.md.
 */
export async function suggest(database: Database, rawQuery: string): Promise<Suggestion[]> {
  const q = foldText(rawQuery.trim().replace(/\s+/g, " ").slice(0, SUGGESTION_QUERY_MAX));
  if (q === "") return [];
  const limits = LIMITS.suggestionLimits;
  const take = limits.professionals;
  const pattern = containsPattern(q);
  const words = q.split(" ");
  const first = words[0] ?? "";
  const rest = words.slice(1).join(" ");
  const columns = sql`id, first_name, last_name, headline, city, state, profile_picture`;
  // Prefix matches first: the two branches exclude each other, so `UNION ALL … LIMIT take` never repeats a person
  // and stops as soon as the list is full (Append runs its branches in order). `USING ~<~` is the byte order of
  // the text_pattern_ops indexes, so the planner reads them in order and stops.
  // The expressions of the folded name indexes (migration 0027).
  const firstName = sql`standing_fold(first_name)`;
  const lastName = sql`standing_fold(last_name)`;
  const firstPrefix = startsWith(firstName, words.length > 1 ? first : q);
  const prefixMatch = words.length > 1 ? sql`(${firstPrefix} AND ${startsWith(lastName, rest)})` : firstPrefix;
  const branches = [
    sql`(SELECT ${columns} FROM professionals WHERE visibility = 'public' AND ${prefixMatch}
   ORDER BY ${firstName} USING ~<~, ${lastName} USING ~<~ LIMIT ${take})`,
  ];
  if (words.length === 1) {
    branches.push(sql`(SELECT ${columns} FROM professionals
   WHERE visibility = 'public' AND ${startsWith(lastName, q)} AND NOT ${firstPrefix}
   ORDER BY ${lastName} USING ~<~ LIMIT ${take})`);
  }
  const containsMatch =
    words.length > 1
      ? sql`((${firstName} LIKE ${containsPattern(first)} AND ${lastName} LIKE ${containsPattern(rest)})
          OR ${firstName} LIKE ${pattern} OR ${lastName} LIKE ${pattern})`
      : sql`(${firstName} LIKE ${pattern} OR ${lastName} LIKE ${pattern})`;

  const [prefixed, places] = await Promise.all([
    database.db.execute<ProfessionalSuggestionRow>(
      sql`SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) AS prefixed LIMIT ${take}`,
    ),
    database.db.execute<LocationRow>(sql`
SELECT city, nullif(state, '') AS state FROM public_locations
WHERE profiles > 0 AND city <> '' AND (standing_fold(city) LIKE ${pattern} OR standing_fold(state) LIKE ${pattern})
ORDER BY profiles DESC, city, state
LIMIT ${limits.locations}`),
  ]);
  const people = prefixed.rows;
  // A fragment with fewer than 3 letters or digits in a row gives the trigram indexes nothing to narrow with
  // ("st." would read all million rows to find none): such queries get prefix matches only.
  if (people.length < take && /[\p{L}\p{N}]{3}/u.test(q)) {
    // Then names that merely contain the query. Not "contains and not a prefix": that filter is rare where the
    // planner expects a common fragment, and a LIMIT over a sequential scan then reads most of the table. Plain
    // "contains" is as common as estimated; the prefix rows it repeats are dropped here.
    const more = await database.db.execute<ProfessionalSuggestionRow>(sql`
SELECT ${columns} FROM professionals WHERE visibility = 'public' AND ${containsMatch}
LIMIT ${take + people.length}`);
    const seen = new Set(people.map((r) => r.id));
    for (const r of more.rows) {
      if (people.length === take) break;
      if (!seen.has(r.id)) people.push(r);
    }
  }

  const suggestions: Suggestion[] = [];
  for (const r of people) {
    const place = [r.city, r.state].filter(Boolean).join(", ");
    suggestions.push({
      type: "professional",
      text: `${r.first_name} ${r.last_name}`,
      subtitle: r.headline ?? (place || null),
      profilePicture: r.profile_picture,
      professionalId: r.id,
    });
  }
  for (const r of places.rows) {
    suggestions.push({
      type: "location",
      text: r.state ? `${r.city}, ${r.state}` : r.city,
      subtitle: "Location",
      profilePicture: null,
      professionalId: null,
    });
  }
  // No name contains the text: words of the directory completing it, a typo tolerated ("nurc" → "nurse", D353).
  // Choosing one searches for it, as a location does.
  if (people.length === 0) {
    const room = Math.min(TERM_SUGGESTIONS, limits.total - suggestions.length);
    const before = q.replace(/[\p{L}\p{N}]+$/u, "");
    for (const word of await completeWord(database, q, room))
      suggestions.push({
        type: "trending",
        text: `${before}${word}`,
        subtitle: "Search",
        profilePicture: null,
        professionalId: null,
      });
  }
  return suggestions.slice(0, limits.total);
}
