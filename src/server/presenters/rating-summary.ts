import type { RatingSummary } from "../../core/contracts/profile";
import { RATING_CATEGORIES, type RatingCategoryKey, roundAverage } from "../../core/rating-categories";

/**
 * The public rating summary of a profile: overall average and count (the stored aggregates) and the
 * per-category averages rounded to 2 decimals. Aggregates only: no rating row, date or author is sent.
 */
export function presentRatingSummary(input: {
  averageRating: number;
  totalRatings: number;
  categories: Record<RatingCategoryKey, number | null>;
  underReview?: { counting: number; setAside: number };
}): RatingSummary {
  return {
    averageRating: input.averageRating,
    totalRatings: input.totalRatings,
    underReview: { counting: input.underReview?.counting ?? 0, setAside: input.underReview?.setAside ?? 0 },
    categories: RATING_CATEGORIES.map(({ key, label }) => {
      const value = input.categories[key];
      return { key, label, average: value === null ? null : roundAverage(value) };
    }),
  };
}
