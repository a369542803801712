import { eq } from "drizzle-orm";
import type { VerificationStatus } from "../../core/domain";
import type { Db } from "../db/client";
import { employers, employerVerificationRequests, user } from "../db/schema";
import type { VerificationRequestRecord } from "../records/verification-request";
import { pendingFirst } from "./admin-queues";

/** Employer verification requests as records (`presenters/verification-request.ts` shapes them per audience). */
export const requestColumns = {
  id: employerVerificationRequests.id,
  method: employerVerificationRequests.method,
  status: employerVerificationRequests.status,
  ein: employerVerificationRequests.ein,
  state: employerVerificationRequests.state,
  entityNumber: employerVerificationRequests.entityNumber,
  documentKey: employerVerificationRequests.documentKey,
  documentType: employerVerificationRequests.documentType,
  documentSize: employerVerificationRequests.documentSize,
  reason: employerVerificationRequests.reason,
  createdAt: employerVerificationRequests.createdAt,
  decidedAt: employerVerificationRequests.decidedAt,
};

/** One request in the administrators' queue with the employer that filed it. */
export interface AdminVerificationRequestRecord {
  request: VerificationRequestRecord;
  employer: {
    id: string;
    companyName: string;
    companyWebsite: string | null;
    verificationStatus: VerificationStatus;
    contactEmail: string | null;
  };
}

/** Pending requests first (oldest first: the review queue), then the latest decisions. Administrators only. */
export async function listVerificationRequestsForAdmin(db: Db): Promise<AdminVerificationRequestRecord[]> {
  const rows = await db
    .select({
      request: requestColumns,
      employer: {
        id: employers.id,
        companyName: employers.companyName,
        companyWebsite: employers.companyWebsite,
        verificationStatus: employers.verificationStatus,
        contactEmail: user.email,
      },
    })
    .from(employerVerificationRequests)
    .innerJoin(employers, eq(employers.id, employerVerificationRequests.employerId))
    .leftJoin(user, eq(user.id, employers.userId))
    .orderBy(...pendingFirst(employerVerificationRequests))
    .limit(200);
  return rows.map((r) => ({
    request: r.request as VerificationRequestRecord,
    employer: {
      id: r.employer.id,
      companyName: r.employer.companyName,
      companyWebsite: r.employer.companyWebsite,
      verificationStatus: r.employer.verificationStatus as VerificationStatus,
      contactEmail: r.employer.contactEmail ?? null,
    },
  }));
}

export async function loadVerificationDocument(db: Db, requestId: string) {
  const [row] = await db
    .select({ key: employerVerificationRequests.documentKey, type: employerVerificationRequests.documentType })
    .from(employerVerificationRequests)
    .where(eq(employerVerificationRequests.id, requestId));
  return row?.key && row.type ? { key: row.key, type: row.type } : null;
}
