/** How a bulkhead admits the calls it cannot start at once (D360). Unset: every call waits its turn, however long. */
export interface Admission {
  /** Calls that may wait at once; the next one is refused at once (`refuse()`), without waiting. */
  maxQueued: number;
  /** A call not started within this many milliseconds leaves the line, refused. */
  maxWaitMs: number;
  /** The error a refused call rejects with (the routes answer it as 503 with `Retry-After`). */
  refuse: () => Error;
}

interface Waiter {
  start: () => void;
  timer?: NodeJS.Timeout;
}

/**
 * At most `max` calls of `run` at once; the others wait their turn, first come first served (D291). A bulkhead:
 * the directory's searches, each up to tens of milliseconds of PostgreSQL CPU when the answer is not kept, may not
 * take all of the pool's connections at once. With forty running on two cores, PostgreSQL's backends left this
 * process a twentieth of the CPU, and every answer, even the home page from memory, waited seconds.
 *
 * With `admission` (D360) the line is bounded too: a call that finds `maxQueued` others waiting is refused at once,
 * and one that has waited `maxWaitMs` without starting is refused then. Under a load the database cannot keep up
 * with, a few searches are answered 503 + `Retry-After` in milliseconds instead of every search waiting seconds.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Calls refused by the admission rules since the limit was made. */
  refused = 0;

  constructor(
    readonly max: number,
    private readonly admission?: Admission,
  ) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`concurrency limit must be a positive integer: ${max}`);
    if (admission && !(admission.maxQueued >= 0 && admission.maxWaitMs > 0))
      throw new Error("admission needs maxQueued ≥ 0 and maxWaitMs > 0");
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await this.wait();
    else this.running++;
    try {
      return await fn();
    } finally {
      // The slot passes straight to the next caller: `running` stays counted for it.
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.start();
      } else this.running--;
    }
  }

  private wait(): Promise<void> {
    const admission = this.admission;
    if (admission && this.waiting.length >= admission.maxQueued) {
      this.refused++;
      return Promise.reject(admission.refuse());
    }
    return new Promise<void>((start, reject) => {
      const waiter: Waiter = { start };
      if (admission) {
        waiter.timer = setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at < 0) return;
          this.waiting.splice(at, 1);
          this.refused++;
          reject(admission.refuse());
        }, admission.maxWaitMs);
      }
      this.waiting.push(waiter);
    });
  }
}
