import type { StoredProfileDocument } from "../kernel/profile-lists";

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
