import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { KeyQueue } from "./key-queue";
import { ThrottleUnavailable } from "./throttle";
import type { ThrottleStore } from "./throttle-store";

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

export type BreakerLog = Pick<FastifyBaseLogger, "info" | "error">;

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
