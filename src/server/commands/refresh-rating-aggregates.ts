import { type SQL, sql } from "drizzle-orm";
import { RATING_CATEGORY_KEYS } from "../../core/rating-categories";
import type { Database } from "../db/client";
import { COUNTED_RATING_STATUSES } from "../kernel/rating-records";

/**
 * The rating figures stored on each professional (average_rating, total_ratings,
 * verified_employers_count) are derived from the rating rows:
 *
 * A command (issue 13 §1: writes leave queries/), run inside the caller's transaction or on its own.
 *
 * - a rating counts while its status is 'active' or 'under_dispute' ('removed' ratings do not);
 * - a rating's score is the average of its non-null category scores;
 * - average_rating = round(average of the counted ratings' scores, 2) (halves away from zero), 0 when none count;
 * - total_ratings = number of counted ratings;
 * - verified_employers_count = distinct employers (through rating_attributions) of counted ratings
 *   whose employer is currently verified.
 */
const COUNTED_STATUS_SQL = COUNTED_RATING_STATUSES.map((s) => `'${s}'`).join(", ");
const SCORE_SUM_SQL = RATING_CATEGORY_KEYS.map((c) => `coalesce(r.${c}, 0)`).join(" + ");
const SCORE_COUNT_SQL = `num_nonnulls(${RATING_CATEGORY_KEYS.map((c) => `r.${c}`).join(", ")})`;
/**
 * lcm(1..15): every rating's score (sum / count of its non-null categories) times this is a whole
 * number, so the average is one exact division and rounding is exact, halves included (3.725 → 3.73).
 * Averaging rounded per-rating quotients instead would decide some halves by rounding noise.
 */
export const SCORE_SCALE = 360360;
const SCALED_SCORE_SQL = `(${SCORE_SUM_SQL}) * (${SCORE_SCALE} / ${SCORE_COUNT_SQL})`;

function uuidArrayLiteral(ids: readonly string[]): string {
  // Passed as one text parameter and cast to uuid[]; a malformed id fails the cast in the database.
  return `{${ids.join(",")}}`;
}

/**
 * The single UPDATE that brings the stored figures in line with the rating rows, for every
 * professional or only for `professionalIds`. Rows whose figures are already right are not written.
 * Exported so a command can run it inside its own transaction: `await tx.execute(ratingAggregatesUpdate([id]))`.
 * Lock the professional row (SELECT … FOR UPDATE) before changing its ratings, so two concurrent
 * transactions cannot each write figures computed without the other's rating.
 */
export function ratingAggregatesUpdate(professionalIds?: readonly string[]): SQL {
  const ids = professionalIds ? uuidArrayLiteral(professionalIds) : null;
  const ratingFilter = ids === null ? sql`` : sql`AND r.professional_id = ANY(${ids}::uuid[])`;
  const professionalFilter = ids === null ? sql`` : sql`WHERE p0.id = ANY(${ids}::uuid[])`;
  return sql`
WITH agg AS (
  SELECT r.professional_id,
         round(sum(${sql.raw(SCALED_SCORE_SQL)})::numeric / (count(*) * ${sql.raw(String(SCORE_SCALE))}), 2) AS average_rating,
         count(*)::int AS total_ratings,
         (count(DISTINCT ra.employer_id) FILTER (WHERE e.verification_status = 'verified'))::int AS verified_employers_count
  FROM ratings r
  LEFT JOIN rating_attributions ra ON ra.rating_id = r.id
  LEFT JOIN employers e ON e.id = ra.employer_id
  WHERE r.status IN (${sql.raw(COUNTED_STATUS_SQL)}) ${ratingFilter}
  GROUP BY r.professional_id
),
target AS (
  SELECT p0.id,
         coalesce(agg.average_rating, 0) AS average_rating,
         coalesce(agg.total_ratings, 0) AS total_ratings,
         coalesce(agg.verified_employers_count, 0) AS verified_employers_count
  FROM professionals p0
  LEFT JOIN agg ON agg.professional_id = p0.id
  ${professionalFilter}
)
UPDATE professionals p
SET average_rating = t.average_rating,
    total_ratings = t.total_ratings,
    verified_employers_count = t.verified_employers_count
FROM target t
WHERE p.id = t.id
  AND (p.average_rating, p.total_ratings, p.verified_employers_count)
      IS DISTINCT FROM (t.average_rating, t.total_ratings, t.verified_employers_count)`;
}

/** Recomputes the stored rating figures of all professionals, or only of `professionalIds`. */
export async function refreshRatingAggregates(database: Database, professionalIds?: string[]): Promise<void> {
  if (professionalIds && professionalIds.length === 0) return;
  await database.db.execute(ratingAggregatesUpdate(professionalIds));
}
