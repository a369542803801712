import { and, eq, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import type { SubmitRatingInput } from "../../core/contracts/employer";
import type { RatingFlagReason } from "../../core/domain";
import { LIMITS } from "../../core/limits";
import { EMPLOYER } from "../../core/messages";
import { isUnlimited, ratingLimit } from "../../core/plans";
import { RATING_CATEGORY_KEYS } from "../../core/rating-categories";
import type { Database, Tx } from "../db/client";
import { employments, ratingAttributions, ratings, usageTracking } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing, refused, tooManyRequests } from "../kernel/domain-errors";
import { lockEmployerOfUser, lockProfessional } from "../kernel/locks";
import {
  type AuthorRatingRecord,
  loadRatedProfessional,
  ratingColumns,
  scoreColumns,
  toRatingRecord,
} from "../kernel/rating-records";
import { assertMayRate } from "../policies/ratings";
import { loadViewerPlan, toAllowance } from "../queries/lookup-allowance";
import { queueRatingNotice } from "./notify";
import { queueRatingFlags } from "./queue-flags";
import { publishRatingFigures } from "./refresh-rating-aggregates";

export interface SubmitRatingCommand {
  actor: SignedIn;
  input: SubmitRatingInput;
  now: Date;
  origin: RequestOrigin;
}

/**
 * Submits a rating, in one transaction:
 * 1. lock the employer row (one employer's submissions are serialized, so the limit cannot be overrun);
 * 2. refuse a suspended, struck-out or unverified employer, and one past its rolling-24-hour limit;
 * 3. lock the professional row; refuse a private profile that is not on this employer's roster (answered like an
 *    unknown id, so it reveals nothing) and a second rating by the same employer (decisions: duplicate rule);
 * 4. write the rating, its attribution, the usage row, the employment link (if absent), fairness flags
 *    and the audit row with the employer, then recompute the professional's aggregates.
 */
