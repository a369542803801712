import { GENERIC_ERRORS } from "../../core/messages";
import { AppError } from "./errors";

export interface ThrottleRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * A sliding-window counter per key (an IP, or an e-mail address). Kept in memory per instance; with several
 * instances each enforces its own window, which still bounds guessing to N × max (see decisions D14).
 */
export class Throttle {
  private hits = new Map<string, number[]>();
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

  private prune(since: number) {
    for (const [key, list] of this.hits) if (!list.some((x) => x > since)) this.hits.delete(key);
  }
}

export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "rate_limited", GENERIC_ERRORS.rateLimited);
  }
}

const MINUTE = 60_000;
export const AUTH_THROTTLES = {
  signInPerIp: { max: 60, windowMs: 15 * MINUTE },
  signInPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { max: 20, windowMs: 60 * MINUTE },
  mailPerIp: { max: 20, windowMs: 15 * MINUTE },
  mailPerAccount: { max: 3, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;
