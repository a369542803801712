import { z } from "zod";
import { IMPORT_SOURCES, IMPORT_STATUSES } from "../domain";
import { PROFILE_LIMITS } from "./profile-settings";

/**
 * Profile import (issue 7 §4): a professional-network archive (its CSV files, zipped or not), a JSON Resume file,
 * or a hosted scraping service produce an `ImportDraft`; the professional previews the differences with their
 * profile, chooses what to keep, then applies. Nothing is published before that.
 *
 * Imported items have the stored profile shapes (below). Text, dates and caps follow the settings editor's rules
 * (`profile-settings.ts`), so whatever an import writes can be saved again from the editor unchanged.
 */

export const IMPORT_LIMITS = {
  zipBytes: 10 * 1024 * 1024,
  zipEntries: 200,
  /** Sum of the declared uncompressed sizes of every entry, and of what is actually inflated. */
  zipUncompressedBytes: 50 * 1024 * 1024,
  csvBytes: 5 * 1024 * 1024,
  jsonBytes: 2 * 1024 * 1024,
  /** Files in one upload (the four archive CSVs plus a few strays). */
  files: 8,
  /** Items kept per list in a draft; more are dropped with a warning. */
  draftItems: 100,
  draftTtlMs: 24 * 3_600_000,
} as const;

/** Text limits: the profile settings editor's (`PROFILE_LIMITS`), so an applied import always passes its rules. */
export const PROFILE_TEXT_LIMITS = {
  firstName: PROFILE_LIMITS.name,
  lastName: PROFILE_LIMITS.name,
  headline: PROFILE_LIMITS.headline,
  bio: PROFILE_LIMITS.bio,
  city: PROFILE_LIMITS.place,
  state: PROFILE_LIMITS.place,
  linkedinUrl: PROFILE_LIMITS.url,
  itemText: PROFILE_LIMITS.itemText,
  description: PROFILE_LIMITS.description,
  url: PROFILE_LIMITS.url,
} as const;

/** How many items each list of a profile may hold (the settings editor's caps). */
export const PROFILE_LIST_CAPS = {
  workHistory: PROFILE_LIMITS.workHistory,
  education: PROFILE_LIMITS.education,
  certifications: PROFILE_LIMITS.certifications,
} as const;
export type ImportListKey = keyof typeof PROFILE_LIST_CAPS;
export const IMPORT_LIST_KEYS = ["workHistory", "education", "certifications"] as const satisfies ImportListKey[];

export const IMPORT_FIELD_KEYS = [
  "firstName",
  "lastName",
  "headline",
  "bio",
  "city",
  "state",
  "country",
  "linkedinUrl",
] as const;
export type ImportFieldKey = (typeof IMPORT_FIELD_KEYS)[number];
export const IMPORT_FIELD_LABELS: Record<ImportFieldKey, string> = {
  firstName: "First name",
  lastName: "Last name",
  headline: "Headline",
  bio: "Bio",
  city: "City",
  state: "State",
  country: "Country",
  linkedinUrl: "LinkedIn",
};
export const IMPORT_LIST_LABELS: Record<ImportListKey, string> = {
  workHistory: "Work history",
  education: "Education",
  certifications: "Certifications",
};
export const IMPORT_SOURCE_LABELS: Record<(typeof IMPORT_SOURCES)[number], string> = {
  linkedin_archive: "LinkedIn data archive",
  json_resume: "JSON Resume",
  scraper: "Public profile address",
};

/** "YYYY-MM": jobs are dated by month (the settings editor requires it). */
export const ImportMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** "YYYY" or "YYYY-MM": certifications may be dated by year only. */
export const ImportYearOrMonth = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/);
const ImportYear = z.string().regex(/^\d{4}$/);
const itemText = z.string().trim().min(1).max(PROFILE_TEXT_LIMITS.itemText);
const optionalItemText = itemText.nullable();

/**
 * Imported items are stored exactly as the settings editor stores them (`store*` in
 * commands/update-profile-settings.ts): the base shapes of `CertificationItem`, `WorkHistoryItem` and
 * `EducationItem` plus the editor's extra keys, every key present, absent values null.
 */
