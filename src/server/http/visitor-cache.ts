import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasSessionCookie } from "../auth/session-actor";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's answer to a visitor may be kept for a few seconds and given to the next visitor asking the same
     * URL (D275). `onHit` runs for each answer given from the cache (the profile counts the view there).
     */
    visitorCache?: { onHit?: (request: FastifyRequest, tag: string | undefined) => void };
  }
  interface FastifyRequest {
    /** Set by a cacheable route's handler: handed to `onHit` with every later answer from the cache. */
    visitorCacheTag?: string;
  }
}

interface Entry {
  body: string;
  type: string;
  expires: number;
  tag: string | undefined;
  /** A request is already reading this answer afresh before it expires (refresh ahead). */
  refreshing: boolean;
  /** The compressed copies, by the request's exact Accept-Encoding header (a browser sends the same one each time). */
  variants: Map<string, { body: Buffer; encoding: string }>;
}

/** Enough for the few Accept-Encoding spellings browsers send; more would only be other clients' oddities. */
const MAX_VARIANTS = 3;

export interface VisitorCacheOptions {
  ttlMs: number;
  /** Bounds that keep the memory flat whatever visitors ask: the oldest entries go first. */
  maxEntries?: number;
  maxBytes?: number;
  /**
   * In the last this-many milliseconds of an answer's life, the first visitor asking reads it afresh while the
   * others are still given the kept one (default: a fifth of the time to live). Never past the time to live.
   */
  refreshAheadMs?: number;
  /** How long a visitor waits at most for another request reading the same URL (default 8 s), then reads it too. */
  waitMs?: number;
  now?: () => number;
}

/**
 * A microcache of what visitors read (search, suggestions, public profile headers), the pattern of Discourse's
 * anonymous cache and nginx's microcaching: the same URL asked by many visitors within a few seconds is answered
 * once from the database. Only GET answers 200 to a request with no session cookie and no API key are kept, after
 * the guard has judged the request (so every policy still applies) and before compression (the stored body is the
 * serialised JSON). Any successful write through this instance empties it, so a professional who hides a profile
 * or an administrator who removes one is obeyed here at once; other instances follow within `ttlMs` (D275).
 */
