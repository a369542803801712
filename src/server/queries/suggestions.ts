import { sql } from "drizzle-orm";
import type { Suggestion } from "../../core/contracts/search";
import { LIMITS } from "../../core/limits";
import type { Database } from "../db/client";
import { containsPattern } from "./search";

/** Matching rows read to find the distinct locations. */
export const LOCATION_SAMPLE = 300;

/** Longest query text used for suggestions; longer input is cut here (the route refuses > 200). */
export const SUGGESTION_QUERY_MAX = 100;

interface ProfessionalSuggestionRow {
  id: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  city: string | null;
  state: string | null;
  profile_picture: string | null;
}

interface LocationRow {
  city: string;
  state: string | null;
}

/**
 * Suggestions for the search boxes (SPEC §7 suggestion calls): up to 5 public professionals whose first
 * or last name contains the query, then up to 3 distinct public city+state locations whose city or state
 * contains it; 8 at most. A blank query gets nothing. Two words match first name and last name
 * ("jordan av" → Jordan Avery), since no single name contains a space.
 */
export async function suggest(database: Database, rawQuery: string): Promise<Suggestion[]> {
  const q = rawQuery.trim().replace(/\s+/g, " ").slice(0, SUGGESTION_QUERY_MAX);
  if (q === "") return [];
  const limits = LIMITS.suggestionLimits;
  const pattern = containsPattern(q);
  const words = q.split(" ");
  const nameMatch =
    words.length > 1
      ? sql`((lower(first_name) LIKE ${containsPattern(words[0] ?? "")} AND lower(last_name) LIKE ${containsPattern(words.slice(1).join(" "))})
          OR lower(first_name) LIKE ${pattern} OR lower(last_name) LIKE ${pattern})`
      : sql`(lower(first_name) LIKE ${pattern} OR lower(last_name) LIKE ${pattern})`;

  const [people, places] = await Promise.all([
    database.db.execute(sql`
SELECT id, first_name, last_name, headline, city, state, profile_picture
FROM professionals
WHERE visibility = 'public' AND ${nameMatch}
LIMIT ${limits.professionals}`),
    // Distinct pairs among the first LOCATION_SAMPLE matching rows: a bounded read whatever the query
    // (a common city matches tens of thousands of rows). See docs/search-performance.md.
    database.db.execute(sql`
SELECT city, state, min(n) AS first_seen FROM (
  SELECT city, state, row_number() OVER () AS n FROM (
    SELECT city, state FROM professionals
    WHERE visibility = 'public' AND city IS NOT NULL
      AND (lower(city) LIKE ${pattern} OR lower(state) LIKE ${pattern})
    LIMIT ${LOCATION_SAMPLE}
  ) sample
) numbered
GROUP BY city, state
ORDER BY first_seen
LIMIT ${limits.locations}`),
  ]);

  const suggestions: Suggestion[] = [];
  for (const r of people.rows as unknown as ProfessionalSuggestionRow[]) {
    const place = [r.city, r.state].filter(Boolean).join(", ");
    suggestions.push({
      type: "professional",
      text: `${r.first_name} ${r.last_name}`,
      subtitle: r.headline ?? (place || null),
      profilePicture: r.profile_picture,
      professionalId: r.id,
    });
  }
  for (const r of places.rows as unknown as LocationRow[]) {
    suggestions.push({
      type: "location",
      text: r.state ? `${r.city}, ${r.state}` : r.city,
      subtitle: "Location",
      profilePicture: null,
      professionalId: null,
    });
  }
  return suggestions.slice(0, limits.total);
}
