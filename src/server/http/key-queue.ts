/**
 * Runs one change per key at a time within this process (the others wait their turn), so a burst at one key costs
 * the shared store one contender per instance instead of one per request: no pile of row-lock waiters holding pool
 * connections, no storm of compare-and-set retries (D312).
 */
export class KeyQueue {
  private tails = new Map<string, Promise<unknown>>();
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => {});
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}
