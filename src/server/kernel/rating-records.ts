import { eq } from "drizzle-orm";
import type { Scores, ScoresInput } from "../../core/contracts/employer";
import type { EmploymentStatus } from "../../core/domain";
import { RATING_CATEGORY_KEYS } from "../../core/rating-categories";
import type { DbOrTx } from "../db/client";
import { professionals, ratings } from "../db/schema";
import { profileCardColumns } from "./profile-columns";

/**
 * Rating rows as records (issue 13 §1, D90): the explicit column lists commands and queries read, and the
 * conversion to the record the rating presenters take. No rule and no write lives here.
 */

/** A rating as commands and queries return it; the rating presenters (`presenters/rating.ts`) take it. */
export interface RatingRecord {
  id: string;
  employmentStatus: EmploymentStatus;
  status: string;
  scores: Scores;
  createdAt: Date;
  updatedAt: Date;
}

/** The rated professional as its raters may know it (a private profile's headline and place are hidden by the presenter). */
export type RatedProfessional = Pick<
  typeof professionals.$inferSelect,
  "id" | "firstName" | "lastName" | "headline" | "city" | "state" | "visibility"
>;

/** A rating its author just wrote or edited, with the professional it is about (`presentRatingForAuthor` takes it). */
export interface AuthorRatingRecord {
  rating: RatingRecord;
  professional: RatedProfessional;
}

/** Who wrote a rating: read only by commands and the moderator's presenter, never sent to anyone else. */
export interface RatingAttribution {
  employerId: string;
  companyName: string;
  submittedBy: string | null;
}

/** A rating counts (in the stored figures, averages and analytics) while its status is one of these. */
export const COUNTED_RATING_STATUSES = ["active", "under_dispute"] as const;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Drizzle insert/update values for the 15 score columns; omitted categories become null ("not observed"). */
export function scoreColumns(scores: ScoresInput): Record<string, number | null> {
  const values: Record<string, number | null> = {};
  for (const key of RATING_CATEGORY_KEYS) values[camel(key)] = scores[key] ?? null;
  return values;
}

/** The columns a rating record needs, named explicitly (score columns under their category keys). */
export const ratingColumns = {
  id: ratings.id,
  professionalId: ratings.professionalId,
  employmentStatus: ratings.employmentStatus,
  status: ratings.status,
  createdAt: ratings.createdAt,
  updatedAt: ratings.updatedAt,
  punctuality_attendance: ratings.punctualityAttendance,
  work_quality: ratings.workQuality,
  reliability: ratings.reliability,
  effective_communication: ratings.effectiveCommunication,
  initiative_proactivity: ratings.initiativeProactivity,
  team_collaboration: ratings.teamCollaboration,
  professionalism: ratings.professionalism,
  attitude_positivity: ratings.attitudePositivity,
  customer_interaction: ratings.customerInteraction,
  learning_ability_coachability: ratings.learningAbilityCoachability,
  leadership_potential: ratings.leadershipPotential,
  problem_solving_skills: ratings.problemSolvingSkills,
  technical_competence: ratings.technicalCompetence,
  attention_to_detail: ratings.attentionToDetail,
  overall_performance: ratings.overallPerformance,
};

export interface RatingRow {
  id: string;
  professionalId: string;
  employmentStatus: EmploymentStatus;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  [category: string]: unknown;
}

export function toRatingRecord(row: RatingRow): RatingRecord {
  const scores = {} as Scores;
  for (const key of RATING_CATEGORY_KEYS) {
    const v = row[key];
    scores[key] = v === null || v === undefined ? null : Number(v);
  }
  return {
    id: row.id,
    employmentStatus: row.employmentStatus,
    status: row.status,
    scores,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

export const professionalColumns = {
  ...profileCardColumns,
  visibility: professionals.visibility,
};

export async function loadRatedProfessional(tx: DbOrTx, id: string): Promise<RatedProfessional | null> {
  const [row] = await tx.select(professionalColumns).from(professionals).where(eq(professionals.id, id));
  return row ?? null;
}
