import { eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { type DecideDisputeInput, REVIEW, type RequestInfoInput } from "../../core/contracts/dispute-review";
import {
  answerDueAt,
  type DisputeEvent,
  type DisputeState,
  ratingStateFor,
  transition,
} from "../../core/dispute-workflow";
import type { Database, Tx } from "../db/client";
import { disputeMessages, disputes, moderationEvents, professionals } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash } from "../kernel/domain-errors";
import { DISPUTE_CLAIM } from "../policies/disputes";
import { employerUserOf, lockDispute, lockDisputeChain } from "./dispute-chain";
import { noticeBothParties, screenDecision, strikeAudit, strikeForDispute, writeDecision } from "./dispute-decision";
import { setRatingStatus } from "./refresh-rating-aggregates";
import { claimReviewItem, holdReviewItem, type ReviewQueue } from "./review-queue";
import { refuseTextNamingRater } from "./screen-rater-text";
import { sendDisputeNotice } from "./send-dispute-notice";

/**
 * The moderators' side of a dispute (issue 14): claim and release, request information from either party, and
 * decide with a statement of reasons. Every command is one transaction that locks what it changes, checks the
 * move against the state machine (core/dispute-workflow.ts), appends a moderation event, writes the audit row
 * (moderator, reason, state before and after) and the notices. Only the moderator holding the claim may act.
 */

interface Ctx {
  actor: SignedIn;
  disputeId: string;
  now: Date;
  origin: RequestOrigin;
  publicUrl: string;
  /** Standing's own domains: an address there may appear in a text to the professional (D296). None: no address may. */
  ownDomains?: readonly string[];
}

export { moderatorLabel } from "./review-queue";

function move(from: DisputeState, event: DisputeEvent): DisputeState {
  const result = transition(from, event);
  if (!result.ok) throw clash(result.reason === "closed" ? REVIEW.closed : REVIEW.notWaitingForYou);
  return result.to;
}

async function assertHolder(
  tx: Tx,
  actorId: string,
  claim: { claimedBy: string | null; claimedAt: Date | null },
  now: Date,
) {
  await holdReviewItem(tx, DISPUTE_CLAIM, actorId, claim, now);
}

/** The user who filed the dispute (the profile's owner). */
async function professionalUserOf(tx: Tx, dispute: { openedBy: string | null; professionalId: string }) {
  if (dispute.openedBy) return dispute.openedBy;
  const [row] = await tx
    .select({ userId: professionals.userId })
    .from(professionals)
    .where(eq(professionals.id, dispute.professionalId));
  return row?.userId ?? null;
}

/** The dispute queue: a claim moves an open dispute under review, a release moves it back (the state machine). */
const DISPUTE_QUEUE: ReviewQueue<Awaited<ReturnType<typeof lockDispute>>> = {
  auditTable: "disputes",
  actions: { claimed: "dispute_claimed", released: "dispute_released" },
  sentences: DISPUTE_CLAIM,
  lock: lockDispute,
  step(dispute, release) {
    const to = move(dispute.status, { type: release ? "release" : "claim" });
    return { fromState: dispute.status, toState: to, before: { status: dispute.status }, after: { status: to } };
  },
  write: (tx, dispute, claim, step, now) =>
    tx
      .update(disputes)
      .set({ ...claim, status: step.toState as DisputeState, updatedAt: now })
      .where(eq(disputes.id, dispute.id)),
  event: (dispute) => ({ disputeId: dispute.id, kinds: { claimed: "claimed", released: "released" } }),
};

export async function claimDispute(database: Database, ctx: Ctx & { release?: boolean }): Promise<void> {
  await claimReviewItem(database, DISPUTE_QUEUE, { ...ctx, id: ctx.disputeId });
}

/**
 * Asks one party for information with a deadline of 5 business days; the question goes to that party only. A
 * question to the professional must not name the employer behind the rating (D296); one to the employer may.
 */
