import { sql } from "drizzle-orm";
import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../../core/rating-categories";
import type { Database } from "../db/client";
import { COUNTED_RATING_STATUSES } from "../kernel/rating-records";

const COUNTED = COUNTED_RATING_STATUSES.map((s) => `'${s}'`).join(", ");
/** One pass over the profile's counted ratings: employment status counts and per-category averages. */
const BREAKDOWN_SQL = sql.raw(`
SELECT count(*) FILTER (WHERE employment_status = 'current' AND status IN (${COUNTED}))::int AS current_count,
       count(*) FILTER (WHERE employment_status = 'former' AND status IN (${COUNTED}))::int AS former_count,
       count(*) FILTER (WHERE status = 'under_dispute')::int AS under_review_counting,
       count(*) FILTER (WHERE status = 'withheld')::int AS under_review_set_aside,
       ${RATING_CATEGORY_KEYS.map((c) => `round(avg(${c}) FILTER (WHERE status IN (${COUNTED})), 2) AS ${c}`).join(", ")}
FROM ratings
WHERE status IN (${COUNTED}, 'withheld') AND professional_id = `);

export interface RatingBreakdown {
  current: number;
  former: number;
  underReview: { counting: number; setAside: number };
  categories: Record<RatingCategoryKey, number | null>;
}

/** The profile page's rating figures (read only with full access; the route presents them). */
export async function ratingBreakdown(database: Database, professionalId: string): Promise<RatingBreakdown> {
  const result = await database.db.execute(sql`${BREAKDOWN_SQL}${professionalId}`);
  const row = (result.rows[0] ?? {}) as Record<string, string | number | null>;
  const categories = {} as Record<RatingCategoryKey, number | null>;
  for (const key of RATING_CATEGORY_KEYS) {
    const v = row[key];
    categories[key] = v === null || v === undefined ? null : Number(v);
  }
  return {
    current: Number(row.current_count ?? 0),
    former: Number(row.former_count ?? 0),
    underReview: {
      counting: Number(row.under_review_counting ?? 0),
      setAside: Number(row.under_review_set_aside ?? 0),
    },
    categories,
  };
}
