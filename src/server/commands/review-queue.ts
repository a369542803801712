import { eq, getTableName } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SignedIn } from "../../core/actor";
import { type DecideAppealInput, REVIEW } from "../../core/contracts/dispute-review";
import type { Database, Tx } from "../db/client";
import { type disputeAppeals, type flags, moderationEvents, type strikeAppeals, user } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { APPEAL_CLAIM } from "../policies/appeals";
import { assertClaim, type ClaimSentences, type ClaimState, claimHeldBy } from "../policies/review-claim";
import { settleAppealDecider } from "./appeal-decider";
import { lockPendingDecision } from "./pending-decision";

/**
 * One review queue (issue 35 §3, D367): claim, hold, release, and the audit row and moderation event around them,
 * once for every subject a moderator reviews — a dispute, a professional's dispute appeal, an employer's strike
 * appeal, a flag. A subject is a configuration (`ReviewQueue`): how its row is locked and refused (unknown,
 * decided), the sentences its refusals use, what a claim also moves (a dispute's state), its audit actions and
 * moderation-event kinds. The rules themselves (who holds, when a claim lapses) are `policies/review-claim.ts`.
 * Deciding stays in each subject's command (what a decision changes differs), which calls `holdReviewItem` first.
 * Claim and verification requests have no claim: an administrator decides them at once (`request-queue` routes).
 */

export type ReviewItem = ClaimState & { id: string };

