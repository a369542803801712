import type { FastifyRequest } from "fastify";
import { type Actor, VISITOR } from "../../core/actor";
import { clock } from "../clock";
import type { Db } from "../db/client";
import type { AccountSnapshot } from "../queries/me";
import { loadAccount } from "../queries/me";
import type { Auth } from "./auth";
import { sessionHasSecondFactor } from "./second-factor";
import type { createSessionReader } from "./session-read";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in person's account, when there is one (set by the actor resolver). */
    account?: AccountSnapshot | null;
    /** Cookies the auth library refreshed while reading the session (sliding expiry); sent with the reply. */
    refreshedCookies?: string[];
    /** The session cookie belongs to a deactivated account: every auth path refuses it (D30). */
    deactivatedSession?: boolean;
    /** The id of the session behind the cookie, when there is one. */
    sessionId?: string;
  }
}

/** Copies Fastify's headers into a Fetch `Headers` for the auth library. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?standing\.session_token=/;

/** Whether the request carries a session cookie at all (live or not); without one it is certainly a visitor. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return Boolean(cookie && SESSION_COOKIE.test(cookie));
}

/**
 * Session cookie → actor. No cookie: a visitor, without touching the database. A deactivated account is a visitor.
 * A live session not due for renewal is read in one statement (`readSession`, D276), with the route's
 * `readWithSession` row when `alongAllowed` says the route's read would go to the primary (D289); every other case
 * goes through the auth library, which renews, expires or deletes the session.
 */
export function createActorResolver(
  auth: Auth,
  db: Db,
  readSession?: SessionReader,
  alongAllowed: (request: FastifyRequest) => boolean = () => true,
) {
  return async (request: FastifyRequest): Promise<Actor> => {
    if (!hasSessionCookie(request)) return VISITOR;
    const wanted = request.routeOptions.config?.readWithSession;
    const along = wanted && readSession && alongAllowed(request) ? { read: wanted, now: clock.now() } : undefined;
    const read = readSession ? await readSession(request.cookies, along) : undefined;
    if (read) {
      const actor = actorOf(request, read.account, read.sessionId, read.secondFactor);
      // Kept only for a signed-in actor: for anyone else the row is dropped here, unread by any route.
      if (along && actor.kind === "user" && !actor.secondFactorPending)
        request.readAlongside = { read: along.read, row: read.along, now: along.now };
      return actor;
    }
    const { headers, response: session } = await auth.api.getSession({
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    // Only a live session's refreshed cookie goes back. For a stale cookie the library answers "delete the session
    // cookie", and a request still in flight with the old cookie when a session is replaced (the second factor's
    // verify-totp rotates it) would then wipe the new cookie the browser has just stored.
    const refreshed = headers.getSetCookie();
    if (session && refreshed.length > 0) request.refreshedCookies = refreshed;
    if (!session) return VISITOR;
    const account = await loadAccount(db, session.user.id);
    if (!account) return VISITOR;
    const secondFactor =
      account.roles.includes("admin") && !account.deactivated
        ? await sessionHasSecondFactor(db, session.session.id, account.id)
        : false;
    return actorOf(request, account, session.session.id, secondFactor);
  };
}

type SessionReader = Awaited<ReturnType<typeof createSessionReader>>;

/** The actor for a live session's account: deactivated → visitor (D30); an admin without a second factor → pending. */
function actorOf(request: FastifyRequest, account: AccountSnapshot, sessionId: string, secondFactor: boolean): Actor {
  if (account.deactivated) {
    request.deactivatedSession = true;
    return VISITOR;
  }
  request.account = account;
  request.sessionId = sessionId;
  if (account.roles.includes("admin") && !secondFactor)
    return { kind: "user", userId: account.id, email: account.email, roles: [], secondFactorPending: true };
  return { kind: "user", userId: account.id, email: account.email, roles: account.roles };
}
