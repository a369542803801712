import { sql } from "drizzle-orm";
import type { Actor } from "../../core/actor";
import type { ProfilePageResponse } from "../../core/contracts/profile";
import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../../core/rating-categories";
import { openProfile } from "../commands/record-profile-lookup";
import type { Database } from "../db/client";
import { COUNTED_RATING_STATUSES } from "../kernel/rating-records";
import { presentProfileDetails, presentProfileHeader } from "../presenters/professional";
import { presentRatingSummary } from "../presenters/rating-summary";

const COUNTED = COUNTED_RATING_STATUSES.map((s) => `'${s}'`).join(", ");
const CATEGORY_SQL = RATING_CATEGORY_KEYS.map((c) => `round(avg(${c}), 2) AS ${c}`).join(", ");
/** One pass over the profile's counted ratings: employment status counts and per-category averages. */
const BREAKDOWN_SQL = sql.raw(`
SELECT count(*) FILTER (WHERE employment_status = 'current')::int AS current_count,
       count(*) FILTER (WHERE employment_status = 'former')::int AS former_count,
       ${CATEGORY_SQL}
FROM ratings
WHERE status IN (${COUNTED}) AND professional_id = `);

export interface RatingBreakdown {
  current: number;
  former: number;
  categories: Record<RatingCategoryKey, number | null>;
}

export async function ratingBreakdown(database: Database, professionalId: string): Promise<RatingBreakdown> {
  const result = await database.db.execute(sql`${BREAKDOWN_SQL}${professionalId}`);
  const row = (result.rows[0] ?? {}) as Record<string, string | number | null>;
  const categories = {} as Record<RatingCategoryKey, number | null>;
  for (const key of RATING_CATEGORY_KEYS) {
    const v = row[key];
    categories[key] = v === null || v === undefined ? null : Number(v);
  }
  return { current: Number(row.current_count ?? 0), former: Number(row.former_count ?? 0), categories };
}

/**
 * GET /api/v1/professionals/:id in one answer: header and badges for every allowed viewer, the gated
 * details only with full access (absent otherwise, not blanked), and the viewer's lookup allowance.
 * Returns null when the profile does not exist or the viewer may not see it.
 */
export async function loadProfilePage(
  database: Database,
  input: { actor: Actor; professionalId: string; viewerKey: string; now?: Date },
): Promise<ProfilePageResponse | null> {
  const opened = await openProfile(database, input);
  if (!opened.found) return null;
  const { row, access, isOwner, allowance } = opened;
  const response: ProfilePageResponse = { profile: presentProfileHeader(row), access, isOwner, allowance };
  if (access === "full") {
    const breakdown = await ratingBreakdown(database, row.id);
    const ratings = presentRatingSummary({
      averageRating: row.averageRating,
      totalRatings: row.totalRatings,
      categories: breakdown.categories,
    });
    response.details = presentProfileDetails(row, ratings, breakdown);
  }
  return response;
}
