import { describe, expect, it } from "vitest";
import {
  ALL_EVENTS,
  addBusinessDays,
  answerDueAt,
  appealDeadline,
  canAppeal,
  currentDeadline,
  DISPUTE_STATES,
  decisionDueAt,
  isLive,
  ratingStateFor,
  strikeEffect,
  strikeExpiresAt,
  suspensionEndsAt,
  transition,
} from "../../src/core/dispute-workflow";

const key = (e: (typeof ALL_EVENTS)[number]) =>
  `${e.type}${"party" in e ? `:${e.party}` : ""}${"outcome" in e ? `:${e.outcome}` : ""}`;

/** The whole table, written out independently of the implementation: state → event → next state (absent = refused). */
const EXPECTED: Record<string, Record<string, string>> = {
  open: {
    claim: "under_review",
    release: "open",
    "request_info:employer": "awaiting_employer",
    "request_info:professional": "needs_info",
    "decide:remove": "upheld",
    "decide:dismiss": "dismissed",
    withdraw: "withdrawn",
  },
  under_review: {
    claim: "under_review",
    release: "under_review",
    "request_info:employer": "awaiting_employer",
    "request_info:professional": "needs_info",
    "decide:remove": "upheld",
    "decide:dismiss": "dismissed",
    withdraw: "withdrawn",
  },
  awaiting_employer: {
    claim: "awaiting_employer",
    release: "awaiting_employer",
    "request_info:employer": "awaiting_employer",
    "request_info:professional": "needs_info",
    "answer:employer": "under_review",
    deadline_passed: "under_review",
    "decide:remove": "upheld",
    "decide:dismiss": "dismissed",
    withdraw: "withdrawn",
  },
  needs_info: {
    claim: "needs_info",
    release: "needs_info",
    "request_info:employer": "awaiting_employer",
    "request_info:professional": "needs_info",
    "answer:professional": "under_review",
    deadline_passed: "under_review",
    "decide:remove": "upheld",
    "decide:dismiss": "dismissed",
    withdraw: "withdrawn",
  },
  upheld: { appeal_upheld: "overturned" },
  // The professional's appeal of a dismissal (D326): upheld, the rating goes as an upheld dispute's does.
  dismissed: { professional_appeal_upheld: "upheld" },
  withdrawn: {},
  overturned: {},
};

describe("dispute state machine", () => {
  for (const state of DISPUTE_STATES) {
    for (const event of ALL_EVENTS) {
      const expected = EXPECTED[state]?.[key(event)];
      it(`${state} × ${key(event)} → ${expected ?? "refused"}`, () => {
        const result = transition(state, event);
        if (expected) expect(result).toEqual({ ok: true, to: expected });
        else expect(result.ok).toBe(false);
      });
    }
  }

  it("closed states accept nothing but an appeal: the employer's of an upheld decision, the professional's of a dismissal", () => {
    const appeals: Record<string, string[]> = { upheld: ["appeal_upheld"], dismissed: ["professional_appeal_upheld"] };
    for (const state of DISPUTE_STATES.filter((s) => !isLive(s))) {
      const allowed = ALL_EVENTS.filter((e) => transition(state, e).ok).map(key);
      expect(allowed).toEqual(appeals[state] ?? []);
    }
  });

  it("the rating follows the dispute: counted while live, withheld once overdue, removed only when upheld", () => {
    expect(ratingStateFor("open", false)).toBe("under_dispute");
    expect(ratingStateFor("awaiting_employer", true)).toBe("withheld");
    expect(ratingStateFor("upheld", false)).toBe("removed");
    expect(ratingStateFor("upheld", true)).toBe("removed");
    for (const s of ["dismissed", "withdrawn", "overturned"] as const) expect(ratingStateFor(s, true)).toBe("active");
  });
});

describe("dispute clock", () => {
  it("answers are due 5 business days later, skipping weekends (UTC)", () => {
    const friday = new Date("2026-11-20T15:00:00Z");
    expect(answerDueAt(friday).toISOString()).toBe("2026-11-27T15:00:00.000Z");
    const monday = new Date("2026-11-23T09:00:00Z");
    expect(answerDueAt(monday).toISOString()).toBe("2026-11-30T09:00:00.000Z");
    const saturday = new Date("2026-11-21T09:00:00Z");
    expect(addBusinessDays(saturday, 1).toISOString()).toBe("2026-11-23T09:00:00.000Z");
  });

  it("a decision is due 30 days after filing; the shown deadline is the answer's while someone is asked", () => {
    const filed = new Date("2026-01-01T00:00:00Z");
    expect(decisionDueAt(filed).toISOString()).toBe("2026-01-31T00:00:00.000Z");
    const answer = new Date("2026-01-08T00:00:00Z");
    expect(currentDeadline({ state: "awaiting_employer", filedAt: filed, answerDueAt: answer })).toEqual({
      kind: "answer",
      at: answer,
    });
    expect(currentDeadline({ state: "under_review", filedAt: filed, answerDueAt: null })?.kind).toBe("decision");
    expect(currentDeadline({ state: "dismissed", filedAt: filed, answerDueAt: null })).toBeNull();
  });
});

describe("strikes", () => {
  it("1 warns, 2 suspends rating for 30 days, 3 or more suspend the account", () => {
    expect(strikeEffect(1)).toBe("warning");
    expect(strikeEffect(2)).toBe("rating_suspension");
    expect(strikeEffect(3)).toBe("permanent_suspension");
    expect(strikeEffect(4)).toBe("permanent_suspension");
    const at = new Date("2026-03-01T00:00:00Z");
    expect(suspensionEndsAt(at).toISOString()).toBe("2026-03-31T00:00:00.000Z");
    expect(strikeExpiresAt(at).toISOString()).toBe("2027-03-01T00:00:00.000Z");
  });

  it("an active, unappealed strike may be appealed up to 30 days after it", () => {
    const at = new Date("2026-03-01T00:00:00Z");
    const s = { issuedAt: at, status: "active", appealed: false };
    expect(canAppeal(s, appealDeadline(at))).toBe(true);
    expect(canAppeal(s, new Date(appealDeadline(at).getTime() + 1))).toBe(false);
    expect(canAppeal({ ...s, appealed: true }, at)).toBe(false);
    expect(canAppeal({ ...s, status: "reversed" }, at)).toBe(false);
  });
});
