import type { STRIKE_EFFECT_LABELS } from "../../core/contracts/dispute-review";
import type { Scores } from "../../core/contracts/employer";
import type { DisputeState } from "../../core/dispute-workflow";
import type { DisputeType, EmploymentStatus } from "../../core/domain";

/**
 * The review side's audiences (issue 14). Moderators see everything, the employer included (SPEC: "traceable in
 * audit logs", administrators only). The employer sees its own rating, the type, the state and deadline, and its
 * own thread — never the professional's statement, evidence or messages (D104). Each field is named here.
 */

export interface ReviewDisputeRecord {
  id: string;
  disputeType: DisputeType;
  status: DisputeState;
  createdAt: Date;
  answerDueAt: Date | null;
  overdueAt: Date | null;
  claimedBy: string | null;
  claimedByLabel: string | null;
  claimedAt: Date | null;
  reasonCode: string | null;
  decisionStatement: string | null;
  resolvedAt: Date | null;
  professionalName: string;
  companyName: string | null;
}

export interface EventRecord {
  id: string;
  kind: string;
  actorRole: string;
  actorLabel: string | null;
  fromState: string | null;
  toState: string | null;
  reasonCode: string | null;
  note: string | null;
  createdAt: Date;
}

export interface ThreadRecord {
  id: string;
  audience: "professional" | "employer";
  authorRole: "professional" | "employer" | "admin";
  body: string;
  createdAt: Date;
}

export interface FileRecord {
  id: string;
  messageId: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  party: "professional" | "employer";
  createdAt: Date;
}

/** What the moderator's dispute page reads (queries/admin-disputes.ts). */
export interface AdminDisputeDetailRecord {
  dispute: ReviewDisputeRecord & { statement: string; professionalId: string };
  rating: { id: string; status: string; employmentStatus: EmploymentStatus; scores: Scores; createdAt: Date };
  employer: { id: string; companyName: string; activeStrikes: number; email: string } | null;
  messages: ThreadRecord[];
  files: FileRecord[];
  events: EventRecord[];
}

/** What either appeals queue shows of an appeal itself: its statement, claim and decision. */
interface AppealQueueFields {
  id: string;
  status: "pending" | "upheld" | "rejected";
  statement: string;
  createdAt: Date;
  claimedBy: string | null;
  claimedByLabel: string | null;
  claimedAt: Date | null;
  reasonCode: string | null;
  decisionStatement: string | null;
  decidedAt: Date | null;
  originalDecider: string | null;
  selfDecisionReason: string | null;
}

/** An employer's appeal of a strike. */
export interface AppealRecord extends AppealQueueFields {
  companyName: string;
  strikeOrdinal: number;
  strikeEffect: keyof typeof STRIKE_EFFECT_LABELS;
  disputeId: string | null;
  flagId: string | null;
}

/** A professional's appeal of a dismissal. */
export interface DisputeAppealRecord extends AppealQueueFields {
  disputeId: string;
  professionalName: string;
  companyName: string | null;
  originalReasonCode: string | null;
  originalDeciderLabel: string | null;
}
