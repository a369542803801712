import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Config } from "../config";
import type { Database } from "../db/client";

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
 * `throttle_counters` rows, one per key, changed under the row's lock (`SELECT … FOR UPDATE` after an
 * `INSERT … ON CONFLICT DO NOTHING`), so concurrent instances queue on the same key. Expired rows are ignored and
 * swept now and then.
 */
export class PostgresThrottleStore implements ThrottleStore {
  readonly kind = "postgres";
  private updates = 0;
  constructor(private readonly database: Database) {}

  async update<S, R>(key: string, ttlMs: number, change: (state: S | null) => { state: S | null; result: R }) {
    const result = await this.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO throttle_counters (key, state, expires_at) VALUES (${key}, 'null'::jsonb, now()) ON CONFLICT (key) DO NOTHING`,
      );
      const row = (
        await tx.execute(
          sql`SELECT state, expires_at > now() AS live FROM throttle_counters WHERE key = ${key} FOR UPDATE`,
        )
      ).rows[0] as { state: S | string | null; live: boolean } | undefined;
      const stored = row?.live ? parseState<S>(row.state) : null;
      const next = change(stored);
      if (next.state === null) await tx.execute(sql`DELETE FROM throttle_counters WHERE key = ${key}`);
      else
        await tx.execute(sql`
UPDATE throttle_counters SET state = ${JSON.stringify(next.state)}::jsonb,
  expires_at = now() + make_interval(secs => ${ttlMs}::float8 / 1000)
WHERE key = ${key}`);
      return next.result;
    });
    if (++this.updates % 1000 === 0)
      void this.database.query("DELETE FROM throttle_counters WHERE expires_at < now()").catch(() => {});
    return result;
  }

  async get<S>(key: string): Promise<S | null> {
    const rows = await this.database.query<{ state: S | string | null }>(
      "SELECT state FROM throttle_counters WHERE key = $1 AND expires_at > now()",
      [key],
    );
    return parseState<S>(rows[0]?.state ?? null);
  }

  async close() {}
}

function parseState<S>(value: S | string | null): S | null {
  if (typeof value === "string") return JSON.parse(value) as S;
  return value ?? null;
}

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * Redis: the JSON value under `standing:throttle:<key>` with a PX expiry, changed while holding a short lock key
 * (SET NX PX, released only by its holder); a holder that dies leaves a lock that expires in 2 s.
 */
export class RedisThrottleStore implements ThrottleStore {
  readonly kind = "redis";
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "standing:throttle:",
  ) {}

  async update<S, R>(key: string, ttlMs: number, change: (state: S | null) => { state: S | null; result: R }) {
    const dataKey = this.prefix + key;
    const lockKey = `${dataKey}:lock`;
    const token = randomUUID();
    const deadline = Date.now() + 5_000;
    let wait = 2;
    while ((await this.redis.set(lockKey, token, "PX", 2_000, "NX")) !== "OK") {
      if (Date.now() > deadline) throw new Error(`throttle key ${key} stayed locked`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(50, wait * 2);
    }
    try {
      const raw = await this.redis.get(dataKey);
      const { state, result } = change(raw ? (JSON.parse(raw) as S) : null);
      if (state === null) await this.redis.del(dataKey);
      else await this.redis.set(dataKey, JSON.stringify(state), "PX", Math.max(1, Math.ceil(ttlMs)));
      return result;
    } finally {
      await this.redis.eval(RELEASE, 1, lockKey, token).catch(() => {});
    }
  }

  async get<S>(key: string): Promise<S | null> {
    const raw = await this.redis.get(this.prefix + key);
    return raw ? (JSON.parse(raw) as S) : null;
  }

  async close() {
    await this.redis.quit().catch(() => {});
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
export function createThrottleStore(
  config: Pick<Config, "redisUrl">,
  database: Database,
  now?: () => number,
): { store: ThrottleStore; redis?: Redis } {
  // A test clock drives the in-memory store: shared stores keep real time.
  if (now) return { store: new MemoryThrottleStore(now) };
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    return { store: new RedisThrottleStore(redis), redis };
  }
  if (database.engine === "postgres") return { store: new PostgresThrottleStore(database) };
  return { store: new MemoryThrottleStore() };
}
