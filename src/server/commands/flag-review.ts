import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import {
  type DecideFlagInput,
  FLAG_MESSAGES,
  FLAG_SUBJECT_LABELS,
  type FlagState,
  HIDDEN_TEXT,
} from "../../core/contracts/flags";
import { LIVE_DISPUTE_STATUSES } from "../../core/domain";
import { type Notice, notice } from "../../core/notices";
import type { Database, Tx } from "../db/client";
import { accountDeletions, disputes, flags, ratingFlags } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing } from "../kernel/domain-errors";
import { assertActionFits, assertFlagOpen, FLAG_CLAIM } from "../policies/flags";
import { ratingBehindProfessionalText } from "../queries/rater-identifiers";
import { issueStrike } from "./employer-strikes";
import { authorLink, hideText } from "./flagged-text";
import { lockRatingChain } from "./lock-rating-chain";
import { notify } from "./notify";
import { setRatingStatus } from "./refresh-rating-aggregates";
import { claimReviewItem, holdReviewItem, ownClaimQueue } from "./review-queue";
import { refuseTextNamingRater } from "./screen-rater-text";

/**
 * The moderators' side of the flags queue (issue 15 §1, D173–D175). Claim-before-act like the dispute queue: the
 * flag row is locked, one moderator's claim wins and the other gets 409. A decision needs the claim and a reason;
 * it changes what it decides on (hides the text, removes the rating, issues a strike), tells the author why, and
 * writes one audit row with the state before and after — all in one transaction.
 */

interface Ctx {
  actor: SignedIn;
  flagId: string;
  now: Date;
  origin: RequestOrigin;
  publicUrl: string;
  /** Standing's own domains: an address there may appear in a reason the professional reads (D296). */
  ownDomains?: readonly string[];
}

const flagColumns = {
  id: flags.id,
  source: flags.source,
  subject: flags.subject,
  subjectId: flags.subjectId,
  ratingFlagId: flags.ratingFlagId,
  authorUserId: flags.authorUserId,
  body: flags.body,
  state: flags.state,
  claimedBy: flags.claimedBy,
  claimedAt: flags.claimedAt,
};

async function lockFlag(tx: Tx, flagId: string) {
  const [row] = await tx.select(flagColumns).from(flags).where(eq(flags.id, flagId)).for("update");
  if (!row) throw missing(FLAG_MESSAGES.notFound);
  return row;
}

/** An open flag, row-locked (404 if unknown, 409 once decided). */
async function lockOpenFlag(tx: Tx, flagId: string) {
  const flag = await lockFlag(tx, flagId);
  assertFlagOpen(flag.state);
  return flag;
}

/** The flags queue keeps no moderation events: the audit row is the claim's record (D174). */
const FLAG_QUEUE = ownClaimQueue(flags, { prefix: "flag", sentences: FLAG_CLAIM, lock: lockOpenFlag });

export async function claimFlag(database: Database, ctx: Ctx): Promise<void> {
  await claimReviewItem(database, FLAG_QUEUE, { ...ctx, id: ctx.flagId });
}

export async function releaseFlag(database: Database, ctx: Ctx): Promise<void> {
  await claimReviewItem(database, FLAG_QUEUE, { ...ctx, id: ctx.flagId, release: true });
}

