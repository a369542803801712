import { randomUUID } from "node:crypto";
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
  /** Times of failures within the window (settled attempts that failed). */
  failures: number[];
  /** Attempts reserved and not yet settled: id → when reserved (D312). They count against the budget. */
  pending?: Record<string, number>;
  lockedUntil: number;
  /** Locks within the last day, for the back-off. */
  locks: number;
  lastLockAt: number;
  /** The lock (its `lastLockAt`) an owner's unlock link was used for: each link works once (D314). */
  unlockedLockAt?: number;
}

const DAY = 24 * 3_600_000;
/** A reservation not settled within this long (its process died mid-check) counts as a failure. */
const PENDING_MS = 30_000;

/** What one reserved attempt's failure did to its key. */
export interface FailureOutcome {
  key: string;
  /** This failure locked the key (it was the last one the budget allowed). */
  lockedNow: boolean;
  /** The lock's start, when locked now: it names the lock an unlock link is for. */
  lockAt: number;
  lockedUntil: number;
}

/**
 * One attempt at a guessable secret (password, one-time code), counted BEFORE the secret is checked (D312):
 * `Throttle.reserve` takes a slot in every key's budget or refuses; after the check exactly one of `fail`,
 * `succeed` or `release` settles it. A burst of any size gets at most `max` checks per key through, on one instance
 * or many, because the slot is taken in the same atomic store update that reads the budget.
 */
export class Attempt {
  private settled = false;
  constructor(
    private readonly throttle: Throttle,
    private readonly slots: ReadonlyArray<{ key: string; id: string; rule: LockoutRule }>,
  ) {}

  /** The secret was wrong: every slot becomes a failure; a key whose budget is now spent locks. */
  async fail(): Promise<FailureOutcome[]> {
    if (this.settled) return [];
    this.settled = true;
    const outcomes: FailureOutcome[] = [];
    for (const slot of this.slots) outcomes.push(await this.throttle.settleFailure(slot.key, slot.id, slot.rule));
    return outcomes;
  }

  /** The secret was right: the slots are freed and `forget` keys (the client's own) forget their failures. */
  async succeed(forget: ReadonlyArray<string> = this.slots.map((s) => s.key)): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    for (const slot of this.slots) await this.throttle.settleRelease(slot.key, slot.id, forget.includes(slot.key));
  }

  /** Runs the secret's check; a check that throws checked nothing, so the slots are released and the error passed on. */
  async check<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await this.release();
      throw error;
    }
  }

  /** No secret was checked (the check itself failed, or something else refused first): the slots are freed. */
  async release(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    for (const slot of this.slots) await this.throttle.settleRelease(slot.key, slot.id, false).catch(() => {});
  }
}

