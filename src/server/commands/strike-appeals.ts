import { and, eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { type DecideAppealInput, REASON_LABELS, REVIEW } from "../../core/contracts/dispute-review";
import { canAppeal } from "../../core/dispute-workflow";
import type { Database, Tx } from "../db/client";
import { disputes, employerStrikes, employers, flags, moderationEvents, strikeAppeals } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing } from "../kernel/domain-errors";
import { lockDisputeChain } from "./dispute-chain";
import { recomputeStanding } from "./employer-strikes";
import { lockRatingChain } from "./lock-rating-chain";
import { queueTextCheck } from "./queue-flags";
import { publishRatingFigures, setRatingStatus } from "./refresh-rating-aggregates";
import { type AppealCtx, appealQueue, settleAppealDecision } from "./review-queue";
import { sendDisputeNotice } from "./send-dispute-notice";

/**
 * Appeals (SPEC §4 "appeal within 30 days"; DSA art. 20's internal complaint route): the employer appeals a strike
 * from its disputes page; the appeal waits in the moderators' queue; a moderator other than the one who decided
 * the dispute claims and decides it. Upheld: the strike is reversed with its effects, the dispute becomes
 * `overturned` and the rating is restored. Rejected: nothing changes. Both with a statement of reasons.
 */
export async function fileAppeal(
  database: Database,
  cmd: { actor: SignedIn; strikeId: string; statement: string; now: Date; origin: RequestOrigin },
): Promise<void> {
  const { actor, now } = cmd;
  await database.db.transaction(async (tx) => {
    const [employer] = await tx
      .select({ id: employers.id })
      .from(employers)
      .where(eq(employers.userId, actor.userId))
      .for("update");
    if (!employer) throw missing(REVIEW.strikeNotFound);
    const [strike] = await tx
      .select({
        id: employerStrikes.id,
        status: employerStrikes.status,
        issuedAt: employerStrikes.issuedAt,
        disputeId: employerStrikes.disputeId,
        flagId: employerStrikes.flagId,
        appealId: strikeAppeals.id,
      })
      .from(employerStrikes)
      .leftJoin(strikeAppeals, eq(strikeAppeals.strikeId, employerStrikes.id))
      .where(and(eq(employerStrikes.id, cmd.strikeId), eq(employerStrikes.employerId, employer.id)));
    if (!strike) throw missing(REVIEW.strikeNotFound);
    if (strike.appealId) throw clash(REVIEW.alreadyAppealed);
    if (strike.status !== "active") throw clash(REVIEW.strikeNotActive);
    if (!canAppeal({ issuedAt: strike.issuedAt, status: strike.status, appealed: false }, now))
      throw clash(REVIEW.appealWindowClosed);
    const [appeal] = await tx
      .insert(strikeAppeals)
      .values({
        strikeId: strike.id,
        employerId: employer.id,
        filedBy: actor.userId,
        statement: cmd.statement,
        createdAt: now,
      })
      .returning({ id: strikeAppeals.id });
    await queueTextCheck(tx, {
      subject: "appeal_statement",
      subjectId: appeal!.id,
      authorUserId: actor.userId,
      text: cmd.statement,
    });
    await tx.insert(moderationEvents).values({
      disputeId: strike.disputeId,
      strikeId: strike.id,
      kind: "appealed",
      actorRole: "employer",
      actorId: actor.userId,
      toState: "pending",
      note: cmd.statement,
      createdAt: now,
    });
    await auditInTx(tx, {
      userId: actor.userId,
      action: "strike_appealed",
      tableName: "strike_appeals",
      recordId: appeal!.id,
      newData: { strike_id: strike.id, dispute_id: strike.disputeId, flag_id: strike.flagId },
      origin: cmd.origin,
      at: now,
    });
  });
}

async function appealHead(db: Database["db"], appealId: string) {
  const [row] = await db
    .select({ disputeId: employerStrikes.disputeId, flagId: employerStrikes.flagId, ratingId: flags.subjectId })
    .from(strikeAppeals)
    .innerJoin(employerStrikes, eq(employerStrikes.id, strikeAppeals.strikeId))
    .leftJoin(flags, eq(flags.id, employerStrikes.flagId))
    .where(eq(strikeAppeals.id, appealId));
  if (!row) throw missing(REVIEW.appealNotFound);
  return row;
}

/**
 * What an appeal decides on, locked in the house order. A dispute's strike: its dispute chain. A flag's strike
 * (D236): the flagged rating's chain, and the flag's decider stands where the dispute's would.
 */
