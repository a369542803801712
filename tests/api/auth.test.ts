import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TOTP_NAME_MESSAGE } from "../../src/core/contracts/account";
import { AGE_CONFIRMATION_REQUIRED, COMMON_PASSWORD, TERMS_REQUIRED } from "../../src/core/contracts/auth";
import { AUTH, VALIDATION } from "../../src/core/messages";
import {
  auditLogs,
  employers,
  mailOutbox,
  notificationPreferences,
  profiles,
  subscriptions,
  user,
  userRoles,
} from "../../src/server/db/schema";
import { cookieHeader, createAccount, signIn, TEST_PASSWORD, totp } from "../../src/server/test/auth-helpers";
import { setUpTestApp } from "./helpers";

const t = setUpTestApp();

const pro = (over: Record<string, unknown> = {}) => ({
  accountType: "professional",
  fullName: "Morgan Lee",
  email: `morgan-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: TEST_PASSWORD,
  ageConfirmed: true,
  termsAccepted: true,
  ...over,
});
const emp = (over: Record<string, unknown> = {}) => ({
  accountType: "employer",
  fullName: "Dana Whit",
  email: "dana@acme-corp.example",
  password: TEST_PASSWORD,
  companyName: "Acme Corp",
  companyWebsite: "https://www.acme-corp.example",
  ageConfirmed: true,
  termsAccepted: true,
  ...over,
});
const signUp = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/v1/auth/sign-up", payload: payload as object });

async function lastMailTo(email: string) {
  await t.app.ctx.jobs.drain();
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return rows.sort((a, b) => +b.createdAt - +a.createdAt)[0];
}
const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)?.[1] ?? "";

describe("sign-up validation (SPEC §5, messages verbatim)", () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["invalid e-mail", pro({ email: "not-an-email" }), "email", VALIDATION.invalidEmail],
    ["short password", pro({ password: "short" }), "password", VALIDATION.passwordTooShort],
    ["blank full name", pro({ fullName: "   " }), "fullName", VALIDATION.fullNameRequired],
    ["employer one-letter name", emp({ fullName: "D" }), "fullName", VALIDATION.fullNameRequired],
    ["company name too short", emp({ companyName: "A" }), "companyName", VALIDATION.companyNameTooShort],
    ["company website missing", emp({ companyWebsite: "" }), "companyWebsite", VALIDATION.companyWebsiteRequired],
    [
      "company website invalid",
      emp({ companyWebsite: "not a url" }),
      "companyWebsite",
      VALIDATION.companyWebsiteInvalid,
    ],
    ["personal e-mail", emp({ email: "dana@gmail.com" }), "email", VALIDATION.employerEmailDomain],
    ["personal e-mail (yahoo)", emp({ email: "dana@yahoo.co.uk" }), "email", VALIDATION.employerEmailDomain],
    ["domain differs from website", emp({ email: "dana@other.example" }), "email", VALIDATION.employerEmailDomain],
    ["age not confirmed", pro({ ageConfirmed: false }), "ageConfirmed", AGE_CONFIRMATION_REQUIRED],
    ["terms not accepted", pro({ termsAccepted: undefined }), "termsAccepted", TERMS_REQUIRED],
  ];
  for (const [name, payload, field, message] of cases) {
    it(`refuses: ${name}`, async () => {
      const res = await signUp(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    });
  }

  it("refuses one of the most common passwords", async () => {
    const res = await signUp(pro({ password: "password1" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(COMMON_PASSWORD);
  });

  it("refuses unknown fields such as a self-granted role", async () => {
    const res = await signUp(pro({ role: "admin" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("role");
  });

  it("ignores a leading www and letter case when matching the company domain", async () => {
    const res = await signUp(emp({ email: "Dana@WWW.Acme-Corp.example", companyWebsite: "acme-corp.example/about" }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("never answers 5xx to arbitrary sign-up bodies", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          accountType: fc.oneof(fc.constantFrom("professional", "employer"), fc.string()),
          fullName: fc.string({ maxLength: 200 }),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          password: fc.string({ maxLength: 200 }),
          companyName: fc.option(fc.string()),
          companyWebsite: fc.option(fc.oneof(fc.webUrl(), fc.string())),
          ageConfirmed: fc.option(fc.boolean()),
          termsAccepted: fc.option(fc.boolean()),
        }),
        async (body) => {
          const res = await signUp(body);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("accounts", () => {
  it("an employer sign-up stores the profile, role, free plan, preferences and an unverified employer", async () => {
    const res = await signUp(
      emp({
        email: "owner@bright-tools.example",
        companyName: "Bright Tools",
        companyWebsite: "https://bright-tools.example",
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.signedIn).toBe(false);
    expect(body.message).toBe(AUTH.accountCreatedConfirm);
    const id = body.user.id as string;
    const db = t.database.db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({
      fullName: "Dana Whit",
      accountType: "employer",
      companyName: "Bright Tools",
      companyWebsite: "https://bright-tools.example",
    });
    expect(await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id))).toEqual([
      { role: "employer" },
    ]);
    expect((await db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0]).toMatchObject({
      subscriptionType: "free",
      userType: "employer",
    });
    expect(await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, id))).toHaveLength(
      1,
    );
    expect((await db.select().from(employers).where(eq(employers.userId, id)))[0]).toMatchObject({
      verificationStatus: "unverified",
      companyName: "Bright Tools",
    });
  });

  it("one e-mail holds one account, whatever the letter case or account type", async () => {
    const first = pro({ email: "same.person@example.com" });
    expect((await signUp(first)).statusCode).toBe(201);
    for (const again of [
      pro({ email: "Same.Person@Example.com" }),
      emp({ email: "same.person@example.com", companyWebsite: "https://example.com" }),
    ]) {
      const res = await signUp(again);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(AUTH.accountExists);
    }
    const rows = await t.database.db.select().from(user).where(eq(user.email, "same.person@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("stores passwords hashed, never in clear", async () => {
    const res = await signUp(pro({ email: "hashme@example.com" }));
    const rows = await t.database.query<{ password: string }>(`SELECT password FROM account WHERE user_id = $1`, [
      res.json().user.id,
    ]);
    expect(rows[0]?.password).toBeTruthy();
    expect(rows[0]?.password).not.toContain(TEST_PASSWORD);
  });
});

describe("e-mail verification and sign-in", () => {
  it("sends a verification link; signing in waits for it; the link verifies and signs in", async () => {
    const email = "verify.me@example.com";
    expect((await signUp(pro({ email }))).statusCode).toBe(201);
    const mail = await lastMailTo(email);
    expect(mail?.kind).toBe("verify_email");
    const before = await t.send("POST", "/api/v1/auth/sign-in", undefined, { email, password: TEST_PASSWORD });
    expect(before.statusCode).toBe(403);

    const url = new URL(linkIn(mail!.textBody));
    const verify = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toContain("/auth?verified=1");
    const cookie = cookieHeader(verify);
    const me = await t.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie } });
    expect(me.json().user).toMatchObject({ email, emailVerified: true, roles: ["professional"] });

    const after = await t.send("POST", "/api/v1/auth/sign-in", undefined, { email, password: TEST_PASSWORD });
    expect(after.statusCode).toBe(200);
    expect(after.json().message).toBe(AUTH.signedIn);
    const setCookie = String(after.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it("a verification link works once", async () => {
    const email = "once@example.com";
    await signUp(pro({ email }));
    const mail = await lastMailTo(email);
    const url = new URL(linkIn(mail!.textBody));
    await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    const me = await t.database.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(me[0]?.v).toBe(true);
    const tampered = await t.app.inject({ method: "GET", url: "/api/auth/verify-email?token=not-a-token" });
    expect(tampered.statusCode).toBeGreaterThanOrEqual(300);
    expect(tampered.statusCode).toBeLessThan(500);
  });

  it("answers wrong credentials the same way whether or not the e-mail exists", async () => {
    const a = await createAccount(t.app);
    const wrong = await t.send("POST", "/api/v1/auth/sign-in", undefined, {
      email: a.email,
      password: "wrong-password-1",
    });
    const nobody = await t.send("POST", "/api/v1/auth/sign-in", undefined, {
      email: "ghost@example.com",
      password: "wrong-password-1",
    });
    expect(wrong.statusCode).toBe(401);
    expect(nobody.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(AUTH.loginFailed);
    expect(nobody.json().error.message).toBe(AUTH.loginFailed);
  });

  it("password recovery by e-mail link", async () => {
    const a = await createAccount(t.app);
    const res = await t.send("POST", "/api/v1/auth/forgot-password", undefined, { email: a.email });
    expect(res.statusCode).toBe(200);
    const unknown = await t.send("POST", "/api/v1/auth/forgot-password", undefined, {
      email: "nobody-here@example.com",
    });
    expect(unknown.json()).toEqual(res.json()); // no account enumeration
    const mail = await lastMailTo(a.email);
    expect(mail?.kind).toBe("reset_password");
    const link = new URL(linkIn(mail!.textBody));
    const callback = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(callback.statusCode).toBe(302);
    const token = new URL(callback.headers.location as string, "http://x").searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await t.send("POST", "/api/v1/auth/reset-password", undefined, {
      token,
      password: "a-brand-new-passphrase",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect(signIn(t.app, a.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await signIn(t.app, a.email, "a-brand-new-passphrase");
    // The old session was revoked by the reset.
    const me = await t.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie: a.cookie } });
    expect(me.json().user).toBeNull();
  });
});

describe("sessions", () => {
  it("sign-out ends the session; signing out again is harmless", async () => {
    const a = await createAccount(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/v1/auth/sign-out", headers: { cookie: a.cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie: a.cookie } });
    expect(me.json().user).toBeNull();
    const again = await t.app.inject({ method: "POST", url: "/api/v1/auth/sign-out", headers: { cookie: a.cookie } });
    expect(again.statusCode).toBe(200);
  });

  it("sign-out everywhere ends every session of the account", async () => {
    const a = await createAccount(t.app);
    const second = await signIn(t.app, a.email);
    const res = await t.send("POST", "/api/v1/auth/sign-out-everywhere", a.cookie);
    expect(res.statusCode).toBe(200);
    for (const cookie of [a.cookie, second]) {
      const me = await t.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie } });
      expect(me.json().user).toBeNull();
    }
    const visitor = await t.app.inject({ method: "POST", url: "/api/v1/auth/sign-out-everywhere" });
    expect(visitor.statusCode).toBe(401);
  });

  it("sign-up and sign-in endpoints of the auth library are not reachable directly", async () => {
    for (const url of ["/api/auth/sign-up/email", "/api/auth/sign-in/email", "/api/auth/update-user"]) {
      const res = await t.app.inject({ method: "POST", url, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("refuses a state-changing call from another site (CSRF)", async () => {
    const a = await createAccount(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-out-everywhere",
      headers: { cookie: a.cookie, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("audit", () => {
  it("records every sign-in and sign-up attempt with outcome, e-mail, IP and user agent", async () => {
    const email = "audited@example.com";
    await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-up",
      payload: pro({ email }),
      headers: { "user-agent": "AuditBot/1.0" },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      payload: { email, password: "wrong-password-9" },
      headers: { "user-agent": "AuditBot/1.0" },
    });
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "login_attempt"), eq(auditLogs.tableName, "auth")));
    const mine = rows.filter((r) => (r.newData as { email?: string }).email === email);
    expect(mine).toHaveLength(2);
    const signUpRow = mine.find((r) => (r.newData as { type: string }).type === "sign_up")!;
    expect(signUpRow.newData).toMatchObject({ success: true, email, account_type: "professional" });
    expect(signUpRow.userId).toBeTruthy();
    const signInRow = mine.find((r) => (r.newData as { type: string }).type === "sign_in")!;
    expect(signInRow.newData).toMatchObject({ success: false, email });
    expect((signInRow.newData as { error: string }).error).toBeTruthy();
    expect(signInRow.ipAddress).toBe("127.0.0.1");
    expect(signInRow.userAgent).toBe("AuditBot/1.0");
    expect(JSON.stringify(mine)).not.toContain("wrong-password-9");
  });
});

describe("abuse throttling", () => {
  it("limits sign-in attempts per account with 429 and Retry-After", async () => {
    const a = await createAccount(t.app);
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 12; i++) {
      const res = await t.send("POST", "/api/v1/auth/sign-in", undefined, {
        email: a.email,
        password: "nope-nope-nope",
      });
      last = res.statusCode;
      retryAfter = res.headers["retry-after"] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Even the right password waits: the limit is per account.
    const right = await t.send("POST", "/api/v1/auth/sign-in", undefined, { email: a.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
  });

  it("limits recovery mail per account", async () => {
    const a = await createAccount(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await t.app.inject({ method: "POST", url: "/api/v1/auth/forgot-password", payload: { email: a.email } }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes.at(-1)).toBe(429);
  });
});

/** RFC 6238 TOTP, written here independently of the auth library. */
describe("two-factor (TOTP)", () => {
  it("can be added and verified, then sign-in asks for the code", async () => {
    const a = await createAccount(t.app);
    const enable = await t.send("POST", "/api/auth/two-factor/enable", a.cookie, { password: a.password });
    expect(enable.statusCode, enable.body).toBe(200);
    const secret = new URL(enable.json().totpURI).searchParams.get("secret")!;
    const confirm = await t.send("POST", "/api/auth/two-factor/verify-totp", a.cookie, { code: totp(secret) });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const first = await t.send("POST", "/api/v1/auth/sign-in", undefined, { email: a.email, password: a.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ user: null, twoFactorRequired: true });
    const pending = cookieHeader(first);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie: pending } })).json().user,
    ).toBeNull();

    const wrong = await t.send("POST", "/api/auth/two-factor/verify-totp", pending, { code: "000000" });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const second = await t.send("POST", "/api/auth/two-factor/verify-totp", pending, { code: totp(secret) });
    expect(second.statusCode, second.body).toBe(200);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/v1/me",
      headers: { cookie: cookieHeader(second, pending) },
    });
    expect(me.json().user).toMatchObject({ email: a.email, twoFactorEnabled: true });
    // The second step completes a sign-in, so it is audited like one (setting TOTP up was not).
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.userId, a.userId));
    const completions = rows.filter(
      (r) =>
        (r.newData as { method?: string; success?: boolean }).method === "two-factor/verify-totp" &&
        (r.newData as { success?: boolean }).success,
    );
    expect(completions).toHaveLength(1);
    expect(completions[0]?.newData).toMatchObject({ type: "sign_in", success: true, email: a.email });
  });

  it("the authenticator can be named and renamed", async () => {
    const a = await createAccount(t.app);
    const none = await t.app.inject({ method: "GET", url: "/api/v1/account/mfa", headers: { cookie: a.cookie } });
    expect(none.json()).toEqual({ totp: null });
    const early = await t.send("PATCH", "/api/v1/account/mfa/totp", a.cookie, { name: "Phone" });
    expect(early.statusCode).toBe(404);

    await t.send("POST", "/api/auth/two-factor/enable", a.cookie, { password: a.password });
    const fresh = await t.app.inject({ method: "GET", url: "/api/v1/account/mfa", headers: { cookie: a.cookie } });
    expect(fresh.json().totp.name).toBe("Authenticator app");
    const named = await t.send("PATCH", "/api/v1/account/mfa/totp", a.cookie, { name: "  Work phone " });
    expect(named.statusCode).toBe(200);
    expect(named.json().totp.name).toBe("Work phone");
    const blank = await t.send("PATCH", "/api/v1/account/mfa/totp", a.cookie, { name: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe(TOTP_NAME_MESSAGE);
    // Another account cannot see or rename it.
    const b = await createAccount(t.app);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/account/mfa", headers: { cookie: b.cookie } })).json(),
    ).toEqual({ totp: null });
  });
});