/** What a claim or release also moves, besides the claim: a dispute's state (before and after, for the audit row). */
export interface ClaimStep {
  fromState?: string;
  toState?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface ReviewQueue<Item extends ReviewItem> {
  /** The audit row's table and actions. */
  auditTable: string;
  actions: { claimed: string; released: string };
  sentences: ClaimSentences;
  /** The item, row-locked; refused (404 / 409) when it is unknown or no longer open. */
  lock(tx: Tx, id: string): Promise<Item>;
  /** A move the claim makes besides itself, checked before the claim is (a dispute: open → under review). */
  step?(item: Item, release: boolean): ClaimStep;
  /** Writes the claim (and the step) on the item's row. */
  write(tx: Tx, item: Item, claim: ClaimState, step: ClaimStep, now: Date): Promise<unknown>;
  /** The moderation event a claim or release appends, for queues that keep the item's history there. */
  event?(item: Item): {
    disputeId?: string | null;
    strikeId?: string | null;
    kinds: { claimed: string; released: string };
  };
}

/** The tables whose rows carry their own claim and nothing a claim moves besides it. */
type OwnClaimTable = typeof flags | typeof strikeAppeals | typeof disputeAppeals;

/**
 * The queue of a subject whose claim is written on its own row and moves nothing else (a flag, an appeal of either
 * kind): audited on that table as `<prefix>_claimed` / `<prefix>_released`, and, with `event`, the moderation event
 * of the same kinds.
 */
export function ownClaimQueue<Item extends ReviewItem>(
  table: OwnClaimTable,
  queue: Pick<ReviewQueue<Item>, "sentences" | "lock"> & {
    prefix: string;
    event?(item: Item): { disputeId?: string | null; strikeId?: string | null };
  },
): ReviewQueue<Item> {
  const { prefix, event } = queue;
  const actions = { claimed: `${prefix}_claimed`, released: `${prefix}_released` };
  return {
    auditTable: getTableName(table),
    actions,
    sentences: queue.sentences,
    lock: queue.lock,
    write: (tx, item, claim) => tx.update(table).set(claim).where(eq(table.id, item.id)),
    ...(event && { event: (item: Item) => ({ ...event(item), kinds: actions }) }),
  };
}

export interface ClaimCommand {
  actor: SignedIn;
  id: string;
  now: Date;
  origin: RequestOrigin;
  release?: boolean | undefined;
}

export async function moderatorLabel(tx: Pick<Tx, "select">, userId: string): Promise<string> {
  const [row] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  return row?.name?.trim() || row?.email || "Another moderator";
}

/** The name a refusal gives of another moderator holding the item ("" when no one else holds it). */
async function otherHolderLabel(tx: Tx, claim: ClaimState, moderatorId: string, now: Date): Promise<string> {
  const holder = claimHeldBy(claim, now);
  return holder && holder !== moderatorId ? await moderatorLabel(tx, holder) : "";
}

/** Claim-before-act inside a command's transaction: 409 unless this moderator holds a live claim on the item. */
export async function holdReviewItem(
  tx: Tx,
  sentences: ClaimSentences,
  moderatorId: string,
  claim: ClaimState,
  now: Date,
): Promise<void> {
  const label = await otherHolderLabel(tx, claim, moderatorId, now);
  assertClaim("hold", sentences, moderatorId, claim, now, () => label);
}

/** Claims the item for this moderator, or (`release`) gives the claim up: one transaction, audited. */
export async function claimReviewItem<Item extends ReviewItem>(
  database: Database,
  queue: ReviewQueue<Item>,
  cmd: ClaimCommand,
): Promise<void> {
  const { actor, now } = cmd;
  const release = cmd.release === true;
  await database.db.transaction(async (tx) => {
    const item = await queue.lock(tx, cmd.id);
    const step = queue.step?.(item, release) ?? {};
    if (release) await holdReviewItem(tx, queue.sentences, actor.userId, item, now);
    else {
      const label = await otherHolderLabel(tx, item, actor.userId, now);
      assertClaim("claim", queue.sentences, actor.userId, item, now, () => label);
    }
    const claim: ClaimState = release
      ? { claimedBy: null, claimedAt: null }
      : { claimedBy: actor.userId, claimedAt: now };
    await queue.write(tx, item, claim, step, now);
    const event = queue.event?.(item);
    if (event)
      await tx.insert(moderationEvents).values({
        disputeId: event.disputeId ?? null,
        strikeId: event.strikeId ?? null,
        kind: release ? event.kinds.released : event.kinds.claimed,
        actorRole: "admin",
        actorId: actor.userId,
        fromState: step.fromState ?? null,
        toState: step.toState ?? null,
        createdAt: now,
      });
    await auditInTx(tx, {
      userId: actor.userId,
      action: release ? queue.actions.released : queue.actions.claimed,
      tableName: queue.auditTable,
      recordId: item.id,
      newData: {
        before: { ...step.before, claimed_by: item.claimedBy },
        after: { ...step.after, claimed_by: claim.claimedBy },
      },
      origin: cmd.origin,
      at: now,
    });
  });
}

/** What a command on an appeal of either kind is given. */
export interface AppealCtx {
  actor: SignedIn;
  appealId: string;
  now: Date;
  origin: RequestOrigin;
  publicUrl: string;
  /** Standing's own domains, for the screen of a statement the professional will read (D296). */
  ownDomains?: readonly string[];
}

type AppealTable = typeof strikeAppeals | typeof disputeAppeals;

/**
 * An appeal of either kind (strike appeal, dispute appeal), row-locked while it is still pending (404 `notFound` if
 * unknown, 409 once decided): its claim's columns and the `extra` ones its queue needs.
 */
async function lockAppeal<T extends AppealTable, E extends Record<string, AnyPgColumn>>(
  tx: Tx,
  appeal: T,
  extra: E,
  appealId: string,
  notFound: string,
) {
  return lockPendingDecision(
    tx,
    appeal,
    { id: appealId, extra: { claimedBy: appeal.claimedBy, claimedAt: appeal.claimedAt, ...extra } },
    { notFound, decided: REVIEW.appealDecided },
  );
}

type LockedAppeal<T extends AppealTable, E extends Record<string, AnyPgColumn>> = Awaited<
  ReturnType<typeof lockAppeal<T, E>>
>;

/**
 * The queue of an appeal of either kind: its pending row locked with the `extra` columns its commands need, and its
 * claim command (claimed under the appeals' sentences, audited as `<prefix>_claimed` / `<prefix>_released` with the
 * moderation event `event` places).
 */
export function appealQueue<T extends AppealTable, E extends Record<string, AnyPgColumn>>(
  appeal: T,
  config: {
    extra: E;
    notFound: string;
    prefix: string;
    event(item: LockedAppeal<T, E>): { disputeId?: string | null; strikeId?: string | null };
  },
) {
  const lock = (tx: Tx, appealId: string) => lockAppeal(tx, appeal, config.extra, appealId, config.notFound);
  const queue = ownClaimQueue(appeal, { prefix: config.prefix, sentences: APPEAL_CLAIM, lock, event: config.event });
  return {
    lock,
    claim: (database: Database, ctx: AppealCtx & { release?: boolean }): Promise<void> =>
      claimReviewItem(database, queue, { ...ctx, id: ctx.appealId }),
  };
}

/**
 * Deciding an appeal of either kind (D326–D328), inside the deciding transaction: the holder of the claim decides;
 * another administrator than the first decider, or the first decider alone with a recorded reason. Answers the
 * columns the appeal row stores and the fields its audit row carries, so both say the same decision.
 */
export async function settleAppealDecision(
  tx: Tx,
  cmd: { actorId: string; appeal: ClaimState; now: Date; originalDecider: string | null; input: DecideAppealInput },
) {
  const { actorId, now, input } = cmd;
  await holdReviewItem(tx, APPEAL_CLAIM, actorId, cmd.appeal, now);
  const decider = await settleAppealDecider(tx, {
    moderatorId: actorId,
    originalDecider: cmd.originalDecider,
    selfDecisionReason: input.selfDecisionReason,
  });
  const upheld = input.outcome === "uphold";
  const to = upheld ? ("upheld" as const) : ("rejected" as const);
  return {
    upheld,
    to,
    alone: decider.alone,
    row: {
      status: to,
      decidedBy: actorId,
      decidedAt: now,
      reasonCode: input.reasonCode,
      decisionStatement: input.statement,
      selfDecisionReason: decider.reason,
    },
    /** Flagged in the audit log: decided by the first decider alone (D328). */
    action: (base: string) => (decider.alone ? `${base}_alone` : base),
    audit: {
      reason_code: input.reasonCode,
      statement: input.statement,
      first_decider_alone: decider.alone,
      ...(decider.alone ? { self_decision_reason: decider.reason, original_decider: cmd.originalDecider } : {}),
    },
  };
}
