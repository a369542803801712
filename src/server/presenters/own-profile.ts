import type { OwnProfile, ResumeInfo } from "../../core/contracts/profile-settings";
import { storedProfileDocument } from "../kernel/profile-lists";
import type { OwnProfileRow, ResumeRecord } from "../records/own-profile";

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
