import type { VerificationRequestView } from "../../core/contracts/employer";
import type { VerificationRequestStatus } from "../../core/domain";

export interface VerificationRequestRecord {
  id: string;
  method: "ein" | "state_registration";
  status: VerificationRequestStatus;
  ein: string | null;
  state: string | null;
  entityNumber: string | null;
  documentKey: string | null;
  documentType: string | null;
  documentSize: number | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

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
