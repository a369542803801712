import type { FastifyInstance } from "fastify";
import { GENERIC_ERRORS } from "../../core/messages";
import { allowedOrigins } from "./allowed-origins";
import { forbidden } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated calls: a state-changing request that names an Origin must come from one
 * of our own (`allowedOrigins`: PUBLIC_URL and, for a loopback address, its loopback aliases). Requests without
 * Origin (server-to-server, webhooks, curl) pass; browsers always send Origin on POST/PUT/PATCH/DELETE.
 * The Host header is not trusted as a second source: the auth library checks the same list, and a page opened at
 * some other address (a LAN IP, another host name) would sign in here and then fail there with no clear reason.
 * It is refused at its first request instead, with the address to open (D52).
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new Set(allowedOrigins(publicUrl));
  const announced = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let parsed: string | null = null;
    try {
      parsed = new URL(origin).origin;
    } catch {
      parsed = null;
    }
    if (parsed && allowed.has(parsed)) return;
    throw forbidden(GENERIC_ERRORS.wrongAddress(announced));
  });
}