export class VisitorCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped by every clear: an answer read before a write finished is not stored after it. */
  generation = 0;
  hits = 0;
  misses = 0;
  refreshes = 0;
  waits = 0;
  /** URLs a request is reading from the database now, and how to wake the visitors waiting for them (D292). */
  private readonly reading = new Map<string, { promise: Promise<void>; done: () => void; timer: NodeJS.Timeout }>();
  private readonly waitMs: number;
  private readonly maxEntries: number;
  private readonly refreshAheadMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(private readonly options: VisitorCacheOptions) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.refreshAheadMs = options.refreshAheadMs ?? options.ttlMs / 5;
    // Longer than a search takes even on a cold start (up to 5.7 s seen with 200 visitors arriving at once): a
    // visitor who stopped waiting would read the same answer again, behind the searches' bulkhead (D291).
    this.waitMs = options.waitMs ?? 8_000;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key, entry);
      return undefined;
    }
    return entry;
  }

  set(key: string, body: string, type: string, tag: string | undefined): void {
    const size = body.length + key.length;
    // One answer larger than an eighth of the budget would push out many useful ones: not kept.
    if (size > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) this.delete(key, old);
    this.entries.set(key, {
      body,
      type,
      tag,
      expires: this.now() + this.options.ttlMs,
      refreshing: false,
      variants: new Map(),
    });
    this.bytes += size;
    this.evict();
  }

  /**
   * Whether the caller should read `entry` afresh now: true once, for the first request in the entry's last
   * `refreshAheadMs`. Without it every visitor asking in the moment an answer expired read it from the database
   * (D290): under the mixed load those were the slowest searches. The kept answer still goes to everyone else until
   * it expires, so nothing is given out older than the time to live.
   */
  claimRefresh(entry: Entry): boolean {
    if (entry.refreshing || entry.expires - this.now() > this.refreshAheadMs) return false;
    entry.refreshing = true;
    this.refreshes++;
    return true;
  }

  /** Keeps the compressed copy of a kept answer, so the next visitor asking the same way is not compressed for. */
  addVariant(key: string, acceptEncoding: string, body: Buffer, encoding: string): void {
    const entry = this.get(key);
    if (!entry || entry.variants.size >= MAX_VARIANTS || entry.variants.has(acceptEncoding)) return;
    entry.variants.set(acceptEncoding, { body, encoding });
    this.bytes += body.length + acceptEncoding.length;
    this.evict();
  }

  private evict() {
    // Map iteration is insertion order: the first keys are the oldest.
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(k, e);
    }
  }

  /**
   * The answer for `key` being read now by a request that missed, if any: resolves when that request is done (its
   * answer kept or not), or after `waitMs` at most, so a slow or lost reading never holds the others (D292).
   */
  readingNow(key: string): Promise<void> | undefined {
    return this.reading.get(key)?.promise;
  }

  startReading(key: string): void {
    if (this.reading.has(key)) return;
    let done!: () => void;
    const promise = new Promise<void>((resolve) => {
      done = resolve;
    });
    const timer = setTimeout(() => this.doneReading(key), this.waitMs);
    timer.unref?.();
    this.reading.set(key, { promise, done, timer });
  }

  doneReading(key: string): void {
    const r = this.reading.get(key);
    if (!r) return;
    this.reading.delete(key);
    clearTimeout(r.timer);
    r.done();
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.delete(key, entry);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length + key.length;
    for (const [ae, v] of entry.variants) this.bytes -= v.body.length + ae.length;
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function cacheable(request: FastifyRequest): boolean {
  return (
    request.method === "GET" &&
    request.routeOptions.config.visitorCache !== undefined &&
    request.actor?.kind === "visitor" &&
    !request.deactivatedSession &&
    !request.headers.authorization &&
    !hasSessionCookie(request)
  );
}

const kStore = Symbol("visitorCacheStore");
const kVariant = Symbol("visitorCacheVariant");
const kLead = Symbol("visitorCacheLead");
/**
 * kStore: the cache's generation when the request missed (undefined: the answer is not to be kept). kVariant: the
 * generation when the answer went out uncompressed from the cache or was kept, so its compressed copy may be kept.
 */
type Marked = FastifyRequest & { [kStore]?: number; [kVariant]?: number; [kLead]?: boolean };

/**
 * Wires the cache into the app. Register before compression (the onSend hook here must see the serialised body), and
 * `registerVisitorCacheVariants` after it.
 */
export function registerVisitorCache(app: FastifyInstance, cache: VisitorCache) {
  if (!cache.enabled) return;
  // preHandler: after the guard (preValidation) and the query's validation, so a refusal is never cached or skipped.
  app.addHook("preHandler", async (request, reply) => {
    if (!cacheable(request)) return;
    let entry = cache.get(request.url);
    if (!entry) {
      // Another visitor's request is reading this URL already: wait for its answer rather than read it again.
      const reading = cache.readingNow(request.url);
      if (reading) {
        cache.waits++;
        await reading;
        entry = cache.get(request.url);
      }
    }
    if (!entry || cache.claimRefresh(entry)) {
      if (!entry) {
        cache.misses++;
        cache.startReading(request.url);
        (request as Marked)[kLead] = true;
      }
      (request as Marked)[kStore] = cache.generation;
      return;
    }
    cache.hits++;
    request.routeOptions.config.visitorCache?.onHit?.(request, entry.tag);
    reply.header("content-type", entry.type).header("x-visitor-cache", "hit");
    const acceptEncoding = request.headers["accept-encoding"];
    const variant = typeof acceptEncoding === "string" ? entry.variants.get(acceptEncoding) : undefined;
    if (!variant) {
      (request as Marked)[kVariant] = cache.generation;
      return reply.send(entry.body);
    }
    // Already compressed: the compression hook leaves an answer with a Content-Encoding alone.
    reply
      .header("content-encoding", variant.encoding)
      .header("vary", "accept-encoding")
      .header("content-length", variant.body.length);
    return reply.send(variant.body);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const missedAt = (request as Marked)[kStore];
    if (missedAt === undefined) return payload;
    // A refresh that no longer answers 200 (the profile was hidden or removed elsewhere): the kept answer goes now.
    if (reply.statusCode !== 200) cache.forget(request.url);
    if (missedAt !== cache.generation || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (reply.hasHeader("set-cookie")) return payload;
    cache.set(
      request.url,
      payload,
      String(reply.getHeader("content-type") ?? "application/json"),
      request.visitorCacheTag,
    );
    (request as Marked)[kVariant] = missedAt;
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    if ((request as Marked)[kLead]) cache.doneReading(request.url);
    if (WRITES.has(request.method) && reply.statusCode < 400) cache.clear();
  });
}

/**
 * After compression: keeps the compressed copy of an answer just kept or just given uncompressed from the cache.
 * @fastify/compress adds its onSend to each route as it is declared, and route hooks run after the app's: this one is
 * added to the cacheable routes the same way, after it (register this after the compression plugin).
 */
export function registerVisitorCacheVariants(app: FastifyInstance, cache: VisitorCache) {
  if (!cache.enabled) return;
  const keepCompressed = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const at = (request as Marked)[kVariant];
    if (at === undefined || at !== cache.generation || !Buffer.isBuffer(payload)) return payload;
    const encoding = reply.getHeader("content-encoding");
    const acceptEncoding = request.headers["accept-encoding"];
    if (typeof encoding !== "string" || encoding === "identity" || typeof acceptEncoding !== "string") return payload;
    cache.addVariant(request.url, acceptEncoding, payload, encoding);
    return payload;
  };
  app.addHook("onRoute", (route) => {
    if (!(route.config as { visitorCache?: unknown } | undefined)?.visitorCache) return;
    const existing = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...existing, keepCompressed as never];
  });
}
