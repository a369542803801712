import { z } from "zod";
import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../rating-categories";
import { instant } from "./instant";
import { PublicProfessionalCard } from "./professional-card";
import {
  Certification as EditableCertification,
  WorkHistoryEntry as EditableWorkHistoryEntry,
} from "./profile-settings";

/** A rolling-24-hour allowance (SPEC §4, §9). `limit` 999999 means unlimited. */
export const Allowance = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  unlimited: z.boolean(),
  /** 24 h after the oldest use inside the window; null when nothing was used. ISO 8601. */
  resetAt: instant.nullable(),
});
export type Allowance = z.infer<typeof Allowance>;

/** GET /api/v1/usage: the signed-in user's lookups and rating submissions (usage alert). */
export const UsageResponse = z.object({
  lookups: Allowance,
  ratings: Allowance,
});
export type UsageResponse = z.infer<typeof UsageResponse>;

export const ProfileParams = z.strictObject({ professionalId: z.string().max(100) });

/** Header and badges: what every allowed viewer receives. */
export const ProfileHeader = PublicProfessionalCard.extend({ viewCount: z.number().int() });
export type ProfileHeader = z.infer<typeof ProfileHeader>;

export const CategoryAverage = z.object({
  key: z.enum(RATING_CATEGORY_KEYS as [RatingCategoryKey, ...RatingCategoryKey[]]),
  label: z.string(),
  /** Rounded to 2 decimals; null when no counted rating scored this category. */
  average: z.number().nullable(),
});

export const RatingSummary = z.object({
  averageRating: z.number(),
  totalRatings: z.number().int(),
  categories: z.array(CategoryAverage),
  /**
   * Ratings under review by Standing (issue 14): `counting` still count in the figures (decisions P30);
   * `setAside` were not decided within 30 days and are left out until decided (D102). Counts only, never which.
   */
  underReview: z.object({ counting: z.number().int(), setAside: z.number().int() }),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

export const EmploymentStatusSummary = z.object({
  current: z.number().int(),
  former: z.number().int(),
});

/**
 * The list items as the public profile shows them: the settings editor's entries (`profile-settings.ts`) with the
 * certification's issue `year` that older rows and imports carry, and without a job's `current` flag (an open end).
 * Dates are "YYYY-MM" (or "YYYY" for a certification); a credential link is an http(s) address, anything else is
 * dropped by the presenter.
 */
export const Certification = EditableCertification.extend({ year: z.string().nullable() });
export const WorkHistoryEntry = EditableWorkHistoryEntry.omit({ current: true });
export const EducationEntry = z.object({
  degree: z.string(),
  school: z.string(),
  /** The end (graduation) year, as older rows carry it. */
  year: z.string().nullable(),
  /** Field of study. */
  field: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});

/** Everything behind the gate (SPEC §2 gating). Absent from the response when the viewer may not see it. */
export const ProfileDetails = z.object({
  bio: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  hasResume: z.boolean(),
  ratings: RatingSummary,
  employmentStatus: EmploymentStatusSummary,
  certifications: z.array(Certification),
  workHistory: z.array(WorkHistoryEntry),
  education: z.array(EducationEntry),
});
export type ProfileDetails = z.infer<typeof ProfileDetails>;

/**
 * Why the viewer sees what they see:
 * - `full`: everything (a lookup was spent, or it cost nothing: own profile, repeat, admin);
 * - `sign_in_required`: a visitor; header only, prompt to create a free account;
 * - `limit_reached`: a signed-in user with no lookups left; header only, "Upgrade to view more profiles".
 */
export const ProfileAccess = z.enum(["full", "sign_in_required", "limit_reached", "account_suspended"]);
export type ProfileAccess = z.infer<typeof ProfileAccess>;

export const ProfilePageResponse = z.object({
  profile: ProfileHeader,
  access: ProfileAccess,
  isOwner: z.boolean(),
  details: ProfileDetails.optional(),
  /** The viewer's lookup allowance after this request; null for visitors. */
  allowance: Allowance.nullable(),
});
export type ProfilePageResponse = z.infer<typeof ProfilePageResponse>;
