import { APPEALS, type AppealReviewers, type DisputeAppealRow } from "../../core/contracts/appeals";
import {
  type AdminDisputeDetail,
  type AdminDisputeRow,
  type AppealRow,
  type ModerationEvent,
  type RaterScreen,
  REASON_LABELS,
  REVIEW,
  STRIKE_EFFECT_LABELS,
} from "../../core/contracts/dispute-review";
import { DISPUTE_TYPE_LABELS } from "../../core/contracts/disputes";
import { currentDeadline, type DisputeState } from "../../core/dispute-workflow";
import { DISPUTE_STATUS_LABELS, type DisputeType } from "../../core/domain";
import { appealAbilities } from "../policies/appeals";
import { claimAbilities, claimHeldBy } from "../policies/review-claim";
import type {
  AdminDisputeDetailRecord,
  AppealRecord,
  DisputeAppealRecord,
  EventRecord,
  FileRecord,
  ReviewDisputeRecord,
  ThreadRecord,
} from "../records/dispute-review";
import { ratingScore } from "./rating";

export const iso = (d: Date) => d.toISOString();

/** A dispute's type and state with their labels, as every audience's list shows them. */
export function presentDisputeKind<S extends DisputeState>(d: { disputeType: DisputeType; status: S }) {
  return {
    type: d.disputeType,
    typeLabel: DISPUTE_TYPE_LABELS[d.disputeType] ?? d.disputeType,
    status: d.status,
    statusLabel: DISPUTE_STATUS_LABELS[d.status] ?? d.status,
  };
}

export function deadlineOf(d: { status: DisputeState; createdAt: Date; answerDueAt: Date | null }) {
  const deadline = currentDeadline({ state: d.status, filedAt: d.createdAt, answerDueAt: d.answerDueAt });
  return deadline ? { kind: deadline.kind, at: iso(deadline.at) } : null;
}

export function presentDecision(d: {
  reasonCode: string | null;
  decisionStatement: string | null;
  resolvedAt: Date | null;
}) {
  if (!d.reasonCode || !d.decisionStatement || !d.resolvedAt) return null;
  return {
    reasonCode: d.reasonCode,
    reasonLabel: REASON_LABELS[d.reasonCode] ?? d.reasonCode,
    statement: d.decisionStatement,
    at: iso(d.resolvedAt),
  };
}

function presentClaim(
  d: { claimedBy: string | null; claimedAt: Date | null; claimedByLabel: string | null },
  moderatorId: string,
  now: Date,
) {
  const holder = claimHeldBy(d, now);
  if (!holder || !d.claimedAt) return null;
  return { byYou: holder === moderatorId, by: d.claimedByLabel ?? "Another moderator", at: iso(d.claimedAt) };
}

export function presentAdminDisputeRow(d: ReviewDisputeRecord, moderatorId: string, now: Date): AdminDisputeRow {
  return {
    id: d.id,
    ...presentDisputeKind(d),
    professionalName: d.professionalName,
    companyName: d.companyName,
    filedAt: iso(d.createdAt),
    deadline: deadlineOf(d),
    overdue: d.overdueAt !== null,
    // A decided dispute is nobody's work any more.
    claim: d.resolvedAt ? null : presentClaim(d, moderatorId, now),
  };
}

const EVENT_LABELS: Record<string, string> = {
  filed: "Dispute filed",
  claimed: "Claimed",
  released: "Released",
  info_requested: "Information requested",
  answered: "Answered",
  message: "Message added",
  deadline_passed: "Answer deadline passed",
  overdue_withheld: "30 days passed: rating withheld from the figures",
  decided: "Decided",
  strike_issued: "Strike issued",
  strike_expired: "Strike expired",
  withdrawn: "Withdrawn",
  appealed: "Strike appealed",
  appeal_claimed: "Appeal claimed",
  appeal_released: "Appeal released",
  appeal_decided: "Appeal decided",
};

export function presentEvent(e: EventRecord): ModerationEvent {
  const actor =
    e.actorRole === "system"
      ? "Standing (automatic)"
      : e.actorRole === "admin"
        ? (e.actorLabel ?? "A moderator")
        : e.actorRole === "employer"
          ? "Employer"
          : "Professional";
  return {
    id: e.id,
    kind: e.kind,
    label: EVENT_LABELS[e.kind] ?? e.kind,
    actor,
    fromState: e.fromState,
    toState: e.toState,
    reasonCode: e.reasonCode,
    note: e.note,
    at: iso(e.createdAt),
  };
}

