import { type AdminClaimRequest, type ClaimRequestView, LINKEDIN_PROFILE_RE } from "../../core/contracts/professional";
import type { ClaimRequestStatus } from "../../core/domain";

/** "https://www.linkedin.com/in/<handle>" with the handle lower-cased, or null when it is not a profile address. */
export function canonicalLinkedin(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = LINKEDIN_PROFILE_RE.exec(url.trim());
  if (!m) return null;
  let handle = m[1]!;
  try {
    handle = decodeURIComponent(handle);
  } catch {
    // A malformed escape is kept as typed; it still names one profile address.
  }
  return `https://www.linkedin.com/in/${handle.toLowerCase()}`;
}

export interface ClaimRequestRecord {
  id: string;
  status: ClaimRequestStatus;
  method: ClaimRequestView["method"];
  workEmail: string | null;
  linkedinUrl: string | null;
  documentKey: string | null;
  note: string | null;
  reviewReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

export type ClaimProfileRecord = ClaimRequestView["profile"];

export interface ClaimRequestWithProfile {
  request: ClaimRequestRecord;
  profile: ClaimProfileRecord;
}

/** A claim request on the administrators' review list (queries/claim-requests.ts), with the reviewer's hints. */
export interface AdminClaimRecord {
  request: ClaimRequestRecord & { documentType: string | null };
  profile: ClaimProfileRecord & { userId: string | null; linkedinUrl: string | null };
  requester: { userId: string; name: string; email: string };
  reviewerName: string | null;
  checks: AdminClaimRequest["checks"];
}