export async function submitRating(database: Database, cmd: SubmitRatingCommand): Promise<AuthorRatingRecord> {
  const { actor, input, now } = cmd;
  return database.db.transaction(async (tx) => {
    const employer = await lockEmployerOfUser(tx, actor.userId);
    if (!employer) throw missing(EMPLOYER.noEmployerAccount);
    assertMayRate(employer, now);

    const plan = await loadViewerPlan(tx, actor);
    const limit = ratingLimit("employer", plan.plan, plan.employerVerified);
    if (limit <= 0) throw refused(EMPLOYER.noRatingsOnPlan);
    if (!isUnlimited(limit)) {
      const { used, oldest } = await ratingsInWindow(tx, actor.userId, now);
      if (used >= limit) {
        const allowance = toAllowance(limit, used, oldest);
        throw tooManyRequests(EMPLOYER.limitReached(limit, allowance.resetAt));
      }
    }

    if (!(await lockProfessional(tx, input.professionalId))) throw missing(EMPLOYER.professionalNotFound);
    if (!(await mayRate(tx, employer.id, input.professionalId))) throw missing(EMPLOYER.professionalNotFound);
    await refuseDuplicate(tx, employer.id, input.professionalId);

    const [row] = await tx
      .insert(ratings)
      .values({
        professionalId: input.professionalId,
        employmentStatus: input.employmentStatus,
        status: "active",
        ...scoreColumns(input.scores),
        createdAt: now,
        updatedAt: now,
      })
      .returning(ratingColumns);
    const rating = row!;
    await tx
      .insert(ratingAttributions)
      .values({ ratingId: rating.id, employerId: employer.id, submittedBy: actor.userId, createdAt: now });
    await tx
      .insert(usageTracking)
      .values({ userId: actor.userId, actionType: "rating_submission", subjectId: rating.id, createdAt: now });
    await tx
      .insert(employments)
      .values({
        employerId: employer.id,
        professionalId: input.professionalId,
        status: input.employmentStatus,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const flags = await queueFairnessChecks(tx, {
      rating: { id: rating.id, scores: input.scores },
      employerId: employer.id,
      professionalId: input.professionalId,
      authorUserId: actor.userId,
      now,
      newRating: true,
    });
    await auditInTx(tx, {
      userId: actor.userId,
      action: "rating_submitted",
      tableName: "ratings",
      recordId: rating.id,
      newData: {
        ...ratingAuditParties(employer, input.professionalId),
        employment_status: input.employmentStatus,
        scores: input.scores,
        flags,
      },
      origin: cmd.origin,
      at: now,
    });
    await publishRatingFigures(tx, [input.professionalId]);
    await queueRatingNotice(tx, input.professionalId, "rating.received", now);
    const professional = await loadRatedProfessional(tx, input.professionalId);
    return { rating: toRatingRecord(rating), professional: professional! };
  });
}

/**
 * Rating submissions since `now - 24 h`, with no upper bound: a concurrent request that committed a moment "after"
 * this one's clock still counts (the dashboards' window read caps at `now`, which let a sixth rating through on PostgreSQL).
 */
async function ratingsInWindow(tx: Tx, userId: string, now: Date) {
  const since = new Date(now.getTime() - LIMITS.lookupWindowHours * 3_600_000);
  const result = await tx.execute(sql`
SELECT count(*)::int AS used, min(created_at) AS oldest FROM usage_tracking
WHERE user_id = ${userId} AND action_type = 'rating_submission' AND created_at > ${since.toISOString()}::timestamptz`);
  const row = result.rows[0] as { used: number; oldest: string | Date | null } | undefined;
  return { used: Number(row?.used ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Someone on the employer's roster may be rated whatever their visibility. Off the roster, only a profile the
 * employer may see (public, employers only) can be rated, and the rating then adds them to the roster (decisions
 * E4, D40): a private profile is reached only through the roster, where its owner's e-mail or address put it.
 */
async function mayRate(tx: Tx, employerId: string, professionalId: string): Promise<boolean> {
  const res = await tx.execute(sql`
SELECT p.visibility <> 'private' OR EXISTS (
  SELECT 1 FROM employments e WHERE e.employer_id = ${employerId} AND e.professional_id = p.id) AS ok
FROM professionals p WHERE p.id = ${professionalId}`);
  return Boolean((res.rows[0] as { ok: boolean } | undefined)?.ok);
}

async function refuseDuplicate(tx: Tx, employerId: string, professionalId: string) {
  const existing = await tx
    .select({ id: ratings.id, status: ratings.status })
    .from(ratingAttributions)
    .innerJoin(ratings, eq(ratings.id, ratingAttributions.ratingId))
    .where(and(eq(ratingAttributions.employerId, employerId), eq(ratings.professionalId, professionalId)))
    .orderBy(sql`${ratings.createdAt} DESC`);
  const live = existing.find((r) => r.status !== "removed");
  if (live) throw clash(EMPLOYER.alreadyRated, { fields: { existingRatingId: live.id } });
  if (existing.length > 0) throw clash(EMPLOYER.removedRatingExists);
}

/** Runs after the new rating is written. An employer is an outlier when, over at least OUTLIER_MIN_PEOPLE people also rated by others, its scores sit on average OUTLIER_GAP or more below theirs. */
export const OUTLIER_MIN_PEOPLE = 3;
export const OUTLIER_GAP = 1.5;

async function isOutlierEmployer(tx: Tx, employerId: string): Promise<boolean> {
  const mean = `(${RATING_CATEGORY_KEYS.map((k) => `coalesce(r.${k}, 0)`).join(" + ")})::numeric / num_nonnulls(${RATING_CATEGORY_KEYS.map((k) => `r.${k}`).join(", ")})`;
  const res = await tx.execute(sql`
WITH scored AS (
  SELECT r.professional_id, ra.employer_id, ${sql.raw(mean)} AS score
  FROM ratings r JOIN rating_attributions ra ON ra.rating_id = r.id
  WHERE r.status IN ('active', 'under_dispute')
    AND r.professional_id IN (
      SELECT r2.professional_id FROM rating_attributions ra2 JOIN ratings r2 ON r2.id = ra2.rating_id
      WHERE ra2.employer_id = ${employerId})
),
own AS (
  SELECT professional_id, avg(score) AS score FROM scored WHERE employer_id = ${employerId} GROUP BY professional_id
),
others AS (
  SELECT professional_id, avg(score) AS score FROM scored
  WHERE employer_id <> ${employerId} AND professional_id IN (SELECT professional_id FROM own)
  GROUP BY professional_id
)
SELECT count(*)::int AS people, coalesce(avg(own.score - others.score), 0)::float AS gap
FROM own JOIN others USING (professional_id)`);
  const row = res.rows[0] as { people: number; gap: number } | undefined;
  return Number(row?.people ?? 0) >= OUTLIER_MIN_PEOPLE && Number(row?.gap ?? 0) <= -OUTLIER_GAP;
}

export const AFTER_DISPUTE_DAYS = 30;

/**
 * Whether `professionalId` opened a dispute in the last 30 days against a rating by `employerId` (decisions P34).
 * Read from the append-only audit log: a rating deleted inside its edit window takes its disputes with it (cascade),
 * and delete-then-rate-again is exactly the path that can follow a withdrawn dispute. The dispute audit rows name
 * no employer, so the disputed rating's employer is found through its attribution (rating still there) or its
 * `rating_deleted` audit row (rating gone). Indexed: audit rows by user and time, then by table and record.
 */
export async function disputedByProfessionalRecently(
  tx: Tx,
  employerId: string,
  professionalId: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - AFTER_DISPUTE_DAYS * 86_400_000);
  const res = await tx.execute(sql`
SELECT 1 FROM audit_logs d
WHERE d.user_id = (SELECT p.user_id FROM professionals p WHERE p.id = ${professionalId})
  AND d.action = 'dispute_opened'
  AND d.created_at > ${since.toISOString()}::timestamptz AND d.created_at <= ${now.toISOString()}::timestamptz
  AND d.new_data->>'professional_id' = ${professionalId}
  AND (
    EXISTS (SELECT 1 FROM rating_attributions ra
            WHERE ra.rating_id = (d.new_data->>'rating_id')::uuid AND ra.employer_id = ${employerId})
    OR EXISTS (SELECT 1 FROM audit_logs x
               WHERE x.table_name = 'ratings' AND x.record_id = d.new_data->>'rating_id'
                 AND x.action = 'rating_deleted' AND x.new_data->>'employer_id' = ${employerId})
  )
LIMIT 1`);
  return res.rows.length > 0;
}

/**
 * Queues a written rating for the fairness review, never blocking it: straight-lining, an outlier employer (checked
 * on a new rating only), a dispute the professional opened lately against this employer. Answers the reasons.
 */
export async function queueFairnessChecks(
  tx: Tx,
  input: {
    rating: { id: string; scores: SubmitRatingInput["scores"] };
    employerId: string;
    professionalId: string;
    authorUserId: string;
    now: Date;
    newRating: boolean;
  },
): Promise<RatingFlagReason[]> {
  const { employerId, professionalId, now } = input;
  const flags: RatingFlagReason[] = fairnessFlags(input.rating.scores);
  if (input.newRating && (await isOutlierEmployer(tx, employerId))) flags.push("outlier_employer");
  if (await disputedByProfessionalRecently(tx, employerId, professionalId, now)) flags.push("after_dispute");
  await queueRatingFlags(tx, { ratingId: input.rating.id, reasons: flags, authorUserId: input.authorUserId, now });
  return flags;
}

/** Who a rating's audit row names: the employer (and its name then) and the professional rated. */
export function ratingAuditParties(employer: { id: string; companyName: string }, professionalId: string) {
  return { employer_id: employer.id, company_name: employer.companyName, professional_id: professionalId };
}

/** Straight-lining: every one of the 15 categories scored, all 1 or all 5. Queued for review, never blocking. */
export function fairnessFlags(scores: SubmitRatingInput["scores"]): Array<"straight_lined"> {
  const values = RATING_CATEGORY_KEYS.map((k) => scores[k] ?? null);
  const allScored = values.every((v) => v !== null);
  if (allScored && (values.every((v) => v === 1) || values.every((v) => v === 5))) return ["straight_lined"];
  return [];
}
