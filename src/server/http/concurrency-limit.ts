/**
 * At most `max` calls of `run` at once; the others wait their turn, first come first served (D291). A bulkhead:
 * the directory's searches, each up to tens of milliseconds of PostgreSQL CPU when the answer is not kept, may not
 * take all of the pool's connections at once. With forty running on two cores, PostgreSQL's backends left this
 * process a twentieth of the CPU, and every answer, even the home page from memory, waited seconds.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`concurrency limit must be a positive integer: ${max}`);
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await fn();
    } finally {
      // The slot passes straight to the next caller: `running` stays counted for it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
