import { z } from "zod";
import { VISIBILITIES } from "../domain";
import { instant } from "./instant";
import { ProfessionalCardBase } from "./professional-card";
import { countryCode } from "./profile-settings-countries";
import { PROFILE_LIMITS, PROFILE_MESSAGES } from "./profile-settings-messages";
import {
  monthField,
  monthKey,
  normalizeHttpsUrl,
  normalizeLinkedinUrl,
  optionalText,
  optionalUrl,
  presentText,
  presentUrl,
  requiredText,
  yearField,
} from "./profile-settings-rules";

/**
 * Profile settings (issue 7 §3): the professional's own editable profile, shared by the server (validation of
 * PUT /api/v1/professional/profile) and the settings page (the same rules run before saving, so a person sees
 * the server's exact message next to the field). Every rule has its own sentence (`profile-settings-messages.ts`);
 * the field rules it is built from are in `profile-settings-rules.ts`.
 */

export { PROFILE_LIMITS, PROFILE_MESSAGES, VISIBILITY_EXPLANATIONS } from "./profile-settings-messages";
export { cleanText, isValidMonth, normalizeHttpsUrl, normalizeLinkedinUrl } from "./profile-settings-rules";

// --- items ----------------------------------------------------------------------------------------------------

const itemObject = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? undefined : PROFILE_MESSAGES.item),
  });

export const CertificationInput = itemObject({
  name: requiredText(
    PROFILE_LIMITS.itemText,
    PROFILE_MESSAGES.certificationNameRequired,
    PROFILE_MESSAGES.certificationNameTooLong,
  ),
  issuer: optionalText(PROFILE_LIMITS.itemText, PROFILE_MESSAGES.issuerTooLong),
  issuedDate: monthField({ message: PROFILE_MESSAGES.certificationMonth, yearOnly: true }),
  expiryDate: monthField({ message: PROFILE_MESSAGES.certificationMonth, yearOnly: true }),
  credentialUrl: optionalUrl(normalizeHttpsUrl, PROFILE_MESSAGES.credentialUrlInvalid),
}).superRefine((c, ctx) => {
  if (c.issuedDate && c.expiryDate && monthKey(c.expiryDate) < monthKey(c.issuedDate))
    ctx.addIssue({ code: "custom", path: ["expiryDate"], message: PROFILE_MESSAGES.expiryBeforeIssued });
});

export const WorkHistoryInput = itemObject({
  title: requiredText(PROFILE_LIMITS.itemText, PROFILE_MESSAGES.titleRequired, PROFILE_MESSAGES.titleTooLong),
  company: requiredText(PROFILE_LIMITS.itemText, PROFILE_MESSAGES.companyRequired, PROFILE_MESSAGES.companyTooLong),
  startDate: monthField({ message: PROFILE_MESSAGES.month, missing: PROFILE_MESSAGES.startRequired }),
  endDate: monthField({ message: PROFILE_MESSAGES.month }),
  current: z.boolean({ error: PROFILE_MESSAGES.currentFlag }).optional(),
  description: optionalText(PROFILE_LIMITS.description, PROFILE_MESSAGES.descriptionTooLong, { multiline: true }),
})
  .superRefine((w, ctx) => {
    if (w.current) return;
    if (!w.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: PROFILE_MESSAGES.endRequired });
    else if (w.startDate && w.endDate < w.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: PROFILE_MESSAGES.endBeforeStart });
  })
  // A current job has no end month: one meaning for "ongoing" in storage (end_date null).
  .transform((w) => ({ ...w, current: w.current === true, endDate: w.current ? null : w.endDate }));

export const EducationInput = itemObject({
  school: requiredText(PROFILE_LIMITS.itemText, PROFILE_MESSAGES.schoolRequired, PROFILE_MESSAGES.schoolTooLong),
  degree: optionalText(PROFILE_LIMITS.itemText, PROFILE_MESSAGES.degreeTooLong),
  field: optionalText(PROFILE_LIMITS.itemText, PROFILE_MESSAGES.fieldTooLong),
  startYear: yearField(),
  endYear: yearField(),
}).superRefine((e, ctx) => {
  if (e.startYear !== null && e.endYear !== null && e.endYear < e.startYear)
    ctx.addIssue({ code: "custom", path: ["endYear"], message: PROFILE_MESSAGES.endYearBeforeStart });
});

const list = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z
    .array(item, { error: (issue) => (issue.input === undefined ? PROFILE_MESSAGES.required : PROFILE_MESSAGES.list) })
    .max(max, tooMany);

// --- the document -----------------------------------------------------------------------------------------------

