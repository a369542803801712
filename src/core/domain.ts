import { DISPUTE_STATES, type DisputeState, LIVE_DISPUTE_STATES } from "./dispute-workflow";
/** Enumerations shared by the database schema, the API contracts and the web app. */
export const ROLES = ["employer", "professional", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_TYPES = ["professional", "employer"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const VISIBILITIES = ["public", "employers_only", "private"] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: "Public",
  employers_only: "Employers Only",
  private: "Private",
};

export const EMPLOYMENT_STATUSES = ["current", "former"] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** `withheld`: under a dispute not decided within 30 days, so out of the aggregates until decided (D102). */
export const RATING_STATUSES = ["active", "under_dispute", "withheld", "removed"] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];

export const VERIFICATION_STATUSES = ["unverified", "pending", "verified", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_METHODS = ["email_domain", "ein", "state_registration"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const USAGE_ACTIONS = ["profile_lookup", "rating_submission"] as const;
export type UsageAction = (typeof USAGE_ACTIONS)[number];

export const DISPUTE_TYPES = [
  { key: "never_worked_there", label: "Never worked there" },
  { key: "factual_inaccuracy", label: "Factual inaccuracy" },
  { key: "discrimination", label: "Discrimination" },
  { key: "retaliation", label: "Retaliation" },
] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number]["key"];

/** Dispute lifecycle: the states and their moves are in `dispute-workflow.ts` (decisions D100). */
export const DISPUTE_STATUSES = DISPUTE_STATES;
export type DisputeStatus = DisputeState;
export const LIVE_DISPUTE_STATUSES = LIVE_DISPUTE_STATES;
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: "Open",
  under_review: "Under review",
  awaiting_employer: "Waiting for the employer",
  needs_info: "More information requested",
  upheld: "Upheld — rating removed",
  dismissed: "Dismissed",
  withdrawn: "Withdrawn",
  overturned: "Reversed on appeal — rating restored",
};
export const DISPUTE_AUTHOR_ROLES = ["professional", "admin", "employer"] as const;
export type DisputeAuthorRole = (typeof DISPUTE_AUTHOR_ROLES)[number];

/** Claiming an unclaimed profile by request (the invitation path needs no review). */
export const CLAIM_EVIDENCE_METHODS = ["work_email", "linkedin", "document"] as const;
export type ClaimEvidenceMethod = (typeof CLAIM_EVIDENCE_METHODS)[number];
export const CLAIM_REQUEST_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type ClaimRequestStatus = (typeof CLAIM_REQUEST_STATUSES)[number];

/** Profile import drafts: nothing is published before the professional applies one. */
export const IMPORT_SOURCES = ["linkedin_archive", "json_resume", "scraper"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_STATUSES = ["draft", "applied", "discarded"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const SORT_ORDERS = ["rating", "recent", "alphabetical"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Methods reviewed by an administrator (business-domain e-mail verifies itself through its link). */
export const VERIFICATION_REQUEST_METHODS = ["ein", "state_registration"] as const;
export type VerificationRequestMethod = (typeof VERIFICATION_REQUEST_METHODS)[number];
/** `superseded`: the business verified another way (e.g. its domain e-mail) while the request was pending. */
export const VERIFICATION_REQUEST_STATUSES = ["pending", "approved", "rejected", "superseded"] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];

/** Fairness checks on submission (issue 6 §9): a flag queues the rating for human review, never blocks it. */
export const RATING_FLAG_REASONS = ["straight_lined", "after_dispute", "outlier_employer"] as const;
export type RatingFlagReason = (typeof RATING_FLAG_REASONS)[number];
export const RATING_FLAG_STATUSES = ["open", "upheld", "dismissed"] as const;
export type RatingFlagStatus = (typeof RATING_FLAG_STATUSES)[number];
