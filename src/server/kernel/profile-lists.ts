import type {
  Certification,
  EducationEntry,
  ProfileDocumentField,
  ProfileSettings,
  WorkHistoryEntry,
} from "../../core/contracts/profile-settings";
import type { Visibility } from "../../core/domain";
import type { ProfileTextFields } from "./profile-columns";

/**
 * Forgiving readers of a profile's stored jsonb lists (imports and older rows may hold plain strings, a
 * `position` instead of a `title`, numbers for years): the settings' own-profile presenter shows what they read,
 * and `commands/update-profile-settings.ts` compares what was sent with it.
 */

/** The stored columns behind the profile document (the fields the settings page edits); lists as stored. */
export interface StoredProfileDocument extends ProfileTextFields {
  visibility: Visibility;
  certifications: unknown;
  workHistory: unknown;
  education: unknown;
}

/** The stored profile document as the settings read it. */
export function storedProfileDocument(row: StoredProfileDocument): Pick<ProfileSettings, ProfileDocumentField> {
  return {
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
  };
}

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
