import { GENERIC_ERRORS } from "../../core/messages";
import { AppError } from "./errors";

export interface ThrottleRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** A lockout that grows: each lock of the same key within a day lasts twice as long as the last (OWASP back-off). */
export interface LockoutRule {
  /** Failures allowed within the window before the key locks. */
  max: number;
  windowMs: number;
  /** The first lock lasts `windowMs`; later ones double, up to this. */
  maxLockMs: number;
}

interface LockState {
  failures: number[];
  lockedUntil: number;
  /** Locks within the last day, for the back-off. */
  locks: number;
  lastLockAt: number;
}

const DAY = 24 * 3_600_000;

/**
 * Sliding-window counters (every attempt counts) and failure lockouts with back-off (only failures count), per key
 * (an IP, an account, an account seen from one client). Kept in memory per instance (decisions D15); with several
 * instances each enforces its own window.
 */
export class Throttle {
  private hits = new Map<string, number[]>();
  private lockouts = new Map<string, LockState>();
  constructor(private readonly now: () => number = Date.now) {}

  /** Records a hit; throws 429 with retryAfterSeconds when the key is over its rule. */
  hit(key: string, rule: ThrottleRule): void {
    const t = this.now();
    const since = t - rule.windowMs;
    const list = (this.hits.get(key) ?? []).filter((x) => x > since);
    if (list.length >= rule.max) {
      const retryAfter = Math.max(1, Math.ceil((list[0]! + rule.windowMs - t) / 1000));
      this.hits.set(key, list);
      throw new TooManyRequests(retryAfter);
    }
    list.push(t);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.prune(since);
  }

  /** Throws 429 while the key is locked out. */
  assertNotLocked(key: string): void {
    const state = this.lockouts.get(key);
    const t = this.now();
    if (state && state.lockedUntil > t)
      throw new TooManyRequests(Math.max(1, Math.ceil((state.lockedUntil - t) / 1000)));
  }

  /** Whether the key is locked out now (no error). */
  isLocked(key: string): boolean {
    const state = this.lockouts.get(key);
    return Boolean(state && state.lockedUntil > this.now());
  }

  /** Counts a failure; the key locks when it reaches the rule's maximum within the window. */
  recordFailure(key: string, rule: LockoutRule): void {
    const t = this.now();
    const state = this.lockouts.get(key) ?? { failures: [], lockedUntil: 0, locks: 0, lastLockAt: 0 };
    if (t - state.lastLockAt > DAY) state.locks = 0;
    state.failures = state.failures.filter((x) => x > t - rule.windowMs);
    state.failures.push(t);
    if (state.failures.length >= rule.max) {
      state.lockedUntil = t + Math.min(rule.maxLockMs, rule.windowMs * 2 ** state.locks);
      state.locks += 1;
      state.lastLockAt = t;
      state.failures = [];
    }
    this.lockouts.set(key, state);
    if (this.lockouts.size > 50_000) this.pruneLockouts(t);
  }

  /** A success from this key forgets its failures (not its back-off history). */
  recordSuccess(key: string): void {
    const state = this.lockouts.get(key);
    if (state) state.failures = [];
  }

  private prune(since: number) {
    for (const [key, list] of this.hits) if (!list.some((x) => x > since)) this.hits.delete(key);
  }

  private pruneLockouts(t: number) {
    for (const [key, s] of this.lockouts)
      if (s.lockedUntil < t && t - s.lastLockAt > DAY && s.failures.every((x) => x < t - DAY))
        this.lockouts.delete(key);
  }
}

export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "rate_limited", GENERIC_ERRORS.rateLimited);
  }
}

const MINUTE = 60_000;
export const AUTH_THROTTLES = {
  /** Every sign-in attempt from one address, whatever the account. */
  signInPerIp: { max: 60, windowMs: 15 * MINUTE },
  signUpPerIp: { max: 20, windowMs: 60 * MINUTE },
  mailPerIp: { max: 20, windowMs: 15 * MINUTE },
  mailPerAccount: { max: 3, windowMs: 15 * MINUTE },
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
