import { DISPUTE_TYPES } from "../../../core/domain";
import { DAY_MS, iso } from "../seed-generator";
import { type Case, type HistoryLog, reasonLabel } from "./log";
import type { AppealRow, DisputeRow } from "./rows";
import { issueStrike } from "./strikes";
import {
  APPEAL_REJECT_STATEMENTS,
  APPEAL_UPHOLD_STATEMENTS,
  PRO_APPEALS,
  SELF_DECISION_REASON,
  STRIKE_APPEALS,
} from "./texts";

/** The administrator's answer to an appeal: a reason drawn for the outcome, its statement, written on the appeal row. */
function decideAppeal(
  log: HistoryLog,
  appeal: Pick<AppealRow, "decided_by" | "reason_code" | "decision_statement" | "self_decision_reason" | "decided_at">,
  upheld: boolean,
  atMs: number,
): { reason: string; statement: string } {
  const reason = upheld
    ? log.rng.pick(["new_evidence", "decision_error"])
    : log.rng.pick(["decision_stands", "no_new_evidence"]);
  const statement = (upheld ? APPEAL_UPHOLD_STATEMENTS : APPEAL_REJECT_STATEMENTS)[reason] as string;
  Object.assign(appeal, {
    decided_by: log.adminId,
    reason_code: reason,
    decision_statement: statement,
    self_decision_reason: SELF_DECISION_REASON,
    decided_at: iso(atMs),
  });
  return { reason, statement };
}

export function strikeAppeal(log: HistoryLog, c: Case, row: DisputeRow, outcome: "pending" | "upheld" | "rejected") {
  const { rng, adminId, nowMs } = log;
  const strike = log.rows.strikes.find((s) => s.dispute_id === row.id);
  if (!strike) return;
  const issuedMs = Date.parse(strike.issued_at);
  const filedMs =
    outcome === "pending" ? Math.min(nowMs - 2 * DAY_MS, issuedMs + 4 * DAY_MS) : issuedMs + rng.float(2, 20) * DAY_MS;
  // Within the 30-day window, and not in the future; one still undecided today is pending.
  if (filedMs >= nowMs || filedMs <= issuedMs) return;
  const decideAt = filedMs + rng.float(3, 9) * DAY_MS;
  if (decideAt >= nowMs) outcome = "pending";
  const decidedMs = outcome === "pending" ? null : decideAt;
  const appeal: AppealRow = {
    id: rng.uuid(),
    subject_id: strike.id,
    party_id: c.rating.employerId,
    filed_by: c.rating.employerUserId,
    statement: rng.pick(STRIKE_APPEALS),
    status: outcome,
    decided_by: null,
    reason_code: null,
    decision_statement: null,
    self_decision_reason: null,
    created_at: iso(filedMs),
    decided_at: null,
  };
  log.rows.strikeAppeals.push(appeal);
  log.event({
    dispute_id: row.id,
    strike_id: strike.id,
    kind: "appealed",
    actor_role: "employer",
    actor_id: c.rating.employerUserId,
    from_state: "active",
    to_state: "pending",
    created_at: iso(filedMs),
  });
  if (decidedMs === null) return;
  const upheld = outcome === "upheld";
  const { reason, statement } = decideAppeal(log, appeal, upheld, decidedMs);
  log.event({
    dispute_id: row.id,
    strike_id: strike.id,
    kind: "appeal_decided",
    actor_role: "admin",
    actor_id: adminId,
    from_state: "pending",
    to_state: outcome,
    reason_code: reason,
    note: statement,
    created_at: iso(decidedMs),
  });
  log.notice(
    "employerAppealDecided",
    c.rating.employerUserId,
    { upheld, reason: reasonLabel(reason), statement },
    decidedMs + 60_000,
  );
  if (!upheld) return;
  // The strike is reversed and the dispute overturned: the rating counts again.
  Object.assign(strike, { status: "reversed", ended_at: iso(decidedMs) });
  log.event({
    dispute_id: row.id,
    strike_id: strike.id,
    kind: "strike_reversed",
    actor_role: "admin",
    actor_id: adminId,
    from_state: "active",
    to_state: "reversed",
    created_at: iso(decidedMs),
  });
  Object.assign(row, { status: "overturned", updated_at: iso(decidedMs) });
  log.notice("professionalRatingRestored", c.rating.ownerUserId, {}, decidedMs + 60_000);
}

export function proAppeal(
  log: HistoryLog,
  c: Case,
  row: DisputeRow,
  decidedMs: number,
  outcome: "pending" | "upheld" | "rejected",
) {
  const { rng, adminId, nowMs } = log;
  const r = c.rating;
  const filedMs = outcome === "pending" ? Math.min(nowMs - 3 * DAY_MS, decidedMs + 5 * DAY_MS) : decidedMs + 5 * DAY_MS;
  if (filedMs >= nowMs || filedMs <= decidedMs) return;
  if (filedMs + 6 * DAY_MS >= nowMs) outcome = "pending";
  const appealDecidedMs = outcome === "pending" ? null : filedMs + 6 * DAY_MS;
  const typeLabel = DISPUTE_TYPES.find((t) => t.key === c.type)?.label ?? c.type;
  const appeal = {
    id: rng.uuid(),
    subject_id: row.id,
    party_id: r.professionalId,
    filed_by: r.ownerUserId,
    statement: rng.pick(PRO_APPEALS),
    status: outcome,
    original_decided_by: adminId,
    decided_by: null as string | null,
    reason_code: null as string | null,
    decision_statement: null as string | null,
    self_decision_reason: null as string | null,
    created_at: iso(filedMs),
    decided_at: null as string | null,
  };
  log.rows.disputeAppeals.push(appeal);
  log.event({
    dispute_id: row.id,
    kind: "dispute_appealed",
    actor_role: "professional",
    actor_id: r.ownerUserId,
    from_state: "dismissed",
    to_state: "dismissed",
    created_at: iso(filedMs),
  });
  log.notice("employerDisputeAppealed", r.employerUserId, { typeLabel }, filedMs + 60_000);
  if (appealDecidedMs === null) return;
  const upheld = outcome === "upheld";
  const { reason, statement } = decideAppeal(log, appeal, upheld, appealDecidedMs);
  log.event({
    dispute_id: row.id,
    kind: "dispute_appeal_decided",
    actor_role: "admin",
    actor_id: adminId,
    from_state: "dismissed",
    to_state: upheld ? "upheld" : "dismissed",
    reason_code: reason,
    note: statement,
    created_at: iso(appealDecidedMs),
  });
  const args = { upheld, reason: reasonLabel(reason), statement };
  log.notice("professionalAppealDecided", r.ownerUserId, args, appealDecidedMs + 60_000);
  log.notice("employerDisputeAppealDecided", r.employerUserId, args, appealDecidedMs + 60_000);
  if (!upheld) return;
  // Granted: the rating is removed as an upheld dispute's is, with its strike (D326).
  Object.assign(row, { status: "upheld", updated_at: iso(appealDecidedMs) });
  issueStrike(log, r, row.id, appealDecidedMs);
}
