import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { DISPUTE_LIMITS, DISPUTES } from "../../core/contracts/disputes";
import type { DisputeState } from "../../core/dispute-workflow";
import { stripUnsafeNameCharacters } from "../../core/file-names";
import { EXTENSION_OF, type FileStorage, type SniffedType, sniffDocumentType } from "../adapters/storage/storage";
import type { Tx } from "../db/client";
import { disputeEvidence, disputeMessages, disputes, moderationEvents } from "../db/schema";
import { invalidInput } from "../kernel/domain-errors";
import { queueTextCheck } from "./queue-flags";

/**
 * A dispute's files and the messages that carry them: the rules every submission obeys (the professional's
 * opening, their later messages, the employer's answer), so the three commands cannot drift apart.
 */

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
  if (files.length > DISPUTE_LIMITS.filesPerSubmission) throw invalidInput({ files: DISPUTES.tooManyFiles });
  return files.map((file) => {
    if (file.data.length === 0) throw invalidInput({ files: DISPUTES.fileEmpty });
    if (file.data.length > DISPUTE_LIMITS.fileBytes) throw invalidInput({ files: DISPUTES.fileTooLarge });
    const type = sniffDocumentType(file.data);
    if (!type) throw invalidInput({ files: DISPUTES.fileType });
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
async function storeEvidence(
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
async function discardEvidence(storage: FileStorage, files: Array<{ key: string }>) {
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

/**
 * Stores the checked files before the transaction that records them, runs `write` with them, and removes them again
 * when it fails (the error stands).
 */
export async function withEvidence<T>(
  storage: FileStorage,
  disputeId: string,
  files: CheckedEvidence[],
  write: (stored: StoredEvidence[]) => Promise<T>,
): Promise<T> {
  const stored = await storeEvidence(storage, disputeId, files);
  try {
    return await write(stored);
  } catch (error) {
    await discardEvidence(storage, stored);
    throw error;
  }
}

/** Refuses files that would take the dispute past its per-dispute cap (400). */
export async function checkFileCap(tx: Pick<Tx, "execute">, disputeId: string, adding: number): Promise<void> {
  if ((await evidenceCount(tx, disputeId)) + adding > DISPUTE_LIMITS.filesPerDispute)
    throw invalidInput({ files: DISPUTES.tooManyFilesOnDispute });
}

/** Evidence already on a dispute, to hold the per-dispute cap. */
async function evidenceCount(tx: Pick<Tx, "execute">, disputeId: string): Promise<number> {
  const res = await tx.execute(sql`SELECT count(*)::int AS n FROM dispute_evidence WHERE dispute_id = ${disputeId}`);
  return Number((res.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/**
 * One party's message on a dispute, with its files, queued for the text check (issue 15): the professional's
 * messages are theirs to read; the employer's answer goes to the employer's thread, which moderators read. An answer
 * moves the dispute `to` the state the workflow gives (the wait for it ends); a message while nothing was asked moves
 * nothing. Either is a moderation event. Answers the message's id.
 */
export async function postPartyMessage(
  tx: Tx,
  input: {
    dispute: { id: string; status: DisputeState };
    to: DisputeState | null;
    party: "professional" | "employer";
    userId: string;
    body: string;
    files: StoredEvidence[];
    now: Date;
  },
): Promise<string> {
  const { dispute, to } = input;
  const [message] = await tx
    .insert(disputeMessages)
    .values({
      disputeId: dispute.id,
      authorRole: input.party,
      authorId: input.userId,
      ...(input.party === "employer" ? { audience: "employer" as const } : {}),
      body: input.body,
      createdAt: input.now,
    })
    .returning({ id: disputeMessages.id });
  await queueTextCheck(tx, {
    subject: input.party === "employer" ? "employer_answer" : "dispute_message",
    subjectId: message!.id,
    authorUserId: input.userId,
    text: input.body,
  });
  await insertEvidenceRows(tx, {
    disputeId: dispute.id,
    messageId: message!.id,
    userId: input.userId,
    files: input.files,
    now: input.now,
  });
  await tx
    .update(disputes)
    .set({ updatedAt: input.now, ...(to ? { status: to, answerDueAt: null } : {}) })
    .where(eq(disputes.id, dispute.id));
  await tx.insert(moderationEvents).values({
    disputeId: dispute.id,
    kind: to ? "answered" : "message",
    actorRole: input.party,
    actorId: input.userId,
    fromState: dispute.status,
    toState: to ?? dispute.status,
    messageId: message!.id,
    note: input.files.length > 0 ? `${input.files.length} file(s) attached` : null,
    createdAt: input.now,
  });
  return message!.id;
}
