import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { INVITATIONS } from "../../src/core/contracts/appeals";
import { setClockOffset } from "../../src/server/clock";
import { adminInvitations, auditLogs, mailOutbox, user, userRoles } from "../../src/server/db/schema";
import { otherActiveAdminCount } from "../../src/server/queries/active-admins";
import { createAccount, enrolTotp, signIn, type TestAccount } from "../../src/server/test/auth-helpers";
import { setUpTestApp } from "./helpers";

/**
 * Issue 34 §4a (D329–D330): an administrator invites an administrator by e-mail; the single-use, expiring link
 * creates a new account under the password policy, whose sessions can do nothing but enrol a second factor until
 * one is enrolled; create, accept and revoke are audited; sending is throttled; an existing account is never
 * escalated by an invitation.
 */
let admin: TestAccount;
const PASSWORD = "violet-anchor-meadow-42";

const t = setUpTestApp();
beforeAll(async () => {
  admin = await createAccount(t.app, { accountType: "professional", roles: ["admin"], fullName: "Ada Admin" });
});
afterEach(() => setClockOffset(0, { devTools: true, env: "test" }));

const post = (url: string, cookie: string | null, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
const get = (url: string, cookie: string | null = null) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

async function invite(email: string, cookie = admin.cookie) {
  return post("/api/v1/admin/invitations", cookie, { email });
}

async function tokenFor(email: string, not?: string): Promise<string> {
  const mails = await t.database.db
    .select({ text: mailOutbox.textBody, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email));
  const tokens = mails
    .filter((m) => m.kind === "admin_invitation")
    .map((m) => m.text.match(/admin-invitation\?token=([A-Za-z0-9_-]+)/)?.[1])
    .filter((token): token is string => Boolean(token) && token !== not);
  if (tokens.length === 0) throw new Error(`no invitation mail to ${email}`);
  return tokens.at(-1)!;
}

describe("administrator invitations", () => {
  it("invite → e-mailed link → accept with a password → sign in → enrol a second factor → admin console", async () => {
    const email = "new.admin@standing-ops.example";
    const sent = await invite("  New.Admin@Standing-Ops.example ");
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().invitation).toMatchObject({ email, state: "open", canRevoke: true });
    const token = await tokenFor(email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Only the token's hash is stored.
    const [row] = await t.database.db.select().from(adminInvitations).where(eq(adminInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const preview = await get(`/api/v1/admin-invitations/${token}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().email).toBe(email);

    const bad: Array<[unknown, string]> = [
      [{}, "fullName"],
      [{ fullName: "Nia Admin", password: "short" }, "password"],
      [{ fullName: "Nia Admin", password: "password1" }, "password"],
      [{ fullName: "Nia Admin", password: "Nia.Admin-2026!" }, "password"],
      [{ fullName: "N", password: PASSWORD }, "fullName"],
      [{ fullName: "Nia Admin", password: PASSWORD, role: "employer" }, ""],
      [{ fullName: 7, password: PASSWORD }, "fullName"],
    ];
    for (const [payload, field] of bad) {
      const res = await post(`/api/v1/admin-invitations/${token}/accept`, null, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(400);
      expect(typeof res.json().error.message).toBe("string");
      if (field) expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    expect((await post(`/api/v1/admin-invitations/${token}/accept`, null, "{oops")).statusCode).toBe(400);

    const accepted = await post(`/api/v1/admin-invitations/${token}/accept`, null, {
      fullName: "Nia Admin",
      password: PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().message).toBe(INVITATIONS.accepted);
    const again = await post(`/api/v1/admin-invitations/${token}/accept`, null, {
      fullName: "Nia Admin",
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe(INVITATIONS.used);
    expect((await get(`/api/v1/admin-invitations/${token}`)).statusCode).toBe(410);

    const [created] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(created!.emailVerified).toBe(true);
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, created!.id));
    expect(roles.map((r) => r.role)).toEqual(["admin"]);
    // Not an active administrator until a second factor is enrolled (D328's count).
    expect(await otherActiveAdminCount(t.database.db, admin.userId)).toBe(0);

    // Signed in: the session can do nothing but enrol a second factor.
    const cookie = await signIn(t.app, email, PASSWORD);
    const me = await get("/api/v1/me", cookie);
    expect(me.json().user.secondFactorRequired).toBe(true);
    const blocked = await get("/api/v1/admin/appeals", cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe("second_factor_required");
    const enrolled = await enrolTotp(t.app, email, cookie, PASSWORD);
    expect((await get("/api/v1/admin/appeals", enrolled.cookie)).statusCode).toBe(200);
    expect(await otherActiveAdminCount(t.database.db, admin.userId)).toBe(1);

    const actions = (
      await t.database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.recordId, row!.id))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["admin_invitation_created", "admin_invitation_accepted"]));
  });

  it("refuses bad input with the JSON error shape; never escalates an existing account; one open invitation per address", async () => {
    for (const payload of [
      {},
      { email: "not-an-email" },
      { email: `${"a".repeat(250)}@x.example` },
      { email: 5 },
      { email: "a@b.example", role: "admin" },
    ]) {
      const res = await post("/api/v1/admin/invitations", admin.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
    }
    const existing = await createAccount(t.app, { accountType: "employer" });
    const escalate = await invite(existing.email.toUpperCase());
    expect(escalate.statusCode).toBe(409);
    expect(escalate.json().error.message).toBe(INVITATIONS.accountExists);
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, existing.userId));
    expect(roles.map((r) => r.role)).toEqual(["employer"]);

    // An account created for the address after the invitation: accepting refuses, the account keeps its roles.
    const email = "late.account@example.com";
    expect((await invite(email)).statusCode).toBe(201);
    const token = await tokenFor(email);
    const late = await createAccount(t.app, { accountType: "professional", email });
    const refused = await post(`/api/v1/admin-invitations/${token}/accept`, null, {
      fullName: "Late Person",
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(409);
    const lateRoles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, late.userId));
    expect(lateRoles.map((r) => r.role)).toEqual(["professional"]);

    // Two invitations to one address at the same moment: one is sent.
    const both = await Promise.all([invite("twice@example.com"), invite("twice@example.com")]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await get("/api/v1/admin-invitations/not-a-token")).statusCode).toBe(400);
    expect((await get(`/api/v1/admin-invitations/${"A".repeat(43)}`)).statusCode).toBe(404);
  });

  it("revoked and expired links stop working; a new invitation replaces an expired one; accepting twice at once makes one account", async () => {
    expect((await invite("revoke.me@example.com")).statusCode).toBe(201);
    const token = await tokenFor("revoke.me@example.com");
    const list = (await get("/api/v1/admin/invitations", admin.cookie)).json();
    const row = list.invitations.find((i: { email: string }) => i.email === "revoke.me@example.com");
    const revoked = await post(`/api/v1/admin/invitations/${row.id}/revoke`, admin.cookie, {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await post(`/api/v1/admin/invitations/${row.id}/revoke`, admin.cookie, {})).statusCode).toBe(409);
    const gone = await get(`/api/v1/admin-invitations/${token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toBe(INVITATIONS.revokedLink);
    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "admin_invitation_revoked"), eq(auditLogs.recordId, row.id)));
    expect(audit!.userId).toBe(admin.userId);

    expect((await invite("slow@example.com")).statusCode).toBe(201);
    const slow = await tokenFor("slow@example.com");
    setClockOffset(73 * 3_600_000, { devTools: true, env: "test" });
    const expired = await get(`/api/v1/admin-invitations/${slow}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(INVITATIONS.expired);
    expect((await invite("slow@example.com")).statusCode).toBe(201);
    const fresh = await tokenFor("slow@example.com", slow);
    expect(fresh).not.toBe(slow);
    const results = await Promise.all(
      [1, 2].map(() =>
        post(`/api/v1/admin-invitations/${fresh}/accept`, null, { fullName: "Slow Admin", password: PASSWORD }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 410]);
    expect(await t.database.db.select().from(user).where(eq(user.email, "slow@example.com"))).toHaveLength(1);
  });

  it("sending is throttled per administrator", async () => {
    const other = await createAccount(t.app, { accountType: "professional", roles: ["admin"] });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await invite(`burst-${i}@example.com`, other.cookie)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
