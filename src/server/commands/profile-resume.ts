import { randomBytes } from "node:crypto";
import { PROFILE_LIMITS, PROFILE_MESSAGES } from "../../core/contracts/profile-settings";
import { stripUnsafeNameCharacters } from "../../core/file-names";
import { isPdf } from "../adapters/storage/sniff-image";
import type { FileStorage } from "../adapters/storage/storage";
import type { Database } from "../db/client";
import { invalidInput } from "../kernel/domain-errors";
import type { ResumeRecord } from "../records/own-profile";
import { isResumeKey, resumeKey } from "../records/profile-files";
import { type ProfileFileChange, pointProfileFile, withStoredFile } from "./profile-file";
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

export interface ResumeInput extends ProfileFileChange {
  data: Buffer;
  fileName: string | undefined;
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
  const previous = await withStoredFile(storage, key, () =>
    pointProfileFile(database, { ...input, id }, "resumeUrl", {
      set: { resumeUrl: key, resumeFileName: fileName, resumeUploadedAt: input.now },
      action: "profile_resume_uploaded",
      newData: { fileName, bytes: input.data.length },
    }),
  );
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
  const previous = await pointProfileFile(database, { ...input, id }, "resumeUrl", {
    set: { resumeUrl: null, resumeFileName: null, resumeUploadedAt: null },
    action: "profile_resume_removed",
    newData: {},
  });
  if (isResumeKey(id, previous)) await storage.delete(previous).catch(() => {});
}
