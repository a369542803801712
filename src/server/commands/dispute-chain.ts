import { eq } from "drizzle-orm";
import { REVIEW } from "../../core/contracts/dispute-review";
import type { DisputeState } from "../../core/dispute-workflow";
import type { Tx } from "../db/client";
import { disputes, employers, ratingAttributions } from "../db/schema";
import { missing } from "../kernel/domain-errors";
import { lockRatingChain } from "./lock-rating-chain";

/**
 * A dispute locked for the commands that change it (moderators' decisions, appeals, the deadlines): the dispute row
 * alone, or with its rating's chain in the house order.
 */

const disputeRowColumns = {
  id: disputes.id,
  status: disputes.status,
  ratingId: disputes.ratingId,
  professionalId: disputes.professionalId,
  openedBy: disputes.openedBy,
  disputeType: disputes.disputeType,
  claimedBy: disputes.claimedBy,
  claimedAt: disputes.claimedAt,
  overdueAt: disputes.overdueAt,
  decidedBy: disputes.decidedBy,
  answerDueAt: disputes.answerDueAt,
};

/** The dispute row, locked. For commands that change only the dispute (claims, questions). */
export async function lockDispute(tx: Tx, disputeId: string) {
  const [row] = await tx.select(disputeRowColumns).from(disputes).where(eq(disputes.id, disputeId)).for("update");
  if (!row) throw missing(REVIEW.notFound);
  return { ...row, status: row.status as DisputeState };
}

/**
 * Locks everything a decision changes, in the house order employer → professional → rating → dispute (submitting a
 * rating locks employer → professional; filing locks professional → rating → dispute), so no two commands wait on
 * each other in opposite orders.
 */
export async function lockDisputeChain(tx: Tx, disputeId: string) {
  const [head] = await tx.select({ ratingId: disputes.ratingId }).from(disputes).where(eq(disputes.id, disputeId));
  if (!head) throw missing(REVIEW.notFound);
  const chain = await lockRatingChain(tx, head.ratingId);
  const dispute = await lockDispute(tx, disputeId);
  return {
    dispute,
    employer: chain?.employer ?? null,
    professional: chain?.professional ?? null,
    rating: chain?.rating ?? null,
  };
}

/** The employer's user behind a rating, to send it a dispute notice; null when the rating has no attribution left. */
export async function employerUserOf(tx: Tx, ratingId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: employers.userId })
    .from(ratingAttributions)
    .innerJoin(employers, eq(employers.id, ratingAttributions.employerId))
    .where(eq(ratingAttributions.ratingId, ratingId));
  return row?.userId ?? null;
}
