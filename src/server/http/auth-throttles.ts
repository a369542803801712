import type { LockoutRule, ThrottleRule } from "./throttle";

/** The budgets of the sign-in, sign-up and mail routes and the lockouts of password and code guessing. */

const DAY = 24 * 3_600_000;
const MINUTE = 60_000;
function signUpsPerAddress(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 20;
}
export const AUTH_THROTTLES = {
  /** Every sign-in attempt from one address, whatever the account. */
  signInPerIp: { max: 60, windowMs: 15 * MINUTE },
  /**
   * Sign-ups from one address per hour: 20 unless `SIGN_UP_PER_ADDRESS_PER_HOUR` says otherwise (the browser journeys'
   * one server takes every journey's sign-ups from 127.0.0.1, so it sets a higher figure).
   */
  signUpPerIp: { max: signUpsPerAddress(process.env.SIGN_UP_PER_ADDRESS_PER_HOUR), windowMs: 60 * MINUTE },
  mailPerIp: { max: 20, windowMs: 15 * MINUTE },
  mailPerAccount: { max: 3, windowMs: 15 * MINUTE },
  /** Unlock links (D314): one per lock at most, and never more than this a day. */
  unlockMailPerAccount: { max: 10, windowMs: 24 * 60 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Password and code guessing (OWASP Authentication Cheat Sheet, "device cookies"; decisions D31). A guesser locks
 * only the client it guesses from: one account seen from one address, or from one browser that signed in before
 * (device cookie). The account-wide lock for clients without a device cookie trips only on failures from several
 * addresses (twice the per-client budget), so one attacker never locks the owner out, and a browser the owner signed
 * in with before is never locked by anyone else.
 */
export const AUTH_LOCKOUTS = {
  signInPerClient: { max: 10, windowMs: 15 * MINUTE, maxLockMs: DAY },
  signInPerAccountUntrusted: { max: 20, windowMs: 15 * MINUTE, maxLockMs: DAY },
  /** The current password asked again (change password, second-factor settings). */
  passwordCheckPerAccount: { max: 10, windowMs: 15 * MINUTE, maxLockMs: DAY },
  /** One-time codes (TOTP, backup codes) for one pending sign-in or session, and from one address. */
  codePerSession: { max: 5, windowMs: 15 * MINUTE, maxLockMs: DAY },
  codePerIp: { max: 30, windowMs: 15 * MINUTE, maxLockMs: DAY },
} as const satisfies Record<string, LockoutRule>;
