import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../../core/rating-categories";
import type { Database } from "../db/client";
import { COUNTED_RATING_STATUSES } from "../kernel/rating-records";

const COUNTED_STATUS_SQL = COUNTED_RATING_STATUSES.map((s) => `'${s}'`).join(", ");

export type CategoryAverages = Record<RatingCategoryKey, number | null>;

const CATEGORY_AVERAGES_SQL = `SELECT ${RATING_CATEGORY_KEYS.map((c) => `round(avg(${c}), 2) AS ${c}`).join(", ")}
FROM ratings
WHERE professional_id = $1 AND status IN (${COUNTED_STATUS_SQL})`;

/** Per-category averages over the counted ratings, rounded to 2 decimals; null where a category has no scores. */
export async function categoryAverages(database: Database, professionalId: string): Promise<CategoryAverages> {
  const rows = await database.query<Record<string, string | number | null>>(CATEGORY_AVERAGES_SQL, [professionalId]);
  const row = rows[0] ?? {};
  const result = {} as CategoryAverages;
  for (const key of RATING_CATEGORY_KEYS) {
    const value = row[key];
    result[key] = value === null || value === undefined ? null : Number(value);
  }
  return result;
}
