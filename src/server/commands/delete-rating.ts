import { eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import type { Database } from "../db/client";
import { ratings } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { lockOpenOwnRating } from "./edit-rating";
import { queueRatingNotice } from "./notify";
import { publishRatingFigures } from "./refresh-rating-aggregates";
import { ratingAuditParties } from "./submit-rating";

/**
 * Deletes an own rating inside its 24-hour window. The row goes (its attribution and flags cascade); the audit
 * row keeps what it said and who wrote it. The usage row stays: a deleted rating still spent its allowance.
 */
export async function deleteRating(
  database: Database,
  cmd: { actor: SignedIn; ratingId: string; now: Date; origin: RequestOrigin },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const own = await lockOpenOwnRating(tx, cmd.actor, cmd.ratingId, cmd.now);
    await tx.delete(ratings).where(eq(ratings.id, cmd.ratingId));
    await auditInTx(tx, {
      userId: cmd.actor.userId,
      action: "rating_deleted",
      tableName: "ratings",
      recordId: cmd.ratingId,
      newData: {
        ...ratingAuditParties(own.employer, own.professionalId),
        employment_status: own.rating.employmentStatus,
        scores: own.rating.scores,
      },
      origin: cmd.origin,
      at: cmd.now,
    });
    await publishRatingFigures(tx, [own.professionalId]);
    await queueRatingNotice(tx, own.professionalId, "rating.removed", cmd.now);
  });
}
