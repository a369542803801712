import { Redis } from "ioredis";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { PostgresThrottleStore } from "./throttle-store-postgres";
import { type BreakerLog, REDIS_OPTIONS, RedisBreaker, RedisThrottleStore } from "./throttle-store-redis";

/**
 * Where throttle state lives (decisions D200). One small JSON value per key, read and replaced atomically: two
 * instances counting the same key never lose each other's hits. Memory belongs to one process (PGlite, tests);
 * PostgreSQL (`throttle_counters`) and Redis are shared by every instance.
 */
export interface ThrottleStore {
  readonly kind: "memory" | "postgres" | "redis";
  /** Reads the state at `key`, lets `change` compute the next one (null deletes), keeps it `ttlMs`; one at a time per key. */
  update<S, R>(key: string, ttlMs: number, change: (state: S | null) => { state: S | null; result: R }): Promise<R>;
  get<S>(key: string): Promise<S | null>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemoryThrottleStore implements ThrottleStore {
  readonly kind = "memory";
  private entries = new Map<string, Entry>();
  constructor(private readonly now: () => number = Date.now) {}

  async update<S, R>(key: string, ttlMs: number, change: (state: S | null) => { state: S | null; result: R }) {
    const { state, result } = change(this.read<S>(key));
    if (state === null) this.entries.delete(key);
    else this.entries.set(key, { value: JSON.stringify(state), expiresAt: this.now() + ttlMs });
    if (this.entries.size > 50_000) this.prune();
    return result;
  }

  async get<S>(key: string): Promise<S | null> {
    return this.read<S>(key);
  }

  async close() {}

  private read<S>(key: string): S | null {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) return null;
    return JSON.parse(entry.value) as S;
  }

  private prune() {
    const t = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= t) this.entries.delete(key);
  }
}

/**
 * @fastify/rate-limit's store contract (`incr(key, cb, timeWindow, max)`, `child(routeOptions)`), kept in a
 * `ThrottleStore` as a fixed window: the routes' `config.rateLimit` budgets hold across instances too. (With Redis the
 * plugin's own RedisStore is used instead: see app.ts.)
 */
export function rateLimitStoreOver(store: ThrottleStore) {
  class SharedRateLimitStore {
    private readonly prefix: string;
    /** The plugin passes its options first; children get their route's prefix. */
    constructor(_options?: unknown, prefix = "rl:") {
      this.prefix = prefix;
    }
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number) {
      store
        .update<{ count: number; start: number }, { current: number; ttl: number }>(
          this.prefix + key,
          timeWindow,
          (state) => {
            const t = Date.now();
            const live = state && state.start + timeWindow > t ? state : { count: 0, start: t };
            live.count += 1;
            return { state: live, result: { current: live.count, ttl: live.start + timeWindow - t } };
          },
        )
        .then((res) => cb(null, res), cb);
    }
    /** The plugin's merged route parameters carry the route as `routeInfo` (its types say RouteOptions). */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `${this.prefix}${String(route.method ?? "")}${route.url ?? ""}:`);
    }
  }
  return SharedRateLimitStore;
}

/** The store for this process: Redis with REDIS_URL, PostgreSQL on a PostgreSQL database, memory on PGlite. */
export async function createThrottleStore(
  config: Pick<Config, "redisUrl">,
  database: Database,
  log: BreakerLog,
  now?: () => number,
): Promise<{ store: ThrottleStore; breaker?: RedisBreaker }> {
  // A test clock drives the in-memory store: shared stores keep real time.
  if (now) return { store: new MemoryThrottleStore(now) };
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, REDIS_OPTIONS);
    const breaker = new RedisBreaker(redis, log);
    // Wait for the first connection (at most connectTimeout): a Redis that is down at start leaves the instance
    // up, its throttled routes answering 503 until Redis answers (D313).
    await redis.connect().catch(() => {});
    return { store: new RedisThrottleStore(redis, breaker), breaker };
  }
  if (database.engine === "postgres") return { store: new PostgresThrottleStore(database) };
  return { store: new MemoryThrottleStore() };
}
