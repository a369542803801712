import { sql } from "drizzle-orm";
import { REASON_LABELS } from "../../core/contracts/dispute-review";
import { DISPUTE_NOTICES, type DisputeNoticeName } from "../../core/dispute-notices";
import {
  addBusinessDays,
  answerDueAt,
  appealDeadline,
  type DisputeState,
  decisionDueAt,
  ratingStateFor,
  STRIKE_RULES,
  strikeEffect,
  strikeExpiresAt,
  suspensionEndsAt,
} from "../../core/dispute-workflow";
import { DISPUTE_TYPES, type DisputeType } from "../../core/domain";
import { DISPUTE_NOTICE_KINDS } from "../commands/send-dispute-notice";
import type { Prng } from "./prng";
import { DAY_MS, iso } from "./seed-generator";

/**
 * A year of trust-and-safety history for the demo (issue 34 §5, D0332): disputes in every state with their
 * conversations and moderation events, decisions with statements of reasons, strikes (issued, reversed on appeal,
 * expired), both sides' appeals, fairness flags, the parties' in-app notices and a few profile lookups.
 *
 * Planned in memory from the seed's own PRNG stream (so the profiles drawn before it are unchanged) and written as
 * rows, in the seed's transaction, before the first publication: a rating an upheld dispute removed is not counted
 * in the published figures, as after a real decision. The states and dates follow the pure rules the commands use
 * (core/dispute-workflow.ts: transitions, the rating's state, answer deadlines in business days, 30-day decision
 * date, strike effects by ordinal, appeal windows, expiry after a year). No e-mail is written: a historic notice
 * that went out by mail months ago must not be sent now. The amount is bounded (at most `MAX_DISPUTES`), so the
 * million-profile seed pays the same few milliseconds as the demo.
 *
 * Texts: statements and questions to a professional never name the employer behind the rating (D296);
 * tests/seed.test.ts runs every one of them through core/rater-screen.ts.
 */

export const MAX_DISPUTES = 150;
const HOUR_MS = 3_600_000;

export interface HistoryRating {
  ratingId: string;
  professionalId: string;
  /** The profile's owner: only an owner can dispute. */
  ownerUserId: string;
  employerId: string;
  employerUserId: string;
  createdMs: number;
}

export interface HistoryInput {
  rng: Prng;
  nowMs: number;
  adminId: string;
  northwindEmployerId: string;
  northwindUserId: string;
  /** Jordan Avery's ratings (his dispute history) and the other claimed profiles' ratings (everyone else's). */
  jordanRatings: HistoryRating[];
  candidates: HistoryRating[];
  /** Ratings any profile received (fairness flags do not need an owner). */
  flagPool: HistoryRating[];
  /** Profiles Northwind looked up lately (its allowance shows them). */
  lookupPool: string[];
}

// --- texts ------------------------------------------------------------------------------------------------------

const PRO_STATEMENTS: Record<DisputeType, string[]> = {
  never_worked_there: [
    "I never worked for the organisation that left this rating. I have never been on its payroll or worked any shift there.",
    "This rating is from a place I never worked. My work history shows where I was during those years, and it was not there.",
  ],
  factual_inaccuracy: [
    "The rating says I missed shifts and was late often. My timesheets show I worked every scheduled shift in my last six months.",
    "The scores on reliability do not match what happened. I was promoted during that period and have the letter confirming it.",
    "The rating describes a role I did not have. I worked in receiving, not in dispatch, so the communication scores are about someone else.",
  ],
  discrimination: [
    "The scores dropped right after I asked for religious holidays off. Nothing about my work changed, only my request.",
    "I believe I was rated low because of my age. My reviews were good until a new manager started making comments about it.",
  ],
  retaliation: [
    "I reported a safety problem to the state inspector two weeks before this rating was left. The low scores are retaliation for that report.",
    "This rating came days after I filed a wage complaint. Before that every review I had there was positive.",
  ],
};

const REMOVE_STATEMENTS: Record<string, string> = {
  employment_not_verified:
    "We asked for records of the employment and received none that show it. A rating needs a verified employment, so it is removed.",
  factually_inaccurate:
    "The professional's timesheets and letters show the facts the scores rely on were wrong. The rating is removed from the profile.",
  discriminatory:
    "The scores fell right after a request for protected leave and no other reason was given. The rating breaks the fairness policy and is removed.",
  retaliatory:
    "The rating followed a protected complaint within days and the rater gave no work-related basis for it. It is removed as retaliatory.",
  employer_no_answer:
    "The rater did not answer our request in time, and the professional's evidence stands unchallenged. The rating is removed.",
};
const DISMISS_STATEMENTS: Record<string, string> = {
  evidence_supports_rating:
    "The records supplied support the scores given, and nothing shows they are inaccurate. The rating stays on the profile.",
  opinion_within_policy:
    "The rating is the rater's opinion of the work and stays within the fair-use policy. It stays on the profile as it is.",
  insufficient_evidence:
    "The dispute did not include evidence that the rating is wrong, and none arrived when we asked for it. The rating stays.",
  professional_no_answer:
    "We asked for documents supporting the dispute and received no answer by the deadline. The rating stays on the profile.",
};
const REMOVE_FOR: Record<DisputeType, string[]> = {
  never_worked_there: ["employment_not_verified", "employer_no_answer"],
  factual_inaccuracy: ["factually_inaccurate", "employer_no_answer"],
  discrimination: ["discriminatory"],
  retaliation: ["retaliatory"],
};
const DISMISS_KEYS = ["evidence_supports_rating", "opinion_within_policy", "insufficient_evidence"];

