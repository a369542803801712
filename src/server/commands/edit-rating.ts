import { and, eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import type { UpdateRatingInput } from "../../core/contracts/employer";
import { EMPLOYER } from "../../core/messages";
import type { Database, Tx } from "../db/client";
import { ratingAttributions, ratings } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { missing } from "../kernel/domain-errors";
import { type EmployerRow, lockEmployerOfUser, lockProfessional } from "../kernel/locks";
import {
  type AuthorRatingRecord,
  loadRatedProfessional,
  type RatingRecord,
  ratingColumns,
  scoreColumns,
  toRatingRecord,
} from "../kernel/rating-records";
import { assertRatingEditable } from "../policies/ratings";
import { queueRatingNotice } from "./notify";
import { publishRatingFigures } from "./refresh-rating-aggregates";
import { queueFairnessChecks, ratingAuditParties } from "./submit-rating";

export interface OwnRating {
  employer: EmployerRow;
  rating: RatingRecord;
  professionalId: string;
}

/**
 * Loads and row-locks one of the caller's own ratings that is still open: another employer's rating is
 * "not found" (no hint that it exists); one under review or older than the edit window is refused with 409.
 */
export async function lockOpenOwnRating(tx: Tx, actor: SignedIn, ratingId: string, now: Date): Promise<OwnRating> {
  const employer = await lockEmployerOfUser(tx, actor.userId);
  if (!employer) throw missing(EMPLOYER.noEmployerAccount);
  const [found] = await tx
    .select({ professionalId: ratings.professionalId })
    .from(ratings)
    .innerJoin(ratingAttributions, eq(ratingAttributions.ratingId, ratings.id))
    .where(and(eq(ratings.id, ratingId), eq(ratingAttributions.employerId, employer.id)));
  if (!found) throw missing(EMPLOYER.ratingNotFound);
  await lockProfessional(tx, found.professionalId);
  const [row] = await tx.select(ratingColumns).from(ratings).where(eq(ratings.id, ratingId)).for("update");
  if (!row) throw missing(EMPLOYER.ratingNotFound);
  const rating = toRatingRecord(row);
  assertRatingEditable(rating, now);
  return { employer, rating, professionalId: found.professionalId };
}

/** Changes an own rating inside its 24-hour window; aggregates, flags and audit in the same transaction. */
export async function editRating(
  database: Database,
  cmd: { actor: SignedIn; ratingId: string; input: UpdateRatingInput; now: Date; origin: RequestOrigin },
): Promise<AuthorRatingRecord> {
  const { actor, input, now } = cmd;
  return database.db.transaction(async (tx) => {
    const own = await lockOpenOwnRating(tx, actor, cmd.ratingId, now);
    const [row] = await tx
      .update(ratings)
      .set({
        ...(input.employmentStatus ? { employmentStatus: input.employmentStatus } : {}),
        ...(input.scores ? scoreColumns(input.scores) : {}),
        updatedAt: now,
      })
      .where(eq(ratings.id, cmd.ratingId))
      .returning(ratingColumns);
    const updated = toRatingRecord(row!);
    await queueFairnessChecks(tx, {
      rating: { id: cmd.ratingId, scores: updated.scores },
      employerId: own.employer.id,
      professionalId: own.professionalId,
      authorUserId: actor.userId,
      now,
      newRating: false,
    });
    await auditInTx(tx, {
      userId: actor.userId,
      action: "rating_updated",
      tableName: "ratings",
      recordId: cmd.ratingId,
      newData: {
        ...ratingAuditParties(own.employer, own.professionalId),
        before: { employment_status: own.rating.employmentStatus, scores: own.rating.scores },
        after: { employment_status: updated.employmentStatus, scores: updated.scores },
      },
      origin: cmd.origin,
      at: now,
    });
    await publishRatingFigures(tx, [own.professionalId]);
    await queueRatingNotice(tx, own.professionalId, "rating.edited", now);
    const professional = await loadRatedProfessional(tx, own.professionalId);
    return { rating: updated, professional: professional! };
  });
}
