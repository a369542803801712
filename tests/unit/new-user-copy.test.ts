import { describe, expect, it } from "vitest";
import { ROSTER_MESSAGES } from "../../src/core/roster";
import { timeLeft } from "../../src/web/features/employer/employer-api";

/** Issue 34 §7: small words a new user tripped on. */
describe("the edit window's countdown", () => {
  const now = Date.parse("2026-11-28T12:00:00Z");
  const hours = (h: number) => new Date(now + h * 3_600_000);

  it("never shows more than the 24-hour window, even with the server's clock a moment ahead", () => {
    expect(timeLeft(hours(24), now)).toBe("24 h 0 min");
    expect(timeLeft(new Date(now + 24 * 3_600_000 + 45_000), now)).toBe("24 h 0 min");
  });

  it("counts down in whole minutes, rounded down, and says so in the last minute", () => {
    expect(timeLeft(new Date(now + 61 * 60_000 + 30_000), now)).toBe("1 h 1 min");
    expect(timeLeft(new Date(now + 59_000), now)).toBe("under 1 min");
    expect(timeLeft(new Date(now), now)).toBeNull();
  });
});

describe("the roster's delimiter note", () => {
  it("reads as plain English for each delimiter", () => {
    expect(ROSTER_MESSAGES.delimiter(";")).toBe("Read as semicolon-separated values.");
    expect(ROSTER_MESSAGES.delimiter("\t")).toBe("Read as tab-separated values.");
    expect(ROSTER_MESSAGES.delimiter(",")).toBe("Read as comma-separated values.");
  });
});

describe("the roster invitation notice", () => {
  it("promises what a professional can do: see and dispute, never answer", async () => {
    const { notice } = await import("../../src/core/notices");
    const { message } = notice("roster.invitation", {});
    expect(message).toContain("dispute");
    expect(message).not.toMatch(/answer|reply/i);
  });
});

describe("the new-rating switch", () => {
  it("tells the professional that rating notices come in a daily batch, and why", async () => {
    const { PREFERENCE_LABELS } = await import("../../src/core/notices");
    expect(PREFERENCE_LABELS.newRating.hint).toMatch(/once a day/i);
    expect(PREFERENCE_LABELS.newRating.hint).toMatch(/who rated you/);
  });
});

describe("a dispute's deadline, as each party reads it", () => {
  it("says 'Your answer is due' only to the party that was asked", async () => {
    const { deadlineLabel } = await import("../../src/core/dispute-workflow");
    const answer = { kind: "answer" as const };
    expect(deadlineLabel(answer, "awaiting_employer", "professional")).toBe("The employer's answer is due");
    expect(deadlineLabel(answer, "awaiting_employer", "employer")).toBe("Your answer is due");
    expect(deadlineLabel(answer, "needs_info", "professional")).toBe("Your answer is due");
    expect(deadlineLabel(answer, "needs_info", "employer")).toBe("The professional's answer is due");
    expect(deadlineLabel({ kind: "decision" }, "under_review", "professional")).toBe("Decision due by");
  });
});

describe("sign-ups per address", () => {
  it("stay at 20 an hour unless the operator sets SIGN_UP_PER_ADDRESS_PER_HOUR", async () => {
    expect(process.env.SIGN_UP_PER_ADDRESS_PER_HOUR).toBeUndefined();
    const { AUTH_THROTTLES } = await import("../../src/server/http/auth-throttles");
    expect(AUTH_THROTTLES.signUpPerIp).toEqual({ max: 20, windowMs: 3_600_000 });
  });
});
