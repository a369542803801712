/**
 * The dispute workflow as a pure state machine (issue 14; decisions D100–D103). No I/O: the server's commands ask
 * `transition` whether an event is allowed and what the new state and the rating's state become, the web shows the
 * same labels, and unit tests walk every pair. Time enters only as arguments.
 *
 * States (stored on `disputes.status`):
 *   open               filed, nobody has picked it up yet
 *   under_review       a moderator holds it, or an answer / deadline brought it back to the moderator
 *   awaiting_employer  the moderator asked the employer (anonymously) and waits, with a deadline
 *   needs_info         the moderator asked the professional and waits, with a deadline
 *   upheld             decided: rating removed and a strike issued                (closed)
 *   dismissed          decided: the rating stays                                  (closed)
 *   withdrawn          the professional took it back                              (closed)
 *   overturned         an upheld decision reversed on the employer's appeal       (closed)
 */

/** The states before a decision (or a withdrawal) closes the dispute. */
export const LIVE_DISPUTE_STATES = ["open", "under_review", "awaiting_employer", "needs_info"] as const;
export type LiveDisputeState = (typeof LIVE_DISPUTE_STATES)[number];

export const DISPUTE_STATES = [...LIVE_DISPUTE_STATES, "upheld", "dismissed", "withdrawn", "overturned"] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

export function isLive(state: string): state is LiveDisputeState {
  return (LIVE_DISPUTE_STATES as readonly string[]).includes(state);
}

export type DisputeParty = "employer" | "professional";
export const DECISION_OUTCOMES = ["remove", "dismiss"] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

export type DisputeEvent =
  | { type: "claim" }
  | { type: "release" }
  | { type: "request_info"; party: DisputeParty }
  | { type: "answer"; party: DisputeParty }
  | { type: "deadline_passed" }
  | { type: "decide"; outcome: DecisionOutcome }
  | { type: "withdraw" }
  | { type: "appeal_upheld" }
  /** The professional's appeal of a dismissal succeeded (D326): the rating is removed as an upheld dispute's is. */
  | { type: "professional_appeal_upheld" };

export type TransitionResult = { ok: true; to: DisputeState } | { ok: false; reason: string };

/**
 * The one table of allowed moves. An event not allowed from a state is refused with a reason (the command answers
 * 409). Messages the professional adds while the dispute is open or under review are not events (the state stays).
 */
export function transition(from: DisputeState, event: DisputeEvent): TransitionResult {
  const refuse = (reason: string): TransitionResult => ({ ok: false, reason });
  switch (event.type) {
    case "claim":
      // Claiming starts the review; claiming a dispute that waits for an answer keeps it waiting.
      if (!isLive(from)) return refuse("closed");
      return { ok: true, to: from === "open" ? "under_review" : from };
    case "release":
      if (!isLive(from)) return refuse("closed");
      return { ok: true, to: from };
    case "request_info":
      if (!isLive(from)) return refuse("closed");
      return { ok: true, to: event.party === "employer" ? "awaiting_employer" : "needs_info" };
    case "answer":
      if (event.party === "employer" && from === "awaiting_employer") return { ok: true, to: "under_review" };
      if (event.party === "professional" && from === "needs_info") return { ok: true, to: "under_review" };
      return refuse("not_waiting");
    case "deadline_passed":
      if (from === "awaiting_employer" || from === "needs_info") return { ok: true, to: "under_review" };
      return refuse("not_waiting");
    case "decide":
      if (!isLive(from)) return refuse("closed");
      return { ok: true, to: event.outcome === "remove" ? "upheld" : "dismissed" };
    case "withdraw":
      if (!isLive(from)) return refuse("closed");
      return { ok: true, to: "withdrawn" };
    case "appeal_upheld":
      if (from !== "upheld") return refuse("not_upheld");
      return { ok: true, to: "overturned" };
    case "professional_appeal_upheld":
      if (from !== "dismissed") return refuse("not_dismissed");
      return { ok: true, to: "upheld" };
  }
}

/** Every event kind, for tests that walk the whole table. */
export const ALL_EVENTS: DisputeEvent[] = [
  { type: "claim" },
  { type: "release" },
  { type: "request_info", party: "employer" },
  { type: "request_info", party: "professional" },
  { type: "answer", party: "employer" },
  { type: "answer", party: "professional" },
  { type: "deadline_passed" },
  { type: "decide", outcome: "remove" },
  { type: "decide", outcome: "dismiss" },
  { type: "withdraw" },
  { type: "appeal_upheld" },
  { type: "professional_appeal_upheld" },
];

