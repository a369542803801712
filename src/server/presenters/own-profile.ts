import type {
  Certification,
  EducationEntry,
  OwnProfile,
  ResumeInfo,
  WorkHistoryEntry,
} from "../../core/contracts/profile-settings";
import type { Visibility } from "../../core/domain";

/**
 * The owner's own profile as the settings page edits it (GET/PUT /api/v1/professional/profile). The record comes
 * from queries/own-profile.ts (`ownProfileColumns`); the jsonb lists are read forgivingly (imports and older rows
 * may hold plain strings, a `position` instead of a `title`, numbers for years).
 */
export interface OwnProfileRow {
  id: string;
  isClaimed: boolean;
  firstName: string;
  lastName: string;
  headline: string | null;
  bio: string | null;
  city: string | null;
  state: string | null;
  country: string;
  linkedinUrl: string | null;
  visibility: Visibility;
  certifications: unknown;
  workHistory: unknown;
  education: unknown;
  profilePicture: string | null;
  resumeUrl: string | null;
  resumeFileName: string | null;
  resumeUploadedAt: Date | string | null;
  updatedAt: string;
}

export function presentOwnProfile(row: OwnProfileRow): OwnProfile {
  return {
    id: row.id,
    isClaimed: row.isClaimed,
    firstName: row.firstName,
    lastName: row.lastName,
    headline: row.headline,
    bio: row.bio,
    city: row.city,
    state: row.state,
    country: row.country,
    linkedinUrl: row.linkedinUrl,
    visibility: row.visibility,
    certifications: readCertifications(row.certifications),
    workHistory: readWorkHistory(row.workHistory),
    education: readEducation(row.education),
    photoUrl: row.profilePicture,
    resume: resumeInfo(row),
    updatedAt: row.updatedAt,
  };
}

export function resumeInfo(row: {
  id: string;
  resumeUrl: string | null;
  resumeFileName: string | null;
  resumeUploadedAt: Date | string | null;
}): ResumeInfo | null {
  if (!row.resumeUrl) return null;
  const at = row.resumeUploadedAt;
  return {
    fileName: row.resumeFileName || "resume.pdf",
    uploadedAt: at === null ? null : new Date(at).toISOString(),
    downloadUrl: `/api/v1/professionals/${row.id}/resume`,
  };
}

// --- forgiving readers ------------------------------------------------------------------------------------------

function items(value: unknown): unknown[] {
  if (typeof value === "string") {
    try {
      return items(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [];
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

function yearOf(v: unknown): number | null {
  if (typeof v === "number" && Number.isInteger(v)) return v;
  const m = typeof v === "string" ? /\b(\d{4})\b/.exec(v) : null;
  return m ? Number(m[1]) : null;
}

export function readCertifications(value: unknown): Certification[] {
  return items(value).flatMap((c): Certification[] => {
    if (typeof c === "string")
      return str(c) ? [{ name: c.trim(), issuer: null, issuedDate: null, expiryDate: null, credentialUrl: null }] : [];
    if (!c || typeof c !== "object") return [];
    const o = c as Record<string, unknown>;
    const name = str(o.name);
    if (!name) return [];
    const year = yearOf(o.year);
    return [
      {
        name,
        issuer: str(o.issuer),
        issuedDate: str(o.issued_date) ?? (year !== null ? String(year) : null),
        expiryDate: str(o.expiry_date),
        credentialUrl: str(o.credential_url),
      },
    ];
  });
}

export function readWorkHistory(value: unknown): WorkHistoryEntry[] {
  return items(value).flatMap((w): WorkHistoryEntry[] => {
    if (!w || typeof w !== "object") return [];
    const o = w as Record<string, unknown>;
    const title = str(o.title) ?? str(o.position);
    const company = str(o.company);
    if (!title && !company) return [];
    const endDate = str(o.end_date);
    return [
      {
        title: title ?? "",
        company: company ?? "",
        startDate: str(o.start_date),
        endDate,
        current: endDate === null,
        description: str(o.description),
      },
    ];
  });
}

export function readEducation(value: unknown): EducationEntry[] {
  return items(value).flatMap((e): EducationEntry[] => {
    if (!e || typeof e !== "object") return [];
    const o = e as Record<string, unknown>;
    const school = str(o.school);
    const degree = str(o.degree);
    if (!school && !degree) return [];
    return [
      {
        school: school ?? "",
        degree,
        field: str(o.field),
        startYear: yearOf(o.start_year),
        endYear: yearOf(o.end_year) ?? yearOf(o.year),
      },
    ];
  });
}
