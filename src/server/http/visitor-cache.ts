import type { FastifyInstance, FastifyRequest } from "fastify";
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
}

export interface VisitorCacheOptions {
  ttlMs: number;
  /** Bounds that keep the memory flat whatever visitors ask: the oldest entries go first. */
  maxEntries?: number;
  maxBytes?: number;
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
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(private readonly options: VisitorCacheOptions) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
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
    this.entries.set(key, { body, type, tag, expires: this.now() + this.options.ttlMs });
    this.bytes += size;
    // Map iteration is insertion order: the first keys are the oldest.
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(k, e);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length + key.length;
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
/** The cache's generation when the request missed; undefined when the answer is not to be kept. */
type Marked = FastifyRequest & { [kStore]?: number };

/**
 * Wires the cache into the app. Register before compression: the onSend hook here must see the serialised body.
 */
export function registerVisitorCache(app: FastifyInstance, cache: VisitorCache) {
  if (!cache.enabled) return;
  // preHandler: after the guard (preValidation) and the query's validation, so a refusal is never cached or skipped.
  app.addHook("preHandler", async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = cache.get(request.url);
    if (!entry) {
      cache.misses++;
      (request as Marked)[kStore] = cache.generation;
      return;
    }
    cache.hits++;
    request.routeOptions.config.visitorCache?.onHit?.(request, entry.tag);
    reply.header("content-type", entry.type).header("x-visitor-cache", "hit");
    return reply.send(entry.body);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const missedAt = (request as Marked)[kStore];
    if (missedAt !== cache.generation || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (reply.hasHeader("set-cookie")) return payload;
    cache.set(
      request.url,
      payload,
      String(reply.getHeader("content-type") ?? "application/json"),
      request.visitorCacheTag,
    );
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) cache.clear();
  });
}
