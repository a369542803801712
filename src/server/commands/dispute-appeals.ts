import { eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { APPEAL_LIMITS, APPEALS, type ProfessionalAppealInput } from "../../core/contracts/appeals";
import { type DecideAppealInput, REVIEW } from "../../core/contracts/dispute-review";
import { DISPUTE_TYPE_LABELS, DISPUTES } from "../../core/contracts/disputes";
import { type DisputeState, ratingStateFor, transition } from "../../core/dispute-workflow";
import type { Database, Tx } from "../db/client";
import { disputeAppeals, disputes, moderationEvents } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing } from "../kernel/domain-errors";
import { lockDisputeChain } from "./dispute-chain";
import { noticeBothParties, screenDecision, strikeAudit, strikeForDispute, writeDecision } from "./dispute-decision";
import { setRatingStatus } from "./refresh-rating-aggregates";
import { type AppealCtx, appealQueue, settleAppealDecision } from "./review-queue";
import { sendDisputeNotice } from "./send-dispute-notice";

/**
 * The professional's appeal of a dispute decision that went against them (issue 34 §3; DSA art. 20; D326–D327):
 * only a dismissal, within 30 days of it, once. The appeal waits in the administrators' appeals queue beside the
 * employers' strike appeals; an administrator other than the first decider claims and decides it (or the first
 * decider alone with a recorded reason while no other is active, D328). Upheld: the dismissal is overturned — the
 * dispute becomes `upheld`, the rating `removed`, the published figures move, a strike is issued (which the employer
 * may appeal in turn). Rejected: nothing changes. Every step is audited and both parties are told.
 */

const DAY_MS = 86_400_000;

export function disputeAppealDeadline(resolvedAt: Date): Date {
  return new Date(resolvedAt.getTime() + APPEAL_LIMITS.windowDays * DAY_MS);
}

async function disputeDecision(tx: Tx, disputeId: string) {
  const [row] = await tx
    .select({
      resolvedAt: disputes.resolvedAt,
      disputeType: disputes.disputeType,
      appealId: disputeAppeals.id,
    })
    .from(disputes)
    .leftJoin(disputeAppeals, eq(disputeAppeals.disputeId, disputes.id))
    .where(eq(disputes.id, disputeId));
  return row ?? null;
}

export async function fileDisputeAppeal(
  database: Database,
  cmd: {
    actor: SignedIn;
    disputeId: string;
    input: ProfessionalAppealInput;
    now: Date;
    origin: RequestOrigin;
    publicUrl: string;
  },
): Promise<void> {
  const { actor, now } = cmd;
  await database.db.transaction(async (tx) => {
    // The whole chain, in the house order: a decision or another appeal on this dispute waits for us.
    const { dispute, employer, professional } = await lockDisputeChain(tx, cmd.disputeId);
    // Only the professional's own dispute: another's is "not found".
    if (!professional || professional.userId !== actor.userId) throw missing(DISPUTES.disputeNotFound);
    const decision = await disputeDecision(tx, dispute.id);
    if (decision?.appealId) throw clash(APPEALS.alreadyAppealed);
    if (dispute.status !== "dismissed" || !decision?.resolvedAt) throw clash(APPEALS.notAppealable);
    if (now.getTime() > disputeAppealDeadline(decision.resolvedAt).getTime()) throw clash(APPEALS.windowClosed);
    const [appeal] = await tx
      .insert(disputeAppeals)
      .values({
        disputeId: dispute.id,
        professionalId: professional.id,
        filedBy: actor.userId,
        statement: cmd.input.statement,
        originalDecidedBy: dispute.decidedBy,
        createdAt: now,
      })
      .returning({ id: disputeAppeals.id });
    await tx.insert(moderationEvents).values({
      disputeId: dispute.id,
      kind: "dispute_appealed",
      actorRole: "professional",
      actorId: actor.userId,
      fromState: dispute.status,
      toState: dispute.status,
      note: cmd.input.statement,
      createdAt: now,
    });
    await auditInTx(tx, {
      userId: actor.userId,
      action: "dispute_appeal_filed",
      tableName: "dispute_appeals",
      recordId: appeal!.id,
      newData: { dispute_id: dispute.id, original_decider: dispute.decidedBy },
      origin: cmd.origin,
      at: now,
    });
    if (employer)
      await sendDisputeNotice(tx, {
        name: "employerDisputeAppealed",
        userId: employer.userId,
        args: { typeLabel: DISPUTE_TYPE_LABELS[dispute.disputeType as keyof typeof DISPUTE_TYPE_LABELS] ?? "" },
        at: now,
        publicUrl: cmd.publicUrl,
      });
  });
}

