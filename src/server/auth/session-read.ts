import { constantTimeEqual, makeSignature } from "better-auth/crypto";
import { eq, type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import type { ReadWithSession } from "../db/read-with-session";
import { passkey, profiles, session, user } from "../db/schema";
import { type AccountSnapshot, accountColumns, toAccountSnapshot } from "../queries/me";
import type { Auth } from "./auth";
import { SESSION_MAX_AGE_SECONDS, SESSION_REFRESH_AGE_SECONDS } from "./auth";

export interface SessionRead {
  sessionId: string;
  account: AccountSnapshot;
  /** The session has passed its second factor and the account still has one (TOTP or a passkey). */
  secondFactor: boolean;
  /** The row of the read asked to come along (D289), for the session's user; absent when none was asked. */
  along?: unknown;
}

/**
 * Every signed-in request reads its session. The auth library does it in three statements (session, user, then
 * our account read) behind its endpoint machinery; this reads the common case in one (D276): a correctly signed
 * session cookie whose session exists, is live and is not yet due for its sliding renewal. Anything else — no row,
 * expired, due for renewal, a "don't remember me" or session-data cookie, a bad signature — answers `undefined`,
 * and the caller asks the library, which renews, expires or deletes exactly as before. This never creates,
 * extends or deletes a session.
 */
export async function createSessionReader(auth: Auth, db: Db) {
  const context = await auth.$context;
  const names = {
    token: context.authCookies.sessionToken.name,
    dontRemember: context.authCookies.dontRememberToken.name,
    data: context.authCookies.sessionData.name,
  };
  const secret = context.secret;
  const signatureHolds = signatureCheck((value) => makeSignature(value, secret));
  // Built once: drizzle's building of this select was about a third of a signed-in request's CPU under load (D283).
  // Named, so PostgreSQL parses and plans it once per connection too.
  const columns = {
    ...accountColumns,
    sessionId: session.id,
    expiresAt: session.expiresAt,
    secondFactorVerifiedAt: session.secondFactorVerifiedAt,
    passkeys: sql<number>`(SELECT count(*)::int FROM ${passkey} WHERE ${passkey.userId} = ${user.id})`,
  };
  // `along` is NULL in the plain read: one shape for both.
  const statement = (along: SQL<unknown>, name: string) =>
    db
      .select({ ...columns, along })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(session.token, sql.placeholder("token")))
      .prepare(name);
  const read = statement(sql`NULL`, "standing_session_read");
  // One statement per read that comes along (D289), built the first time a route asks for it.
  const withRead = new Map<ReadWithSession, ReturnType<typeof statement>>();
  const statementWith = (along: ReadWithSession) => {
    let prepared = withRead.get(along);
    if (!prepared) {
      // A scalar subquery: the session's columns stay as they are, and a read's row for a user with no data is
      // still one row (every read with the session answers one row for any user).
      const param = (key: string) => sql`${sql.placeholder(key)}`;
      prepared = statement(
        sql`(SELECT row_to_json(along) FROM (${along.sql(sql`${user.id}`, param)}) along)`,
        along.name,
      );
      withRead.set(along, prepared);
    }
    return prepared;
  };
  /**
   * `cookies`: the request's, as @fastify/cookie parsed them (URI-decoded, first of a repeated name: as the library).
   * `along`: a read to bring back with the session, for its user at `now`.
   */
  return async (
    cookies: Record<string, string | undefined>,
    along?: { read: ReadWithSession; now: Date },
  ): Promise<SessionRead | undefined> => {
    const signed = cookies[names.token];
    if (!signed) return undefined;
    if (cookies[names.dontRemember] !== undefined || cookies[names.data] !== undefined) return undefined;
    // The library's format: `<token>.<its makeSignature of the token>` (decision 0345; tests/api/session-read.test.ts
    // checks it against a cookie the library set).
    const dot = signed.lastIndexOf(".");
    if (dot < 1) return undefined;
    const token = signed.slice(0, dot);
    if (!(await signatureHolds(token, signed.slice(dot + 1)))) return undefined;
    const [row] = along
      ? await statementWith(along.read).execute({ ...along.read.params(along.now), token })
      : await read.execute({ token });
    if (!row) return undefined;
    const now = Date.now();
    const expiresAt = row.expiresAt.getTime();
    // The library's own rule: renew once `updateAge` has passed since the expiry was last set.
    const dueForRenewal = expiresAt - SESSION_MAX_AGE_SECONDS * 1000 + SESSION_REFRESH_AGE_SECONDS * 1000 <= now;
    if (expiresAt <= now || dueForRenewal) return undefined;
    const account = toAccountSnapshot(row);
    return {
      sessionId: row.sessionId,
      account,
      secondFactor: Boolean(row.secondFactorVerifiedAt && (account.twoFactorEnabled || Number(row.passkeys) > 0)),
      ...(along ? { along: row.along ?? null } : {}),
    };
  };
}

/**
 * The cookie's signature checked with the library's `makeSignature`, and remembered once it held (D411). The library's
 * call is WebCrypto: an `importKey` and a `sign`, two jobs on libuv's thread pool (63.9 µs a call here), and under load
 * each waits for a turn of the busy event loop. A signed value that held a minute ago holds now (the secret does not
 * change while the process runs), so it is not signed again for `ttlMs`; a value that did not hold is never kept.
 * Whether the session is live is still read on every request (the session's statement), so revoking it takes effect
 * at once. Kept: at most `max` tokens with their signatures, which are live cookies (as the session table and every
 * request hold them).
 */
export function signatureCheck(
  sign: (value: string) => Promise<string>,
  options: { max: number; ttlMs: number } = { max: 10_000, ttlMs: 60_000 },
): (token: string, signature: string) => Promise<boolean> {
  // Per token, the signature that held for it.
  const held = new LRUCache<string, string>({ max: options.max, ttl: options.ttlMs });
  return async (token, signature) => {
    const known = held.get(token);
    if (known !== undefined && constantTimeEqual(signature, known)) return true;
    if (!constantTimeEqual(signature, await sign(token))) return false;
    held.set(token, signature);
    return true;
  };
}
