import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "./errors";

/**
 * Developer pages (the mail outbox) hold password-reset links, so they are for the person at this machine only
 * (issue 12, hole 2; decisions D32). Three locks, each enough against one way in:
 * - a secret made at every start and printed on the server's console (as notebook servers do), sent as the
 *   `x-dev-token` header or kept in an HttpOnly, SameSite=Strict cookie after the printed link was opened;
 * - the connection comes from the loopback interface;
 * - the request carries no proxy header (a reverse proxy on the same host connects from loopback too).
 * Anything else answers 404, as if the page did not exist.
 */
export const DEV_COOKIE = "standing.dev";
const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip", "via"];

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether this request may use the developer tools. */
export function devAccessAllowed(request: FastifyRequest, token: string, candidate?: string): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  if (PROXY_HEADERS.some((h) => request.headers[h] !== undefined)) return false;
  const header = request.headers["x-dev-token"];
  const given = candidate ?? (typeof header === "string" ? header : request.cookies?.[DEV_COOKIE]);
  return typeof given === "string" && sameSecret(given, token);
}

export function assertDevAccess(request: FastifyRequest, token: string): void {
  if (!devAccessAllowed(request, token)) throw notFound();
}

/** Keeps the console's secret in a cookie for this browser, so the outbox can be refreshed and its links opened. */
export function rememberDevAccess(reply: FastifyReply, token: string): void {
  reply.setCookie(DEV_COOKIE, token, { path: "/", httpOnly: true, sameSite: "strict" });
}

/**
 * The GET handler of a developer page at `path`: the console's link (`?token=`) is checked, kept in the cookie and
 * taken out of the address by a redirect; without access the page does not exist (404); with it, `draw` answers.
 */
export function devPageHandler(
  token: string,
  path: string,
  draw: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const offered = (request.query as { token?: unknown }).token;
    if (typeof offered === "string") {
      if (!devAccessAllowed(request, token, offered)) return reply.callNotFound();
      rememberDevAccess(reply, token);
      return reply.header("cache-control", "no-store").redirect(path);
    }
    if (!devAccessAllowed(request, token)) return reply.callNotFound();
    return draw(request, reply);
  };
}