const DISPUTE_APPEALS = appealQueue(disputeAppeals, {
  extra: { disputeId: disputeAppeals.disputeId, originalDecidedBy: disputeAppeals.originalDecidedBy },
  notFound: APPEALS.notFound,
  prefix: "dispute_appeal",
  event: (appeal) => ({ disputeId: appeal.disputeId }),
});

export const claimDisputeAppeal = DISPUTE_APPEALS.claim;

export async function decideDisputeAppeal(database: Database, ctx: AppealCtx & { input: DecideAppealInput }) {
  const { actor, now, input } = ctx;
  const [head] = await database.db
    .select({ disputeId: disputeAppeals.disputeId })
    .from(disputeAppeals)
    .where(eq(disputeAppeals.id, ctx.appealId));
  if (!head) throw missing(APPEALS.notFound);
  return database.db.transaction(async (tx) => {
    // Lock order: employer → professional → rating → dispute, then the appeal (as the strike appeal does).
    const { dispute, employer, ...chain } = await lockDisputeChain(tx, head.disputeId);
    const appeal = await DISPUTE_APPEALS.lock(tx, ctx.appealId);
    const decision = await settleAppealDecision(tx, {
      actorId: actor.userId,
      appeal,
      now,
      originalDecider: appeal.originalDecidedBy ?? dispute.decidedBy,
      input,
    });
    const { rating, professional } = await screenDecision(tx, chain, input.statement, ctx.ownDomains);
    const { upheld, to } = decision;
    let disputeTo: DisputeState = dispute.status;
    let ratingTo = rating.status;
    let strike: Awaited<ReturnType<typeof strikeForDispute>> = null;
    if (upheld) {
      const moved = transition(dispute.status, { type: "professional_appeal_upheld" });
      if (!moved.ok) throw clash(REVIEW.closed);
      disputeTo = moved.to;
      ratingTo = ratingStateFor(disputeTo, false);
      // The dispute now carries the appeal's decision: the strike it issues is this decider's (its own appeal, if
      // the employer files one, goes to someone else again).
      await writeDecision(tx, dispute.id, {
        status: disputeTo,
        decidedBy: actor.userId,
        reasonCode: input.reasonCode,
        statement: input.statement,
        now,
      });
      await setRatingStatus(tx, { id: rating.id, professionalId: professional.id }, ratingTo, now);
      strike = await strikeForDispute(tx, employer, {
        disputeId: dispute.id,
        moderatorId: actor.userId,
        now,
        publicUrl: ctx.publicUrl,
      });
    }
    await tx.update(disputeAppeals).set(decision.row).where(eq(disputeAppeals.id, appeal.id));
    await tx.insert(moderationEvents).values({
      disputeId: dispute.id,
      kind: "dispute_appeal_decided",
      actorRole: "admin",
      actorId: actor.userId,
      fromState: dispute.status,
      toState: disputeTo,
      reasonCode: input.reasonCode,
      note: input.statement,
      createdAt: now,
    });
    await auditInTx(tx, {
      userId: actor.userId,
      action: decision.action("dispute_appeal_decided"),
      tableName: "dispute_appeals",
      recordId: appeal.id,
      newData: {
        before: { appeal: "pending", dispute: dispute.status, rating_status: rating.status },
        after: { appeal: to, dispute: disputeTo, rating_status: ratingTo },
        ...decision.audit,
        dispute_id: dispute.id,
        strike: strikeAudit(strike),
      },
      origin: ctx.origin,
      at: now,
    });
    const notices = { professional: "professionalAppealDecided", employer: "employerDisputeAppealDecided" } as const;
    const told = { ...input, at: now, publicUrl: ctx.publicUrl };
    await noticeBothParties(tx, { professional, employer }, { ...notices, args: { upheld } }, told);
    return { status: to, disputeStatus: disputeTo, alone: decision.alone };
  });
}