export async function requestDisputeInfo(database: Database, ctx: Ctx & { input: RequestInfoInput }): Promise<void> {
  const { actor, now, input } = ctx;
  await database.db.transaction(async (tx) => {
    const dispute = await lockDispute(tx, ctx.disputeId);
    const to = move(dispute.status, { type: "request_info", party: input.party });
    await assertHolder(tx, actor.userId, dispute, now);
    if (input.party === "professional")
      await refuseTextNamingRater(tx, {
        ratingId: dispute.ratingId,
        text: input.question,
        field: "question",
        ownDomains: ctx.ownDomains ?? [],
      });
    const due = answerDueAt(now);
    const [message] = await tx
      .insert(disputeMessages)
      .values({
        disputeId: dispute.id,
        authorRole: "admin",
        authorId: actor.userId,
        audience: input.party,
        body: input.question,
        createdAt: now,
      })
      .returning({ id: disputeMessages.id });
    await tx.update(disputes).set({ status: to, answerDueAt: due, updatedAt: now }).where(eq(disputes.id, dispute.id));
    await tx.insert(moderationEvents).values({
      disputeId: dispute.id,
      kind: "info_requested",
      actorRole: "admin",
      actorId: actor.userId,
      fromState: dispute.status,
      toState: to,
      reasonCode: input.party,
      note: input.question,
      messageId: message!.id,
      createdAt: now,
    });
    await auditInTx(tx, {
      userId: actor.userId,
      action: "dispute_info_requested",
      tableName: "disputes",
      recordId: dispute.id,
      newData: {
        before: { status: dispute.status },
        after: { status: to, answer_due_at: due.toISOString() },
        party: input.party,
        message_id: message!.id,
      },
      origin: ctx.origin,
      at: now,
    });
    const recipient =
      input.party === "professional"
        ? await professionalUserOf(tx, dispute)
        : await employerUserOf(tx, dispute.ratingId);
    if (recipient)
      await sendDisputeNotice(tx, {
        name: input.party === "professional" ? "professionalInfoRequested" : "employerInfoRequested",
        userId: recipient,
        args: { dueAt: due },
        at: now,
        publicUrl: ctx.publicUrl,
      });
  });
}

/**
 * Decides a dispute: `remove` takes the rating out (status `removed`, aggregates refreshed) and issues a strike
 * with its automatic effects; `dismiss` puts the rating back to `active`. Both carry a reason code and a written
 * statement that both parties receive in-app and by e-mail (DSA art. 17; decisions D103). The statement reaches
 * the professional, so it must not name the employer behind the rating (D296).
 */
export async function decideDispute(database: Database, ctx: Ctx & { input: DecideDisputeInput }) {
  const { actor, now, input } = ctx;
  return database.db.transaction(async (tx) => {
    const { dispute, employer, ...chain } = await lockDisputeChain(tx, ctx.disputeId);
    const to = move(dispute.status, { type: "decide", outcome: input.outcome });
    await assertHolder(tx, actor.userId, dispute, now);
    const { rating, professional } = await screenDecision(tx, chain, input.statement, ctx.ownDomains);
    const ratingTo = rating.status === "removed" ? "removed" : ratingStateFor(to, false);
    const decided = {
      status: to,
      decidedBy: actor.userId,
      reasonCode: input.reasonCode,
      statement: input.statement,
      now,
    };
    await writeDecision(tx, dispute.id, decided, { answerDueAt: null });
    await setRatingStatus(tx, { id: rating.id, professionalId: professional.id }, ratingTo, now);
    await tx.insert(moderationEvents).values({
      disputeId: dispute.id,
      kind: "decided",
      actorRole: "admin",
      actorId: actor.userId,
      fromState: dispute.status,
      toState: to,
      reasonCode: input.reasonCode,
      note: input.statement,
      createdAt: now,
    });
    const strike =
      input.outcome === "remove"
        ? await strikeForDispute(tx, employer, {
            disputeId: dispute.id,
            moderatorId: actor.userId,
            now,
            publicUrl: ctx.publicUrl,
          })
        : null;
    await auditInTx(tx, {
      userId: actor.userId,
      action: "dispute_decided",
      tableName: "disputes",
      recordId: dispute.id,
      newData: {
        before: { status: dispute.status, rating_status: rating.status },
        after: { status: to, rating_status: ratingTo },
        outcome: input.outcome,
        reason_code: input.reasonCode,
        statement: input.statement,
        employer_id: employer?.id ?? null,
        strike: strikeAudit(strike),
      },
      origin: ctx.origin,
      at: now,
    });
    const notices = { professional: "professionalDecision", employer: "employerDecision" } as const;
    const told = { ...input, at: now, publicUrl: ctx.publicUrl };
    await noticeBothParties(
      tx,
      { professional, employer },
      { ...notices, args: { removed: input.outcome === "remove" } },
      told,
    );
    return { status: to, strike };
  });
}
