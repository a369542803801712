import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../../core/rating-categories";
import type { Database } from "../db/client";
import type { PublishedBreakdown } from "../db/schema";

export type CategoryAverages = Record<RatingCategoryKey, number | null>;

/**
 * A professional's PUBLISHED per-category averages (D304: the snapshot every other reader sees, so the professional's
 * benchmarks compare like with like); null where a category has no scores or nothing is published yet.
 */
export async function categoryAverages(database: Database, professionalId: string): Promise<CategoryAverages> {
  const rows = await database.query<{ published_breakdown: PublishedBreakdown | null }>(
    "SELECT published_breakdown FROM professionals WHERE id = $1",
    [professionalId],
  );
  const published = rows[0]?.published_breakdown ?? null;
  const result = {} as CategoryAverages;
  for (const key of RATING_CATEGORY_KEYS) {
    const value = published?.categories[key];
    result[key] = value === null || value === undefined ? null : Number(value);
  }
  return result;
}
