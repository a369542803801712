/**
 * The server's notion of "now" for business rules with time windows (the 24-hour edit window, rolling usage
 * windows, dispute deadlines, renewals, the deletion purge). It is `Date.now()` plus an offset that the developer
 * tools can move (the dev clock: /dev/clock and /api/v1/dev/clock, behind the console token, D0336), so a newcomer
 * or a browser journey can step past a deadline without waiting. Commands still take `now` as a parameter; routes
 * and the job schedule read it here. Sessions and sign-in throttles keep real time (D0337). In production the offset
 * stays 0.
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
    super("the clock offset can only be changed with DEV_TOOLS on, outside production");
  }
}

/**
 * Moves the clock by `ms` from real time (0 resets it). Only with the developer tools on and never in production: a
 * moved clock once let an employer edit a locked rating on a development server anyone could reach (issue 12,
 * hole 2), so the routes that call this also demand the console token from this machine (http/dev-access.ts).
 */
export function setClockOffset(ms: number, config: { devTools: boolean; env: string }): void {
  if (!clockMovable(config)) throw new ClockLockedError();
  if (!Number.isSafeInteger(ms) || Math.abs(ms) > MAX_OFFSET_MS) throw new RangeError("clock offset out of range");
  offsetMs = ms;
}

/** Whether this server may move its clock at all: the developer tools are on and it is not production. */
export function clockMovable(config: { devTools: boolean; env: string }): boolean {
  return config.devTools && config.env !== "production";
}

export const CLOCK_MAX_OFFSET_MS = MAX_OFFSET_MS;