const QUESTION_TO_PRO = [
  "Could you send anything that shows your schedule or attendance in your last months there, such as timesheets or pay stubs?",
  "Please tell us the dates you worked there and upload any letter or message that supports what you describe.",
];
const PRO_ANSWERS = [
  "I uploaded my pay stubs for March to August and the attendance summary my supervisor e-mailed me.",
  "I worked there from spring 2023 until last summer. The promotion letter is attached to this answer.",
];
const QUESTION_TO_EMPLOYER = [
  "Please send the records the scores rest on (attendance, written warnings or reviews) for the period you rated.",
  "Can you confirm the dates of employment and share any documented performance review behind these scores?",
];
const EMPLOYER_ANSWERS = [
  "Attached are the attendance records for the period and two written warnings from the shift lead.",
  "We confirm the dates. There was no formal review; the scores reflect the team lead's assessment.",
];
const STRIKE_APPEALS = [
  "We disagree with the removal. The professional did work for us as a seasonal temp, and we have new payroll records to show it.",
  "The decision was made without our answer, which was delayed by a holiday closure. We ask for a second review with our records.",
];
const PRO_APPEALS = [
  "I ask for a second look. The records I sent show the dates clearly, and I have added a letter from my former supervisor.",
  "The decision did not consider the messages I uploaded. They show the rating came right after my complaint.",
];
const APPEAL_UPHOLD_STATEMENTS: Record<string, string> = {
  new_evidence: "The appeal brings records the first review did not have, and they change the outcome of the dispute.",
  decision_error: "On a second reading the evidence does not support the first decision, which is therefore reversed.",
};
const APPEAL_REJECT_STATEMENTS: Record<string, string> = {
  decision_stands: "The second review reached the same conclusion from the same evidence; the first decision stands.",
  no_new_evidence:
    "The appeal repeats the earlier arguments without new evidence, so the first decision stands as taken.",
};
/** The seed's install has one administrator, who also took the first decisions (D328). */
const SELF_DECISION_REASON =
  "No other administrator is active on this install; decided alone after re-reading the whole file.";

// --- row shapes (keys are the column names) ------------------------------------------------------------------------

interface DisputeRow {
  id: string;
  rating_id: string;
  professional_id: string;
  opened_by: string;
  dispute_type: DisputeType;
  statement: string;
  status: DisputeState;
  claimed_by: string | null;
  claimed_at: string | null;
  answer_due_at: string | null;
  decision_due_at: string;
  overdue_at: string | null;
  decided_by: string | null;
  reason_code: string | null;
  decision_statement: string | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
}
interface MessageRow {
  id: string;
  dispute_id: string;
  author_role: "professional" | "employer" | "admin";
  author_id: string;
  audience: "professional" | "employer";
  body: string;
  created_at: string;
}
interface EventRow {
  id: string;
  dispute_id: string | null;
  strike_id: string | null;
  kind: string;
  actor_role: "professional" | "employer" | "admin" | "system";
  actor_id: string | null;
  from_state: string | null;
  to_state: string | null;
  reason_code: string | null;
  note: string | null;
  message_id: string | null;
  created_at: string;
}
interface StrikeRow {
  id: string;
  employer_id: string;
  dispute_id: string;
  ordinal: number;
  effect: string;
  status: "active" | "reversed" | "expired";
  issued_at: string;
  appeal_deadline: string;
  expires_at: string;
  suspended_until: string | null;
  ended_at: string | null;
}
interface AppealRow {
  id: string;
  subject_id: string;
  party_id: string;
  filed_by: string;
  statement: string;
  status: "pending" | "upheld" | "rejected";
  decided_by: string | null;
  reason_code: string | null;
  decision_statement: string | null;
  self_decision_reason: string | null;
  created_at: string;
  decided_at: string | null;
}
interface FlagRow {
  id: string;
  flag_id: string;
  rating_id: string;
  reason: "outlier_employer" | "after_dispute";
  status: "open" | "upheld" | "dismissed";
  state: "open" | "dismissed" | "removed";
  author_user_id: string;
  body: string;
  priority: number;
  decided_by: string | null;
  decision_reason: string | null;
  created_at: string;
  resolved_at: string | null;
}
interface NoticeRow {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  message: string;
  link: string;
  read: boolean;
  created_at: string;
}

