import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { professionals } from "../db/schema";
import { profileTextColumns } from "../kernel/profile-columns";
import type { OwnProfileRow } from "../records/own-profile";

/**
 * The signed-in professional's own profile as the settings page edits it (GET /api/v1/professional/profile).
 *
 * The jsonb lists keep the item shapes the public profile already renders (`CertificationItem`,
 * `WorkHistoryItem`, `EducationItem` in db/schema/domain.ts: snake_case keys, `year` strings) and add the
 * settings' richer keys beside them. Reading is forgiving (imports and older rows may hold plain strings, a
 * `position` instead of a `title`, numbers for years); writing (commands/update-profile-settings.ts) always
 * produces the full shape.
 */

/** Stored certification: `year` is kept (= issued year) because the public profile shows it. */
export interface StoredCertification {
  name: string;
  issuer: string | null;
  year: string | null;
  issued_date: string | null;
  expiry_date: string | null;
  credential_url: string | null;
}
/** Stored job: `end_date` null means current. */
export interface StoredWorkHistory {
  title: string;
  company: string;
  start_date: string | null;
  end_date: string | null;
  description: string | null;
}
/** Stored education: `year` (= end year) is kept because the public profile shows it. */
export interface StoredEducation {
  school: string;
  degree: string;
  field: string | null;
  start_year: number | null;
  end_year: number | null;
  year: string | null;
}

/** The columns the settings read, with `updatedAt` at full (microsecond) precision as the concurrency token. */
export const ownProfileColumns = {
  id: professionals.id,
  isClaimed: professionals.isClaimed,
  ...profileTextColumns,
  visibility: professionals.visibility,
  certifications: professionals.certifications,
  workHistory: professionals.workHistory,
  education: professionals.education,
  profilePicture: professionals.profilePicture,
  resumeUrl: professionals.resumeUrl,
  resumeFileName: professionals.resumeFileName,
  resumeUploadedAt: professionals.resumeUploadedAt,
  updatedAt: updatedAtToken(),
};

export function updatedAtToken() {
  return sql<string>`to_char(${professionals.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The profile owned by `userId` as a record (presenters/own-profile.ts shapes it), or null when they own none. */
export async function loadOwnProfile(db: DbOrTx, userId: string): Promise<OwnProfileRow | null> {
  const [row] = await db.select(ownProfileColumns).from(professionals).where(eq(professionals.userId, userId)).limit(1);
  return (row as OwnProfileRow | undefined) ?? null;
}
