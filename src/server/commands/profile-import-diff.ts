import type { ImportDiff, ImportDraft } from "../../core/contracts/profile-import";
import {
  IMPORT_FIELD_KEYS,
  IMPORT_FIELD_LABELS,
  type ImportFieldKey,
  PROFILE_LIST_CAPS,
} from "../../core/contracts/profile-import-rules";
import { normalizeLinkedin } from "../../core/roster";
import type { ProfileTextFields } from "../kernel/profile-columns";

/**
 * The preview of an import: for each imported field, the current value next to the imported one; for each list,
 * the imported items with those the profile already has marked as duplicates (work: title + company + start;
 * education: school + degree; certifications: name + issuer). Pure: the command loads the profile.
 */

/** The profile as stored. List items are loosely typed: older rows hold plain-text certifications or `position`. */
export interface CurrentProfile extends Omit<ProfileTextFields, "country"> {
  country: string | null;
  workHistory: unknown[];
  education: unknown[];
  certifications: unknown[];
}

/** Comparison key: accents, case and punctuation ignored ("José Núñez, Inc." ~ "jose nunez inc"). */
export function matchKey(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  return String(value)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const field = (o: unknown, key: string): unknown =>
  typeof o === "object" && o !== null ? (o as Record<string, unknown>)[key] : undefined;

/** Two dates agree when equal, when one is unknown, or when one is a year and the other a month of it. */
function sameStart(a: unknown, b: unknown): boolean {
  const x = typeof a === "string" ? a.trim() : "";
  const y = typeof b === "string" ? b.trim() : "";
  if (x === "" || y === "") return true;
  return x === y || x.startsWith(`${y}-`) || y.startsWith(`${x}-`) || x.slice(0, 7) === y.slice(0, 7);
}
/** Two optional texts agree when equal or when one is missing. */
const sameOptional = (a: unknown, b: unknown) => {
  const x = matchKey(a);
  const y = matchKey(b);
  return x === "" || y === "" || x === y;
};

export const sameWork = (a: unknown, b: unknown) =>
  matchKey(field(a, "title") ?? field(a, "position")) === matchKey(field(b, "title") ?? field(b, "position")) &&
  matchKey(field(a, "company")) === matchKey(field(b, "company")) &&
  sameStart(field(a, "start_date"), field(b, "start_date"));

export const sameEducation = (a: unknown, b: unknown) =>
  matchKey(field(a, "school")) === matchKey(field(b, "school")) && sameOptional(field(a, "degree"), field(b, "degree"));

const certName = (c: unknown) => (typeof c === "string" ? c : field(c, "name"));
const certIssuer = (c: unknown) => (typeof c === "string" ? undefined : field(c, "issuer"));
export const sameCertification = (a: unknown, b: unknown) =>
  matchKey(certName(a)) === matchKey(certName(b)) && sameOptional(certIssuer(a), certIssuer(b));

function markDuplicates<T>(items: T[], current: unknown[], same: (a: unknown, b: unknown) => boolean) {
  return items.map((item, index) => ({
    index,
    item,
    duplicate: current.some((c) => same(item, c)) || items.slice(0, index).some((earlier) => same(item, earlier)),
  }));
}

function sameField(key: ImportFieldKey, current: string | null, imported: string): boolean {
  if (current === null) return false;
  if (key === "linkedinUrl") return normalizeLinkedin(current) === normalizeLinkedin(imported);
  if (key === "bio") return current.replace(/\s+/g, " ").trim() === imported.replace(/\s+/g, " ").trim();
  if (key === "country" || key === "state") return current.trim().toUpperCase() === imported.toUpperCase();
  return current.normalize("NFC").trim() === imported;
}

export function computeImportDiff(current: CurrentProfile, draft: ImportDraft): ImportDiff {
  const fields = IMPORT_FIELD_KEYS.flatMap((key) => {
    const imported = draft.fields[key];
    if (imported === undefined) return [];
    const now = current[key];
    return [{ key, label: IMPORT_FIELD_LABELS[key], current: now, imported, changed: !sameField(key, now, imported) }];
  });
  return {
    fields,
    workHistory: {
      current: current.workHistory.length,
      cap: PROFILE_LIST_CAPS.workHistory,
      items: markDuplicates(draft.workHistory, current.workHistory, sameWork),
    },
    education: {
      current: current.education.length,
      cap: PROFILE_LIST_CAPS.education,
      items: markDuplicates(draft.education, current.education, sameEducation),
    },
    certifications: {
      current: current.certifications.length,
      cap: PROFILE_LIST_CAPS.certifications,
      items: markDuplicates(draft.certifications, current.certifications, sameCertification),
    },
  };
}
