import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import {
  DISPUTE_LIMITS,
  DISPUTE_TYPE_LABELS,
  DISPUTES,
  disputeAgainFrom,
  type OpenDisputeFields,
  reopenDateLabel,
} from "../../core/contracts/disputes";
import { decisionDueAt } from "../../core/dispute-workflow";
import { LIVE_DISPUTE_STATUSES } from "../../core/domain";
import { notice } from "../../core/notices";
import type { FileStorage } from "../adapters/storage/storage";
import type { Database, DbOrTx, Tx } from "../db/client";
import { disputes, moderationEvents, ratings } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing, tooManyRequests } from "../kernel/domain-errors";
import { lockOwnProfileId, ownedProfileId } from "../kernel/locks";
import { requireOwnProfile } from "../policies/profiles";
import { loadOwnDispute } from "../queries/professional-disputes";
import type { DisputeDetailRecord } from "../records/dispute";
import { employerUserOf } from "./dispute-chain";
import { checkEvidence, type EvidenceUpload, insertEvidenceRows, withEvidence } from "./dispute-evidence";
import { notify } from "./notify";
import { queueTextCheck } from "./queue-flags";
import { setRatingStatus } from "./refresh-rating-aggregates";
import { sendDisputeNotice } from "./send-dispute-notice";

/** The caller's own profile, row-locked: every dispute write on a profile is serialized by this lock. */
export async function lockOwnProfile(tx: Tx, userId: string): Promise<string> {
  return requireOwnProfile(await lockOwnProfileId(tx, userId), DISPUTES.noProfile);
}

/** The caller's own profile, read without a lock: a first pass before any file is stored (checked again under lock). */
export async function ownProfileForDispute(db: DbOrTx, userId: string): Promise<string> {
  return requireOwnProfile(await ownedProfileId(db, userId), DISPUTES.noProfile);
}

/** "March 2026" for a rating's month, the only time the professional learns about it. */
export function monthLabel(date: Date): string {
  return date.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

export const DISPUTES_LINK = "/dashboard/professional/disputes";

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};

/** Why a rating of the profile cannot be disputed now, checked before and again inside the transaction. */
async function refuseUndisputable(
  tx: Pick<Tx, "select">,
  professionalId: string,
  ratingId: string,
  lock: boolean,
  now: Date,
): Promise<{ createdAt: Date }> {
  const query = tx
    .select({ id: ratings.id, status: ratings.status, createdAt: ratings.createdAt })
    .from(ratings)
    .where(and(eq(ratings.id, ratingId), eq(ratings.professionalId, professionalId)));
  const [rating] = lock ? await query.for("update") : await query;
  if (!rating) throw missing(DISPUTES.ratingNotFound);
  if (rating.status === "removed") throw clash(DISPUTES.ratingRemoved);
  const [live] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.ratingId, ratingId), inArray(disputes.status, [...LIVE_DISPUTE_STATUSES])));
  if (live) throw clash(DISPUTES.alreadyDisputed, { fields: { disputeId: live.id } });
  await refuseRepeatedReopening(tx, ratingId, now);
  return { createdAt: new Date(rating.createdAt) };
}

/**
 * Open → withdraw → open again is free a couple of times (a dispute withdrawn by mistake), but each opening
 * notifies and queues work for Trust & Safety: after `withdrawalsPerRating` withdrawals on one rating within the
 * window, the next opening waits until the oldest of them leaves it (D70).
 */
async function refuseRepeatedReopening(tx: Pick<Tx, "select">, ratingId: string, now: Date) {
  const windowStart = new Date(now.getTime() - DISPUTE_LIMITS.reopenWindowDays * 86_400_000);
  const withdrawn = await tx
    .select({ resolvedAt: disputes.resolvedAt })
    .from(disputes)
    .where(
      and(eq(disputes.ratingId, ratingId), eq(disputes.status, "withdrawn"), gt(disputes.resolvedAt, windowStart)),
    );
  const from = disputeAgainFrom(
    withdrawn.flatMap((w) => (w.resolvedAt ? [new Date(w.resolvedAt)] : [])),
    now,
  );
  if (from) throw tooManyRequests(DISPUTES.reopenLimit(reopenDateLabel(from)));
}

