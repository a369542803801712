import { GENERIC_ERRORS } from "../../core/messages";
import { AppError } from "./errors";
import { MemoryThrottleStore, type ThrottleStore } from "./throttle-store";

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

export interface LockState {
  failures: number[];
  lockedUntil: number;
  /** Locks within the last day, for the back-off. */
  locks: number;
  lastLockAt: number;
}

const DAY = 24 * 3_600_000;

/**
 * Sliding-window counters (every attempt counts) and failure lockouts with back-off (only failures count), per key
 * (an IP, an account, an account seen from one client). The state lives in a `ThrottleStore` shared by every
 * instance (Redis when REDIS_URL is set, else the PostgreSQL table `throttle_counters`; in memory on PGlite, whose
 * database belongs to one process): several instances enforce one budget (decisions D15, D200).
 */
export class Throttle {
  constructor(
    private readonly now: () => number = Date.now,
    readonly store: ThrottleStore = new MemoryThrottleStore(now),
  ) {}

  /** Records a hit; throws 429 with retryAfterSeconds when the key is over its rule. */
  async hit(key: string, rule: ThrottleRule): Promise<void> {
    const retryAfter = await this.store.update<number[], number>(`hit:${key}`, rule.windowMs, (stored) => {
      const t = this.now();
      const since = t - rule.windowMs;
      const list = (stored ?? []).filter((x) => x > since);
      if (list.length >= rule.max)
        return { state: list, result: Math.max(1, Math.ceil((list[0]! + rule.windowMs - t) / 1000)) };
      list.push(t);
      return { state: list, result: 0 };
    });
    if (retryAfter > 0) throw new TooManyRequests(retryAfter);
  }

  /** Throws 429 while the key is locked out. */
  async assertNotLocked(key: string): Promise<void> {
    const state = await this.store.get<LockState>(`lock:${key}`);
    const t = this.now();
    if (state && state.lockedUntil > t)
      throw new TooManyRequests(Math.max(1, Math.ceil((state.lockedUntil - t) / 1000)));
  }

  /** Whether the key is locked out now (no error). */
  async isLocked(key: string): Promise<boolean> {
    const state = await this.store.get<LockState>(`lock:${key}`);
    return Boolean(state && state.lockedUntil > this.now());
  }

  /** Counts a failure; the key locks when it reaches the rule's maximum within the window. */
  async recordFailure(key: string, rule: LockoutRule): Promise<void> {
    // Kept a day past the lock: the back-off remembers locks within the last day.
    await this.store.update<LockState, void>(`lock:${key}`, rule.maxLockMs + DAY, (stored) => {
      const t = this.now();
      const state = stored ?? { failures: [], lockedUntil: 0, locks: 0, lastLockAt: 0 };
      if (t - state.lastLockAt > DAY) state.locks = 0;
      state.failures = state.failures.filter((x) => x > t - rule.windowMs);
      state.failures.push(t);
      if (state.failures.length >= rule.max) {
        state.lockedUntil = t + Math.min(rule.maxLockMs, rule.windowMs * 2 ** state.locks);
        state.locks += 1;
        state.lastLockAt = t;
        state.failures = [];
      }
      return { state, result: undefined };
    });
  }

  /** A success from this key forgets its failures (not its back-off history). */
  async recordSuccess(key: string): Promise<void> {
    if (!(await this.store.get<LockState>(`lock:${key}`))) return;
    await this.store.update<LockState, void>(`lock:${key}`, DAY * 2, (stored) => {
      if (stored) stored.failures = [];
      return { state: stored, result: undefined };
    });
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
