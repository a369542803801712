import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { ThrottleUnavailable } from "./throttle";

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
 * Runs one change per key at a time within this process (the others wait their turn), so a burst at one key costs
 * the shared store one contender per instance instead of one per request: no pile of row-lock waiters holding pool
 * connections, no storm of compare-and-set retries (D312).
 */
class KeyQueue {
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

/**
 * `throttle_counters` rows, one per key. `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING` creates or locks the
 * key's row and returns its state in one statement; the new state is written in the same transaction, so
 * concurrent instances queue on the same key and every decision sees the one before it (D312). Expired rows are
 * ignored and swept now and then.
 */
export class PostgresThrottleStore implements ThrottleStore {
  readonly kind = "postgres";
  private updates = 0;
  private readonly queue = new KeyQueue();
  constructor(private readonly database: Database) {}

  async update<S, R>(key: string, ttlMs: number, change: (state: S | null) => { state: S | null; result: R }) {
    return this.queue.run(key, () => this.updateNow(key, ttlMs, change));
  }

  private async updateNow<S, R>(
    key: string,
    ttlMs: number,
    change: (state: S | null) => { state: S | null; result: R },
  ) {
    const result = await this.database.db.transaction(async (tx) => {
      const row = (
        await tx.execute(sql`
INSERT INTO throttle_counters (key, state, expires_at) VALUES (${key}, 'null'::jsonb, now())
ON CONFLICT (key) DO UPDATE SET state = throttle_counters.state
RETURNING state, expires_at > now() AS live`)
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

/** Replaces the value only if it is still the one read (compare-and-set, one Lua script: atomic in Redis). */
const COMPARE_AND_SET = `local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

/** How long a change may keep losing the race for one key before the request gives up (503). */
const CAS_DEADLINE_MS = 2_000;

/**
 * Redis: the JSON value under `standing:throttle:<key>` with a PX expiry, changed by compare-and-set (D312): read
 * the value, compute the next one, and write it with a Lua script only if the value is still the one read; a loser
 * reads again. No lock to expire under a slow holder, and no decision is made on a value another request has
 * already changed. Every call goes through the circuit breaker (D313): while Redis is down it fails at once.
 */
export class RedisThrottleStore implements ThrottleStore {
  readonly kind = "redis";
  private readonly queue = new KeyQueue();
  constructor(
    private readonly redis: Redis,
    readonly breaker: RedisBreaker,
    private readonly prefix = "standing:throttle:",
  ) {}

  async update<S, R>(key: string, ttlMs: number, change: (state: S | null) => { state: S | null; result: R }) {
    // Fail fast while Redis is down, without queueing behind this key's earlier requests.
    if (!this.breaker.isUp) throw new ThrottleUnavailable(RETRY_AFTER_SECONDS);
    return this.queue.run(key, () => this.updateNow(key, ttlMs, change));
  }

  private async updateNow<S, R>(
    key: string,
    ttlMs: number,
    change: (state: S | null) => { state: S | null; result: R },
  ) {
    const dataKey = this.prefix + key;
    const deadline = Date.now() + CAS_DEADLINE_MS;
    for (let attempt = 0; ; attempt++) {
      const raw = await this.breaker.run(() => this.redis.get(dataKey));
      const { state, result } = change(raw ? (JSON.parse(raw) as S) : null);
      const next = state === null ? "" : JSON.stringify(state);
      const written = await this.breaker.run(() =>
        this.redis.eval(COMPARE_AND_SET, 1, dataKey, raw ?? "", next, String(Math.max(1, Math.ceil(ttlMs)))),
      );
      if (written === 1) return result;
      if (Date.now() > deadline) throw new ThrottleUnavailable(1);
      // Lost the race to another request on this key: read again after a short, jittered pause.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20, 1 + attempt)));
    }
  }

  async get<S>(key: string): Promise<S | null> {
    const raw = await this.breaker.run(() => this.redis.get(this.prefix + key));
    return raw ? (JSON.parse(raw) as S) : null;
  }

  async close() {
    this.breaker.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

type BreakerLog = Pick<FastifyBaseLogger, "info" | "error">;

/**
 * The circuit breaker in front of Redis (D313). Closed (Redis up): commands run, each bounded by ioredis's
 * `commandTimeout`. Any failure, or the connection closing, opens it: from then on every throttled request is
 * refused at once with 503 and Retry-After (fail closed: a sign-in is never let through unthrottled), and a PING
 * every second probes Redis; the first answer closes it again. One log line per change of state, none per retry.
 */
export class RedisBreaker {
  private state: "up" | "down" = "up";
  private probe: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: BreakerLog,
    private readonly probeMs = 1_000,
  ) {
    // A listener, so ioredis never prints "Unhandled error event"; the breaker says it once instead.
    redis.on("error", (error: Error) => this.down(error));
    redis.on("close", () => this.down(new Error("connection closed")));
    redis.on("ready", () => this.up());
  }

  get isUp(): boolean {
    return this.state === "up";
  }

  async run<T>(command: () => Promise<T>): Promise<T> {
    if (this.state === "down" || this.redis.status !== "ready") {
      if (this.state === "up") this.down(new Error(`connection ${this.redis.status}`));
      throw new ThrottleUnavailable(RETRY_AFTER_SECONDS);
    }
    try {
      return await command();
    } catch (error) {
      this.down(error as Error);
      throw new ThrottleUnavailable(RETRY_AFTER_SECONDS);
    }
  }

  /**
   * Whether Redis answers a PING now (for /api/health and the probe); never waits longer than the command timeout.
   * An answer closes the breaker: health never says "up" while requests are still refused.
   */
  async ping(): Promise<boolean> {
    if (this.redis.status !== "ready") return false;
    try {
      const answered = (await this.redis.ping()) === "PONG";
      if (answered) this.up();
      return answered;
    } catch {
      return false;
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.probe);
  }

  private down(error: Error): void {
    if (this.closed || this.state === "down") return;
    this.state = "down";
    this.log.error(
      { err: { message: error.message } },
      "redis unavailable: throttled requests answer 503 until it answers again",
    );
    this.probe = setInterval(() => void this.check(), this.probeMs);
    this.probe.unref();
  }

  private up(): void {
    if (this.closed || this.state === "up") return;
    this.state = "up";
    clearInterval(this.probe);
    this.probe = undefined;
    this.log.info("redis available again: throttled requests served");
  }

  private async check(): Promise<void> {
    await this.ping();
  }
}

const RETRY_AFTER_SECONDS = 5;

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

/** ioredis, configured to fail fast (D313): nothing queued while disconnected, every command bounded. */
export const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 1_000,
  commandTimeout: 500,
  // Reconnect quickly and keep trying: 100 ms, 200 ms … then every second.
  retryStrategy: (times: number) => Math.min(times * 100, 1_000),
} as const;

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
