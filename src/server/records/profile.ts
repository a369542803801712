import type { Allowance, ProfileAccess } from "../../core/contracts/profile";
import type { Visibility } from "../../core/domain";
import type { CertificationItem, EducationItem, WorkHistoryItem } from "../db/schema";
import type { ProfileTextFields } from "../kernel/profile-columns";

/** The professional's row as the profile page needs it (explicit columns; no search vector). */
export interface ProfileRow extends ProfileTextFields {
  id: string;
  userId: string | null;
  profilePicture: string | null;
  averageRating: number;
  totalRatings: number;
  verifiedEmployersCount: number;
  isClaimed: boolean;
  visibility: Visibility;
  viewCount: number;
  resumeUrl: string | null;
  certifications: Array<CertificationItem | string>;
  workHistory: Array<WorkHistoryItem & { position?: string }>;
  education: EducationItem[];
}

export type ProfileOpening =
  | { found: false }
  | { found: true; row: ProfileRow; access: ProfileAccess; isOwner: boolean; allowance: Allowance | null };