export interface HistoryRows {
  disputes: DisputeRow[];
  messages: MessageRow[];
  events: EventRow[];
  strikes: StrikeRow[];
  strikeAppeals: AppealRow[];
  disputeAppeals: (AppealRow & { original_decided_by: string })[];
  flags: FlagRow[];
  notifications: NoticeRow[];
  lookups: { id: string; user_id: string; subject_id: string; created_at: string }[];
  /** Ratings whose status the history changed (`removed`, `under_dispute`, `withheld`). */
  ratingStatuses: { id: string; status: string }[];
  /** Employers' standing after their strikes: the active count and the latest rating suspension. */
  employerStanding: { id: string; strike_count: number; suspended_until: string | null }[];
}

// --- planning -------------------------------------------------------------------------------------------------------

type Plan =
  | { kind: "open" }
  | { kind: "under_review" }
  | { kind: "awaiting_employer"; dueMs?: number }
  | { kind: "needs_info" }
  | { kind: "overdue" }
  | { kind: "withdrawn"; afterDays: number }
  | {
      kind: "decided";
      decideAfterDays: number;
      outcome: "remove" | "dismiss";
      ask?: "employer" | "professional";
      /** remove: the employer's strike appeal; dismiss: the professional's appeal. */
      appeal?: "pending" | "upheld" | "rejected";
    };

interface Case {
  rating: HistoryRating;
  filedMs: number;
  type: DisputeType;
  plan: Plan;
  scripted: boolean;
}

/** The time `answerDueAt` gives for a request made `dueMs` minus some whole days earlier (searching 5..9 days back). */
function requestTimeFor(dueMs: number): number {
  for (let back = 5; back <= 9; back++) {
    const at = dueMs - back * DAY_MS;
    if (addBusinessDays(new Date(at), 5).getTime() === dueMs) return at;
  }
  return dueMs - 7 * DAY_MS;
}

