import { z } from "zod";
import { VISIBILITIES, type Visibility } from "../domain";
import { countryCode } from "./profile-settings-countries";

/**
 * Profile settings (issue 7 §3): the professional's own editable profile, shared by the server (validation of
 * PUT /api/v1/professional/profile) and the settings page (the same rules run before saving, so a person sees
 * the server's exact message next to the field). Every rule has its own sentence.
 */
export const PROFILE_LIMITS = {
  name: 60,
  headline: 120,
  bio: 2000,
  place: 100,
  itemText: 120,
  description: 1000,
  url: 500,
  certifications: 30,
  workHistory: 30,
  education: 20,
  minYear: 1940,
  /** Years up to this many ahead are accepted (expected graduation, certification expiry). */
  yearsAhead: 10,
  photoBytes: 5 * 1024 * 1024,
  /** Decoded size limit: refuses decompression bombs before any pixel is processed. */
  photoMaxPixels: 40_000_000,
  /** The stored photo is a square of this many pixels (cover crop, WebP). */
  photoSize: 400,
  resumeBytes: 10 * 1024 * 1024,
  resumeFileName: 120,
} as const;

const maxYear = () => new Date().getUTCFullYear() + PROFILE_LIMITS.yearsAhead;

export const PROFILE_MESSAGES = {
  required: "This field is required.",
  text: "Enter text here.",
  badCharacters: "Remove the tabs, line breaks or special characters from this field.",
  badCharactersMultiline: "Remove the special characters from this field.",
  firstNameRequired: "Enter your first name.",
  firstNameTooLong: `First name must be ${PROFILE_LIMITS.name} characters or fewer.`,
  lastNameRequired: "Enter your last name.",
  lastNameTooLong: `Last name must be ${PROFILE_LIMITS.name} characters or fewer.`,
  headlineTooLong: `Headline must be ${PROFILE_LIMITS.headline} characters or fewer.`,
  bioTooLong: "Bio must be 2,000 characters or fewer.",
  cityTooLong: `City must be ${PROFILE_LIMITS.place} characters or fewer.`,
  stateTooLong: `State or region must be ${PROFILE_LIMITS.place} characters or fewer.`,
  countryRequired: "Choose your country.",
  countryUnknown: "Choose a country from the list.",
  linkedinInvalid: "Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name.",
  visibilityInvalid: "Choose who can see your profile: Public, Employers Only or Private.",
  updatedAtMissing: "Reload the page and try again.",
  list: "Send a list here.",
  item: "Each entry must be an object.",
  tooManyCertifications: `You can list up to ${PROFILE_LIMITS.certifications} certifications.`,
  tooManyJobs: `You can list up to ${PROFILE_LIMITS.workHistory} jobs.`,
  tooManySchools: `You can list up to ${PROFILE_LIMITS.education} schools.`,
  certificationNameRequired: "Enter the certification's name.",
  certificationNameTooLong: `Certification name must be ${PROFILE_LIMITS.itemText} characters or fewer.`,
  issuerTooLong: `Issuer must be ${PROFILE_LIMITS.itemText} characters or fewer.`,
  certificationMonth: "Enter a year, or a month and year, like 2021-06.",
  expiryBeforeIssued: "The expiry date can't be before the issue date.",
  credentialUrlInvalid: "Enter a secure link that starts with https://.",
  titleRequired: "Enter your job title.",
  titleTooLong: `Job title must be ${PROFILE_LIMITS.itemText} characters or fewer.`,
  companyRequired: "Enter the company's name.",
  companyTooLong: `Company name must be ${PROFILE_LIMITS.itemText} characters or fewer.`,
  month: "Enter a month and year, like 2021-06.",
  startRequired: "Enter the month you started.",
  endRequired: "Enter the month you finished, or mark this as your current job.",
  endBeforeStart: "The end month can't be before the start month.",
  currentFlag: "Choose whether this is your current job.",
  descriptionTooLong: "Description must be 1,000 characters or fewer.",
  schoolRequired: "Enter the school's name.",
  schoolTooLong: `School name must be ${PROFILE_LIMITS.itemText} characters or fewer.`,
  degreeTooLong: `Degree must be ${PROFILE_LIMITS.itemText} characters or fewer.`,
  fieldTooLong: `Field of study must be ${PROFILE_LIMITS.itemText} characters or fewer.`,
  year: () => `Enter a year between ${PROFILE_LIMITS.minYear} and ${maxYear()}.`,
  endYearBeforeStart: "The end year can't be before the start year.",

  noProfile: "You don't have a profile to edit yet. Claim your profile first at /dashboard/professional/claim.",
  conflict: "Your profile changed in another tab. Reload to see the latest.",
  saved: "Profile saved.",
  nothingChanged: "No changes to save.",

  photoRequired: "Choose a photo to upload.",
  photoType: "Choose a JPEG, PNG or WebP image.",
  photoTooLarge: "Photos must be 5 MB or smaller.",
  photoUnreadable: "We couldn't read this image. Try another file.",
  photoTooManyPixels: "This image is over 40 megapixels. Choose a smaller one.",
  photoSaved: "Photo updated.",
  photoRemoved: "Photo removed.",
  noPhoto: "There is no photo to remove.",

  resumeRequired: "Choose a PDF to upload.",
  resumeType: "Resumes must be PDF files.",
  resumeTooLarge: "Resumes must be 10 MB or smaller.",
  resumeSaved: "Resume uploaded.",
  resumeRemoved: "Resume removed.",
  noResume: "There is no resume to remove.",
  resumeSignIn: "Sign in to download this resume.",
  resumeOpenFirst: "Open this profile first to download the resume. Opening a profile uses one of your daily lookups.",
  resumeMissing: "This profile has no resume.",
  multipartRequired: "Send the file as multipart/form-data.",
} as const;

