import { z } from "zod";
import { instant } from "./instant";

/**
 * Signed Standing credentials (issue 36): a "Standing summary" issued to a claimed professional as a W3C VC 2.0
 * secured with SD-JWT (each claim below is one selective disclosure), verified by anyone at /verify and by
 * POST /api/v1/credentials/verify. docs/credentials.md describes the format.
 */
export const CREDENTIAL_CLAIMS = [
  "name",
  "headline",
  "location",
  "ratings",
  "categoryAverages",
  "verifiedEmployers",
  "claimedSince",
  "disputesRecord",
] as const;
export const CredentialClaim = z.enum(CREDENTIAL_CLAIMS);
export type CredentialClaim = z.infer<typeof CredentialClaim>;

export const CREDENTIAL_CLAIM_LABELS: Record<CredentialClaim, string> = {
  name: "Name",
  headline: "Headline",
  location: "Location",
  ratings: "Overall rating and number of ratings",
  categoryAverages: "Average per rating category",
  verifiedEmployers: "Verified employers who rated",
  claimedSince: "Profile claimed since",
  disputesRecord: "Disputes record",
};

/** The figures' claims: only from the published snapshot the profile shows (D304), never live rows. */
export const FIGURE_CLAIMS: readonly CredentialClaim[] = ["ratings", "categoryAverages", "verifiedEmployers"];

export const LOCATION_PRECISIONS = ["city", "region", "country"] as const;
const LocationPrecision = z.enum(LOCATION_PRECISIONS);

export const CREDENTIAL_RULES = { defaultValidDays: 90, minValidDays: 1, maxValidDays: 365 } as const;

export const IssueCredentialBody = z.strictObject({
  claims: z
    .array(CredentialClaim)
    .min(1, "Choose at least one part to include")
    .max(CREDENTIAL_CLAIMS.length)
    .refine((c) => new Set(c).size === c.length, "Each part once"),
  locationPrecision: LocationPrecision.default("region"),
  validDays: z
    .number()
    .int()
    .min(CREDENTIAL_RULES.minValidDays)
    .max(CREDENTIAL_RULES.maxValidDays)
    .default(CREDENTIAL_RULES.defaultValidDays),
});
export type IssueCredentialBody = z.input<typeof IssueCredentialBody>;

export const CredentialSummary = z.object({
  id: z.string(),
  claims: z.array(CredentialClaim),
  issuedAt: instant,
  expiresAt: instant,
  revokedAt: instant.nullable(),
  status: z.enum(["active", "expired", "revoked"]),
});
export type CredentialSummary = z.infer<typeof CredentialSummary>;

export const CredentialList = z.object({
  credentials: z.array(CredentialSummary),
  /** What could go into a new one now: figures only when the profile shows published figures. */
  available: z.array(CredentialClaim),
});
export type CredentialList = z.infer<typeof CredentialList>;

export const IssuedCredential = CredentialSummary.extend({
  /** The SD-JWT VC itself (compact, `~`-separated): shown in this answer only, never stored. */
  credential: z.string(),
  /** /verify?c=… on this site: the link and the QR code's content. */
  verifyUrl: z.string(),
  /** The QR code of `verifyUrl` as an SVG document. */
  qrSvg: z.string(),
  /** Claims asked for but left out because there is nothing published to put in them. */
  omitted: z.array(CredentialClaim),
});
export type IssuedCredential = z.infer<typeof IssuedCredential>;

export const CREDENTIAL_MAX_CHARS = 16_384;
export const VerifyCredentialBody = z.strictObject({
  credential: z
    .string()
    .trim()
    .min(1, "Paste a credential")
    .max(CREDENTIAL_MAX_CHARS, "This is too long for a credential"),
});

const VERIFICATION_OUTCOMES = ["valid", "tampered", "expired", "revoked", "unknown_issuer", "malformed"] as const;
export const VerificationOutcome = z.enum(VERIFICATION_OUTCOMES);
export type VerificationOutcome = z.infer<typeof VerificationOutcome>;

export const DisclosedClaim = z.object({
  name: z.string(),
  label: z.string(),
  /** The value as disclosed (string, number or object), to be shown as it is. */
  value: z.unknown(),
  /** The value in plain words. */
  text: z.string(),
});
export type DisclosedClaim = z.infer<typeof DisclosedClaim>;

export const VerificationResult = z.object({
  outcome: VerificationOutcome,
  /** One sentence in plain words. */
  message: z.string(),
  issuer: z.string().nullable(),
  issuedAt: instant.nullable(),
  validUntil: instant.nullable(),
  /** Only when the signature holds: exactly the claims this presentation discloses. */
  disclosed: z.array(DisclosedClaim),
});
export type VerificationResult = z.infer<typeof VerificationResult>;

export const VERIFICATION_MESSAGES: Record<VerificationOutcome, string> = {
  valid: "Valid: Standing issued this credential, it has not been changed, and it has not expired or been revoked.",
  tampered:
    "Tampered: the signature does not match. Something in this credential was changed after Standing issued it.",
  expired: "Expired: Standing issued this credential, but its validity period is over.",
  revoked: "Revoked: Standing issued this credential, but it has been revoked and no longer counts.",
  unknown_issuer: "Unknown issuer: this credential was not signed by a Standing key we know.",
  malformed: "Not a credential: this is not a Standing credential (an SD-JWT, parts separated by ~).",
};

export const CREDENTIAL_MESSAGES = {
  notClaimed: "Claim your profile before issuing a credential.",
  notFound: "No such credential.",
  alreadyRevoked: "This credential is already revoked.",
  nothingToInclude: "None of the parts you chose can go into a credential yet.",
} as const;
