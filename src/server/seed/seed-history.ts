import { STRIKE_RULES } from "../../core/dispute-workflow";
import { DISPUTE_TYPES, type DisputeType } from "../../core/domain";
import { writeDispute } from "./history/disputes";
import { fairnessFlags, lookups } from "./history/flags";
import { type Case, HistoryLog, type HistoryRating, HOUR_MS, type Plan } from "./history/log";
import type { HistoryRows } from "./history/rows";
import { numberStrikes } from "./history/strikes";
import type { Prng } from "./prng";
import { DAY_MS } from "./seed-generator";

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

// --- planning -------------------------------------------------------------------------------------------------------

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

  // One case of every state and path, so a small seed shows them all: filed `days` ago, on Northwind's rating or
  // another employer's.
  const pool = input.candidates;
  const decided = (
    decideAfterDays: number,
    outcome: "remove" | "dismiss",
    more: Pick<Extract<Plan, { kind: "decided" }>, "ask" | "appeal"> = {},
  ): Plan => ({ kind: "decided", decideAfterDays, outcome, ...more });
  const scripted: Array<{ days: number; plan: Plan; northwind?: true }> = [
    { days: 0.25, plan: { kind: "open" }, northwind: true },
    { days: 1.5, plan: { kind: "open" } },
    { days: 4, plan: { kind: "under_review" } },
    { days: 8, plan: { kind: "needs_info" } },
    // Northwind's answer is due in 20 hours too: its disputes page shows the deadline pass when the clock moves a day.
    { days: 6, plan: { kind: "awaiting_employer", dueMs: nowMs + 20 * HOUR_MS }, northwind: true },
    { days: 34, plan: { kind: "overdue" } },
    { days: 16, plan: decided(6, "remove", { ask: "employer", appeal: "pending" }) },
    { days: 110, plan: decided(9, "remove", { appeal: "upheld" }) },
    { days: 170, plan: decided(14, "remove", { ask: "employer", appeal: "rejected" }) },
    { days: 19, plan: decided(8, "dismiss", { appeal: "pending" }) },
    { days: 140, plan: decided(10, "dismiss", { ask: "professional", appeal: "upheld" }) },
    { days: 395, plan: decided(7, "remove") },
    { days: 60, plan: decided(12, "dismiss", { ask: "employer" }), northwind: true },
  ];
  for (const { days, plan, northwind } of scripted)
    add(take(pool, northwind ? (r) => isNorthwind(r) && before(days)(r) : other(days)), daysAgo(days), plan);

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
  const log = new HistoryLog(rng, nowMs, adminId, rows);
  for (const c of cases) writeDispute(log, c);
  numberStrikes(log);
  fairnessFlags(
    log,
    input.flagPool.filter((r) => !used.has(r.ratingId)),
  );
  lookups(log, input.northwindUserId, input.lookupPool);
  return rows;
}