export function planHistory(input: HistoryInput): HistoryRows {
  const { rng, nowMs, adminId } = input;
  const rows: HistoryRows = {
    disputes: [],
    messages: [],
    events: [],
    strikes: [],
    strikeAppeals: [],
    disputeAppeals: [],
    flags: [],
    notifications: [],
    lookups: [],
    ratingStatuses: [],
    employerStanding: [],
  };
  const cases: Case[] = [];
  const used = new Set<string>();
  const take = (pool: HistoryRating[], filter: (r: HistoryRating) => boolean = () => true) => {
    const r = pool.find((c) => !used.has(c.ratingId) && filter(c));
    if (r) used.add(r.ratingId);
    return r;
  };
  const typeOf = (): DisputeType => rng.pick(DISPUTE_TYPES).key;
  const daysAgo = (d: number) => nowMs - d * DAY_MS;
  const add = (rating: HistoryRating | undefined, filedMs: number, plan: Plan, type = typeOf(), scripted = true) => {
    if (!rating) return;
    cases.push({ rating, filedMs: Math.max(filedMs, rating.createdMs + DAY_MS), type, plan, scripted });
  };

  // Jordan Avery: a live dispute waiting for the rater's answer (due in 20 hours, so moving the dev clock a day passes
  // it), an old dismissal he appealed in vain, and one he withdrew. His six ratings still count, and Northwind's rating
  // of him is left alone (tests dispute it themselves).
  const isNorthwind = (r: HistoryRating) => r.employerId === input.northwindEmployerId;
  /** Written at least a day before a filing `days` ago (a rating is disputed after it was written). */
  const before = (days: number) => (r: HistoryRating) => r.createdMs < daysAgo(days) - DAY_MS;
  /** Another employer's rating (Northwind gets no strikes, so the strike cases must not fall on it). */
  const other = (days: number) => (r: HistoryRating) => !isNorthwind(r) && before(days)(r);
  add(
    take(input.jordanRatings, (r) => !isNorthwind(r)),
    daysAgo(9),
    { kind: "awaiting_employer", dueMs: nowMs + 20 * HOUR_MS },
    "factual_inaccuracy",
  );
  add(
    take(input.jordanRatings, (r) => !isNorthwind(r) && before(205)(r)) ??
      take(input.jordanRatings, (r) => !isNorthwind(r)),
    daysAgo(205),
    { kind: "decided", decideAfterDays: 11, outcome: "dismiss", ask: "professional", appeal: "rejected" },
    "factual_inaccuracy",
  );
  add(
    take(input.jordanRatings, (r) => !isNorthwind(r) && before(96)(r)) ??
      take(input.jordanRatings, (r) => !isNorthwind(r)),
    daysAgo(96),
    { kind: "withdrawn", afterDays: 4 },
    "never_worked_there",
  );

  // One case of every state and path, so a small seed shows them all.
  const pool = input.candidates;
  add(
    take(pool, (r) => isNorthwind(r) && before(0.25)(r)),
    daysAgo(0.25),
    { kind: "open" },
  );
  add(take(pool, other(1.5)), daysAgo(1.5), { kind: "open" });
  add(take(pool, other(4)), daysAgo(4), { kind: "under_review" });
  add(take(pool, other(8)), daysAgo(8), { kind: "needs_info" });
  add(
    take(pool, (r) => isNorthwind(r) && before(6)(r)),
    daysAgo(6),
    // Northwind's answer is due in 20 hours too: its disputes page shows the deadline pass when the clock moves a day.
    { kind: "awaiting_employer", dueMs: nowMs + 20 * HOUR_MS },
  );
  add(take(pool, other(34)), daysAgo(34), { kind: "overdue" });
  add(take(pool, other(16)), daysAgo(16), {
    kind: "decided",
    decideAfterDays: 6,
    outcome: "remove",
    ask: "employer",
    appeal: "pending",
  });
  add(take(pool, other(110)), daysAgo(110), {
    kind: "decided",
    decideAfterDays: 9,
    outcome: "remove",
    appeal: "upheld",
  });
  add(take(pool, other(170)), daysAgo(170), {
    kind: "decided",
    decideAfterDays: 14,
    outcome: "remove",
    ask: "employer",
    appeal: "rejected",
  });
  add(take(pool, other(19)), daysAgo(19), {
    kind: "decided",
    decideAfterDays: 8,
    outcome: "dismiss",
    appeal: "pending",
  });
  add(take(pool, other(140)), daysAgo(140), {
    kind: "decided",
    decideAfterDays: 10,
    outcome: "dismiss",
    ask: "professional",
    appeal: "upheld",
  });
  add(take(pool, other(395)), daysAgo(395), { kind: "decided", decideAfterDays: 7, outcome: "remove" });
  add(
    take(pool, (r) => isNorthwind(r) && before(60)(r)),
    daysAgo(60),
    {
      kind: "decided",
      decideAfterDays: 12,
      outcome: "dismiss",
      ask: "employer",
    },
  );

  // The rest of the year: filings spread over 380 days, a little busier lately, each run through the same rules.
  const target = Math.min(MAX_DISPUTES, cases.length + pool.length);
  for (let tries = 0; cases.length < target && tries < target * 4; tries++) {
    const age = 380 * rng.next() ** 1.08;
    const filedMs = daysAgo(age) - rng.float(0, 12) * HOUR_MS;
    // A rating can only be disputed after it was written.
    const rating = take(pool, (c) => c.createdMs < filedMs - DAY_MS);
    if (!rating) continue;
    const decideAfter = Math.min(29, Math.max(2, rng.normal(11, 5)));
    const r = rng.next();
    let plan: Plan;
    if (r < 0.08) plan = { kind: "withdrawn", afterDays: rng.float(1, Math.min(10, decideAfter)) };
    else if (age <= decideAfter) {
      plan = age < 2 ? { kind: "open" } : rng.chance(0.5) ? { kind: "under_review" } : { kind: "open" };
    } else {
      const ask = rng.chance(0.4) ? (rng.chance(0.5) ? "employer" : "professional") : undefined;
      const remove = rng.chance(0.34);
      const appealed = rng.chance(remove ? 0.3 : 0.15);
      plan = {
        kind: "decided",
        decideAfterDays: decideAfter,
        outcome: remove ? "remove" : "dismiss",
        ...(ask ? { ask } : {}),
        ...(appealed ? { appeal: rng.chance(0.3) ? "upheld" : "rejected" } : {}),
      };
    }
    add(rating, filedMs, plan, typeOf(), false);
  }

  // Strikes must stay believable: at most two counting at once, never the third that suspends an account. Northwind,
  // whose demo user rates and whose journeys count their own strikes from the first, has none. A random case that
  // would break that is dismissed instead.
  const strikeTimes = new Map<string, number[]>();
  const capOf = (employerId: string) => (employerId === input.northwindEmployerId ? 0 : STRIKE_RULES.permanentAt - 1);
  const roomFor = (employerId: string, atMs: number) =>
    (strikeTimes.get(employerId) ?? []).filter((t) => Math.abs(t - atMs) < STRIKE_RULES.expiryDays * DAY_MS).length <
    capOf(employerId);
  const strikeAt = (c: Case): number | null => {
    if (c.plan.kind !== "decided") return null;
    const decided = c.filedMs + c.plan.decideAfterDays * DAY_MS;
    if (c.plan.outcome === "remove") return decided;
    if (c.plan.appeal === "upheld") return decided + 5 * DAY_MS + 6 * DAY_MS;
    return null;
  };
  const ordered = [...cases].sort((a, b) => Number(b.scripted) - Number(a.scripted) || a.filedMs - b.filedMs);
  for (const c of ordered) {
    const at = strikeAt(c);
    if (at === null) continue;
    if (!roomFor(c.rating.employerId, at)) {
      if (c.plan.kind === "decided") c.plan = { ...c.plan, outcome: "dismiss", appeal: undefined };
      continue;
    }
    strikeTimes.set(c.rating.employerId, [...(strikeTimes.get(c.rating.employerId) ?? []), at]);
  }

  cases.sort((a, b) => a.filedMs - b.filedMs);
  const ctx = new Writer(rng, nowMs, adminId, rows);
  for (const c of cases) ctx.dispute(c);
  ctx.numberStrikes();
  ctx.fairnessFlags(input.flagPool.filter((r) => !used.has(r.ratingId)));
  ctx.lookups(input.northwindUserId, input.lookupPool);
  return rows;
}