// --- text rules -----------------------------------------------------------------------------------------------

/** C0 controls and DEL; line breaks and tabs are allowed only in multi-line fields. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_SINGLE = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A lone UTF-16 surrogate cannot be stored (PostgreSQL refuses it in text and jsonb). */
const LONE_SURROGATE = /\p{Cs}/u;

export function cleanText(value: string, multiline: boolean): string {
  return multiline ? value.replace(/\r\n?/g, "\n").trim() : value.trim();
}

function safeText(value: string, multiline: boolean): boolean {
  return !(multiline ? CONTROL_MULTI : CONTROL_SINGLE).test(value) && !LONE_SURROGATE.test(value);
}

const stringOrNull = (message: string = PROFILE_MESSAGES.text) =>
  z.union([z.string(), z.null()], {
    error: (issue) => (issue.input === undefined ? PROFILE_MESSAGES.required : message),
  });

/** A required single-line text. */
function requiredText(max: number, missing: string, tooLong: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : PROFILE_MESSAGES.text) })
    .transform((v) => cleanText(v, false))
    .pipe(
      z
        .string()
        .min(1, missing)
        .max(max, tooLong)
        .refine((v) => safeText(v, false), PROFILE_MESSAGES.badCharacters),
    );
}

function cleanOptional(max: number, tooLong: string, multiline: boolean) {
  return (v: string | null | undefined, ctx: z.core.$RefinementCtx<string | null | undefined>) => {
    const text = cleanText(v ?? "", multiline);
    if (text.length > max) ctx.addIssue({ code: "custom", message: tooLong });
    else if (!safeText(text, multiline))
      ctx.addIssue({
        code: "custom",
        message: multiline ? PROFILE_MESSAGES.badCharactersMultiline : PROFILE_MESSAGES.badCharacters,
      });
    else return text === "" ? null : text;
    return z.NEVER;
  };
}

/** An optional text in a list entry: `""`, `null` or absent become null. */
function optionalText(max: number, tooLong: string, options: { multiline?: boolean } = {}) {
  return stringOrNull()
    .optional()
    .transform(cleanOptional(max, tooLong, options.multiline ?? false));
}

/** A top-level text that may be empty but must be sent (a whole-document save never clears a field by omission). */
function presentText(max: number, tooLong: string, options: { multiline?: boolean } = {}) {
  return stringOrNull().transform(cleanOptional(max, tooLong, options.multiline ?? false));
}

// --- dates ----------------------------------------------------------------------------------------------------

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

function yearInRange(year: number): boolean {
  return Number.isInteger(year) && year >= PROFILE_LIMITS.minYear && year <= maxYear();
}

/** "YYYY-MM" (or "YYYY" when `yearOnly` is allowed) in the accepted year range. */
export function isValidMonth(value: string, options: { yearOnly?: boolean } = {}): boolean {
  const m = MONTH.exec(value);
  if (m) return yearInRange(Number(m[1]));
  return options.yearOnly === true && YEAR.test(value) && yearInRange(Number(value));
}

