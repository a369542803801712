import { STRIKE_EFFECT_LABELS } from "../../core/contracts/dispute-review";
import {
  EMPLOYER_DISPUTE_HELP,
  type EmployerDispute,
  type EmployerDisputesResponse,
  type EmployerStrike,
} from "../../core/contracts/employer-disputes";
import { canAppeal } from "../../core/dispute-workflow";
import type { FileRecord, ThreadRecord } from "../records/dispute-review";
import type { EmployerDisputeRecord, EmployerDisputesRecord, StrikeRecord } from "../records/employer-disputes";
import type { AuthorHiddenText } from "../records/flag";
import { deadlineOf, iso, presentDecision, presentDisputeKind, presentThread } from "./dispute-review";
import { presentHiddenNote } from "./flag";
import { ratingScore } from "./rating";

/** Only the employer's thread reaches this presenter (the query filters by audience); it re-checks anyway. */
export function presentEmployerDispute(
  d: EmployerDisputeRecord,
  thread: ThreadRecord[],
  files: FileRecord[],
  hidden: AuthorHiddenText[],
): EmployerDispute {
  const own = thread.filter((m) => m.audience === "employer" && m.authorRole !== "professional");
  return {
    id: d.id,
    ...presentDisputeKind(d),
    statusHelp: EMPLOYER_DISPUTE_HELP[d.status],
    filedMonth: d.createdAt.toISOString().slice(0, 7),
    deadline: deadlineOf(d),
    rating: {
      id: d.ratingId,
      professionalName: d.professionalName,
      employmentStatus: d.employmentStatus,
      score: ratingScore(d.scores),
      submittedAt: iso(d.ratingCreatedAt),
    },
    messages: presentThread(
      own,
      files.filter((f) => f.party === "employer"),
    ),
    decision: presentDecision(d),
    awaitingYourAnswer: d.status === "awaiting_employer",
    hidden: hidden.filter((h) => own.some((m) => m.id === h.subjectId)).map(presentHiddenNote),
  };
}

export function presentEmployerStrike(s: StrikeRecord, now: Date): EmployerStrike {
  return {
    id: s.id,
    ordinal: s.ordinal,
    effect: s.effect,
    effectLabel: STRIKE_EFFECT_LABELS[s.effect],
    status: s.status,
    disputeId: s.disputeId,
    moderation: s.disputeId === null ? s.moderation : null,
    issuedAt: iso(s.issuedAt),
    expiresAt: iso(s.expiresAt),
    appealDeadline: iso(s.appealDeadline),
    canAppeal: canAppeal({ issuedAt: s.issuedAt, status: s.status, appealed: s.appeal !== null }, now),
    appeal: s.appeal
      ? {
          id: s.appeal.id,
          status: s.appeal.status,
          statement: s.appeal.statement,
          decision: presentDecision({
            reasonCode: s.appeal.reasonCode,
            decisionStatement: s.appeal.decisionStatement,
            resolvedAt: s.appeal.decidedAt,
          }),
          hidden: s.appeal.hidden ? presentHiddenNote(s.appeal.hidden) : null,
        }
      : null,
  };
}

export function presentEmployerDisputes(r: EmployerDisputesRecord, now: Date): EmployerDisputesResponse {
  const strikes = r.strikes.map((s) => presentEmployerStrike(s, now));
  const suspendedUntil = r.suspendedUntil && r.suspendedUntil.getTime() > now.getTime() ? r.suspendedUntil : null;
  return {
    disputes: r.disputes.map((d) => presentEmployerDispute(d.dispute, d.thread, d.files, r.hidden)),
    strikes,
    standing: {
      activeStrikes: strikes.filter((s) => s.status === "active").length,
      suspendedUntil: suspendedUntil ? suspendedUntil.toISOString() : null,
      permanentlySuspended: r.permanentlySuspended,
    },
  };
}