// --- the rating's state follows the dispute's

export type RatingState = "active" | "under_dispute" | "withheld" | "removed";

/**
 * The rating's status for a dispute state. While live it is `under_dispute` (still counted, decisions P30) until the
 * 30-day clock runs out, then `withheld` (not counted until decided: the professional never pays for our
 * slowness). Upheld → removed; dismissed, withdrawn or overturned → active.
 */
export function ratingStateFor(state: DisputeState, overdue: boolean): RatingState {
  if (isLive(state)) return overdue ? "withheld" : "under_dispute";
  if (state === "upheld") return "removed";
  return "active";
}

// --- time

export const DISPUTE_CLOCK = {
  /** A dispute not decided this many days after filing leaves the aggregates until decided (FCRA §611's 30 days). */
  decisionDays: 30,
  /** Business days a party has to answer a request for information. */
  answerBusinessDays: 5,
} as const;

const DAY_MS = 86_400_000;

export function decisionDueAt(filedAt: Date): Date {
  return new Date(filedAt.getTime() + DISPUTE_CLOCK.decisionDays * DAY_MS);
}

/** `days` business days (Monday–Friday, UTC) after `from`, at the same time of day. */
export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setTime(d.getTime() + DAY_MS);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}

export function answerDueAt(requestedAt: Date): Date {
  return addBusinessDays(requestedAt, DISPUTE_CLOCK.answerBusinessDays);
}

/** The deadline each party is shown: the answer deadline while someone is asked, else the 30-day decision date. */
export function currentDeadline(input: {
  state: DisputeState;
  filedAt: Date;
  answerDueAt: Date | null;
}): { kind: "answer" | "decision"; at: Date } | null {
  if (!isLive(input.state)) return null;
  if ((input.state === "awaiting_employer" || input.state === "needs_info") && input.answerDueAt)
    return { kind: "answer", at: input.answerDueAt };
  return { kind: "decision", at: decisionDueAt(input.filedAt) };
}

/**
 * The words before a deadline's date, for one party's page. An answer deadline belongs to whoever was asked:
 * `awaiting_employer` asks the employer, `needs_info` the professional — each side reads "Your answer is due" only
 * when the question is theirs (the professional's page once read "Waiting for the employer" over "Your answer is due").
 */
export function deadlineLabel(
  deadline: { kind: "answer" | "decision" },
  state: DisputeState,
  reader: "professional" | "employer",
): string {
  if (deadline.kind === "decision") return "Decision due by";
  const asked = state === "needs_info" ? "professional" : "employer";
  if (asked === reader) return "Your answer is due";
  return asked === "employer" ? "The employer's answer is due" : "The professional's answer is due";
}

// --- strikes (SPEC §4, §9)

export const STRIKE_RULES = {
  /** Strikes that mean permanent suspension. */
  permanentAt: 3,
  /** The second strike suspends rating submission for this many days. */
  suspensionDays: 30,
  /** An employer may appeal a strike within this many days of it. */
  appealDays: 30,
  /** A strike stops counting this many days after it was issued (decisions D105), unless it made the third. */
  expiryDays: 365,
} as const;

export type StrikeEffect = "warning" | "rating_suspension" | "permanent_suspension";

/** What the n-th active strike does: 1 warning (the rating is removed by the decision), 2 a 30-day rating suspension, 3 the account. */
export function strikeEffect(activeCount: number): StrikeEffect {
  if (activeCount >= STRIKE_RULES.permanentAt) return "permanent_suspension";
  if (activeCount === 2) return "rating_suspension";
  return "warning";
}

export function suspensionEndsAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + STRIKE_RULES.suspensionDays * DAY_MS);
}

export function appealDeadline(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + STRIKE_RULES.appealDays * DAY_MS);
}

export function strikeExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + STRIKE_RULES.expiryDays * DAY_MS);
}

export function canAppeal(strike: { issuedAt: Date; status: string; appealed: boolean }, now: Date): boolean {
  return strike.status === "active" && !strike.appealed && now.getTime() <= appealDeadline(strike.issuedAt).getTime();
}

export const APPEAL_STATES = ["pending", "upheld", "rejected"] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
export const STRIKE_STATES = ["active", "reversed", "expired"] as const;
export type StrikeState = (typeof STRIKE_STATES)[number];