/**
 * Sliding-window counters (every attempt counts) and failure lockouts with back-off (only failures count), per key
 * (an IP, an account, an account seen from one client). The state lives in a `ThrottleStore` shared by every
 * instance (Redis when REDIS_URL is set, else the PostgreSQL table `throttle_counters`; in memory on PGlite, whose
 * database belongs to one process): several instances enforce one budget (decisions D15, D200). Every decision is
 * made inside one atomic store update, so concurrent requests never both take the last slot (D312).
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

  /**
   * Reserves one attempt in each key's lockout budget, in order, before the secret is checked (D312). Throws 429
   * (and frees what it took) when a key is locked or its budget is taken by failures and attempts in flight.
   */
  async reserve(keys: ReadonlyArray<{ key: string; rule: LockoutRule }>): Promise<Attempt> {
    const taken: Array<{ key: string; id: string; rule: LockoutRule }> = [];
    try {
      for (const { key, rule } of keys) {
        const id = randomUUID();
        const retryAfter = await this.store.update<LockState, number>(`lock:${key}`, rule.maxLockMs + DAY, (stored) => {
          const t = this.now();
          const state = this.live(stored, rule, t);
          if (state.lockedUntil > t) return { state, result: Math.max(1, Math.ceil((state.lockedUntil - t) / 1000)) };
          const pending = state.pending ?? {};
          if (state.failures.length + Object.keys(pending).length >= rule.max) return { state, result: 1 };
          pending[id] = t;
          state.pending = pending;
          return { state, result: 0 };
        });
        if (retryAfter > 0) throw new TooManyRequests(retryAfter, { key });
        taken.push({ key, id, rule });
      }
    } catch (error) {
      await new Attempt(this, taken).release();
      throw error;
    }
    return new Attempt(this, taken);
  }

  /** @internal Settles a reservation as a failure (Attempt.fail). */
  async settleFailure(key: string, id: string, rule: LockoutRule): Promise<FailureOutcome> {
    return this.store.update<LockState, FailureOutcome>(`lock:${key}`, rule.maxLockMs + DAY, (stored) => {
      const t = this.now();
      const state = this.live(stored, rule, t);
      if (state.pending) delete state.pending[id];
      return { state, result: { key, ...this.countFailure(state, rule, t) } };
    });
  }

  /** @internal Frees a reservation; `forget` also forgets the key's failures (a success from this client). */
  async settleRelease(key: string, id: string, forget: boolean): Promise<void> {
    await this.store.update<LockState, void>(`lock:${key}`, DAY * 2, (stored) => {
      if (!stored) return { state: null, result: undefined };
      if (stored.pending) delete stored.pending[id];
      if (forget) stored.failures = [];
      return { state: stored, result: undefined };
    });
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

  /** The key's lock state as stored (null when it has none). */
  async lockState(key: string): Promise<LockState | null> {
    return this.store.get<LockState>(`lock:${key}`);
  }

  /** Counts a failure without a reservation (the unit tests' way to drive the back-off). */
  async recordFailure(key: string, rule: LockoutRule): Promise<FailureOutcome> {
    // Kept a day past the lock: the back-off remembers locks within the last day.
    return this.store.update<LockState, FailureOutcome>(`lock:${key}`, rule.maxLockMs + DAY, (stored) => {
      const t = this.now();
      const state = this.live(stored, rule, t);
      return { state, result: { key, ...this.countFailure(state, rule, t) } };
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

  /**
   * Ends the key's current lock and forgets its failures (the owner proved the mailbox: password reset), keeping
   * the back-off history.
   */
  async unlock(key: string): Promise<void> {
    if (!(await this.store.get<LockState>(`lock:${key}`))) return;
    await this.store.update<LockState, void>(`lock:${key}`, DAY * 2, (stored) => {
      if (stored) {
        stored.failures = [];
        stored.lockedUntil = 0;
      }
      return { state: stored, result: undefined };
    });
  }

  /**
   * Marks the lock that started at `lockAt` as answered by its unlock link, once: true the first time for that
   * lock, false for a used link or a lock that is no longer the key's latest (D314).
   */
  async consumeUnlock(key: string, lockAt: number): Promise<boolean> {
    return this.store.update<LockState, boolean>(`lock:${key}`, DAY * 2, (stored) => {
      if (!stored || stored.lastLockAt !== lockAt || stored.unlockedLockAt === lockAt)
        return { state: stored, result: false };
      stored.unlockedLockAt = lockAt;
      return { state: stored, result: true };
    });
  }

  /** The state with the window applied: old failures dropped, stale reservations counted as failures. */
  private live(stored: LockState | null, rule: LockoutRule, t: number): LockState {
    const state: LockState = stored ?? { failures: [], lockedUntil: 0, locks: 0, lastLockAt: 0 };
    if (t - state.lastLockAt > DAY) state.locks = 0;
    if (state.pending)
      for (const [id, at] of Object.entries(state.pending))
        if (t - at > PENDING_MS) {
          delete state.pending[id];
          state.failures.push(at);
        }
    state.failures = state.failures.filter((x) => x > t - rule.windowMs);
    return state;
  }

  private countFailure(state: LockState, rule: LockoutRule, t: number) {
    state.failures.push(t);
    if (state.failures.length >= rule.max && state.lockedUntil <= t) {
      state.lockedUntil = t + Math.min(rule.maxLockMs, rule.windowMs * 2 ** state.locks);
      state.locks += 1;
      state.lastLockAt = t;
      state.failures = [];
      return { lockedNow: true, lockAt: t, lockedUntil: state.lockedUntil };
    }
    return { lockedNow: false, lockAt: state.lastLockAt, lockedUntil: state.lockedUntil };
  }
}

export class TooManyRequests extends AppError {
  /** The lockout key that refused, when a lockout did. */
  readonly key: string | undefined;
  constructor(
    readonly retryAfterSeconds: number,
    options: { status?: 429 | 503; message?: string; key?: string } = {},
  ) {
    const unavailable = options.status === 503;
    super(
      unavailable ? 503 : 429,
      unavailable ? "service_unavailable" : "rate_limited",
      options.message ?? (unavailable ? GENERIC_ERRORS.unavailable : GENERIC_ERRORS.rateLimited),
    );
    this.key = options.key;
  }
}

/**
 * The throttle's store cannot be reached (Redis down, D313): the request is refused at once with 503 and
 * `Retry-After` — never let through unthrottled. A TooManyRequests so the error handler sends its Retry-After.
 */
export class ThrottleUnavailable extends TooManyRequests {
  constructor(retryAfterSeconds = 5) {
    super(retryAfterSeconds, { status: 503 });
  }
}

/** Kept for tests/api/lockout-bursts.test.ts until its import names auth-throttles.ts. */
export { AUTH_LOCKOUTS } from "./auth-throttles";
