import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { LIVE_DISPUTE_STATES, ratingStateFor, transition } from "../../core/dispute-workflow";
import type { Database } from "../db/client";
import { disputes, moderationEvents } from "../db/schema";
import { lockDisputeChain } from "./dispute-chain";
import { expireStrikes } from "./employer-strikes";
import { setRatingStatus } from "./refresh-rating-aggregates";
import { sendDisputeNotice } from "./send-dispute-notice";

/**
 * What the dispute clock makes due at `now` (business clock), found by the scheduled `dispute-deadlines` sweep
 * (D102). Each item is its own transaction that re-checks under lock, so a sweep that runs twice, late, or beside
 * a moderator's action leaves one result:
 * - an answer deadline passed: the dispute returns to the moderator (`deadline_passed`), who may decide on the
 *   evidence there is (the employer's silence is recorded as `employer_no_answer`);
 * - 30 days since filing without a decision: the rating is `withheld` — out of the aggregates until decided;
 * - strikes a year old expire.
 */
export async function runDisputeDeadlines(
  database: Database,
  now: Date,
  publicUrl: string,
): Promise<{ answersLapsed: number; withheld: number; strikesExpired: number }> {
  let answersLapsed = 0;
  let withheld = 0;

  const lapsed = await database.db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(inArray(disputes.status, ["awaiting_employer", "needs_info"]), lte(disputes.answerDueAt, now)));
  for (const { id } of lapsed) {
    await database.db.transaction(async (tx) => {
      const [d] = await tx
        .select({ status: disputes.status, answerDueAt: disputes.answerDueAt })
        .from(disputes)
        .where(eq(disputes.id, id))
        .for("update");
      if (!d?.answerDueAt || d.answerDueAt.getTime() > now.getTime()) return;
      const moved = transition(d.status, { type: "deadline_passed" });
      if (!moved.ok) return;
      await tx.update(disputes).set({ status: moved.to, answerDueAt: null, updatedAt: now }).where(eq(disputes.id, id));
      await tx.insert(moderationEvents).values({
        disputeId: id,
        kind: "deadline_passed",
        actorRole: "system",
        fromState: d.status,
        toState: moved.to,
        reasonCode: d.status === "awaiting_employer" ? "employer_no_answer" : "professional_no_answer",
        createdAt: now,
      });
      answersLapsed++;
    });
  }

  const overdue = await database.db
    .select({ id: disputes.id })
    .from(disputes)
    .where(
      and(
        inArray(disputes.status, [...LIVE_DISPUTE_STATES]),
        isNull(disputes.overdueAt),
        lte(disputes.decisionDueAt, now),
      ),
    );
  for (const { id } of overdue) {
    await database.db.transaction(async (tx) => {
      const { dispute, professional, rating } = await lockDisputeChain(tx, id);
      if (dispute.overdueAt || !transition(dispute.status, { type: "decide", outcome: "dismiss" }).ok) return;
      await tx.update(disputes).set({ overdueAt: now, updatedAt: now }).where(eq(disputes.id, id));
      const to = ratingStateFor(dispute.status, true);
      if (rating && professional && rating.status === "under_dispute")
        await setRatingStatus(tx, { id: rating.id, professionalId: professional.id }, to);
      await tx.insert(moderationEvents).values({
        disputeId: id,
        kind: "overdue_withheld",
        actorRole: "system",
        fromState: dispute.status,
        toState: dispute.status,
        note: "Not decided within 30 days: the rating no longer counts in the profile's figures until decided.",
        createdAt: now,
      });
      if (professional?.userId)
        await sendDisputeNotice(tx, {
          name: "professionalOverdue",
          userId: professional.userId,
          args: {},
          at: now,
          publicUrl,
        });
      withheld++;
    });
  }

  const strikesExpired = await expireStrikes(database, now);
  return { answersLapsed, withheld, strikesExpired };
}
