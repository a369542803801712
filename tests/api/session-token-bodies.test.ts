import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, enrolTotp, totp } from "../../src/server/test/auth-helpers";
import { rawRequest } from "../../src/server/test/raw-http";
import { setUpTestApp } from "./helpers";

/**
 * Issue 33 §6: the second step of a sign-in (TOTP or a backup code) answered with the new session's raw token in
 * its JSON body, where script could read it; docs/security.md says the token travels only in the HttpOnly cookie.
 * Real sockets, so the bytes checked are the bytes a browser gets.
 */
let port: number;
const t = setUpTestApp();
beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});

const origin = () => new URL(t.config.publicUrl).origin;
const post = (path: string, body: unknown, cookie = "") =>
  rawRequest(port, {
    method: "POST",
    path,
    body: JSON.stringify(body),
    headers: { origin: origin(), "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  });

/** The session cookie's value, as set by the answer. */
const sessionToken = (cookies: string) => /standing\.session_token=([^;]+)/.exec(cookies)?.[1];

async function pendingSignIn() {
  const a = await createAccount(t.app);
  const { secret } = await enrolTotp(t.app, a.email, a.cookie);
  const first = await post("/api/v1/auth/sign-in", { email: a.email, password: a.password });
  expect(first.json()).toMatchObject({ twoFactorRequired: true });
  return { a, secret, pending: first.cookies() };
}

describe("no session token in a response body", () => {
  it("verify-totp completes the sign-in with the token only in the cookie", async () => {
    const { a, secret, pending } = await pendingSignIn();
    const res = await post("/api/auth/two-factor/verify-totp", { code: totp(secret) }, pending);
    expect(res.status, res.body).toBe(200);
    const token = sessionToken(res.cookies());
    expect(token).toBeTruthy();
    expect(res.body).not.toMatch(/"token"/);
    expect(res.body).not.toContain(decodeURIComponent(token!).split(".")[0]!);
    expect(res.json<{ user: { email: string } }>().user.email).toBe(a.email);
    // The cookie alone signs the browser in.
    const me = await rawRequest(port, { method: "GET", path: "/api/v1/me", headers: { cookie: res.cookies() } });
    expect(me.json<{ user: { email: string } }>().user.email).toBe(a.email);
  });

  it("verify-backup-code too", async () => {
    const a = await createAccount(t.app);
    const enable = await t.send("POST", "/api/auth/two-factor/enable", a.cookie, { password: a.password });
    const { backupCodes, totpURI } = enable.json() as { backupCodes: string[]; totpURI: string };
    const secret = new URL(totpURI).searchParams.get("secret")!;
    await t.send("POST", "/api/auth/two-factor/verify-totp", a.cookie, { code: totp(secret) });
    const first = await post("/api/v1/auth/sign-in", { email: a.email, password: a.password });
    const res = await post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }, first.cookies());
    expect(res.status, res.body).toBe(200);
    const token = sessionToken(res.cookies());
    expect(token).toBeTruthy();
    expect(res.body).not.toMatch(/"token"/);
    expect(res.body).not.toContain(decodeURIComponent(token!).split(".")[0]!);
  });
});
