import { z } from "zod";
import { CLAIM_EVIDENCE_METHODS, CLAIM_REQUEST_STATUSES, VISIBILITIES } from "../domain";
import { CLAIM } from "../messages";
import { reasonBody } from "../moderation-reason";
import { SUBSCRIPTION_TYPES } from "../plans";
import { PublicRating } from "./employer";
import { instant } from "./instant";
import { NotificationView } from "./notifications";
import { OkMessage } from "./ok";
import { keyParams, uuidParams } from "./path-params";
import { ProfessionalCardBase } from "./professional-card";
import { Allowance } from "./profile";

/**
 * The professional workspace (issue 7): claiming a profile (invitation, request with evidence, or a new profile)
 * and the overview of /dashboard/professional. Other parts of the area keep their own contract files.
 */

// --- shared pieces

export const ClaimProfileSummary = ProfessionalCardBase;
export type ClaimProfileSummary = z.infer<typeof ClaimProfileSummary>;

export const ClaimOk = z.object({ ok: z.literal(true), message: z.string(), professionalId: z.string() });
export type ClaimOk = z.infer<typeof ClaimOk>;

export const ClaimMessage = OkMessage;
export const ClaimRequestCreated = ClaimMessage.extend({ id: z.string() });

// --- invitations (the link an employer's roster upload e-mails)

/** Invitation tokens are 32 random bytes in base64url (43 characters); a token nobody issued answers 404. */
export const InvitationParams = keyParams({ token: 512 });

export const InvitationPreview = z.object({
  profile: ClaimProfileSummary,
  /** False when the profile was claimed meanwhile (by this link's person or anyone else). */
  claimable: z.boolean(),
  /** The invited address with most of the local part hidden: j***@example.com. */
  maskedEmail: z.string(),
  expiresAt: instant,
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

// --- requests with evidence

export const LINKEDIN_PROFILE_RE =
  /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9\-_%.]{2,100})\/?(?:[?#].*)?$/i;

/** The text fields of POST /claim/requests (a JSON body, or the fields of a multipart form with `document`). */
export const ClaimRequestFields = z.strictObject({
  professionalId: z.uuid(CLAIM.profileNotFound),
  method: z.enum(CLAIM_EVIDENCE_METHODS, CLAIM.chooseMethod),
  workEmail: z.string().max(254).optional(),
  linkedinUrl: z.string().max(300).optional(),
  note: z.string().max(1000, CLAIM.noteTooLong).optional(),
});
export type ClaimRequestFields = z.infer<typeof ClaimRequestFields>;

export const ClaimRequestParams = uuidParams("requestId");

/** A claim request as its requester sees it. */
export const ClaimRequestView = z.object({
  id: z.string(),
  status: z.enum(CLAIM_REQUEST_STATUSES),
  method: z.enum(CLAIM_EVIDENCE_METHODS),
  profile: ClaimProfileSummary,
  workEmail: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  hasDocument: z.boolean(),
  note: z.string().nullable(),
  reviewReason: z.string().nullable(),
  createdAt: instant,
  reviewedAt: instant.nullable(),
});
export type ClaimRequestView = z.infer<typeof ClaimRequestView>;

export const MyClaimRequests = z.object({
  /** The profile this account owns, if any (then there is nothing left to claim). */
  ownedProfile: ClaimProfileSummary.nullable(),
  requests: z.array(ClaimRequestView),
});
export type MyClaimRequests = z.infer<typeof MyClaimRequests>;

// --- a new profile for someone with nothing to claim

const shortText = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or fewer`)
    .refine((s) => !s.includes("\u0000"), `${label} contains characters we cannot store`);

export const OwnProfileInput = z.strictObject({
  firstName: shortText("First name"),
  lastName: shortText("Last name"),
  city: shortText("City"),
  state: shortText("State"),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use the two-letter country code, like US")
    .default("US"),
  headline: z
    .string()
    .trim()
    .max(200, "Headline must be 200 characters or fewer")
    .refine((s) => !s.includes("\u0000"), "Headline contains characters we cannot store")
    .optional(),
  visibility: z.enum(VISIBILITIES).default("public"),
});
export type OwnProfileInput = z.input<typeof OwnProfileInput>;

// --- admin review

export const AdminClaimsQuery = z.strictObject({
  status: z.enum(["pending", "approved", "rejected", "withdrawn"]).default("pending"),
});

export const AdminClaimRequest = ClaimRequestView.extend({
  requester: z.object({ userId: z.string(), name: z.string().nullable(), email: z.string() }),
  profile: ClaimProfileSummary.extend({
    isClaimed: z.boolean(),
    linkedinUrl: z.string().nullable(),
  }),
  documentType: z.string().nullable(),
  /** Hints for the reviewer (administrators may see employers). */
  checks: z.object({
    /** The company (on this profile's roster) whose website domain equals the work e-mail's domain. */
    workEmailEmployer: z.string().nullable(),
    /** Whether the LinkedIn address given equals the one on the profile; null when either is missing. */
    linkedinMatchesProfile: z.boolean().nullable(),
    /** Whether the requester's account e-mail equals the given work e-mail. */
    workEmailIsAccountEmail: z.boolean().nullable(),
  }),
  reviewerName: z.string().nullable(),
});
export type AdminClaimRequest = z.infer<typeof AdminClaimRequest>;
export const AdminClaimList = z.object({ requests: z.array(AdminClaimRequest) });

export const RejectClaimInput = reasonBody(500);

// --- overview (/dashboard/professional)

export const CompletenessItem = z.object({ key: z.string(), label: z.string(), href: z.string() });
export const Completeness = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(CompletenessItem),
});
export type Completeness = z.infer<typeof Completeness>;

export const OverviewRating = PublicRating.extend({ underDispute: z.boolean() });
export type OverviewRating = z.infer<typeof OverviewRating>;

/** The overview's recent activity: the owner's notifications as the notifications page shows them. */
export const ActivityItem = NotificationView;

export const ProfessionalOverview = z.object({
  profile: ProfessionalCardBase.extend({
    name: z.string(),
    visibility: z.enum(VISIBILITIES),
    isClaimed: z.boolean(),
    photo: z.string().nullable(),
    completeness: Completeness,
  }).nullable(),
  ratings: z.object({
    average: z.number(),
    total: z.number().int(),
    verifiedEmployers: z.number().int(),
    recent: z.array(OverviewRating),
  }),
  views: z.object({ total: z.number().int(), last30Days: z.number().int() }),
  allowance: Allowance,
  plan: z.object({ type: z.enum(SUBSCRIPTION_TYPES), name: z.string(), features: z.array(z.string()) }),
  pendingClaim: ClaimRequestView.nullable(),
  recentActivity: z.array(ActivityItem),
});
export type ProfessionalOverview = z.infer<typeof ProfessionalOverview>;

/** j***@example.com: the first character of the local part, then three stars. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
