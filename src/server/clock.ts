/**
 * The server's notion of "now" for business rules with time windows (the 24-hour edit window, rolling usage
 * windows). It is `Date.now()` plus an offset that only tests can move (the test clock route exists only with
 * NODE_ENV=test), so a browser journey can step past the edit window without waiting. Commands still take `now` as
 * a parameter; routes read it here. Outside tests the offset stays 0.
 */
const MAX_OFFSET_MS = 366 * 24 * 3_600_000;

let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  offsetMs(): number {
    return offsetMs;
  },
};

export class ClockLockedError extends Error {
  constructor() {
    super("the clock offset can only be changed by tests (NODE_ENV=test with DEV_TOOLS on)");
  }
}

/**
 * Moves the clock by `ms` from real time (0 resets it). Only tests may: a moved clock once let an employer edit a
 * locked rating on a development server anyone could reach (issue 12, hole 2).
 */
export function setClockOffset(ms: number, config: { devTools: boolean; env: string }): void {
  if (!config.devTools || config.env !== "test") throw new ClockLockedError();
  if (!Number.isSafeInteger(ms) || Math.abs(ms) > MAX_OFFSET_MS) throw new RangeError("clock offset out of range");
  offsetMs = ms;
}

export const CLOCK_MAX_OFFSET_MS = MAX_OFFSET_MS;
