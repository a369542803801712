import { eq, sql } from "drizzle-orm";
import type { Scores, ScoresInput } from "../../core/contracts/employer";
import type { EmploymentStatus } from "../../core/domain";
import { RATING_CATEGORY_KEYS } from "../../core/rating-categories";
import type { Tx } from "../db/client";
import { auditLogs, employers, professionals, ratings } from "../db/schema";
import type { RatedProfessional, RatingRecord } from "../presenters/rating";

/** Where a request came from, for audit rows written inside a command's transaction. */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

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
  id: professionals.id,
  firstName: professionals.firstName,
  lastName: professionals.lastName,
  headline: professionals.headline,
  city: professionals.city,
  state: professionals.state,
  visibility: professionals.visibility,
};

export async function loadRatedProfessional(tx: Tx, id: string): Promise<RatedProfessional | null> {
  const [row] = await tx.select(professionalColumns).from(professionals).where(eq(professionals.id, id));
  return row ?? null;
}

export interface EmployerRow {
  id: string;
  userId: string;
  companyName: string;
  companyWebsite: string | null;
  verificationStatus: string;
  strikeCount: number;
  suspendedUntil: Date | null;
}

/** The employer of a user, row-locked for the rest of the transaction (serializes one employer's writes). */
export async function lockEmployerOfUser(tx: Tx, userId: string): Promise<EmployerRow | null> {
  const [row] = await tx
    .select({
      id: employers.id,
      userId: employers.userId,
      companyName: employers.companyName,
      companyWebsite: employers.companyWebsite,
      verificationStatus: employers.verificationStatus,
      strikeCount: employers.strikeCount,
      suspendedUntil: employers.suspendedUntil,
    })
    .from(employers)
    .where(eq(employers.userId, userId))
    .for("update");
  return row ?? null;
}

/** Locks a professional row before its ratings change, so concurrent aggregate refreshes cannot interleave. */
export async function lockProfessional(tx: Tx, id: string): Promise<boolean> {
  const res = await tx.execute(sql`SELECT id FROM professionals WHERE id = ${id} FOR UPDATE`);
  return res.rows.length > 0;
}

/** An audit row written in the command's own transaction: it exists exactly when the change does. */
export async function auditInTx(
  tx: Tx,
  entry: {
    userId: string;
    action: string;
    tableName: string;
    recordId: string;
    newData: Record<string, unknown>;
    origin: RequestOrigin;
    at: Date;
  },
) {
  await tx.insert(auditLogs).values({
    userId: entry.userId,
    action: entry.action,
    tableName: entry.tableName,
    recordId: entry.recordId,
    newData: entry.newData,
    ipAddress: entry.origin.ipAddress,
    userAgent: entry.origin.userAgent,
    createdAt: entry.at,
  });
}