/**
 * Opens a dispute on a rating of the caller's own profile (issue 7 §5). Files are sniffed and stored first, then
 * one transaction: lock the profile, then the rating; refuse a removed rating or one with a live dispute; insert
 * the dispute (the statement is on its row) and its evidence; mark the rating `under_dispute`; refresh the
 * aggregates (a rating under dispute still counts — decisions P30 — so they stay as they were); audit; notify the
 * professional. If the transaction fails the stored files are removed again.
 */
export async function openDispute(
  database: Database,
  storage: FileStorage,
  cmd: {
    actor: SignedIn;
    input: OpenDisputeFields;
    files: EvidenceUpload[];
    now: Date;
    origin: RequestOrigin;
    /** For the employer's e-mail link; absent in tests that call the command directly. */
    publicUrl?: string;
  },
): Promise<DisputeDetailRecord> {
  const { actor, input, now } = cmd;
  const checked = checkEvidence(cmd.files);

  // Checked again under lock; this early pass avoids storing files for a request that is bound to fail.
  const ownId = await ownProfileForDispute(database.db, actor.userId);
  await refuseUndisputable(database.db, ownId, input.ratingId, false, now);

  const disputeId = randomUUID();
  try {
    return await withEvidence(storage, disputeId, checked, (stored) =>
      database.db.transaction(async (tx) => {
        const professionalId = await lockOwnProfile(tx, actor.userId);
        const rating = await refuseUndisputable(tx, professionalId, input.ratingId, true, now);
        await tx.insert(disputes).values({
          id: disputeId,
          ratingId: input.ratingId,
          professionalId,
          openedBy: actor.userId,
          disputeType: input.disputeType,
          statement: input.statement,
          status: "open",
          decisionDueAt: decisionDueAt(now),
          createdAt: now,
          updatedAt: now,
        });
        await queueTextCheck(tx, {
          subject: "dispute_statement",
          subjectId: disputeId,
          authorUserId: actor.userId,
          text: input.statement,
        });
        await tx.insert(moderationEvents).values({
          disputeId,
          kind: "filed",
          actorRole: "professional",
          actorId: actor.userId,
          toState: "open",
          reasonCode: input.disputeType,
          createdAt: now,
        });
        await insertEvidenceRows(tx, { disputeId, messageId: null, userId: actor.userId, files: stored, now });
        await setRatingStatus(tx, { id: input.ratingId, professionalId }, "under_dispute");
        await auditInTx(tx, {
          userId: actor.userId,
          action: "dispute_opened",
          tableName: "disputes",
          recordId: disputeId,
          // No employer here: the professional's own audit rows may one day be exported to them (SPEC data export).
          newData: {
            rating_id: input.ratingId,
            professional_id: professionalId,
            dispute_type: input.disputeType,
            evidence_files: stored.length,
          },
          origin: cmd.origin,
          at: now,
        });
        await notify(tx, {
          userId: actor.userId,
          notice: notice("dispute.received", { ratingMonth: monthLabel(rating.createdAt), disputeId }),
          at: now,
        });
        // The employer hears that one of its ratings is disputed (type and deadline only, never by whom or why).
        const author = await employerUserOf(tx, input.ratingId);
        if (author)
          await sendDisputeNotice(tx, {
            name: "employerDisputeReceived",
            userId: author,
            args: { typeLabel: DISPUTE_TYPE_LABELS[input.disputeType], decisionBy: decisionDueAt(now) },
            at: now,
            publicUrl: cmd.publicUrl ?? "http://localhost",
          });
        return loadOwnDispute(tx, { professionalId, userId: actor.userId, disputeId });
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw clash(DISPUTES.alreadyDisputed);
    throw error;
  }
}
