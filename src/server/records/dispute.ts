import type { DisputeStatus, DisputeType } from "../../core/domain";
import type { RatingRecord } from "../kernel/rating-records";
import type { AuthorHiddenText } from "./flag";

/** A rating of the caller's own profile with its live dispute, as `queries/professional-ratings.ts` reads it. */
export interface OwnRatingRecord {
  rating: RatingRecord;
  liveDispute: { id: string; status: DisputeStatus } | null;
  disputeAgainFrom: Date | null;
}

export interface DisputeRecord {
  id: string;
  ratingId: string;
  ratingCreatedAt: Date;
  disputeType: DisputeType;
  status: DisputeStatus;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
}

export interface EvidenceRecord {
  id: string;
  messageId: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

export interface MessageRecord {
  id: string;
  /** The thread: only the professional's reaches this audience (an employer's question or answer never does). */
  audience: "professional" | "employer";
  authorRole: "professional" | "admin" | "employer";
  body: string;
  createdAt: Date;
}

/** One dispute of the caller's profile as `queries/professional-disputes.ts` `loadOwnDispute` reads it. */
export interface DisputeDetailRecord {
  dispute: DisputeRecord & {
    statement: string;
    answerDueAt: Date | null;
    reasonCode: string | null;
    decisionStatement: string | null;
  };
  rating: RatingRecord;
  messages: MessageRecord[];
  evidence: EvidenceRecord[];
  /** The professional's own statement or messages a moderator hid (D237): only the reader's own flags. */
  hidden: AuthorHiddenText[];
  /** The professional's appeal of the decision (D326), if filed. */
  appeal: {
    status: "pending" | "upheld" | "rejected";
    statement: string;
    createdAt: Date;
    reasonCode: string | null;
    decisionStatement: string | null;
    decidedAt: Date | null;
  } | null;
}
