import { APPEAL_LIMITS, APPEAL_STATUS_LABELS, type ProfessionalAppeal } from "../../core/contracts/appeals";
import { REASON_LABELS } from "../../core/contracts/dispute-review";
import {
  DISPUTES,
  type DisputeDetail,
  type DisputeMessage,
  type DisputeSummary,
  type EvidenceFile,
  type OwnRating,
} from "../../core/contracts/disputes";
import { currentDeadline } from "../../core/dispute-workflow";
import { DISPUTE_STATUS_LABELS, type DisputeStatus, type RatingStatus } from "../../core/domain";
import { isLiveDispute } from "../policies/disputes";
import type { DisputeDetailRecord, DisputeRecord, EvidenceRecord, OwnRatingRecord } from "../records/dispute";
import { presentDisputeKind } from "./dispute-review";
import { presentHiddenNote } from "./flag";
import { presentRatingForPublic } from "./rating";

function deadlineFor(d: { status: DisputeStatus; createdAt: Date; answerDueAt: Date | null }) {
  const deadline = currentDeadline({ state: d.status, filedAt: d.createdAt, answerDueAt: d.answerDueAt });
  return deadline ? { kind: deadline.kind, at: deadline.at.toISOString() } : null;
}

/**
 * The professional's audience for ratings of their own profile and for their disputes. Built on the public
 * rating presenter (scores and month, no author, no exact time) plus the rating's status and live dispute.
 * Messages name the reviewer only as "Standing Trust & Safety"; employer-authored messages are not shown
 * (the reviewer relays what matters), and nothing here reads the rating's attribution.
 */

export function presentOwnRating({ rating, liveDispute, disputeAgainFrom }: OwnRatingRecord): OwnRating {
  const base = presentRatingForPublic(rating);
  const status = rating.status as RatingStatus;
  return {
    id: base.id,
    employmentStatus: base.employmentStatus,
    status,
    scores: base.scores,
    score: base.score,
    month: base.month,
    dispute: liveDispute
      ? { id: liveDispute.id, status: liveDispute.status, statusLabel: DISPUTE_STATUS_LABELS[liveDispute.status] }
      : null,
    canDispute: status !== "removed" && liveDispute === null && disputeAgainFrom === null,
    disputeAgainFrom: status !== "removed" && liveDispute === null ? (disputeAgainFrom?.toISOString() ?? null) : null,
  };
}

export function presentDisputeSummary(d: DisputeRecord): DisputeSummary {
  return {
    id: d.id,
    ratingId: d.ratingId,
    ratingMonth: d.ratingCreatedAt.toISOString().slice(0, 7),
    ...presentDisputeKind(d),
    live: isLiveDispute(d.status),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    resolvedAt: d.resolvedAt ? d.resolvedAt.toISOString() : null,
  };
}

export function presentEvidence(e: EvidenceRecord): EvidenceFile {
  return {
    id: e.id,
    fileName: e.fileName,
    contentType: e.contentType,
    sizeBytes: e.sizeBytes,
    createdAt: e.createdAt.toISOString(),
  };
}

/**
 * The appeal part of the professional's dispute page (D326): a dismissal may be appealed once within 30 days of it.
 * Only the professional's own words, the outcome and its screened statement (D296); never who decided.
 */
export function presentProfessionalAppeal(input: DisputeDetailRecord, now: Date): ProfessionalAppeal {
  const { dispute, appeal } = input;
  const appealBy =
    dispute.status === "dismissed" && dispute.resolvedAt
      ? new Date(dispute.resolvedAt.getTime() + APPEAL_LIMITS.windowDays * 86_400_000)
      : null;
  return {
    canAppeal: appeal === null && appealBy !== null && now.getTime() <= appealBy.getTime(),
    appealBy: appeal === null && appealBy ? appealBy.toISOString() : null,
    filed: appeal
      ? {
          status: appeal.status,
          statusLabel: APPEAL_STATUS_LABELS[appeal.status],
          statement: appeal.statement,
          filedAt: appeal.createdAt.toISOString(),
          decision: presentReasonedDecision(appeal.reasonCode, appeal.decisionStatement, appeal.decidedAt),
        }
      : null,
  };
}

/** A decision as the professional reads it: the reason's label, the statement and when; none until decided. */
function presentReasonedDecision(reasonCode: string | null, statement: string | null, at: Date | null) {
  return reasonCode && statement && at
    ? { reasonLabel: REASON_LABELS[reasonCode] ?? reasonCode, statement, at: at.toISOString() }
    : null;
}

export function presentDisputeDetail(input: DisputeDetailRecord, now: Date): DisputeDetail {
  const { dispute, rating } = input;
  const live = isLiveDispute(dispute.status);
  const own = presentOwnRating({ rating, liveDispute: null, disputeAgainFrom: null });
  const messages: DisputeMessage[] = input.messages
    .filter((m) => m.audience === "professional" && (m.authorRole === "professional" || m.authorRole === "admin"))
    .map((m) => ({
      id: m.id,
      author: m.authorRole === "admin" ? ("standing" as const) : ("you" as const),
      authorLabel: m.authorRole === "admin" ? DISPUTES.reviewerName : DISPUTES.youName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      // `evidence` holds only files the professional uploaded (the query filters by uploader).
      evidence: input.evidence.filter((e) => e.messageId === m.id).map(presentEvidence),
    }));
  return {
    ...presentDisputeSummary(dispute),
    statement: dispute.statement,
    rating: {
      id: own.id,
      employmentStatus: own.employmentStatus,
      status: own.status,
      scores: own.scores,
      score: own.score,
      month: own.month,
    },
    evidence: input.evidence.filter((e) => e.messageId === null).map(presentEvidence),
    messages,
    canMessage: live,
    awaitingAnswer: dispute.status === "needs_info",
    canWithdraw: live,
    deadline: deadlineFor(dispute),
    decision: presentReasonedDecision(dispute.reasonCode, dispute.decisionStatement, dispute.resolvedAt),
    hidden: input.hidden.map(presentHiddenNote),
    appeal: presentProfessionalAppeal(input, now),
  };
}
