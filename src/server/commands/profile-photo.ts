import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { PROFILE_LIMITS, PROFILE_MESSAGES } from "../../core/contracts/profile-settings";
import { type SniffedImageType, sniffImageType } from "../adapters/storage/sniff-image";
import type { FileStorage } from "../adapters/storage/storage";
import type { Database } from "../db/client";
import { invalidInput } from "../kernel/domain-errors";
import { ownedProfileId } from "../kernel/locks";
import { requireOwnProfile } from "../policies/profiles";
import { photoKey, photoKeyFromUrl, photoUrl } from "../records/profile-files";
import { type ProfileFileChange, pointProfileFile, withStoredFile } from "./profile-file";

const FORMAT_OF: Record<SniffedImageType, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" };
/**
 * Turns an upload into the stored photo: the type is sniffed from the bytes (JPEG, PNG, WebP), the header's
 * dimensions are checked before any decoding (≤ 40 megapixels), then the first frame is decoded, turned upright
 * from its EXIF orientation, cropped to a centred square, resized to 400×400 and written as WebP. The output
 * carries no metadata (EXIF, GPS, ICC) — sharp writes none unless asked.
 */
export async function processPhoto(data: Buffer): Promise<Buffer> {
  const type = sniffImageType(data);
  if (!type) throw invalidInput({ photo: PROFILE_MESSAGES.photoType });
  let width = 0;
  let height = 0;
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (meta.format !== FORMAT_OF[type]) throw new Error(`sniffed ${type}, decoder saw ${meta.format}`);
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw invalidInput({ photo: PROFILE_MESSAGES.photoUnreadable });
  }
  if (width <= 0 || height <= 0) throw invalidInput({ photo: PROFILE_MESSAGES.photoUnreadable });
  if (width * height > PROFILE_LIMITS.photoMaxPixels)
    throw invalidInput({ photo: PROFILE_MESSAGES.photoTooManyPixels });
  try {
    return await sharp(data, { limitInputPixels: PROFILE_LIMITS.photoMaxPixels, failOn: "error", pages: 1 })
      .rotate()
      .resize(PROFILE_LIMITS.photoSize, PROFILE_LIMITS.photoSize, { fit: "cover", position: "centre" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalidInput({ photo: PROFILE_MESSAGES.photoUnreadable });
  }
}

/** The caller's own profile id, or 404 with the claim hint. */
export async function requireOwnProfileId(database: Database, userId: string): Promise<string> {
  return requireOwnProfile(await ownedProfileId(database.db, userId), PROFILE_MESSAGES.noProfile);
}

export interface PhotoInput extends ProfileFileChange {
  data: Buffer;
}

/**
 * Replaces the owner's photo. The processed file is stored first under a fresh random name, then the row points
 * at it in a transaction with its audit row; if that fails the new file is removed, and once it commits the
 * previous file is deleted. The photo does not move `updated_at` (the settings' concurrency token): it is saved
 * on its own, so an open settings tab does not conflict with it.
 */
export async function uploadProfilePhoto(
  database: Database,
  storage: FileStorage,
  input: PhotoInput,
): Promise<{ photoUrl: string }> {
  const { actor } = input;
  const id = await requireOwnProfileId(database, actor.userId);
  const webp = await processPhoto(input.data);
  const version = randomBytes(16).toString("hex");
  const key = photoKey(id, version);
  const url = photoUrl(id, version);
  await storage.put(key, webp, "image/webp");
  const previous = await withStoredFile(storage, key, () =>
    pointProfileFile(database, { ...input, id }, "profilePicture", {
      set: { profilePicture: url },
      action: "profile_photo_updated",
      newData: { bytes: webp.length },
    }),
  );
  const oldKey = photoKeyFromUrl(id, previous);
  if (oldKey && oldKey !== key) await storage.delete(oldKey).catch(() => {});
  return { photoUrl: url };
}

/** Removes the owner's photo (idempotent: no photo is not an error). */
export async function removeProfilePhoto(
  database: Database,
  storage: FileStorage,
  input: Omit<PhotoInput, "data">,
): Promise<void> {
  const { actor } = input;
  const id = await requireOwnProfileId(database, actor.userId);
  const previous = await pointProfileFile(database, { ...input, id }, "profilePicture", {
    set: { profilePicture: null },
    action: "profile_photo_removed",
    newData: {},
  });
  const oldKey = photoKeyFromUrl(id, previous);
  if (oldKey) await storage.delete(oldKey).catch(() => {});
}