/** Whether the account was erased after its deletion (D184): no one is left to notify, appeal or strike. */
async function accountErased(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNotNull(accountDeletions.erasedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes a flagged rating (D175), locking employer → professional → rating like a dispute decision. A rating under
 * a live dispute is decided in the dispute queue instead. A strike is caused by this flag (D236): it needs only the
 * employer behind the rating, and is noticed, appealed and reversed like a dispute's.
 */
async function removeRating(tx: Tx, ctx: Ctx, ratingId: string, strike: boolean) {
  const chain = await lockRatingChain(tx, ratingId);
  if (!chain?.rating || !chain.professional) throw missing(FLAG_MESSAGES.notFound);
  const { employer, professional, rating } = chain;
  const [dispute] = await tx
    .select({ id: disputes.id, status: disputes.status })
    .from(disputes)
    .where(eq(disputes.ratingId, ratingId))
    .orderBy(desc(disputes.createdAt))
    .limit(1);
  if (dispute && (LIVE_DISPUTE_STATUSES as readonly string[]).includes(dispute.status))
    throw clash("This rating is under dispute: decide it in the disputes queue.");
  if (strike && (!employer || (await accountErased(tx, employer.userId))))
    throw clash(FLAG_MESSAGES.noStrikeWithoutEmployer);
  await setRatingStatus(tx, { id: ratingId, professionalId: professional.id }, "removed", ctx.now);
  const struck =
    strike && employer
      ? await issueStrike(tx, {
          employerId: employer.id,
          employerUserId: employer.userId,
          cause: { flagId: ctx.flagId },
          moderatorId: ctx.actor.userId,
          now: ctx.now,
          publicUrl: ctx.publicUrl,
        })
      : null;
  return { before: rating.status, employerId: employer?.id ?? null, strike: struck };
}

export async function decideFlag(database: Database, ctx: Ctx, input: DecideFlagInput): Promise<void> {
  await database.db.transaction(async (tx) => {
    // A rating decision locks the rating chain before the flag (the house order: employer → professional → rating).
    const [peek] = await tx
      .select({ subject: flags.subject, subjectId: flags.subjectId })
      .from(flags)
      .where(eq(flags.id, ctx.flagId));
    if (!peek) throw missing(FLAG_MESSAGES.notFound);
    assertActionFits(peek.subject, input.action);
    let effect: Record<string, unknown> = {};
    if (input.action === "remove_rating") {
      // Check the claim before changing anything (the flag lock is taken after the rating chain's locks).
      const pre = await tx.select(flagColumns).from(flags).where(eq(flags.id, ctx.flagId));
      assertFlagOpen(pre[0]!.state);
      await holdReviewItem(tx, FLAG_CLAIM, ctx.actor.userId, pre[0]!, ctx.now);
      const removed = await removeRating(tx, ctx, peek.subjectId, input.strike);
      effect = {
        rating_status: { from: removed.before, to: "removed" },
        employer_id: removed.employerId,
        strike: removed.strike,
      };
    }
    const flag = await lockOpenFlag(tx, ctx.flagId);
    await holdReviewItem(tx, FLAG_CLAIM, ctx.actor.userId, flag, ctx.now);

    // The reason of a hidden or warned dispute text of the professional's reaches the professional: it must not
    // name the employer behind the disputed rating (D296). A dismissal tells no one.
    if (input.action === "hide" || input.action === "warn") {
      const ratingId = await ratingBehindProfessionalText(tx, flag.subject, flag.subjectId);
      if (ratingId)
        await refuseTextNamingRater(tx, {
          ratingId,
          text: input.reason,
          field: "reason",
          ownDomains: ctx.ownDomains ?? [],
        });
    }
    const what = FLAG_SUBJECT_LABELS[flag.subject];
    // What the author is told (a dismissal tells no one); a text's link is looked up only when there is someone to tell.
    const aboutText = async () => ({
      what,
      reason: input.reason,
      link: await authorLink(tx, flag.subject, flag.subjectId),
    });
    let to: FlagState;
    let told: (() => Promise<Notice>) | undefined;
    switch (input.action) {
      case "dismiss":
        to = "dismissed";
        break;
      case "hide": {
        to = "hidden";
        const replaced = await hideText(tx, flag.subject, flag.subjectId, flag.body, ctx.now);
        effect = {
          text_replaced: replaced,
          readers_see: flag.subject === "headline" || flag.subject === "bio" ? null : HIDDEN_TEXT,
        };
        told = async () => notice("moderation.text_hidden", await aboutText());
        break;
      }
      case "remove_rating":
        to = "removed";
        told = async () => notice("moderation.rating_removed", { reason: input.reason });
        break;
      case "warn":
        to = "warned";
        told = async () => notice("moderation.warning", await aboutText());
        break;
    }
    if (told && flag.authorUserId) await notify(tx, { userId: flag.authorUserId, notice: await told(), at: ctx.now });
    await tx
      .update(flags)
      .set({
        state: to,
        decidedBy: ctx.actor.userId,
        decidedAt: ctx.now,
        decisionReason: input.reason,
        strike: input.action === "remove_rating" && input.strike,
      })
      .where(eq(flags.id, flag.id));
    // The anomaly record the transparency report counts follows the decision (upheld / dismissed).
    if (flag.ratingFlagId)
      await tx
        .update(ratingFlags)
        .set({ status: to === "dismissed" ? "dismissed" : "upheld", resolvedAt: ctx.now })
        .where(and(eq(ratingFlags.id, flag.ratingFlagId), eq(ratingFlags.status, "open")));
    // Removing the rating decides every other open flag on it the same way.
    if (to === "removed") {
      const others = await tx
        .update(flags)
        .set({ state: "removed", decidedBy: ctx.actor.userId, decidedAt: ctx.now, decisionReason: input.reason })
        .where(and(eq(flags.subject, "rating"), eq(flags.subjectId, flag.subjectId), eq(flags.state, "open")))
        .returning({ ratingFlagId: flags.ratingFlagId });
      const ids = others.map((o) => o.ratingFlagId).filter((x): x is string => x !== null);
      if (ids.length > 0)
        await tx
          .update(ratingFlags)
          .set({ status: "upheld", resolvedAt: ctx.now })
          .where(and(inArray(ratingFlags.id, ids), eq(ratingFlags.status, "open")));
    }
    await auditInTx(tx, {
      userId: ctx.actor.userId,
      action: `flag_${input.action === "remove_rating" ? "rating_removed" : to}`,
      tableName: "flags",
      recordId: flag.id,
      newData: {
        reason: input.reason,
        source: flag.source,
        subject: flag.subject,
        subject_id: flag.subjectId,
        author_user_id: flag.authorUserId,
        before: { state: flag.state, text: flag.body },
        after: { state: to, ...effect },
      },
      origin: ctx.origin,
      at: ctx.now,
    });
  });
}
