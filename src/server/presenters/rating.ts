import type { AuthorRating, ModeratorRating, PublicRating, Scores } from "../../core/contracts/employer";
import { RATING_CATEGORY_KEYS, roundAverage } from "../../core/rating-categories";
import type { RatedProfessional, RatingAttribution, RatingRecord } from "../kernel/rating-records";
import { editableUntil, isEditable } from "../policies/ratings";
import { presentKnownProfessional } from "./known-professional";

/**
 * One presenter per audience (DESIGN "Keeping the rater anonymous"). Each names its fields; none spreads a row.
 * The public one carries no author and only the month; the author's adds exact times and the edit window;
 * only the moderator's names the employer.
 */

/** The mean of the non-null category scores, rounded to 2 decimals. */
export function ratingScore(scores: Scores): number {
  const values = RATING_CATEGORY_KEYS.map((k) => scores[k]).filter((v): v is number => v !== null);
  return values.length === 0 ? 0 : roundAverage(values.reduce((a, b) => a + b, 0) / values.length);
}

function copyScores(scores: Scores): Scores {
  const out = {} as Scores;
  for (const key of RATING_CATEGORY_KEYS) out[key] = scores[key] ?? null;
  return out;
}

export function presentRatingForPublic(rating: RatingRecord): PublicRating {
  return {
    id: rating.id,
    employmentStatus: rating.employmentStatus,
    scores: copyScores(rating.scores),
    score: ratingScore(rating.scores),
    month: rating.createdAt.toISOString().slice(0, 7),
  };
}

export function presentRatingForAuthor(rating: RatingRecord, professional: RatedProfessional, now: Date): AuthorRating {
  return {
    id: rating.id,
    professional: { id: professional.id, ...presentKnownProfessional(professional) },
    employmentStatus: rating.employmentStatus,
    status: rating.status,
    scores: copyScores(rating.scores),
    score: ratingScore(rating.scores),
    createdAt: rating.createdAt.toISOString(),
    updatedAt: rating.updatedAt.toISOString(),
    editableUntil: editableUntil(rating.createdAt).toISOString(),
    editable: isEditable(rating, now),
  };
}

export function presentRatingForModerator(
  rating: RatingRecord,
  professional: RatedProfessional,
  attribution: RatingAttribution,
  now: Date,
): ModeratorRating {
  return {
    ...presentRatingForAuthor(rating, professional, now),
    employer: {
      id: attribution.employerId,
      companyName: attribution.companyName,
      submittedBy: attribution.submittedBy,
    },
  };
}
