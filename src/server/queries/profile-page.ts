import { sql } from "drizzle-orm";
import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../../core/rating-categories";
import type { Database } from "../db/client";
import type { PublishedBreakdown } from "../db/schema";

/**
 * The published breakdown (D304: per-category averages and employment counts of the last published snapshot,
 * never a live aggregate of the rating rows) and the live counts of ratings under review (counts of disputes,
 * which the professional opens; they say nothing about any rating's scores).
 */
const BREAKDOWN_SQL = sql.raw(`
SELECT p.published_breakdown,
       (SELECT count(*) FROM ratings r WHERE r.professional_id = p.id AND r.status = 'under_dispute')::int AS under_review_counting,
       (SELECT count(*) FROM ratings r WHERE r.professional_id = p.id AND r.status = 'withheld')::int AS under_review_set_aside
FROM professionals p
WHERE p.id = `);

export interface RatingBreakdown {
  current: number;
  former: number;
  underReview: { counting: number; setAside: number };
  categories: Record<RatingCategoryKey, number | null>;
}

/** The profile page's rating figures (read only with full access; the route presents them). */
export async function ratingBreakdown(database: Database, professionalId: string): Promise<RatingBreakdown> {
  const result = await database.db.execute(sql`${BREAKDOWN_SQL}${professionalId}`);
  const row = (result.rows[0] ?? {}) as {
    published_breakdown?: PublishedBreakdown | null;
    under_review_counting?: number;
    under_review_set_aside?: number;
  };
  const published = row.published_breakdown ?? null;
  const categories = {} as Record<RatingCategoryKey, number | null>;
  for (const key of RATING_CATEGORY_KEYS) {
    const v = published?.categories[key];
    categories[key] = v === null || v === undefined ? null : Number(v);
  }
  return {
    current: Number(published?.current ?? 0),
    former: Number(published?.former ?? 0),
    underReview: {
      counting: Number(row.under_review_counting ?? 0),
      setAside: Number(row.under_review_set_aside ?? 0),
    },
    categories,
  };
}
