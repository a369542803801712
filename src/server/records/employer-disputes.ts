import type { STRIKE_EFFECT_LABELS } from "../../core/contracts/dispute-review";
import type { Scores } from "../../core/contracts/employer";
import type { DisputeState } from "../../core/dispute-workflow";
import type { DisputeType, EmploymentStatus } from "../../core/domain";
import type { FileRecord, ThreadRecord } from "./dispute-review";
import type { AuthorHiddenText } from "./flag";

/**
 * The employer's audience of the review side (issue 14, D104): its own rating, the type, the state and deadline,
 * and its own thread — never the professional's statement, evidence or messages. Each field is named here.
 */

export interface EmployerDisputeRecord {
  id: string;
  disputeType: DisputeType;
  status: DisputeState;
  createdAt: Date;
  answerDueAt: Date | null;
  reasonCode: string | null;
  decisionStatement: string | null;
  resolvedAt: Date | null;
  ratingId: string;
  professionalName: string;
  employmentStatus: EmploymentStatus;
  scores: Scores;
  ratingCreatedAt: Date;
}

export interface StrikeRecord {
  id: string;
  ordinal: number;
  effect: keyof typeof STRIKE_EFFECT_LABELS;
  status: "active" | "reversed" | "expired";
  disputeId: string | null;
  moderation: { reason: string; professionalName: string | null } | null;
  issuedAt: Date;
  expiresAt: Date;
  appealDeadline: Date;
  appeal: {
    id: string;
    status: "pending" | "upheld" | "rejected";
    statement: string;
    reasonCode: string | null;
    decisionStatement: string | null;
    decidedAt: Date | null;
    hidden: AuthorHiddenText | null;
  } | null;
}

/** What /employer/disputes reads (queries/employer-disputes.ts): each dispute with its own thread and files. */
export interface EmployerDisputesRecord {
  disputes: Array<{ dispute: EmployerDisputeRecord; thread: ThreadRecord[]; files: FileRecord[] }>;
  hidden: AuthorHiddenText[];
  strikes: StrikeRecord[];
  suspendedUntil: Date | null;
  permanentlySuspended: boolean;
}
