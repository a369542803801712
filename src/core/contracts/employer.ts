import { z } from "zod";
import {
  EMPLOYMENT_STATUSES,
  VERIFICATION_METHODS,
  VERIFICATION_REQUEST_STATUSES,
  VERIFICATION_STATUSES,
} from "../domain";
import { EMAIL_VERIFICATION, EMPLOYER, VALIDATION } from "../messages";
import { reasonBody } from "../moderation-reason";
import { SUBSCRIPTION_TYPES } from "../plans";
import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../rating-categories";
import { calendarMonth } from "./calendar-month";
import { instant } from "./instant";
import { OkMessage } from "./ok";
import { uuidParams } from "./path-params";
import { ProfessionalCardBase } from "./professional-card";
import { Allowance } from "./profile";

/** The employer's lists come a page at a time: `page` (from 1) of `pageSize` rows, `total` in `totalPages` pages. */
const paging = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
};
/** The page a list asks for: the first when absent. */
const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

/** One category score: 1–5, or null for "not observed". */
export const CategoryScore = z.number().int().min(1).max(5).nullable();
const scoreShape = Object.fromEntries(RATING_CATEGORY_KEYS.map((k) => [k, CategoryScore.optional()])) as Record<
  RatingCategoryKey,
  z.ZodOptional<typeof CategoryScore>
>;

/** The 15 categories; omitted keys mean "not observed". Overall Performance is required (issue 6 §4). */
export const ScoresInput = z.strictObject(scoreShape).superRefine((scores, ctx) => {
  if (scores.overall_performance == null)
    ctx.addIssue({ code: "custom", path: ["overall_performance"], message: EMPLOYER.overallRequired });
});
export type ScoresInput = z.infer<typeof ScoresInput>;

export const Scores = z.object(
  Object.fromEntries(RATING_CATEGORY_KEYS.map((k) => [k, z.number().int().nullable()])) as Record<
    RatingCategoryKey,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type Scores = z.infer<typeof Scores>;

export const EmploymentStatus = z.enum(EMPLOYMENT_STATUSES);

export const SubmitRatingInput = z.strictObject({
  professionalId: z.uuid(),
  employmentStatus: EmploymentStatus,
  scores: ScoresInput,
});
export type SubmitRatingInput = z.infer<typeof SubmitRatingInput>;

export const UpdateRatingInput = z.strictObject({
  employmentStatus: EmploymentStatus.optional(),
  scores: ScoresInput.optional(),
});
export type UpdateRatingInput = z.infer<typeof UpdateRatingInput>;

export const RatingParams = uuidParams("ratingId");

/** A rating as the public sees it: no author, no exact time (month only). */
export const PublicRating = z.object({
  id: z.string(),
  employmentStatus: EmploymentStatus,
  scores: Scores,
  score: z.number(),
  month: calendarMonth,
});
export type PublicRating = z.infer<typeof PublicRating>;

/** A rating as its author sees it: exact times and the edit window. */
export const AuthorRating = z.object({
  id: z.string(),
  professional: ProfessionalCardBase,
  employmentStatus: EmploymentStatus,
  status: z.string(),
  scores: Scores,
  score: z.number(),
  createdAt: instant,
  updatedAt: instant,
  editableUntil: instant,
  editable: z.boolean(),
});
export type AuthorRating = z.infer<typeof AuthorRating>;

export const ModeratorRating = AuthorRating.extend({
  employer: z.object({ id: z.string(), companyName: z.string(), submittedBy: z.string().nullable() }),
});
export type ModeratorRating = z.infer<typeof ModeratorRating>;

export const RatingWriteResponse = z.object({ rating: AuthorRating, message: z.string() });
export const RatingDeleteResponse = OkMessage;
/** GET /employer/ratings?page=N: 20 per page, newest first, with the total count. */
export const RatingHistoryQuery = z.strictObject({ page: pageQuery });
export const RatingHistoryResponse = z.object({ ratings: z.array(AuthorRating), now: instant, ...paging });
export type RatingHistoryResponse = z.infer<typeof RatingHistoryResponse>;
/** GET /employer/ratings/:ratingId: one of the employer's own ratings (the edit form). */
export const OwnRatingResponse = z.object({ rating: AuthorRating, now: instant });

// --- verification

export const EmailVerificationStart = z.strictObject({
  address: z.email(VALIDATION.invalidEmail).max(254),
});
/** A token of the wrong shape is a link that cannot verify: the same words as an unknown or spent one (SPEC §2). */
export const EmailVerificationConfirm = z.strictObject({
  token: z
    .string({ error: EMAIL_VERIFICATION.failed })
    .min(10, EMAIL_VERIFICATION.failed)
    .max(200, EMAIL_VERIFICATION.failed),
});
export const EinVerificationInput = z.strictObject({ ein: z.string().max(20) });

export const VerificationRequestView = z.object({
  id: z.string(),
  method: z.enum(["ein", "state_registration"]),
  status: z.enum(VERIFICATION_REQUEST_STATUSES),
  /** Masked for the employer (NN-XXX1234); full for administrators. */
  ein: z.string().nullable(),
  state: z.string().nullable(),
  entityNumber: z.string().nullable(),
  hasDocument: z.boolean(),
  reason: z.string().nullable(),
  createdAt: instant,
  decidedAt: instant.nullable(),
});
export type VerificationRequestView = z.infer<typeof VerificationRequestView>;

export const AdminVerificationRequest = VerificationRequestView.extend({
  employer: z.object({
    id: z.string(),
    companyName: z.string(),
    companyWebsite: z.string().nullable(),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    contactEmail: z.string().nullable(),
  }),
  documentType: z.string().nullable(),
  documentSize: z.number().nullable(),
});
export type AdminVerificationRequest = z.infer<typeof AdminVerificationRequest>;
export const AdminVerificationList = z.object({ requests: z.array(AdminVerificationRequest) });
export const RejectInput = reasonBody(1000);
export const VerificationParams = uuidParams("requestId");

// --- overview (index + diagnostic)

export const EmployerOverview = z.object({
  employer: z.object({
    companyName: z.string(),
    companyWebsite: z.string().nullable(),
    companyDomain: z.string().nullable(),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
    verificationMethod: z.enum(VERIFICATION_METHODS).nullable(),
    verifiedAt: instant.nullable(),
    strikeCount: z.number().int(),
    suspendedUntil: instant.nullable(),
  }),
  account: z.object({ email: z.string(), roles: z.array(z.string()) }),
  plan: z.object({ type: z.enum(SUBSCRIPTION_TYPES), name: z.string(), status: z.string().nullable() }),
  allowances: z.object({ lookups: Allowance, ratings: Allowance }),
  /** Why the employer cannot rate right now, or null. */
  ratingBlockedReason: z.string().nullable(),
  verificationRequests: z.array(VerificationRequestView),
  pendingEmail: z.object({ address: z.string(), expiresAt: instant }).nullable(),
  recentRatings: z.array(AuthorRating),
  totals: z.object({ ratings: z.number().int(), editable: z.number().int(), employments: z.number().int() }),
  mail: z.array(
    z.object({
      kind: z.string(),
      to: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: instant,
      sentAt: instant.nullable(),
    }),
  ),
  nextSteps: z.array(z.object({ key: z.string(), label: z.string(), href: z.string() })),
  serverTime: instant,
});
export type EmployerOverview = z.infer<typeof EmployerOverview>;

/** GET /api/v1/employer/analytics: the employer's own ratings summarised; `available` false on plans without analytics. */
export const EmployerAnalyticsResponse = z.object({
  available: z.boolean(),
  monthly: z.array(z.object({ month: calendarMonth, count: z.number().int(), average: z.number() })),
  categories: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      average: z.number().nullable(),
      distribution: z.array(z.number().int()),
      notObserved: z.number().int(),
    }),
  ),
  employment: z.object({ current: z.number().int(), former: z.number().int() }),
});
export type EmployerAnalyticsResponse = z.infer<typeof EmployerAnalyticsResponse>;

