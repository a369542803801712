import { eq } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { PROFILE_MESSAGES } from "../../core/contracts/profile-settings";
import type { FileStorage } from "../adapters/storage/storage";
import type { Database } from "../db/client";
import { professionals } from "../db/schema";
import { auditInTx, type RequestOrigin } from "../kernel/audit";
import { lockOwnProfileFiles } from "../kernel/locks";
import { notOwner } from "../policies/profiles";

/**
 * A profile's stored files (the photo, the resume) change the same way: a new file is stored first under a fresh
 * name, then the row points at it in a transaction with its audit row; if that fails the new file is removed, and
 * once it commits the previous file is deleted by the caller.
 */

export interface ProfileFileChange {
  actor: SignedIn;
  now: Date;
  origin: RequestOrigin;
}

/**
 * Points the owner's profile `id` at another file (or none: a removal, which writes nothing when there is no file)
 * with its audit row, and answers the file it pointed at before. Refused when the profile changed hands since `id`
 * was read.
 */
export async function pointProfileFile(
  database: Database,
  change: ProfileFileChange & { id: string },
  file: "profilePicture" | "resumeUrl",
  write: { set: Partial<typeof professionals.$inferInsert>; action: string; newData: Record<string, unknown> },
): Promise<string | null> {
  const { actor, id } = change;
  return database.db.transaction(async (tx) => {
    const row = await lockOwnProfileFiles(tx, actor.userId, id);
    if (!row) notOwner(PROFILE_MESSAGES.noProfile);
    if (write.set[file] === null && row[file] === null) return null;
    await tx.update(professionals).set(write.set).where(eq(professionals.id, id));
    await auditInTx(tx, {
      userId: actor.userId,
      action: write.action,
      tableName: "professionals",
      recordId: id,
      newData: write.newData,
      origin: change.origin,
      at: change.now,
    });
    return row[file];
  });
}

/** Runs `write` once a new file is stored under `key`, and removes that file again if the write fails. */
export async function withStoredFile<T>(storage: FileStorage, key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}
