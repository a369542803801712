import type { OwnProfile, ResumeInfo } from "../../core/contracts/profile-settings";
import { type StoredProfileDocument, storedProfileDocument } from "../kernel/profile-lists";

/**
 * The owner's own profile as the settings page edits it (GET/PUT /api/v1/professional/profile). The record comes
 * from queries/own-profile.ts (`ownProfileColumns`); the jsonb lists are read forgivingly (imports and older rows
 * may hold plain strings, a `position` instead of a `title`, numbers for years).
 */
export interface OwnProfileRow extends StoredProfileDocument {
  id: string;
  isClaimed: boolean;
  profilePicture: string | null;
  resumeUrl: string | null;
  resumeFileName: string | null;
  resumeUploadedAt: Date | string | null;
  updatedAt: string;
}

/** A stored resume as `commands/profile-resume.ts` returns it (and the own-profile record holds it). */
export type ResumeRecord = Pick<OwnProfileRow, "id" | "resumeUrl" | "resumeFileName" | "resumeUploadedAt">;

export function presentOwnProfile(row: OwnProfileRow): OwnProfile {
  return {
    id: row.id,
    isClaimed: row.isClaimed,
    // The document fields, named one by one in `storedProfileDocument`, lists read forgivingly.
    ...storedProfileDocument(row),
    photoUrl: row.profilePicture,
    resume: resumeInfo(row),
    updatedAt: row.updatedAt,
  };
}

export function resumeInfo(row: ResumeRecord): ResumeInfo | null {
  if (!row.resumeUrl) return null;
  const at = row.resumeUploadedAt;
  return {
    fileName: row.resumeFileName || "resume.pdf",
    uploadedAt: at === null ? null : new Date(at).toISOString(),
    downloadUrl: `/api/v1/professionals/${row.id}/resume`,
  };
}