function presentFile(f: FileRecord) {
  return {
    id: f.id,
    fileName: f.fileName,
    contentType: f.contentType,
    sizeBytes: f.sizeBytes,
    party: f.party,
    createdAt: iso(f.createdAt),
  };
}

export function presentThread(messages: ThreadRecord[], files: FileRecord[]) {
  return messages.map((m) => ({
    id: m.id,
    thread: m.audience,
    author: m.authorRole === "admin" ? ("standing" as const) : m.authorRole,
    authorLabel:
      m.authorRole === "admin" ? REVIEW.reviewerName : m.authorRole === "employer" ? "Employer" : "Professional",
    body: m.body,
    createdAt: iso(m.createdAt),
    evidence: files.filter((f) => f.messageId === m.id).map(presentFile),
  }));
}

export function presentAdminDisputeDetail(
  input: AdminDisputeDetailRecord,
  moderatorId: string,
  now: Date,
  raterScreen: RaterScreen,
): AdminDisputeDetail {
  const { dispute, rating } = input;
  const live = !dispute.resolvedAt;
  const { claim, release, act } = claimAbilities(moderatorId, dispute, now, live);
  return {
    ...presentAdminDisputeRow(dispute, moderatorId, now),
    statement: dispute.statement,
    professionalId: dispute.professionalId,
    rating: {
      id: rating.id,
      status: rating.status,
      employmentStatus: rating.employmentStatus,
      score: ratingScore(rating.scores),
      scores: rating.scores,
      submittedAt: iso(rating.createdAt),
    },
    employer: input.employer,
    evidence: input.files.filter((f) => f.messageId === null).map(presentFile),
    messages: presentThread(input.messages, input.files),
    events: input.events.map(presentEvent),
    decision: presentDecision(dispute),
    can: { claim, release, act },
    // The rater's identifiers, for the screen the text boxes run while typing (D296): this audience only.
    raterScreen,
  };
}

/** What either appeals queue shows of the appeal itself: the statement, the claim, the decision and what may be done. */
function presentAppealCase(
  a: AppealRecord | DisputeAppealRecord,
  moderatorId: string,
  now: Date,
  othersActive: number,
) {
  return {
    statement: a.statement,
    filedAt: iso(a.createdAt),
    claim: presentClaim(a, moderatorId, now),
    decision: presentDecision({
      reasonCode: a.reasonCode,
      decisionStatement: a.decisionStatement,
      resolvedAt: a.decidedAt,
    }),
    selfDecisionReason: a.selfDecisionReason,
    can: appealAbilities(moderatorId, a, othersActive, now),
  };
}

/** `othersActive`: administrators other than this one who can decide now (D328, queries/active-admins.ts). */
export function presentAppealRow(a: AppealRecord, moderatorId: string, now: Date, othersActive: number): AppealRow {
  return {
    id: a.id,
    status: a.status,
    companyName: a.companyName,
    strikeOrdinal: a.strikeOrdinal,
    strikeEffect: STRIKE_EFFECT_LABELS[a.strikeEffect] ?? a.strikeEffect,
    disputeId: a.disputeId,
    flagId: a.flagId,
    ...presentAppealCase(a, moderatorId, now, othersActive),
  };
}

/** A professional's appeal in the administrators' queue (D326); administrators see both parties. */
export function presentDisputeAppealRow(
  a: DisputeAppealRecord,
  moderatorId: string,
  now: Date,
  othersActive: number,
): DisputeAppealRow {
  return {
    id: a.id,
    status: a.status,
    disputeId: a.disputeId,
    professionalName: a.professionalName,
    companyName: a.companyName,
    originalDecision: a.originalReasonCode
      ? {
          reasonLabel: REASON_LABELS[a.originalReasonCode] ?? a.originalReasonCode,
          by: a.originalDecider === moderatorId ? "you" : (a.originalDeciderLabel ?? "another administrator"),
        }
      : null,
    ...presentAppealCase(a, moderatorId, now, othersActive),
  };
}

/** The queue's sentence about who reviews appeals: true with one administrator and with several (D328). */
export function presentAppealReviewers(othersActive: number): AppealReviewers {
  return { othersActive, note: othersActive > 0 ? APPEALS.reviewersOthers(othersActive) : APPEALS.reviewersAlone };
}