// --- writing the rows of one case ------------------------------------------------------------------------------------

class Writer {
  private readonly statuses = new Map<string, string>();
  private readonly strikeOwner = new Map<string, { employerUserId: string; issuedMs: number }>();

  constructor(
    private readonly rng: Prng,
    private readonly nowMs: number,
    private readonly adminId: string,
    private readonly rows: HistoryRows,
  ) {}

  private event(
    e: Omit<EventRow, "id" | "strike_id" | "reason_code" | "note" | "from_state" | "to_state" | "message_id"> &
      Partial<EventRow>,
  ) {
    this.rows.events.push({
      id: this.rng.uuid(),
      strike_id: null,
      reason_code: null,
      note: null,
      message_id: null,
      from_state: null,
      to_state: null,
      ...e,
    });
  }

  private notice<N extends DisputeNoticeName>(
    name: N,
    userId: string,
    args: Parameters<(typeof DISPUTE_NOTICES)[N]["message"]>[0],
    atMs: number,
  ) {
    const entry = DISPUTE_NOTICES[name];
    const message = (entry.message as (a: unknown) => string)(args);
    this.rows.notifications.push({
      id: this.rng.uuid(),
      user_id: userId,
      kind: DISPUTE_NOTICE_KINDS[name],
      title: entry.title,
      message,
      link: entry.link,
      // Older notices have been read; the last fortnight's wait in the bell.
      read: atMs < this.nowMs - 14 * DAY_MS,
      created_at: iso(atMs),
    });
  }

  private message(disputeId: string, m: Omit<MessageRow, "id" | "dispute_id">): string {
    const id = this.rng.uuid();
    this.rows.messages.push({ id, dispute_id: disputeId, ...m });
    return id;
  }

