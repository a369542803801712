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
