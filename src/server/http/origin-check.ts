import type { FastifyInstance } from "fastify";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated calls: a state-changing request that names an Origin
 * must come from our own origin. Requests without Origin (server-to-server, webhooks, curl) pass;
 * browsers always send Origin on cross-site POST/PUT/PATCH/DELETE.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw forbidden("This request came from an unknown origin.");
    }
    if (allowed.has(parsed.origin) || (host && parsed.host === host)) return;
    throw forbidden("This request came from an unknown origin.");
  });
}