/** PUT /api/v1/professional/profile: the whole editable profile, saved atomically. Array order = display order. */
export const ProfileSettingsInput = z.strictObject({
  /** `updatedAt` of the profile as last read: the save is refused (409) if it changed since. */
  updatedAt: z
    .string({ error: PROFILE_MESSAGES.updatedAtMissing })
    .min(1, PROFILE_MESSAGES.updatedAtMissing)
    .max(64, PROFILE_MESSAGES.updatedAtMissing)
    .refine((v) => !Number.isNaN(Date.parse(v)), PROFILE_MESSAGES.updatedAtMissing),
  firstName: requiredText(PROFILE_LIMITS.name, PROFILE_MESSAGES.firstNameRequired, PROFILE_MESSAGES.firstNameTooLong),
  lastName: requiredText(PROFILE_LIMITS.name, PROFILE_MESSAGES.lastNameRequired, PROFILE_MESSAGES.lastNameTooLong),
  headline: presentText(PROFILE_LIMITS.headline, PROFILE_MESSAGES.headlineTooLong),
  bio: presentText(PROFILE_LIMITS.bio, PROFILE_MESSAGES.bioTooLong, { multiline: true }),
  city: presentText(PROFILE_LIMITS.place, PROFILE_MESSAGES.cityTooLong),
  state: presentText(PROFILE_LIMITS.place, PROFILE_MESSAGES.stateTooLong),
  country: z.string({ error: PROFILE_MESSAGES.countryRequired }).transform((v, ctx) => {
    if (v.trim() === "") {
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.countryRequired });
      return z.NEVER;
    }
    const code = v.length <= 100 ? countryCode(v) : null;
    if (!code) {
      ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.countryUnknown });
      return z.NEVER;
    }
    return code;
  }),
  linkedinUrl: presentUrl(normalizeLinkedinUrl, PROFILE_MESSAGES.linkedinInvalid),
  visibility: z.enum(VISIBILITIES, { error: PROFILE_MESSAGES.visibilityInvalid }),
  certifications: list(CertificationInput, PROFILE_LIMITS.certifications, PROFILE_MESSAGES.tooManyCertifications),
  workHistory: list(WorkHistoryInput, PROFILE_LIMITS.workHistory, PROFILE_MESSAGES.tooManyJobs),
  education: list(EducationInput, PROFILE_LIMITS.education, PROFILE_MESSAGES.tooManySchools),
});
export type ProfileSettingsInput = z.input<typeof ProfileSettingsInput>;
export type ProfileSettings = z.output<typeof ProfileSettingsInput>;

/** The profile's one-value text fields: what an import may fill (`IMPORT_FIELD_KEYS`). */
export const PROFILE_TEXT_FIELDS = [
  "firstName",
  "lastName",
  "headline",
  "bio",
  "city",
  "state",
  "country",
  "linkedinUrl",
] as const;

/** The editable fields (everything in the document except the concurrency token), for the changed-field list. */
export const PROFILE_DOCUMENT_FIELDS = [
  ...PROFILE_TEXT_FIELDS,
  "visibility",
  "certifications",
  "workHistory",
  "education",
] as const;
export type ProfileDocumentField = (typeof PROFILE_DOCUMENT_FIELDS)[number];

// --- responses --------------------------------------------------------------------------------------------------

export const Certification = z.object({
  name: z.string(),
  issuer: z.string().nullable(),
  issuedDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  credentialUrl: z.string().nullable(),
});
export type Certification = z.infer<typeof Certification>;

export const WorkHistoryEntry = z.object({
  title: z.string(),
  company: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  current: z.boolean(),
  description: z.string().nullable(),
});
export type WorkHistoryEntry = z.infer<typeof WorkHistoryEntry>;

export const EducationEntry = z.object({
  school: z.string(),
  degree: z.string().nullable(),
  field: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});
export type EducationEntry = z.infer<typeof EducationEntry>;

export const ResumeInfo = z.object({
  fileName: z.string(),
  uploadedAt: instant.nullable(),
  /** The visibility-checked download route. */
  downloadUrl: z.string(),
});
export type ResumeInfo = z.infer<typeof ResumeInfo>;

/** GET /api/v1/professional/profile: the signed-in professional's own profile, every editable field. */
export const OwnProfile = ProfessionalCardBase.extend({
  isClaimed: z.boolean(),
  bio: z.string().nullable(),
  country: z.string(),
  linkedinUrl: z.string().nullable(),
  visibility: z.enum(VISIBILITIES),
  certifications: z.array(Certification),
  workHistory: z.array(WorkHistoryEntry),
  education: z.array(EducationEntry),
  photoUrl: z.string().nullable(),
  resume: ResumeInfo.nullable(),
  /** Send back with the save (optimistic concurrency). Microsecond ISO 8601. */
  updatedAt: instant,
});
export type OwnProfile = z.infer<typeof OwnProfile>;

export const OwnProfileResponse = z.object({ profile: OwnProfile });
export type OwnProfileResponse = z.infer<typeof OwnProfileResponse>;

export const SaveProfileResponse = z.object({
  profile: OwnProfile,
  /** Names of the fields this save changed (empty when nothing did). */
  changed: z.array(z.string()),
  message: z.string(),
});
export type SaveProfileResponse = z.infer<typeof SaveProfileResponse>;

export const PhotoResponse = z.object({ photoUrl: z.string().nullable(), message: z.string() });
export type PhotoResponse = z.infer<typeof PhotoResponse>;

export const ResumeResponse = z.object({ resume: ResumeInfo.nullable(), message: z.string() });
export type ResumeResponse = z.infer<typeof ResumeResponse>;

export const ProfessionalFileParams = z.strictObject({ professionalId: z.string().max(100) });