  dispute(c: Case): void {
    const { rng, adminId, nowMs } = this;
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
    this.rows.disputes.push(row);
    this.event({
      dispute_id: id,
      kind: "filed",
      actor_role: "professional",
      actor_id: r.ownerUserId,
      to_state: "open",
      reason_code: c.type,
      created_at: iso(filed),
    });
    this.notice(
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
      this.event({
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
      const messageId = this.message(id, {
        author_role: "admin",
        author_id: adminId,
        audience: party,
        body: question,
        created_at: iso(requestedMs),
      });
      this.event({
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
      this.notice(
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
      const answerId = this.message(id, {
        author_role: party,
        author_id: author,
        audience: party,
        body: rng.pick(party === "employer" ? EMPLOYER_ANSWERS : PRO_ANSWERS),
        created_at: iso(answerMs),
      });
      this.event({
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
        this.event({
          dispute_id: id,
          kind: "overdue_withheld",
          actor_role: "system",
          actor_id: null,
          from_state: state,
          to_state: state,
          created_at: iso(decisionDue),
        });
        this.notice("professionalOverdue", r.ownerUserId, {}, decisionDue);
        break;
      }
      case "withdrawn": {
        const at = filed + plan.afterDays * DAY_MS;
        this.event({
          dispute_id: id,
          kind: "withdrawn",
          actor_role: "professional",
          actor_id: r.ownerUserId,
          from_state: state,
          to_state: "withdrawn",
          created_at: iso(at),
        });
        this.notice("employerDisputeWithdrawn", r.employerUserId, { typeLabel }, at + 60_000);
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
            this.event({
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
        this.decide(c, row, decidedMs, plan.outcome, row.status);
        const decidedState = row.status;
        if (plan.appeal && plan.outcome === "remove") this.strikeAppeal(c, row, plan.appeal);
        else if (plan.appeal && plan.outcome === "dismiss" && decidedState === "dismissed")
          this.proAppeal(c, row, decidedMs, plan.appeal);
        break;
      }
    }
    this.statuses.set(r.ratingId, ratingStateFor(row.status, row.overdue_at !== null));
  }

  private decide(c: Case, row: DisputeRow, atMs: number, outcome: "remove" | "dismiss", from: DisputeState) {
    const { rng, adminId } = this;
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
    this.event({
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
    this.notice("professionalDecision", r.ownerUserId, args, atMs + 60_000);
    this.notice("employerDecision", r.employerUserId, args, atMs + 60_000);
    if (outcome === "remove") this.issueStrike(r, row.id, atMs);
  }

  private issueStrike(r: HistoryRating, disputeId: string, atMs: number) {
    const id = this.rng.uuid();
    const issued = new Date(atMs);
    const expires = strikeExpiresAt(issued).getTime();
    // Ordinal and effect are settled in numberStrikes(), once every strike of the employer is known.
    this.rows.strikes.push({
      id,
      employer_id: r.employerId,
      dispute_id: disputeId,
      ordinal: 1,
      effect: "warning",
      status: expires <= this.nowMs ? "expired" : "active",
      issued_at: iso(atMs),
      appeal_deadline: appealDeadline(issued).toISOString(),
      expires_at: iso(expires),
      suspended_until: null,
      ended_at: expires <= this.nowMs ? iso(expires) : null,
    });
    this.strikeOwner.set(id, { employerUserId: r.employerUserId, issuedMs: atMs });
    if (expires <= this.nowMs)
      this.event({
        dispute_id: null,
        strike_id: id,
        kind: "strike_expired",
        actor_role: "system",
        actor_id: null,
        from_state: "active",
        to_state: "expired",
        created_at: iso(expires),
      });
  }

  private strikeAppeal(c: Case, row: DisputeRow, outcome: "pending" | "upheld" | "rejected") {
    const { rng, adminId, nowMs } = this;
    const strike = this.rows.strikes.find((s) => s.dispute_id === row.id);
    if (!strike) return;
    const issuedMs = Date.parse(strike.issued_at);
    const filedMs =
      outcome === "pending"
        ? Math.min(nowMs - 2 * DAY_MS, issuedMs + 4 * DAY_MS)
        : issuedMs + rng.float(2, 20) * DAY_MS;
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
    this.rows.strikeAppeals.push(appeal);
    this.event({
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
    const reason = upheld
      ? rng.pick(["new_evidence", "decision_error"])
      : rng.pick(["decision_stands", "no_new_evidence"]);
    const statement = (upheld ? APPEAL_UPHOLD_STATEMENTS : APPEAL_REJECT_STATEMENTS)[reason] as string;
    Object.assign(appeal, {
      decided_by: adminId,
      reason_code: reason,
      decision_statement: statement,
      self_decision_reason: SELF_DECISION_REASON,
      decided_at: iso(decidedMs),
    });
    this.event({
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
    this.notice(
      "employerAppealDecided",
      c.rating.employerUserId,
      { upheld, reason: reasonLabel(reason), statement },
      decidedMs + 60_000,
    );
    if (!upheld) return;
    // The strike is reversed and the dispute overturned: the rating counts again.
    Object.assign(strike, { status: "reversed", ended_at: iso(decidedMs) });
    this.event({
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
    this.notice("professionalRatingRestored", c.rating.ownerUserId, {}, decidedMs + 60_000);
  }

  private proAppeal(c: Case, row: DisputeRow, decidedMs: number, outcome: "pending" | "upheld" | "rejected") {
    const { rng, adminId, nowMs } = this;
    const r = c.rating;
    const filedMs =
      outcome === "pending" ? Math.min(nowMs - 3 * DAY_MS, decidedMs + 5 * DAY_MS) : decidedMs + 5 * DAY_MS;
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
    this.rows.disputeAppeals.push(appeal);
    this.event({
      dispute_id: row.id,
      kind: "dispute_appealed",
      actor_role: "professional",
      actor_id: r.ownerUserId,
      from_state: "dismissed",
      to_state: "dismissed",
      created_at: iso(filedMs),
    });
    this.notice("employerDisputeAppealed", r.employerUserId, { typeLabel }, filedMs + 60_000);
    if (appealDecidedMs === null) return;
    const upheld = outcome === "upheld";
    const reason = upheld
      ? rng.pick(["new_evidence", "decision_error"])
      : rng.pick(["decision_stands", "no_new_evidence"]);
    const statement = (upheld ? APPEAL_UPHOLD_STATEMENTS : APPEAL_REJECT_STATEMENTS)[reason] as string;
    Object.assign(appeal, {
      decided_by: adminId,
      reason_code: reason,
      decision_statement: statement,
      self_decision_reason: SELF_DECISION_REASON,
      decided_at: iso(appealDecidedMs),
    });
    this.event({
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
    this.notice("professionalAppealDecided", r.ownerUserId, args, appealDecidedMs + 60_000);
    this.notice("employerDisputeAppealDecided", r.employerUserId, args, appealDecidedMs + 60_000);
    if (!upheld) return;
    // Granted: the rating is removed as an upheld dispute's is, with its strike (D326).
    Object.assign(row, { status: "upheld", updated_at: iso(appealDecidedMs) });
    this.issueStrike(r, row.id, appealDecidedMs);
  }

  /** Ordinals and effects in issue order: the n-th strike counting at its time (SPEC §4; D105, D106). */
  numberStrikes(): void {
    const byEmployer = new Map<string, StrikeRow[]>();
    const sorted = [...this.rows.strikes].sort((a, b) => a.issued_at.localeCompare(b.issued_at));
    for (const s of sorted) {
      const earlier = byEmployer.get(s.employer_id) ?? [];
      const at = Date.parse(s.issued_at);
      const counting = earlier.filter(
        (e) => Date.parse(e.expires_at) > at && (e.ended_at === null || Date.parse(e.ended_at) > at),
      ).length;
      s.ordinal = counting + 1;
      s.effect = strikeEffect(s.ordinal);
      if (s.effect === "rating_suspension") s.suspended_until = suspensionEndsAt(new Date(at)).toISOString();
      earlier.push(s);
      byEmployer.set(s.employer_id, earlier);
      const owner = this.strikeOwner.get(s.id);
      this.event({
        dispute_id: s.dispute_id,
        strike_id: s.id,
        kind: "strike_issued",
        actor_role: "admin",
        actor_id: this.adminId,
        to_state: s.effect,
        note: `Strike ${s.ordinal}${s.suspended_until ? `; rating suspended until ${s.suspended_until}` : ""}`,
        created_at: s.issued_at,
      });
      if (owner)
        this.notice(
          "employerStrike",
          owner.employerUserId,
          {
            ordinal: s.ordinal,
            appealBy: new Date(s.appeal_deadline),
            suspendedUntil: s.suspended_until ? new Date(s.suspended_until) : null,
            permanent: false,
          },
          at + 120_000,
        );
    }
    for (const [employerId, strikes] of byEmployer) {
      const active = strikes.filter((s) => s.status === "active");
      const until = active
        .map((s) => s.suspended_until)
        .filter((d): d is string => d !== null && Date.parse(d) > this.nowMs)
        .sort()
        .pop();
      this.rows.employerStanding.push({
        id: employerId,
        strike_count: Math.min(active.length, STRIKE_RULES.permanentAt),
        suspended_until: until ?? null,
      });
    }
    for (const [id, status] of this.statuses) if (status !== "active") this.rows.ratingStatuses.push({ id, status });
  }

  /** The fairness checks' queue over the year: most dismissed, a few removals, the last fortnight's still open. */
  fairnessFlags(pool: HistoryRating[]): void {
    const { rng, nowMs, adminId } = this;
    const count = Math.min(60, pool.length);
    const picked = rng.sample(pool, count);
    for (const [i, r] of picked.entries()) {
      const reason = i % 4 === 3 ? "after_dispute" : "outlier_employer";
      const createdMs = i < 6 ? nowMs - rng.float(0.2, 13) * DAY_MS : nowMs - rng.float(14, 360) * DAY_MS;
      const removed = i >= 6 && rng.chance(0.18);
      const open = i < 6;
      const resolvedMs = open ? null : createdMs + rng.float(1, 9) * DAY_MS;
      this.rows.flags.push({
        id: rng.uuid(),
        flag_id: rng.uuid(),
        rating_id: r.ratingId,
        reason,
        status: open ? "open" : removed ? "upheld" : "dismissed",
        state: open ? "open" : removed ? "removed" : "dismissed",
        author_user_id: r.employerUserId,
        body:
          reason === "after_dispute"
            ? "Rating soon after the professional disputed this employer"
            : "Far below other employers",
        priority: reason === "after_dispute" ? 30 : 20,
        decided_by: open ? null : adminId,
        decision_reason: open
          ? null
          : removed
            ? "The scores are far below every other rating of this person and the rater gave no basis when asked."
            : "Low, but in line with the rater's notes and the person's other reviews; the rating stays.",
        created_at: iso(createdMs),
        resolved_at: resolvedMs === null ? null : iso(resolvedMs),
      });
      if (removed) this.rows.ratingStatuses.push({ id: r.ratingId, status: "removed" });
    }
  }

  /** Northwind's recent profile lookups: three in the rolling 24 hours, the rest over the past fortnight. */
  lookups(northwindUserId: string, pool: string[]): void {
    const { rng, nowMs } = this;
    const subjects = rng.sample(pool, Math.min(12, pool.length));
    subjects.forEach((subjectId, i) => {
      const createdMs = i < 3 ? nowMs - rng.float(1, 20) * HOUR_MS : nowMs - rng.float(1.2, 14) * DAY_MS;
      this.rows.lookups.push({
        id: rng.uuid(),
        user_id: northwindUserId,
        subject_id: subjectId,
        created_at: iso(createdMs),
      });
    });
  }
}

function reasonLabel(key: string): string {
  return REASON_LABELS[key] ?? key;
}

// --- SQL: one JSON parameter per table ------------------------------------------------------------------------------

/** The statements that write `rows`, in foreign-key order. Run inside the seed's transaction. */
export function historySql(h: HistoryRows) {
  const j = (v: unknown) => JSON.stringify(v);
  return [
    sql`INSERT INTO disputes (id, rating_id, professional_id, opened_by, dispute_type, statement, status, claimed_by, claimed_at,
        answer_due_at, decision_due_at, overdue_at, decided_by, reason_code, decision_statement, created_at, updated_at, resolved_at)
      SELECT * FROM jsonb_to_recordset(${j(h.disputes)}::jsonb) AS x(id uuid, rating_id uuid, professional_id uuid, opened_by text,
        dispute_type text, statement text, status text, claimed_by text, claimed_at timestamptz, answer_due_at timestamptz,
        decision_due_at timestamptz, overdue_at timestamptz, decided_by text, reason_code text, decision_statement text,
        created_at timestamptz, updated_at timestamptz, resolved_at timestamptz)`,
    sql`INSERT INTO dispute_messages (id, dispute_id, author_role, author_id, audience, body, created_at)
      SELECT * FROM jsonb_to_recordset(${j(h.messages)}::jsonb) AS x(id uuid, dispute_id uuid, author_role text, author_id text,
        audience text, body text, created_at timestamptz)`,
    sql`INSERT INTO employer_strikes (id, employer_id, dispute_id, ordinal, effect, status, issued_at, appeal_deadline, expires_at,
        suspended_until, ended_at)
      SELECT * FROM jsonb_to_recordset(${j(h.strikes)}::jsonb) AS x(id uuid, employer_id uuid, dispute_id uuid, ordinal int,
        effect text, status text, issued_at timestamptz, appeal_deadline timestamptz, expires_at timestamptz,
        suspended_until timestamptz, ended_at timestamptz)`,
    sql`INSERT INTO strike_appeals (id, strike_id, employer_id, filed_by, statement, status, decided_by, reason_code,
        decision_statement, self_decision_reason, created_at, decided_at)
      SELECT id, subject_id, party_id, filed_by, statement, status, decided_by, reason_code, decision_statement,
        self_decision_reason, created_at, decided_at
      FROM jsonb_to_recordset(${j(h.strikeAppeals)}::jsonb) AS x(id uuid, subject_id uuid, party_id uuid, filed_by text,
        statement text, status text, decided_by text, reason_code text, decision_statement text, self_decision_reason text,
        created_at timestamptz, decided_at timestamptz)`,
    sql`INSERT INTO dispute_appeals (id, dispute_id, professional_id, filed_by, statement, status, original_decided_by,
        decided_by, reason_code, decision_statement, self_decision_reason, created_at, decided_at)
      SELECT id, subject_id, party_id, filed_by, statement, status, original_decided_by, decided_by, reason_code,
        decision_statement, self_decision_reason, created_at, decided_at
      FROM jsonb_to_recordset(${j(h.disputeAppeals)}::jsonb) AS x(id uuid, subject_id uuid, party_id uuid, filed_by text,
        statement text, status text, original_decided_by text, decided_by text, reason_code text, decision_statement text,
        self_decision_reason text, created_at timestamptz, decided_at timestamptz)`,
    sql`INSERT INTO moderation_events (id, dispute_id, strike_id, kind, actor_role, actor_id, from_state, to_state, reason_code,
        note, message_id, created_at)
      SELECT * FROM jsonb_to_recordset(${j(h.events)}::jsonb) AS x(id uuid, dispute_id uuid, strike_id uuid, kind text,
        actor_role text, actor_id text, from_state text, to_state text, reason_code text, note text, message_id uuid,
        created_at timestamptz)`,
    sql`WITH x AS MATERIALIZED (
        SELECT * FROM jsonb_to_recordset(${j(h.flags)}::jsonb) AS x(id uuid, flag_id uuid, rating_id uuid, reason text,
          status text, state text, author_user_id text, body text, priority int, decided_by text, decision_reason text,
          created_at timestamptz, resolved_at timestamptz)
      ), rf AS (
        INSERT INTO rating_flags (id, rating_id, reason, status, created_at, resolved_at)
        SELECT id, rating_id, reason, status, created_at, resolved_at FROM x
      )
      INSERT INTO flags (id, source, subject, subject_id, rating_flag_id, author_user_id, body, priority, state, decided_by,
        decided_at, decision_reason, created_at)
      SELECT flag_id, reason, 'rating', rating_id::text, id, author_user_id, body, priority, state, decided_by, resolved_at,
        decision_reason, created_at FROM x`,
    sql`INSERT INTO notifications (id, user_id, kind, title, message, link, read, created_at)
      SELECT * FROM jsonb_to_recordset(${j(h.notifications)}::jsonb) AS x(id uuid, user_id text, kind text, title text,
        message text, link text, read boolean, created_at timestamptz)`,
    sql`INSERT INTO usage_tracking (id, user_id, action_type, subject_id, created_at)
      SELECT id, user_id, 'profile_lookup', subject_id, created_at
      FROM jsonb_to_recordset(${j(h.lookups)}::jsonb) AS x(id uuid, user_id text, subject_id uuid, created_at timestamptz)`,
    sql`UPDATE ratings r SET status = x.status
      FROM jsonb_to_recordset(${j(h.ratingStatuses)}::jsonb) AS x(id uuid, status text) WHERE r.id = x.id`,
    sql`UPDATE employers e SET strike_count = x.strike_count, suspended_until = x.suspended_until
      FROM jsonb_to_recordset(${j(h.employerStanding)}::jsonb) AS x(id uuid, strike_count int, suspended_until timestamptz)
      WHERE e.id = x.id`,
  ];
}