export const ImportedWork = z.object({
  title: itemText,
  company: itemText,
  start_date: ImportMonth.nullable(),
  /** null: current job. */
  end_date: ImportMonth.nullable(),
  description: z.string().trim().min(1).max(PROFILE_TEXT_LIMITS.description).nullable(),
});
export type ImportedWork = z.infer<typeof ImportedWork>;
export const ImportedEducation = z.object({
  school: itemText,
  /** May be empty: archives often name only the school. */
  degree: z.string().trim().max(PROFILE_TEXT_LIMITS.itemText),
  field: optionalItemText,
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
  /** The end year as text: what the public profile shows. */
  year: ImportYear.nullable(),
});
export type ImportedEducation = z.infer<typeof ImportedEducation>;
export const ImportedCertification = z.object({
  name: itemText,
  issuer: optionalItemText,
  /** The issue year: what the public profile shows. */
  year: ImportYear.nullable(),
  issued_date: ImportYearOrMonth.nullable(),
  expiry_date: ImportYearOrMonth.nullable(),
  credential_url: z.string().max(PROFILE_TEXT_LIMITS.url).nullable(),
});
export type ImportedCertification = z.infer<typeof ImportedCertification>;

const fieldText = (max: number) => z.string().trim().min(1).max(max);
export const ImportFields = z.object({
  firstName: fieldText(PROFILE_TEXT_LIMITS.firstName).optional(),
  lastName: fieldText(PROFILE_TEXT_LIMITS.lastName).optional(),
  headline: fieldText(PROFILE_TEXT_LIMITS.headline).optional(),
  bio: fieldText(PROFILE_TEXT_LIMITS.bio).optional(),
  city: fieldText(PROFILE_TEXT_LIMITS.city).optional(),
  state: fieldText(PROFILE_TEXT_LIMITS.state).optional(),
  /** ISO 3166-1 alpha-2, like the profile's country column and the settings editor. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  linkedinUrl: fieldText(PROFILE_TEXT_LIMITS.linkedinUrl).optional(),
});
export type ImportFields = z.infer<typeof ImportFields>;

/** What a parser produces and what `profile_imports.draft` stores. */
export const ImportDraft = z.object({
  fields: ImportFields,
  workHistory: z.array(ImportedWork).max(IMPORT_LIMITS.draftItems),
  education: z.array(ImportedEducation).max(IMPORT_LIMITS.draftItems),
  certifications: z.array(ImportedCertification).max(IMPORT_LIMITS.draftItems),
  warnings: z.array(z.string().max(500)).max(200),
});
export type ImportDraft = z.infer<typeof ImportDraft>;

// --- the preview

export const ImportFieldDiff = z.object({
  key: z.enum(IMPORT_FIELD_KEYS),
  label: z.string(),
  current: z.string().nullable(),
  imported: z.string(),
  /** False when the imported value equals the current one. */
  changed: z.boolean(),
});
export type ImportFieldDiff = z.infer<typeof ImportFieldDiff>;

/** An imported item with its index in the draft; `duplicate` when the profile (or an earlier item) has it. */
const listItem = <T extends z.ZodType>(item: T) => z.object({ index: z.number().int(), item, duplicate: z.boolean() });
export const ImportDiff = z.object({
  fields: z.array(ImportFieldDiff),
  workHistory: z.object({ current: z.number().int(), cap: z.number().int(), items: z.array(listItem(ImportedWork)) }),
  education: z.object({
    current: z.number().int(),
    cap: z.number().int(),
    items: z.array(listItem(ImportedEducation)),
  }),
  certifications: z.object({
    current: z.number().int(),
    cap: z.number().int(),
    items: z.array(listItem(ImportedCertification)),
  }),
});
export type ImportDiff = z.infer<typeof ImportDiff>;

export const ImportDraftView = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  status: z.enum(IMPORT_STATUSES),
  createdAt: z.string(),
  /** After this the draft can no longer be applied. */
  expiresAt: z.string(),
  expired: z.boolean(),
  professionalId: z.string(),
  warnings: z.array(z.string()),
  diff: ImportDiff,
});
export type ImportDraftView = z.infer<typeof ImportDraftView>;

export const ImportDraftSummary = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ImportDraftSummary = z.infer<typeof ImportDraftSummary>;

/** GET /professional/imports: what the import page needs before anything is uploaded. */
export const ImportOverview = z.object({
  /** The profile this account owns; null means "claim a profile first". */
  professionalId: z.string().nullable(),
  scraperEnabled: z.boolean(),
  /** Drafts not yet applied, discarded or expired, newest first. */
  openDrafts: z.array(ImportDraftSummary),
  limits: z.object({
    zipBytes: z.number().int(),
    csvBytes: z.number().int(),
    jsonBytes: z.number().int(),
    files: z.number().int(),
  }),
});
export type ImportOverview = z.infer<typeof ImportOverview>;

export const ImportParams = z.strictObject({ importId: z.uuid("Import not found") });

export const ScraperImportInput = z.strictObject({
  url: z.string().trim().min(1, "Paste the address of your public profile").max(300, "This address is too long"),
});

const indexes = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(IMPORT_LIMITS.draftItems - 1),
  )
  .max(IMPORT_LIMITS.draftItems);
