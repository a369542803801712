/**
 * The server's notion of "now" for business rules with time windows (the 24-hour edit window, rolling usage
 * windows). It is `Date.now()` plus an offset that only the development clock route (DEV_TOOLS) can move, so a
 * browser journey can step past the edit window without waiting. Commands still take `now` as a parameter; routes
 * read it here. In production the offset stays 0: nothing can set it unless `devTools` is on.
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
    super("the clock offset can only be changed with DEV_TOOLS on");
  }
}

/** Moves the clock by `ms` from real time (0 resets it). Refused unless developer tools are on. */
export function setClockOffset(ms: number, config: { devTools: boolean }): void {
  if (!config.devTools) throw new ClockLockedError();
  if (!Number.isSafeInteger(ms) || Math.abs(ms) > MAX_OFFSET_MS) throw new RangeError("clock offset out of range");
  offsetMs = ms;
}

export const CLOCK_MAX_OFFSET_MS = MAX_OFFSET_MS;
