import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
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
import { stripUnsafeNameCharacters } from "../../core/file-names";
import { notice } from "../../core/notices";
import { EXTENSION_OF, type FileStorage, type SniffedType, sniffDocumentType } from "../adapters/storage/storage";
import type { Database, Tx } from "../db/client";
import {
  disputeEvidence,
  disputes,
  employers,
  moderationEvents,
  professionals,
  ratingAttributions,
  ratings,
} from "../db/schema";
import { AppError, validationFailed } from "../http/errors";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { clash, missing } from "../kernel/domain-errors";
import { lockOwnProfileId } from "../kernel/locks";
import { requireOwnProfile } from "../policies/profiles";
import type { DisputeDetailRecord } from "../presenters/dispute";
import { loadOwnDispute } from "../queries/professional-disputes";
import { notify } from "./notify";
import { queueTextCheck } from "./queue-flags";
import { ratingAggregatesUpdate } from "./refresh-rating-aggregates";
import { sendDisputeNotice } from "./send-dispute-notice";

/** A file as it arrived in the multipart body. */
export interface EvidenceUpload {
  fileName: string;
  data: Buffer;
}

export interface CheckedEvidence {
  fileName: string;
  data: Buffer;
  type: SniffedType;
}

/** Evidence rules: at most 5 files per submission, each non-empty, ≤ 10 MB, and a PDF, PNG or JPEG by its bytes. */
export function checkEvidence(files: EvidenceUpload[]): CheckedEvidence[] {
  if (files.length > DISPUTE_LIMITS.filesPerSubmission) throw validationFailed({ files: DISPUTES.tooManyFiles });
  return files.map((file) => {
    if (file.data.length === 0) throw validationFailed({ files: DISPUTES.fileEmpty });
    if (file.data.length > DISPUTE_LIMITS.fileBytes) throw validationFailed({ files: DISPUTES.fileTooLarge });
    const type = sniffDocumentType(file.data);
    if (!type) throw validationFailed({ files: DISPUTES.fileType });
    return { fileName: cleanFileName(file.fileName, type), data: file.data, type };
  });
}

/** The name shown back to the professional: no path, no control characters, at most 120 characters, never empty. */
export function cleanFileName(name: string, type: SniffedType): string {
  const base = stripUnsafeNameCharacters(name.split(/[\\/]/).pop() ?? "")
    .replace(/"/g, "")
    .trim()
    .slice(-120);
  return base || `evidence.${EXTENSION_OF[type]}`;
}

export interface StoredEvidence extends CheckedEvidence {
  key: string;
}

/** Writes the files under `disputes/<disputeId>/<random>.<ext>` before the transaction that records them. */
export async function storeEvidence(
  storage: FileStorage,
  disputeId: string,
  files: CheckedEvidence[],
): Promise<StoredEvidence[]> {
  const stored: StoredEvidence[] = [];
  try {
    for (const file of files) {
      const key = `disputes/${disputeId}/${randomBytes(16).toString("hex")}.${EXTENSION_OF[file.type]}`;
      await storage.put(key, file.data, file.type);
      stored.push({ ...file, key });
    }
  } catch (error) {
    await discardEvidence(storage, stored);
    throw error;
  }
  return stored;
}

/** Removes files whose transaction failed; a failed removal must not hide the original error. */
export async function discardEvidence(storage: FileStorage, files: Array<{ key: string }>) {
  await Promise.all(files.map((f) => storage.delete(f.key).catch(() => {})));
}

export async function insertEvidenceRows(
  tx: Tx,
  input: { disputeId: string; messageId: string | null; userId: string; files: StoredEvidence[]; now: Date },
) {
  if (input.files.length === 0) return;
  await tx.insert(disputeEvidence).values(
    input.files.map((f) => ({
      disputeId: input.disputeId,
      messageId: input.messageId,
      storageKey: f.key,
      fileName: f.fileName,
      contentType: f.type,
      sizeBytes: f.data.length,
      uploadedBy: input.userId,
      createdAt: input.now,
    })),
  );
}

/** The caller's own profile, row-locked: every dispute write on a profile is serialized by this lock. */
export async function lockOwnProfile(tx: Tx, userId: string): Promise<string> {
  return requireOwnProfile(await lockOwnProfileId(tx, userId), DISPUTES.noProfile);
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
  if (live) throw new AppError(409, "conflict", DISPUTES.alreadyDisputed, { disputeId: live.id });
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
  if (from) throw new AppError(429, "rate_limited", DISPUTES.reopenLimit(reopenDateLabel(from)));
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
  const [own] = await database.db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.userId, actor.userId));
  if (!own) throw missing(DISPUTES.noProfile);
  await refuseUndisputable(database.db, own.id, input.ratingId, false, now);

  const disputeId = randomUUID();
  const stored = await storeEvidence(storage, disputeId, checked);
  try {
    return await database.db.transaction(async (tx) => {
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
      await tx.update(ratings).set({ status: "under_dispute" }).where(eq(ratings.id, input.ratingId));
      await tx.execute(ratingAggregatesUpdate([professionalId]));
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
      const [author] = await tx
        .select({ userId: employers.userId })
        .from(ratingAttributions)
        .innerJoin(employers, eq(employers.id, ratingAttributions.employerId))
        .where(eq(ratingAttributions.ratingId, input.ratingId));
      if (author)
        await sendDisputeNotice(tx, {
          name: "employerDisputeReceived",
          userId: author.userId,
          args: { typeLabel: DISPUTE_TYPE_LABELS[input.disputeType], decisionBy: decisionDueAt(now) },
          at: now,
          publicUrl: cmd.publicUrl ?? "http://localhost",
        });
      return loadOwnDispute(tx, { professionalId, userId: actor.userId, disputeId });
    });
  } catch (error) {
    await discardEvidence(storage, stored);
    if (isUniqueViolation(error)) throw clash(DISPUTES.alreadyDisputed);
    throw error;
  }
}

/** Evidence already on a dispute, to hold the per-dispute cap. */
export async function evidenceCount(tx: Pick<Tx, "execute">, disputeId: string): Promise<number> {
  const res = await tx.execute(sql`SELECT count(*)::int AS n FROM dispute_evidence WHERE dispute_id = ${disputeId}`);
  return Number((res.rows[0] as { n: number } | undefined)?.n ?? 0);
}
