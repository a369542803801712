import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor";
import { PROFILE_MESSAGES } from "../../core/contracts/profile-settings";
import { LIMITS } from "../../core/limits";
import { DIRECTORY } from "../../core/messages";
import type { FileStorage } from "../adapters/storage/storage";
import type { Db } from "../db/client";
import { professionals } from "../db/schema";
import { missing, refused, signInFirst } from "../kernel/domain-errors";
import { canSeeProfile } from "../policies/profiles";
import { isResumeKey, photoKeyFromUrl } from "../records/profile-files";

/**
 * The profile's files as served to a viewer. Both follow the profile page's visibility rule (`canSeeProfile`:
 * public → anyone; employers only → signed-in employers, admins and the owner; private → owner and admins), and a
 * profile the viewer may not see answers exactly like a missing one (404), as on the profile page.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadFileRow(db: Db, professionalId: string) {
  if (!UUID.test(professionalId)) return null;
  const [row] = await db
    .select({
      id: professionals.id,
      userId: professionals.userId,
      visibility: professionals.visibility,
      profilePicture: professionals.profilePicture,
      resumeUrl: professionals.resumeUrl,
      resumeFileName: professionals.resumeFileName,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .limit(1);
  return row ?? null;
}

export interface ServedPhoto {
  data: Buffer;
  /** The version in the stored URL (used as the ETag). */
  version: string;
  /** Whether shared caches may keep it (public profiles only). */
  isPublic: boolean;
}

/** The photo for this viewer, or null (404) when there is none or they may not see the profile. */
export async function loadPhotoForViewer(
  db: Db,
  storage: FileStorage,
  input: { actor: Actor; professionalId: string },
): Promise<ServedPhoto | null> {
  const row = await loadFileRow(db, input.professionalId);
  if (!row || !canSeeProfile(input.actor, row.visibility, row.userId)) return null;
  const key = photoKeyFromUrl(row.id, row.profilePicture);
  if (!key) return null;
  const data = await storage.get(key);
  if (!data) return null;
  const version = key.slice(key.lastIndexOf("/") + 1, -".webp".length);
  return { data, version, isPublic: row.visibility === "public" };
}

export interface ServedResume {
  data: Buffer;
  fileName: string;
}

const WINDOW_MS = LIMITS.lookupWindowHours * 3_600_000;

/**
 * The resume for this viewer. The resume belongs to the gated part of the profile (SPEC §2 gating), so beyond
 * visibility a viewer must be signed in (401 otherwise) and must have opened the profile inside the lookup
 * window — the owner and administrators excepted — so the file cannot be fetched around the lookup allowance.
 */
export async function loadResumeForViewer(
  db: Db,
  storage: FileStorage,
  input: { actor: Actor; professionalId: string; now: Date },
): Promise<ServedResume> {
  const { actor } = input;
  if (actor.kind !== "user") throw signInFirst(PROFILE_MESSAGES.resumeSignIn);
  const row = await loadFileRow(db, input.professionalId);
  if (!row || !canSeeProfile(actor, row.visibility, row.userId)) throw missing(DIRECTORY.profileFailed);
  const isOwner = row.userId !== null && row.userId === actor.userId;
  if (!isOwner && !actor.roles.includes("admin")) {
    const since = new Date(input.now.getTime() - WINDOW_MS).toISOString();
    const opened = await db.execute(sql`
SELECT 1 FROM usage_tracking
WHERE user_id = ${actor.userId} AND action_type = 'profile_lookup' AND subject_id = ${row.id}
  AND created_at > ${since}::timestamptz
LIMIT 1`);
    if (opened.rows.length === 0) throw refused(PROFILE_MESSAGES.resumeOpenFirst);
  }
  if (!row.resumeUrl) throw missing(PROFILE_MESSAGES.resumeMissing);
  if (!isResumeKey(row.id, row.resumeUrl)) throw missing(DIRECTORY.invalidResumeUrl);
  const data = await storage.get(row.resumeUrl);
  if (!data) throw missing(DIRECTORY.resumeFailed);
  return { data, fileName: row.resumeFileName || "resume.pdf" };
}
