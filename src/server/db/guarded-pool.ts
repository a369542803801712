import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { continuingRequest } from "./request-priority";

/** The connection a transaction being opened was given (set by `GuardedPool.connect`, read as its callback starts). */
export const transactionOpening = new AsyncLocalStorage<{ client?: pg.PoolClient }>();
export const transactionClients = new WeakMap<object, pg.PoolClient>();

/**
 * The pooled connection a top-level transaction runs on (PostgreSQL only; not for nested ones), for a query drizzle has
 * no public way to run (a named prepared statement, db/named-statement.ts). drizzle's `transaction()` asks the pool
 * for its connection with `connect()` inside the call: the pool below notes it in that call's context.
 */
export function transactionClient(tx: object): pg.PoolClient | undefined {
  return transactionClients.get(tx);
}

/** A caller waiting for its turn at the pool (D271): requests already under way go first. */
interface Waiter {
  continuing: boolean;
  grant: () => void;
  refuse: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

/**
 * A pool whose checked-out clients go back (and out) on their own when their connection dies. drizzle's
 * `transaction()` sends BEGIN before its try/finally, so a connection killed right then was never released: after
 * a PostgreSQL restart the pool kept dead clients checked out and, a few restarts later, every request waited for
 * a connection forever (found by tests/api/database-restart.test.ts). Releasing twice is harmless here.
 *
 * And a pool with its own waiting line in front of pg's (D271, decision 0345): at most `max` callers hold a client;
 * the others wait here, a request that has already had a connection ahead of those that have not, behind the
 * others like it. Only pg's public API: `connect()` and each client's `release()`.
 */
export class GuardedPool extends pg.Pool {
  /** Clients handed out through this pool's connect() and not yet released. */
  private out = 0;
  private readonly waiters: Waiter[] = [];
  private closing = false;

  /** Callers waiting here for a client (pg's own queue stays empty while this one holds them). */
  get waitingHere(): number {
    return this.waiters.length;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise and callback forms) are kept as they are.
  override connect(...args: any[]): any {
    const callback = typeof args[0] === "function" ? (args[0] as (e?: Error, c?: pg.PoolClient) => void) : undefined;
    const opening = transactionOpening.getStore();
    const got = this.turn(continuingRequest()).then(() =>
      super.connect().then(
        (client: pg.PoolClient) => {
          this.trackRelease(client);
          if (callback) return client;
          if (opening && !opening.client) opening.client = client;
          return releaseWhenDead(client);
        },
        (error: unknown) => {
          this.returned();
          throw error;
        },
      ),
    );
    if (!callback) return got;
    got.then(
      (client) => callback(undefined, client),
      (error: Error) => callback(error),
    );
    return undefined;
  }

  override end(...args: never[]): Promise<void> {
    this.closing = true;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.refuse(new Error("Cannot use a pool after calling end on the pool"));
    }
    return (super.end as (...a: never[]) => Promise<void>)(...args);
  }

  /** Resolves when the caller may take a client: at once while fewer than `max` are out and no one waits. */
  private turn(continuing: boolean): Promise<void> {
    if (this.closing) return Promise.reject(new Error("Cannot use a pool after calling end on the pool"));
    const max = this.options.max ?? 10;
    if (this.out < max && this.waiters.length === 0) {
      this.out++;
      return Promise.resolve();
    }
    return new Promise<void>((grant, refuse) => {
      const waiter: Waiter = { continuing, grant, refuse };
      const timeout = this.options.connectionTimeoutMillis ?? 0;
      if (timeout > 0) {
        waiter.timer = setTimeout(() => {
          const at = this.waiters.indexOf(waiter);
          if (at >= 0) this.waiters.splice(at, 1);
          refuse(new Error("timeout exceeded when trying to connect"));
        }, timeout);
      }
      const firstNew = continuing ? this.waiters.findIndex((w) => !w.continuing) : -1;
      this.waiters.splice(firstNew === -1 ? this.waiters.length : firstNew, 0, waiter);
    });
  }

  /** A client came back (or never came): the next in line takes its place. */
  private returned() {
    this.out--;
    const max = this.options.max ?? 10;
    while (this.out < max && this.waiters.length > 0) {
      const next = this.waiters.shift() as Waiter;
      clearTimeout(next.timer);
      this.out++;
      next.grant();
    }
  }

  private trackRelease(client: pg.PoolClient) {
    const release = client.release.bind(client);
    let back = false;
    client.release = (error?: Error | boolean) => {
      if (!back) {
        back = true;
        // After pg has the client back, so the next in line is given this one rather than a new connection.
        release(error);
        this.returned();
        return;
      }
      release(error);
    };
  }
}

function releaseWhenDead(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release;
  let released = false;
  const finish = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("error", onDead);
    client.removeListener("end", onDead);
    poolRelease(err);
  };
  const onDead = (error?: Error) => finish(error ?? new Error("Connection terminated"));
  client.on("error", onDead);
  client.on("end", onDead);
  client.release = finish;
  return client;
}
