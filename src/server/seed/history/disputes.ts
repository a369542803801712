import {
  addBusinessDays,
  answerDueAt,
  type DisputeState,
  decisionDueAt,
  ratingStateFor,
} from "../../../core/dispute-workflow";
import { DISPUTE_TYPES } from "../../../core/domain";
import { DAY_MS, iso } from "../seed-generator";
import { proAppeal, strikeAppeal } from "./appeals";
import { type Case, type HistoryLog, HOUR_MS, reasonLabel } from "./log";
import type { DisputeRow } from "./rows";
import { issueStrike } from "./strikes";
import {
  DISMISS_KEYS,
  DISMISS_STATEMENTS,
  EMPLOYER_ANSWERS,
  PRO_ANSWERS,
  PRO_STATEMENTS,
  QUESTION_TO_EMPLOYER,
  QUESTION_TO_PRO,
  REMOVE_FOR,
  REMOVE_STATEMENTS,
} from "./texts";

/** The time `answerDueAt` gives for a request made `dueMs` minus some whole days earlier (searching 5..9 days back). */
function requestTimeFor(dueMs: number): number {
  for (let back = 5; back <= 9; back++) {
    const at = dueMs - back * DAY_MS;
    if (addBusinessDays(new Date(at), 5).getTime() === dueMs) return at;
  }
  return dueMs - 7 * DAY_MS;
}

export function writeDispute(log: HistoryLog, c: Case): void {
  const { rng, adminId, nowMs } = log;
  const r = c.rating;
  const id = rng.uuid();
  const filed = c.filedMs;
  const typeLabel = DISPUTE_TYPES.find((t) => t.key === c.type)?.label ?? c.type;
  const decisionDue = decisionDueAt(new Date(filed)).getTime();
  const row: DisputeRow = {
    id,
    rating_id: r.ratingId,
    professional_id: r.professionalId,
    opened_by: r.ownerUserId,
    dispute_type: c.type,
    statement: rng.pick(PRO_STATEMENTS[c.type]),
    status: "open",
    claimed_by: null,
    claimed_at: null,
    answer_due_at: null,
    decision_due_at: iso(decisionDue),
    overdue_at: null,
    decided_by: null,
    reason_code: null,
    decision_statement: null,
    created_at: iso(filed),
    updated_at: iso(filed),
    resolved_at: null,
  };
  log.rows.disputes.push(row);
  log.event({
    dispute_id: id,
    kind: "filed",
    actor_role: "professional",
    actor_id: r.ownerUserId,
    to_state: "open",
    reason_code: c.type,
    created_at: iso(filed),
  });
  log.notice(
    "employerDisputeReceived",
    r.employerUserId,
    { typeLabel, decisionBy: new Date(decisionDue) },
    filed + 60_000,
  );

  const plan = c.plan;
  let state: DisputeState = "open";
  let t = filed;
  const move = (to: DisputeState, atMs: number) => {
    state = to;
    t = atMs;
    row.status = to;
    row.updated_at = iso(atMs);
  };
  const claim = (atMs: number) => {
    log.event({
      dispute_id: id,
      kind: "claimed",
      actor_role: "admin",
      actor_id: adminId,
      from_state: state,
      to_state: state === "open" ? "under_review" : state,
      created_at: iso(atMs),
    });
    row.claimed_by = adminId;
    row.claimed_at = iso(atMs);
    move(state === "open" ? "under_review" : state, atMs);
  };
  const ask = (party: "employer" | "professional", requestedMs: number, answered: boolean, dueMs?: number) => {
    const due = dueMs ?? answerDueAt(new Date(requestedMs)).getTime();
    const to: DisputeState = party === "employer" ? "awaiting_employer" : "needs_info";
    const question = rng.pick(party === "employer" ? QUESTION_TO_EMPLOYER : QUESTION_TO_PRO);
    const messageId = log.message(id, {
      author_role: "admin",
      author_id: adminId,
      audience: party,
      body: question,
      created_at: iso(requestedMs),
    });
    log.event({
      dispute_id: id,
      kind: "info_requested",
      actor_role: "admin",
      actor_id: adminId,
      from_state: state,
      to_state: to,
      reason_code: party,
      note: question,
      message_id: messageId,
      created_at: iso(requestedMs),
    });
    log.notice(
      party === "employer" ? "employerInfoRequested" : "professionalInfoRequested",
      party === "employer" ? r.employerUserId : r.ownerUserId,
      { dueAt: new Date(due) },
      requestedMs + 60_000,
    );
    move(to, requestedMs);
    row.answer_due_at = iso(due);
    if (!answered) return;
    const answerMs = requestedMs + rng.float(0.5, 3.5) * DAY_MS;
    const author = party === "employer" ? r.employerUserId : r.ownerUserId;
    const answerId = log.message(id, {
      author_role: party,
      author_id: author,
      audience: party,
      body: rng.pick(party === "employer" ? EMPLOYER_ANSWERS : PRO_ANSWERS),
      created_at: iso(answerMs),
    });
    log.event({
      dispute_id: id,
      kind: "answered",
      actor_role: party,
      actor_id: author,
      from_state: to,
      to_state: "under_review",
      message_id: answerId,
      created_at: iso(answerMs),
    });
    row.answer_due_at = null;
    move("under_review", answerMs);
  };

  switch (plan.kind) {
    case "open":
      break;
    case "under_review":
      claim(Math.max(filed + HOUR_MS, nowMs - rng.float(2, 20) * HOUR_MS));
      break;
    case "awaiting_employer": {
      const dueMs = plan.dueMs ?? answerDueAt(new Date(nowMs - 2 * DAY_MS)).getTime();
      const requested = requestTimeFor(dueMs);
      claim(Math.min(requested - HOUR_MS, filed + 6 * HOUR_MS));
      ask("employer", requested, false, dueMs);
      break;
    }
    case "needs_info": {
      claim(filed + 20 * HOUR_MS);
      ask("professional", nowMs - 2 * DAY_MS, false);
      break;
    }
    case "overdue": {
      claim(filed + 2 * DAY_MS);
      ask("employer", filed + 3 * DAY_MS, true);
      // Thirty days after filing, still undecided: the rating stops counting until decided (D102).
      row.overdue_at = iso(decisionDue);
      log.event({
        dispute_id: id,
        kind: "overdue_withheld",
        actor_role: "system",
        actor_id: null,
        from_state: state,
        to_state: state,
        created_at: iso(decisionDue),
      });
      log.notice("professionalOverdue", r.ownerUserId, {}, decisionDue);
      break;
    }
    case "withdrawn": {
      const at = filed + plan.afterDays * DAY_MS;
      log.event({
        dispute_id: id,
        kind: "withdrawn",
        actor_role: "professional",
        actor_id: r.ownerUserId,
        from_state: state,
        to_state: "withdrawn",
        created_at: iso(at),
      });
      log.notice("employerDisputeWithdrawn", r.employerUserId, { typeLabel }, at + 60_000);
      move("withdrawn", at);
      row.resolved_at = iso(at);
      break;
    }
    case "decided": {
      const decidedMs = filed + plan.decideAfterDays * DAY_MS;
      claim(filed + Math.min(1, plan.decideAfterDays / 4) * DAY_MS);
      if (plan.ask) {
        const askedMs = Math.max(t + HOUR_MS, filed + plan.decideAfterDays * 0.3 * DAY_MS);
        const dueMs = answerDueAt(new Date(askedMs)).getTime();
        const answered = rng.chance(0.7);
        ask(plan.ask, askedMs, answered && askedMs + 3.5 * DAY_MS < decidedMs);
        if (row.status !== "under_review" && dueMs < decidedMs) {
          // No answer: the deadline passed and the dispute came back to the moderator. (A decision before the
          // deadline is taken from the waiting state, as the workflow allows.)
          log.event({
            dispute_id: id,
            kind: "deadline_passed",
            actor_role: "system",
            actor_id: null,
            from_state: state,
            to_state: "under_review",
            created_at: iso(dueMs),
          });
          row.answer_due_at = null;
          move("under_review", dueMs);
        }
      }
      decide(log, c, row, decidedMs, plan.outcome, row.status);
      const decidedState = row.status;
      if (plan.appeal && plan.outcome === "remove") strikeAppeal(log, c, row, plan.appeal);
      else if (plan.appeal && plan.outcome === "dismiss" && decidedState === "dismissed")
        proAppeal(log, c, row, decidedMs, plan.appeal);
      break;
    }
  }
  log.statuses.set(r.ratingId, ratingStateFor(row.status, row.overdue_at !== null));
}

