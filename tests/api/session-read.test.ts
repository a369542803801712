import { makeSignature } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_MAX_AGE_SECONDS } from "../../src/server/auth/auth";
import { createSessionReader } from "../../src/server/auth/session-read";
import { loadAccount } from "../../src/server/queries/me";
import { createAccount } from "../../src/server/test/auth-helpers";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

/**
 * D276: a live session is read in one statement; everything else (renewal due, expired, forged, unknown) is left to
 * the auth library, which renews or deletes exactly as before.
 */
let t: TestApp;
let reader: Awaited<ReturnType<typeof createSessionReader>>;
/** The reader takes the cookies as @fastify/cookie parses a request's Cookie header. */
const read = (cookieHeader: string) => reader(t.app.parseCookie(cookieHeader));
beforeAll(async () => {
  t = await createTestApp();
  reader = await createSessionReader(t.app.ctx.auth, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (cookie: string) => {
  const value = /standing\.session_token=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error(`no session cookie in ${cookie}`);
  return decodeURIComponent(value).split(".")[0]!;
};
const setExpiry = (cookie: string, secondsFromNow: number) =>
  t.database.db.execute(
    sql`UPDATE session SET expires_at = now() + make_interval(secs => ${secondsFromNow}) WHERE token = ${tokenOf(cookie)}`,
  );
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie } });

describe("the one-statement session read", () => {
  it("reads a fresh session's account exactly as the account read does", async () => {
    const a = await createAccount(t.app, { accountType: "employer", verified: true });
    const got = await read(a.cookie);
    expect(got?.account).toEqual(await loadAccount(t.database.db, a.userId));
    expect(got?.secondFactor).toBe(false);
    expect((await me(a.cookie)).json().user.id).toBe(a.userId);
  });

  it("an admin's session with its second factor passes; one never verified is pending", async () => {
    const admin = await createAccount(t.app, { roles: ["admin"] });
    expect((await read(admin.cookie))?.secondFactor).toBe(true);
    const pending = await createAccount(t.app, { roles: ["admin"], withoutSecondFactor: true });
    expect((await read(pending.cookie))?.secondFactor).toBe(false);
    const res = await t.app.inject({ method: "GET", url: "/api/v1/admin/users", headers: { cookie: pending.cookie } });
    expect(res.statusCode).toBe(403);
  });

  it("refuses a forged or altered cookie without reading the database, and the request is a visitor's", async () => {
    const a = await createAccount(t.app);
    const value = /standing\.session_token=([^;]+)/.exec(a.cookie)![1]!;
    const [token, signature] = decodeURIComponent(value).split(".");
    const forged = [
      `standing.session_token=${token}.${"A".repeat(43)}=`,
      `standing.session_token=${token}x.${signature}`,
      `standing.session_token=${token}`,
      `standing.session_token=.${signature}`,
    ];
    for (const cookie of forged) {
      expect(await read(cookie), cookie).toBeUndefined();
      expect((await me(cookie)).json().user, cookie).toBeNull();
    }
  });

  it("relies on the library's session cookie being `<token>.<makeSignature(token, secret)>` (better-auth pinned exactly)", async () => {
    // Decision 0345: the read checks the signature with better-auth's public makeSignature; this names the format a
    // cookie the library itself set has, so an upgrade that changes it fails here, not silently.
    const pkg = (await import("../../package.json", { with: { type: "json" } })).default as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies["better-auth"]).toMatch(/^\d+\.\d+\.\d+$/);
    const a = await createAccount(t.app);
    const value = decodeURIComponent(/standing\.session_token=([^;]+)/.exec(a.cookie)![1]!);
    const token = value.slice(0, value.lastIndexOf("."));
    const context = await t.app.ctx.auth.$context;
    expect(value).toBe(`${token}.${await makeSignature(token, context.secret)}`);
  });

  it("leaves a session due for renewal to the library, which extends it and sends the cookie again", async () => {
    const a = await createAccount(t.app);
    // Set two days ago: past the one-day renewal age.
    await setExpiry(a.cookie, SESSION_MAX_AGE_SECONDS - 2 * 86_400);
    expect(await read(a.cookie)).toBeUndefined();
    const res = await me(a.cookie);
    expect(res.json().user.id).toBe(a.userId);
    expect(String(res.headers["set-cookie"])).toMatch(/standing\.session_token=[^;]+;.*Max-Age=604800/);
    const after = await t.database.db.execute(
      sql`SELECT extract(epoch FROM expires_at - now())::int AS s FROM session WHERE token = ${tokenOf(a.cookie)}`,
    );
    expect(Number((after.rows[0] as { s: number }).s)).toBeGreaterThan(SESSION_MAX_AGE_SECONDS - 60);
    // Renewed: the fast read takes it again.
    expect((await read(a.cookie))?.account.id).toBe(a.userId);
  });

  it("leaves an expired session to the library, which deletes it: the request is a visitor's", async () => {
    const a = await createAccount(t.app);
    await setExpiry(a.cookie, -60);
    expect(await read(a.cookie)).toBeUndefined();
    expect((await me(a.cookie)).json().user).toBeNull();
    const left = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM session WHERE token = ${tokenOf(a.cookie)}`,
    );
    expect(Number((left.rows[0] as { n: number }).n)).toBe(0);
  });

  it("a deactivated account's live session is a visitor's", async () => {
    const a = await createAccount(t.app);
    await t.database.db.execute(sql`UPDATE profiles SET deactivated_at = now() WHERE id = ${a.userId}`);
    expect((await read(a.cookie))?.account.deactivated).toBe(true);
    expect((await me(a.cookie)).json().user).toBeNull();
  });
});
