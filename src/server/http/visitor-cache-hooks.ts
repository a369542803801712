import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasSessionCookie } from "../auth/session-actor";
import type { Reading, VisitorCache } from "./visitor-cache";

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

const kReading = Symbol("visitorCacheReading");
const kVariant = Symbol("visitorCacheVariant");
/**
 * kReading: the request leads the reading of its URL (its answer is the one kept). kVariant: the cache's generation
 * when the answer went out uncompressed from the cache or was kept, so its compressed copy may be kept.
 */
type Marked = FastifyRequest & { [kReading]?: { reading: Reading; generation: number }; [kVariant]?: number };

/**
 * Wires the cache into the app. Register before compression (the onSend hook here must see the serialised body), and
 * `registerVisitorCacheVariants` after it.
 */
export function registerVisitorCache(app: FastifyInstance, cache: VisitorCache) {
  if (!cache.enabled) return;
  // preHandler: after the guard (preValidation) and the query's validation, so a refusal is never cached or skipped.
  app.addHook("preHandler", async (request, reply) => {
    if (!cacheable(request)) return;
    const found = await cache.lookup(request.url);
    if (found.kind === "read") {
      if (found.reading) (request as Marked)[kReading] = { reading: found.reading, generation: cache.generation };
      return;
    }
    const { entry } = found;
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
    const lead = (request as Marked)[kReading];
    if (!lead) return payload;
    // A refresh that no longer answers 200 (the profile was hidden or removed elsewhere): the kept answer goes now.
    const refused = reply.statusCode !== 200;
    if (
      lead.generation !== cache.generation ||
      refused ||
      typeof payload !== "string" ||
      reply.hasHeader("set-cookie")
    ) {
      cache.drop(request.url, lead.reading, refused);
      return payload;
    }
    cache.keep(
      lead.reading,
      payload,
      String(reply.getHeader("content-type") ?? "application/json"),
      request.visitorCacheTag,
    );
    (request as Marked)[kVariant] = lead.generation;
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    // A reading that ended without an answer sent through onSend keeps nothing, and wakes the visitors waiting.
    const lead = (request as Marked)[kReading];
    if (lead) cache.drop(request.url, lead.reading, false);
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