const ListMode = z.enum(["append", "replace"]);
export type ImportListMode = z.infer<typeof ListMode>;

/**
 * POST /professional/imports/:id/apply. A list's mode matters only when at least one of its items is chosen:
 * "replace" swaps the list for the chosen items, "append" adds them after the current ones.
 */
export const ApplyImportInput = z.strictObject({
  fields: z.array(z.enum(IMPORT_FIELD_KEYS)).max(IMPORT_FIELD_KEYS.length).default([]),
  workHistory: indexes.default([]),
  education: indexes.default([]),
  certifications: indexes.default([]),
  mode: z
    .strictObject({
      workHistory: ListMode.default("append"),
      education: ListMode.default("append"),
      certifications: ListMode.default("append"),
    })
    .default({ workHistory: "append", education: "append", certifications: "append" }),
});
export type ApplyImportInput = z.infer<typeof ApplyImportInput>;

export const ApplyImportResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  professionalId: z.string(),
  applied: z.object({
    fields: z.array(z.enum(IMPORT_FIELD_KEYS)),
    workHistory: z.number().int(),
    education: z.number().int(),
    certifications: z.number().int(),
  }),
});
export type ApplyImportResponse = z.infer<typeof ApplyImportResponse>;

export const ImportOk = z.object({ ok: z.literal(true), message: z.string() });

/** Every sentence the import shows. Wording is ours (SPEC §1 names the feature, not its texts). */
export const IMPORT_MESSAGES = {
  needsProfile:
    "Claim your profile before importing: go to Dashboard → Claim to find your profile or create one, then come back.",
  noFiles: "Choose a file to import: your LinkedIn archive (.zip or its CSV files) or a JSON Resume (.json).",
  mixedFiles: "Upload one ZIP archive, or the archive's CSV files, or one JSON Resume file — not a mix.",
  tooManyFiles: `Upload at most ${IMPORT_LIMITS.files} files at once.`,
  zipTooLarge:
    "The archive must be 10 MB or smaller. Upload only the profile, positions, education and certifications CSV files instead.",
  zipTooManyEntries: `The archive holds more than ${IMPORT_LIMITS.zipEntries} files. Upload the profile, positions, education and certifications CSV files instead.`,
  zipTooBig:
    "The archive unpacks to more than 50 MB. Upload the profile, positions, education and certifications CSV files instead.",
  zipInvalid: "This ZIP file could not be read. Download the archive again, or upload its CSV files.",
  zipEncrypted: "This ZIP file is password-protected. Unzip it and upload its CSV files.",
  csvTooLarge: (name: string) => `${name} is larger than 5 MB.`,
  jsonTooLarge: "The JSON Resume file must be 2 MB or smaller.",
  jsonInvalid: "This file is not valid JSON. Export your resume again as JSON Resume (resume.json).",
  jsonNotResume: "This JSON file is not a JSON Resume: it has no basics, work, education or certificates.",
  unknownFile: (name: string) =>
    `${name}: not a file we can import. Use the archive's Profile, Positions, Education or Certifications CSV, or a JSON Resume file.`,
  notText: (name: string) => `${name}: not a text file we can read.`,
  nothingFound:
    "We found nothing to import in these files. Check that you uploaded your LinkedIn archive (Profile.csv, Positions.csv…) or a JSON Resume.",
  notFound: "Import not found. It may have been discarded.",
  expired: "This import is more than 24 hours old. Upload your file again to see a fresh preview.",
  alreadyApplied: "This import has already been applied.",
  alreadyDiscarded: "This import was discarded. Upload your file again to start over.",
  noLongerOwner: "You no longer own the profile this import was made for.",
  indexOutOfRange: (list: string) => `One of the chosen ${list} items does not exist in this import.`,
  nothingChosen: "Choose at least one field or item to import.",
  overCap: (label: string, total: number, cap: number) =>
    `${label} would have ${total} entries; a profile holds at most ${cap}. Choose fewer items or replace the current list.`,
  applied: "Your profile was updated with the imported details.",
  discarded: "The import was discarded. Nothing on your profile changed.",
  scraperOff: "Importing from a profile address is not available.",
  scraperUrlInvalid: "Paste the address of your public LinkedIn profile, like https://www.linkedin.com/in/your-name",
  scraperUnreachable:
    "The profile import service could not be reached. Try again later, or upload your archive instead.",
  scraperFailed: (status: number) =>
    `The profile import service answered with an error (${status}). Try again later, or upload your archive instead.`,
  scraperNotFound: "The profile import service found no public profile at that address.",
  scraperTimeout:
    "The profile import service took too long to answer. Try again later, or upload your archive instead.",
  scraperBadAnswer:
    "The profile import service sent an answer we could not read. Try again later, or upload your archive instead.",
} as const;