function decide(
  log: HistoryLog,
  c: Case,
  row: DisputeRow,
  atMs: number,
  outcome: "remove" | "dismiss",
  from: DisputeState,
) {
  const { rng, adminId } = log;
  const r = c.rating;
  const reason = outcome === "remove" ? rng.pick(REMOVE_FOR[c.type]) : rng.pick(DISMISS_KEYS);
  const statement = (outcome === "remove" ? REMOVE_STATEMENTS : DISMISS_STATEMENTS)[reason] as string;
  const to: DisputeState = outcome === "remove" ? "upheld" : "dismissed";
  Object.assign(row, {
    status: to,
    decided_by: adminId,
    reason_code: reason,
    decision_statement: statement,
    answer_due_at: null,
    resolved_at: iso(atMs),
    updated_at: iso(atMs),
  });
  log.event({
    dispute_id: row.id,
    kind: "decided",
    actor_role: "admin",
    actor_id: adminId,
    from_state: from,
    to_state: to,
    reason_code: reason,
    note: statement,
    created_at: iso(atMs),
  });
  const label = reasonLabel(reason);
  const args = { removed: outcome === "remove", reason: label, statement };
  log.notice("professionalDecision", r.ownerUserId, args, atMs + 60_000);
  log.notice("employerDecision", r.employerUserId, args, atMs + 60_000);
  if (outcome === "remove") issueStrike(log, r, row.id, atMs);
}
