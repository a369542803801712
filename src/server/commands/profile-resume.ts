import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { PROFILE_LIMITS, PROFILE_MESSAGES } from "../../core/contracts/profile-settings";
import { stripUnsafeNameCharacters } from "../../core/file-names";
import { isPdf } from "../adapters/storage/sniff-image";
import type { FileStorage } from "../adapters/storage/storage";
import type { Database } from "../db/client";
import { professionals } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { invalidInput } from "../kernel/domain-errors";
import { lockOwnProfileFiles } from "../kernel/locks";
import { notOwner } from "../policies/profiles";
import type { ResumeRecord } from "../records/own-profile";
import { isResumeKey, resumeKey } from "../records/profile-files";
import { requireOwnProfileId } from "./profile-photo";

/**
 * The uploaded file's name made safe to show and to send back in Content-Disposition: the last path segment,
 * without control or reserved characters, at most 120 characters, always ending in `.pdf` (the content is a PDF
 * whatever the name said); "resume.pdf" when nothing usable remains.
 */
export function sanitizeResumeFileName(name: string | undefined | null): string {
  const last = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = stripUnsafeNameCharacters(last)
    .replace(/["*:<>?|;]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const stem = cleaned
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/^[.\s]+/, "")
    .trim();
  if (stem === "") return "resume.pdf";
  return `${stem.slice(0, PROFILE_LIMITS.resumeFileName - 4).trim()}.pdf`;
}

export interface ResumeInput {
  actor: SignedIn;
  data: Buffer;
  fileName: string | undefined;
  now: Date;
  origin: RequestOrigin;
}

/**
 * Stores the owner's resume (PDF by its first bytes, ≤ 10 MB — the size is enforced while reading the upload)
 * under a fresh private key, then points the row at it with its audit row; the previous file is deleted after
 * the commit, the new one if the transaction fails.
 */
export async function uploadResume(
  database: Database,
  storage: FileStorage,
  input: ResumeInput,
): Promise<ResumeRecord> {
  const { actor } = input;
  const id = await requireOwnProfileId(database, actor.userId);
  if (!isPdf(input.data)) throw invalidInput({ resume: PROFILE_MESSAGES.resumeType });
  if (input.data.length > PROFILE_LIMITS.resumeBytes) throw invalidInput({ resume: PROFILE_MESSAGES.resumeTooLarge });
  const key = resumeKey(id, randomBytes(16).toString("hex"));
  const fileName = sanitizeResumeFileName(input.fileName);
  await storage.put(key, input.data, "application/pdf");
  let previous: string | null;
  try {
    previous = await database.db.transaction(async (tx) => {
      const row = await lockOwnProfileFiles(tx, actor.userId, id);
      if (!row) notOwner(PROFILE_MESSAGES.noProfile);
      await tx
        .update(professionals)
        .set({ resumeUrl: key, resumeFileName: fileName, resumeUploadedAt: input.now })
        .where(eq(professionals.id, id));
      await auditInTx(tx, {
        userId: actor.userId,
        action: "profile_resume_uploaded",
        tableName: "professionals",
        recordId: id,
        newData: { fileName, bytes: input.data.length },
        origin: input.origin,
        at: input.now,
      });
      return row.resumeUrl;
    });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
  if (isResumeKey(id, previous) && previous !== key) await storage.delete(previous).catch(() => {});
  return { id, resumeUrl: key, resumeFileName: fileName, resumeUploadedAt: input.now };
}

/** Removes the owner's resume (idempotent). */
export async function removeResume(
  database: Database,
  storage: FileStorage,
  input: Omit<ResumeInput, "data" | "fileName">,
): Promise<void> {
  const { actor } = input;
  const id = await requireOwnProfileId(database, actor.userId);
  const previous = await database.db.transaction(async (tx) => {
    const row = await lockOwnProfileFiles(tx, actor.userId, id);
    if (!row) notOwner(PROFILE_MESSAGES.noProfile);
    if (row.resumeUrl === null) return null;
    await tx
      .update(professionals)
      .set({ resumeUrl: null, resumeFileName: null, resumeUploadedAt: null })
      .where(eq(professionals.id, id));
    await auditInTx(tx, {
      userId: actor.userId,
      action: "profile_resume_removed",
      tableName: "professionals",
      recordId: id,
      newData: {},
      origin: input.origin,
      at: input.now,
    });
    return row.resumeUrl;
  });
  if (isResumeKey(id, previous)) await storage.delete(previous).catch(() => {});
}