async function lockStrikeCause(tx: Tx, head: Awaited<ReturnType<typeof appealHead>>) {
  if (head.disputeId) {
    const chain = await lockDisputeChain(tx, head.disputeId);
    return { ...chain, decidedBy: chain.dispute.decidedBy };
  }
  const chain = head.ratingId ? await lockRatingChain(tx, head.ratingId) : null;
  const [flag] = head.flagId
    ? await tx.select({ decidedBy: flags.decidedBy }).from(flags).where(eq(flags.id, head.flagId))
    : [];
  return {
    dispute: null,
    employer: chain?.employer ?? null,
    professional: chain?.professional ?? null,
    rating: chain?.rating ?? null,
    decidedBy: flag?.decidedBy ?? null,
  };
}

const STRIKE_APPEALS = appealQueue(strikeAppeals, {
  extra: { strikeId: strikeAppeals.strikeId, employerId: strikeAppeals.employerId },
  notFound: REVIEW.appealNotFound,
  prefix: "appeal",
  event: (appeal) => ({ strikeId: appeal.strikeId }),
});

export const claimAppeal = STRIKE_APPEALS.claim;

export async function decideAppeal(database: Database, ctx: AppealCtx & { input: DecideAppealInput }) {
  const { actor, now, input } = ctx;
  const head = await appealHead(database.db, ctx.appealId);
  return database.db.transaction(async (tx) => {
    // Lock order: employer → professional → rating → dispute, then the strike and the appeal.
    const { dispute, employer, professional, rating, decidedBy } = await lockStrikeCause(tx, head);
    const appeal = await STRIKE_APPEALS.lock(tx, ctx.appealId);
    // Another administrator decides; the first decider alone only while no other is active, with a reason (D328).
    const decision = await settleAppealDecision(tx, {
      actorId: actor.userId,
      appeal,
      now,
      originalDecider: decidedBy,
      input,
    });
    const { upheld, to } = decision;
    await tx.update(strikeAppeals).set(decision.row).where(eq(strikeAppeals.id, appeal.id));
    let restored = false;
    if (upheld) {
      const [strike] = await tx
        .select({ status: employerStrikes.status })
        .from(employerStrikes)
        .where(eq(employerStrikes.id, appeal.strikeId))
        .for("update");
      if (strike?.status !== "reversed")
        await tx
          .update(employerStrikes)
          .set({ status: "reversed", endedAt: now })
          .where(eq(employerStrikes.id, appeal.strikeId));
      await recomputeStanding(tx, appeal.employerId, now, true);
      // The rating the decision removed comes back: an upheld dispute is overturned; a flag's decision (D236) is
      // reversed by this appeal itself (the flag keeps its record; the audit row below says what changed).
      if (dispute?.status === "upheld" || !dispute) {
        if (dispute)
          await tx.update(disputes).set({ status: "overturned", updatedAt: now }).where(eq(disputes.id, dispute.id));
        restored = rating?.status === "removed" && professional !== null;
        if (restored && rating && professional)
          await setRatingStatus(tx, { id: rating.id, professionalId: professional.id }, "active", now);
        else if (professional) await publishRatingFigures(tx, [professional.id]);
      }
    }
    await tx.insert(moderationEvents).values({
      disputeId: dispute?.id ?? null,
      strikeId: appeal.strikeId,
      kind: "appeal_decided",
      actorRole: "admin",
      actorId: actor.userId,
      fromState: "pending",
      toState: to,
      reasonCode: input.reasonCode,
      note: input.statement,
      createdAt: now,
    });
    await auditInTx(tx, {
      userId: actor.userId,
      action: decision.action("appeal_decided"),
      tableName: "strike_appeals",
      recordId: appeal.id,
      newData: {
        before: { appeal: "pending", dispute: dispute?.status ?? null, rating_status: rating?.status ?? null },
        after: {
          appeal: to,
          dispute: upheld && dispute?.status === "upheld" ? "overturned" : (dispute?.status ?? null),
          rating_status: restored ? "active" : (rating?.status ?? null),
          strike: upheld ? "reversed" : "active",
        },
        ...decision.audit,
        strike_id: appeal.strikeId,
        flag_id: head.flagId,
      },
      origin: ctx.origin,
      at: now,
    });
    const reason = REASON_LABELS[input.reasonCode] ?? input.reasonCode;
    if (employer)
      await sendDisputeNotice(tx, {
        name: "employerAppealDecided",
        userId: employer.userId,
        args: { upheld, reason, statement: input.statement },
        at: now,
        publicUrl: ctx.publicUrl,
      });
    // The professional was told of the dispute's outcome, so of its reversal too; a flag's removal was never theirs
    // to hear of (D236).
    if (restored && dispute && professional?.userId) {
      await sendDisputeNotice(tx, {
        name: "professionalRatingRestored",
        userId: professional.userId,
        args: {},
        at: now,
        publicUrl: ctx.publicUrl,
      });
    }
    return { status: to, restored };
  });
}