// --- roster (the employer's people; issue 20 §1)

/** Where a claim invitation this employer sent stands. `expired` also covers one the person no longer needs. */
export const ROSTER_INVITATION_STATES = ["not_invited", "pending", "accepted", "expired"] as const;
export type RosterInvitationState = (typeof ROSTER_INVITATION_STATES)[number];
export const ROSTER_PAGE_SIZE = 20;
const yesNo = z.enum(["yes", "no"]);
/** GET /employer/roster: search by name, filters, and one page (1-based). `person` picks one member by profile id. */
export const RosterQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(EMPLOYMENT_STATUSES).optional(),
  claimed: yesNo.optional(),
  invitation: z.enum(ROSTER_INVITATION_STATES).optional(),
  rated: yesNo.optional(),
  person: z.uuid().optional(),
  page: pageQuery,
});
export type RosterQuery = z.infer<typeof RosterQuery>;
/**
 * The professional's card (its id named `professionalId`), then their place on this roster. Headline and place only
 * when this employer may see the profile (not for private ones).
 */
export const RosterMember = ProfessionalCardBase.omit({ id: true }).extend({
  professionalId: z.string(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  claimed: z.boolean(),
  invitation: z.enum(ROSTER_INVITATION_STATES),
  /** This employer's live rating of the person, if any. */
  rating: z.object({ id: z.string(), editable: z.boolean() }).nullable(),
  addedAt: instant,
});
export type RosterMember = z.infer<typeof RosterMember>;
/** `total` counts the members matching the search and filters. */
export const RosterResponse = z.object({
  members: z.array(RosterMember),
  ...paging,
  /** Everyone on the roster, whatever the filters: tells "no one yet" from "no one matches". */
  rosterSize: z.number().int(),
});
export type RosterResponse = z.infer<typeof RosterResponse>;
