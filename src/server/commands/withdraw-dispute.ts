import { and, eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { DISPUTE_TYPE_LABELS, DISPUTES } from "../../core/contracts/disputes";
import type { DisputeType } from "../../core/domain";
import type { Database } from "../db/client";
import { disputes, moderationEvents, ratings } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { missing } from "../kernel/domain-errors";
import { assertLiveDispute } from "../policies/disputes";
import { loadOwnDispute } from "../queries/professional-disputes";
import type { DisputeDetailRecord } from "../records/dispute";
import { employerUserOf, lockDispute } from "./dispute-chain";
import { lockOwnProfile } from "./open-dispute";
import { publishRatingFigures, setRatingStatus } from "./refresh-rating-aggregates";
import { sendDisputeNotice } from "./send-dispute-notice";

/**
 * The professional withdraws a live dispute of their own profile: the dispute becomes `withdrawn` (resolved now)
 * and its rating goes back from `under_dispute` to `active` (a removed rating stays removed). Locks in the order
 * profile → rating → dispute, like opening; aggregates are refreshed in the same transaction.
 */
export async function withdrawDispute(
  database: Database,
  cmd: { actor: SignedIn; disputeId: string; now: Date; origin: RequestOrigin; publicUrl?: string },
): Promise<DisputeDetailRecord> {
  const { actor, now } = cmd;
  return database.db.transaction(async (tx) => {
    const professionalId = await lockOwnProfile(tx, actor.userId);
    const [found] = await tx
      .select({ ratingId: disputes.ratingId, disputeType: disputes.disputeType })
      .from(disputes)
      .where(and(eq(disputes.id, cmd.disputeId), eq(disputes.professionalId, professionalId)));
    if (!found) throw missing(DISPUTES.disputeNotFound);
    const [rating] = await tx
      .select({ status: ratings.status })
      .from(ratings)
      .where(eq(ratings.id, found.ratingId))
      .for("update");
    // A dispute gone meanwhile answers REVIEW.notFound, the same sentence as DISPUTES.disputeNotFound.
    const dispute = await lockDispute(tx, cmd.disputeId);
    if (!rating) throw missing(DISPUTES.disputeNotFound);
    assertLiveDispute(dispute.status, DISPUTES.notLive);

    await tx
      .update(disputes)
      .set({ status: "withdrawn", resolvedAt: now, updatedAt: now, answerDueAt: null })
      .where(eq(disputes.id, dispute.id));
    await tx.insert(moderationEvents).values({
      disputeId: dispute.id,
      kind: "withdrawn",
      actorRole: "professional",
      actorId: actor.userId,
      fromState: dispute.status,
      toState: "withdrawn",
      createdAt: now,
    });
    const restored = rating.status === "under_dispute" || rating.status === "withheld";
    if (restored) await setRatingStatus(tx, { id: found.ratingId, professionalId }, "active");
    else await publishRatingFigures(tx, [professionalId]);
    // The employer was told of the dispute, so it hears that it ended (its type only, never by whom or why).
    const author = await employerUserOf(tx, found.ratingId);
    if (author)
      await sendDisputeNotice(tx, {
        name: "employerDisputeWithdrawn",
        userId: author,
        args: { typeLabel: DISPUTE_TYPE_LABELS[found.disputeType as DisputeType] ?? found.disputeType },
        at: now,
        publicUrl: cmd.publicUrl ?? "http://localhost",
      });
    await auditInTx(tx, {
      userId: actor.userId,
      action: "dispute_withdrawn",
      tableName: "disputes",
      recordId: dispute.id,
      newData: {
        rating_id: found.ratingId,
        professional_id: professionalId,
        from_status: dispute.status,
        rating_status: restored ? "active" : rating.status,
      },
      origin: cmd.origin,
      at: now,
    });
    return loadOwnDispute(tx, { professionalId, userId: actor.userId, disputeId: dispute.id });
  });
}
