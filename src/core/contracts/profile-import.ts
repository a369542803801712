import { z } from "zod";
import { IMPORT_SOURCES, IMPORT_STATUSES } from "../domain";
import { instant } from "./instant";
import { OkMessage } from "./ok";
import { IMPORT_FIELD_KEYS, IMPORT_LIMITS, PROFILE_TEXT_LIMITS } from "./profile-import-rules";

/**
 * Profile import (issue 7 §4): a professional-network archive (its CSV files, zipped or not), a JSON Resume file,
 * or a hosted scraping service produce an `ImportDraft`; the professional previews the differences with their
 * profile, chooses what to keep, then applies. Nothing is published before that.
 *
 * Imported items have the stored profile shapes (below). Text, dates and caps follow the settings editor's rules
 * (`profile-settings.ts`), so whatever an import writes can be saved again from the editor unchanged.
 */

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
  createdAt: instant,
  /** After this the draft can no longer be applied. */
  expiresAt: instant,
  expired: z.boolean(),
  professionalId: z.string(),
  warnings: z.array(z.string()),
  diff: ImportDiff,
});
export type ImportDraftView = z.infer<typeof ImportDraftView>;

export const ImportDraftSummary = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  createdAt: instant,
  expiresAt: instant,
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

export const ImportOk = OkMessage;

/** Kept for tests/api/profile-import.test.ts and tests/e2e/profile-import.e2e.ts until their imports name profile-import-rules.ts. */
export { IMPORT_MESSAGES } from "./profile-import-rules";
