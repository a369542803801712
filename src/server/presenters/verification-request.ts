import type { AdminVerificationRequest, VerificationRequestView } from "../../core/contracts/employer";
import type { VerificationStatus } from "../../core/domain";
import type { VerificationRequestRecord } from "../records/verification-request";

/** A verification request; the employer sees its EIN masked (`maskEin`), administrators in full. */
export function presentVerificationRequest(row: VerificationRequestRecord, maskEin: boolean): VerificationRequestView {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    ein: row.ein && maskEin ? `${row.ein.slice(0, 3)}XXX${row.ein.slice(-4)}` : row.ein,
    state: row.state,
    entityNumber: row.entityNumber,
    hasDocument: row.documentKey !== null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A request in the administrators' queue: the EIN in full, the employer that filed it, the document's type and size. */
export function presentVerificationRequestForAdmin(r: {
  request: VerificationRequestRecord;
  employer: AdminVerificationRequest["employer"] & { verificationStatus: VerificationStatus };
}): AdminVerificationRequest {
  return {
    ...presentVerificationRequest(r.request, false),
    employer: {
      id: r.employer.id,
      companyName: r.employer.companyName,
      companyWebsite: r.employer.companyWebsite,
      verificationStatus: r.employer.verificationStatus,
      contactEmail: r.employer.contactEmail,
    },
    documentType: r.request.documentType,
    documentSize: r.request.documentSize,
  };
}
