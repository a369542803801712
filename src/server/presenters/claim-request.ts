import type { AdminClaimRequest, ClaimRequestView } from "../../core/contracts/professional";
import type { AdminClaimRecord, ClaimRequestWithProfile } from "../records/claim-request";

/** A claim request as its requester sees it (their own requests, the overview's pending claim). */
export function presentClaimRequestForRequester({ request: r, profile: p }: ClaimRequestWithProfile): ClaimRequestView {
  return {
    id: r.id,
    status: r.status,
    method: r.method,
    profile: {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      headline: p.headline,
      city: p.city,
      state: p.state,
    },
    workEmail: r.workEmail,
    linkedinUrl: r.linkedinUrl,
    hasDocument: r.documentKey !== null,
    note: r.note,
    reviewReason: r.reviewReason,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  };
}

export function presentClaimRequestForAdmin(r: AdminClaimRecord): AdminClaimRequest {
  return {
    ...presentClaimRequestForRequester({ request: r.request, profile: r.profile }),
    profile: {
      id: r.profile.id,
      firstName: r.profile.firstName,
      lastName: r.profile.lastName,
      headline: r.profile.headline,
      city: r.profile.city,
      state: r.profile.state,
      isClaimed: r.profile.userId !== null,
      linkedinUrl: r.profile.linkedinUrl,
    },
    requester: { userId: r.requester.userId, name: r.requester.name, email: r.requester.email },
    documentType: r.request.documentType,
    checks: r.checks,
    reviewerName: r.reviewerName,
  };
}