function monthField(options: { message: string; missing?: string; yearOnly?: boolean }) {
  return stringOrNull(options.message)
    .optional()
    .transform((v) => (v ?? "").trim())
    .superRefine((v, ctx) => {
      if (v === "") {
        if (options.missing) ctx.addIssue({ code: "custom", message: options.missing });
        return;
      }
      if (!isValidMonth(v, { yearOnly: options.yearOnly })) ctx.addIssue({ code: "custom", message: options.message });
    })
    .transform((v) => (v === "" ? null : v));
}

/** A year as a number or digits; empty means none. */
const yearField = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: () => PROFILE_MESSAGES.year() })
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined) return null;
      const text = typeof v === "number" ? String(v) : v.trim();
      if (text === "") return null;
      const year = Number(text);
      if (!YEAR.test(text) || !yearInRange(year)) {
        ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.year() });
        return z.NEVER;
      }
      return year;
    });

/** Compares "YYYY" / "YYYY-MM" values: a bare year counts as its first month. */
function monthKey(value: string): string {
  return value.length === 4 ? `${value}-01` : value;
}

// --- links ----------------------------------------------------------------------------------------------------

const LINKEDIN_HOST = /^(?:www\.|[a-z]{2}\.)?linkedin\.com$/;
const LINKEDIN_HANDLE = /^[\p{L}\p{N}_-]{3,100}$/u;

/**
 * A LinkedIn profile address in its one stored form, `https://www.linkedin.com/in/<handle>`, or null when the
 * text is not a profile address. Accepts the scheme-less form ("linkedin.com/in/…"), http, `www.` or a country
 * subdomain, a trailing slash, and query or fragment (dropped).
 */
export function normalizeLinkedinUrl(raw: string): string | null {
  let value = raw.trim();
  if (value === "" || value.length > PROFILE_LIMITS.url) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) value = `https://${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  if (!LINKEDIN_HOST.test(url.hostname.toLowerCase())) return null;
  const m = /^\/in\/([^/]+)\/?$/.exec(url.pathname);
  if (!m?.[1]) return null;
  let handle: string;
  try {
    handle = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  if (!LINKEDIN_HANDLE.test(handle)) return null;
  return `https://www.linkedin.com/in/${encodeURIComponent(handle)}`;
}

/** An https link without credentials, or null. */
export function normalizeHttpsUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === "" || value.length > PROFILE_LIMITS.url || !safeText(value, false)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname.includes(".")) return null;
  return url.toString();
}

function normalizeWith(normalize: (v: string) => string | null, message: string) {
  return (v: string | null | undefined, ctx: z.core.$RefinementCtx<string | null | undefined>) => {
    const text = (v ?? "").trim();
    if (text === "") return null;
    const normalized = normalize(text);
    if (normalized === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return normalized;
  };
}

/** An optional link in a list entry. */
const optionalUrl = (normalize: (v: string) => string | null, message: string) =>
  stringOrNull(message).optional().transform(normalizeWith(normalize, message));

/** A top-level link that may be empty but must be sent. */
const presentUrl = (normalize: (v: string) => string | null, message: string) =>
  stringOrNull(message).transform(normalizeWith(normalize, message));

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

/** The editable fields (everything in the document except the concurrency token), for the changed-field list. */
export const PROFILE_DOCUMENT_FIELDS = [
  "firstName",
  "lastName",
  "headline",
  "bio",
  "city",
  "state",
  "country",
  "linkedinUrl",
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
  uploadedAt: z.string().nullable(),
  /** The visibility-checked download route. */
  downloadUrl: z.string(),
});
export type ResumeInfo = z.infer<typeof ResumeInfo>;

/** GET /api/v1/professional/profile: the signed-in professional's own profile, every editable field. */
export const OwnProfile = z.object({
  id: z.string(),
  isClaimed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  linkedinUrl: z.string().nullable(),
  visibility: z.enum(VISIBILITIES),
  certifications: z.array(Certification),
  workHistory: z.array(WorkHistoryEntry),
  education: z.array(EducationEntry),
  photoUrl: z.string().nullable(),
  resume: ResumeInfo.nullable(),
  /** Send back with the save (optimistic concurrency). Microsecond ISO 8601. */
  updatedAt: z.string(),
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

/** What each visibility means, in one line (the settings page's radio group). */
export const VISIBILITY_EXPLANATIONS: Record<Visibility, string> = {
  public: "Anyone can find you in search and open your profile.",
  employers_only: "Hidden from search; only signed-in employers can open your profile by its link.",
  private: "Only you can see your profile. It is hidden from search and from everyone else.",
};
