import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminOverview, AdminUserDetail, AdminUserPage, AuditPage } from "../../src/core/contracts/admin-console";
import { ADMIN_CONSOLE } from "../../src/core/messages";
import { REASON_MESSAGES } from "../../src/core/moderation-reason";
import {
  accountSuspensions,
  auditLogs,
  disputes,
  employerStrikes,
  employers,
  passkey,
  profiles,
  session,
  twoFactor,
} from "../../src/server/db/schema";
import { QUEUE_SUMMARIES } from "../../src/server/queries/admin-console";
import { createAccount, signIn, type TestAccount } from "../../src/server/test/auth-helpers";
import { createEmployerSession, ratingPayload } from "../../src/server/test/employer-factories";
import { buildProfessional } from "../../src/server/test/factories";
import { rawRequest } from "../../src/server/test/raw-http";
import { openSse } from "../../src/server/test/sse-client";
import { setUpTestApp } from "./helpers";

/** The admin console (issue 15 §2–§7): overview, users and their actions, audit log and attribution, analytics. */
let port: number;
let admin: TestAccount;
const REASON = "Repeated abusive messages to employers, reported twice this week.";
const t = setUpTestApp({ publicUrl: "https://standing.test" });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  admin = await createAccount(t.app, { roles: ["admin"], fullName: "Ada Admin" });
});

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: "GET", url, headers: { cookie } });
const post = (url: string, payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const auditOf = (action: string, recordId?: string) =>
  t.database.db
    .select()
    .from(auditLogs)
    .where(
      recordId ? and(eq(auditLogs.action, action), eq(auditLogs.recordId, recordId)) : eq(auditLogs.action, action),
    );

describe("admin console: access", () => {
  it("every console route refuses visitors, non-admins and an admin without a second factor", async () => {
    const pro = await createAccount(t.app);
    const pending = await createAccount(t.app, { roles: ["admin"], withoutSecondFactor: true });
    const target = pro.userId;
    const routes: Array<["GET" | "POST", string]> = [
      ["GET", "/api/v1/admin/overview"],
      ["GET", "/api/v1/admin/users"],
      ["GET", `/api/v1/admin/users/${target}`],
      ["POST", `/api/v1/admin/users/${target}/suspend`],
      ["POST", `/api/v1/admin/users/${target}/reactivate`],
      ["POST", `/api/v1/admin/users/${target}/end-sessions`],
      ["POST", `/api/v1/admin/users/${target}/reset-second-factor`],
      ["POST", `/api/v1/admin/users/${target}/strikes/00000000-0000-4000-8000-000000000000/reverse`],
      ["GET", "/api/v1/admin/audit"],
      ["POST", "/api/v1/admin/ratings/00000000-0000-4000-8000-000000000000/attribution"],
      ["GET", "/api/v1/admin/analytics"],
    ];
    for (const [method, url] of routes) {
      const payload = method === "POST" ? { reason: REASON } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: { cookie: pro.cookie } })).statusCode, url).toBe(403);
      const p = await t.app.inject({ method, url, payload, headers: { cookie: pending.cookie } });
      expect(p.statusCode, url).toBe(403);
      expect(p.json().error.code).toBe("second_factor_required");
    }
    // The target was never touched by the refused calls.
    expect(await t.database.db.select().from(accountSuspensions).where(eq(accountSuspensions.userId, target))).toEqual(
      [],
    );
  });
});

describe("overview", () => {
  it("lists each queue with its size and oldest item against its deadline, today's activity, mail and jobs", async () => {
    const before = (await get("/api/v1/admin/overview")).json() as AdminOverview;
    expect(before.queues.map((q) => q.key)).toEqual([
      "disputes",
      "flags",
      "appeals",
      "verifications",
      "claims",
      "privacy-requests",
    ]);
    const e = await createEmployerSession(t.app, { verified: false });
    expect((await post("/api/v1/employer/verification/ein", { ein: "27-1234567" }, e.cookie)).statusCode).toBe(201);
    const res = await get("/api/v1/admin/overview");
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json() as AdminOverview;
    const v = o.queues.find((q) => q.key === "verifications")!;
    expect(v.size).toBe(before.queues.find((q) => q.key === "verifications")!.size + 1);
    expect(v.oldestAt).not.toBeNull();
    expect(new Date(v.oldestDeadline!).getTime() - new Date(v.oldestAt!).getTime()).toBe(48 * 3_600_000);
    expect(o.today.signUps).toBeGreaterThanOrEqual(2);
    expect(o.mail.queued + o.mail.sentToday + o.mail.failed).toBeGreaterThan(0);
    expect(Array.isArray(o.jobs.failed)).toBe(true);
    // One more queue is one more function in the list.
    expect(QUEUE_SUMMARIES).toHaveLength(o.queues.length);
  });
});

describe("users", () => {
  it("finds people by name, e-mail and company, paged", async () => {
    const e = await createEmployerSession(t.app, { verified: true });
    const p = await createAccount(t.app, { fullName: "Zebulon Quartermain" });
    const byName = (await get("/api/v1/admin/users?q=quartermain")).json() as AdminUserPage;
    expect(byName.users.map((u) => u.id)).toEqual([p.userId]);
    const byEmail = (await get(`/api/v1/admin/users?q=${encodeURIComponent(e.email)}`)).json() as AdminUserPage;
    expect(byEmail.users.map((u) => u.id)).toEqual([e.userId]);
    const [emp] = await t.database.db.select().from(employers).where(eq(employers.id, e.employerId));
    const byCompany = (
      await get(`/api/v1/admin/users?q=${encodeURIComponent(emp!.companyName)}`)
    ).json() as AdminUserPage;
    expect(byCompany.users.map((u) => u.id)).toContain(e.userId);
    expect(byCompany.users[0]!.roles).toContain("employer");
    const all = (await get("/api/v1/admin/users?page=1")).json() as AdminUserPage;
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.pageSize).toBe(25);
    expect((await get("/api/v1/admin/users?page=0")).statusCode).toBe(400);
    expect((await get("/api/v1/admin/users/nobody")).statusCode).toBe(404);
  });

  it("every action needs a real reason: 'abc' and filler are refused and change nothing", async () => {
    const p = await createAccount(t.app);
    for (const reason of ["", "abc", "asdf asdf asdf", "aaaaaaaaaaaaaa", "..........."]) {
      const res = await post(`/api/v1/admin/users/${p.userId}/suspend`, { reason });
      expect(res.statusCode, reason).toBe(400);
      expect(Object.values(REASON_MESSAGES)).toContain(res.json().error.fields.reason);
    }
    expect((await post(`/api/v1/admin/users/${p.userId}/suspend`, {})).statusCode).toBe(400);
    expect((await get("/api/v1/account/sessions", p.cookie)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(accountSuspensions).where(eq(accountSuspensions.userId, p.userId)),
    ).toEqual([]);
  });

  it("suspending ends the person's sessions at once (live stream and raw socket), refuses sign-in, is audited", async () => {
    const p = await createAccount(t.app);
    const second = await signIn(t.app, p.email);
    const stream = await openSse(`http://127.0.0.1:${port}/api/v1/notifications/stream`, { cookie: p.cookie });
    await stream.next((e) => e.event === "ready");
    const res = await post(`/api/v1/admin/users/${p.userId}/suspend`, { reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ADMIN_CONSOLE.suspended);
    // The open stream hears its session end and closes.
    await stream.next((e) => e.event === "end");
    await stream.ended;
    // Both cookies are dead on the very next request, over a plain socket.
    for (const cookie of [p.cookie, second]) {
      const raw = await rawRequest(port, { method: "GET", path: "/api/v1/account/sessions", headers: { cookie } });
      expect(raw.status).toBe(401);
    }
    expect(await t.database.db.select().from(session).where(eq(session.userId, p.userId))).toEqual([]);
    const signin = await t.send("POST", "/api/v1/auth/sign-in", undefined, { email: p.email, password: p.password });
    expect(signin.statusCode).toBe(401);
    expect(signin.json().error.message).toBe(ADMIN_CONSOLE.accountSuspended);
    const [row] = await auditOf("user_suspended");
    expect(row).toMatchObject({ userId: admin.userId, tableName: "account_suspensions" });
    expect(row!.newData).toMatchObject({
      subject_user_id: p.userId,
      reason: REASON,
      before: { suspended: false, deactivated: false },
      after: { suspended: true, deactivated: true, sessions_ended: 2 },
    });
    const detail = (await get(`/api/v1/admin/users/${p.userId}`)).json() as AdminUserDetail;
    expect(detail.suspension).toMatchObject({ reason: REASON, suspendedBy: admin.email });
    expect(detail.history[0]).toMatchObject({ action: "user_suspended", reason: REASON, adminEmail: admin.email });
    expect((await post(`/api/v1/admin/users/${p.userId}/suspend`, { reason: REASON })).statusCode).toBe(409);

    // Reactivating restores sign-in; a second reactivation is a conflict.
    const back = await post(`/api/v1/admin/users/${p.userId}/reactivate`, {
      reason: "Appeal reviewed, the reports were mistaken.",
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await signIn(t.app, p.email)).length).toBeGreaterThan(0);
    expect((await post(`/api/v1/admin/users/${p.userId}/reactivate`, { reason: REASON })).statusCode).toBe(409);
    expect((await auditOf("user_reactivated"))[0]!.newData).toMatchObject({
      after: { suspended: false, deactivated: false },
    });
  });

  it("a deactivation that is not the suspension's stays when the suspension is lifted", async () => {
    const p = await createAccount(t.app);
    await t.database.db
      .update(profiles)
      .set({ deactivatedAt: new Date(Date.now() - 60_000) })
      .where(eq(profiles.id, p.userId));
    expect((await post(`/api/v1/admin/users/${p.userId}/suspend`, { reason: REASON })).statusCode).toBe(200);
    expect((await post(`/api/v1/admin/users/${p.userId}/reactivate`, { reason: REASON })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, p.userId));
    expect(row!.deactivatedAt).not.toBeNull();
  });

  it("an administrator cannot suspend, sign out or reset their own account", async () => {
    for (const action of ["suspend", "end-sessions", "reset-second-factor"]) {
      const res = await post(`/api/v1/admin/users/${admin.userId}/${action}`, { reason: REASON });
      expect(res.statusCode, action).toBe(403);
      expect(res.json().error.message).toBe(ADMIN_CONSOLE.notYourself);
    }
  });

  it("ends sessions and resets a second factor, each audited with before and after", async () => {
    const p = await createAccount(t.app);
    const ended = await post(`/api/v1/admin/users/${p.userId}/end-sessions`, {
      reason: "Reported a lost laptop by phone.",
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await get("/api/v1/account/sessions", p.cookie)).statusCode).toBe(401);
    expect((await auditOf("user_sessions_ended", p.userId))[0]!.newData).toMatchObject({ before: { sessions: 1 } });

    expect((await post(`/api/v1/admin/users/${p.userId}/reset-second-factor`, { reason: REASON })).statusCode).toBe(
      409,
    );
    const other = await createAccount(t.app, { roles: ["admin"] });
    expect((await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, other.userId))).length).toBe(1);
    const reset = await post(`/api/v1/admin/users/${other.userId}/reset-second-factor`, {
      reason: "Lost phone; identity checked on a video call.",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, other.userId))).toEqual([]);
    const detail = (await get(`/api/v1/admin/users/${other.userId}`)).json() as AdminUserDetail;
    expect(detail.user.twoFactorEnabled).toBe(false);
    expect(detail.sessions).toEqual([]);
    expect((await auditOf("user_second_factor_reset", other.userId)).length).toBe(1);
  });

  it("a second-factor reset removes passkeys too (a passkey-only account included), ends sessions, audits each", async () => {
    const addPasskey = (userId: string, name: string) =>
      t.database.db.insert(passkey).values({
        id: `pk-${name}-${userId}`,
        name,
        publicKey: "x",
        userId,
        credentialID: `cred-${name}-${userId}`,
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
        createdAt: new Date(),
      });
    const both = await createAccount(t.app, { roles: ["admin"] });
    await addPasskey(both.userId, "Laptop");
    await addPasskey(both.userId, "Phone");
    const before = (await get(`/api/v1/admin/users/${both.userId}`)).json() as AdminUserDetail;
    expect(before.user).toMatchObject({ twoFactorEnabled: true, passkeys: 2 });
    expect(before.sessions.some((s) => s.secondFactor)).toBe(true);
    const reset = await post(`/api/v1/admin/users/${both.userId}/reset-second-factor`, { reason: REASON });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(ADMIN_CONSOLE.secondFactorReset);
    expect(await t.database.db.select().from(passkey).where(eq(passkey.userId, both.userId))).toEqual([]);
    expect(await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, both.userId))).toEqual([]);
    expect(await t.database.db.select().from(session).where(eq(session.userId, both.userId))).toEqual([]);
    expect((await get("/api/v1/account/sessions", both.cookie)).statusCode).toBe(401);
    const after = (await get(`/api/v1/admin/users/${both.userId}`)).json() as AdminUserDetail;
    expect(after.user).toMatchObject({ twoFactorEnabled: false, passkeys: 0 });
    const [row] = await auditOf("user_second_factor_reset", both.userId);
    expect(row!.userId).toBe(admin.userId);
    expect(row!.newData).toMatchObject({
      reason: REASON,
      before: { totp: true, passkeys: [{ name: "Laptop" }, { name: "Phone" }].map((p) => expect.objectContaining(p)) },
      after: { totp: false, passkeys: [], sessions_ended: 1 },
    });

    // An account whose only second factor is a passkey can be reset too (no authenticator app to remove).
    const only = await createAccount(t.app, { roles: ["admin"], withoutSecondFactor: true });
    await addPasskey(only.userId, "Key");
    const again = await post(`/api/v1/admin/users/${only.userId}/reset-second-factor`, { reason: REASON });
    expect(again.statusCode, again.body).toBe(200);
    expect(await t.database.db.select().from(passkey).where(eq(passkey.userId, only.userId))).toEqual([]);
    expect((await auditOf("user_second_factor_reset", only.userId))[0]!.newData).toMatchObject({
      before: { totp: false, passkeys: [expect.objectContaining({ name: "Key" })] },
    });
    // Nothing left to reset: 409.
    const none = await post(`/api/v1/admin/users/${only.userId}/reset-second-factor`, { reason: REASON });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(ADMIN_CONSOLE.noSecondFactor);
  });

  it("reverses an active strike and recomputes the employer's standing", async () => {
    const e = await createEmployerSession(t.app, { verified: true });
    const pro = await buildProfessional(t.database);
    const rate = await post("/api/v1/employer/ratings", ratingPayload(pro.id), e.cookie);
    expect(rate.statusCode, rate.body).toBe(201);
    const now = new Date();
    const [d] = await t.database.db
      .insert(disputes)
      .values({
        ratingId: rate.json().rating.id,
        professionalId: pro.id,
        disputeType: "factual_inaccuracy",
        statement: "The dates are wrong and the scores describe someone else.",
        status: "upheld",
        reasonCode: "inaccurate",
        decisionStatement: "Upheld after review.",
        resolvedAt: now,
      })
      .returning();
    const [s] = await t.database.db
      .insert(employerStrikes)
      .values({
        employerId: e.employerId,
        disputeId: d!.id,
        ordinal: 1,
        effect: "warning",
        issuedAt: now,
        appealDeadline: new Date(now.getTime() + 30 * 86_400_000),
        expiresAt: new Date(now.getTime() + 365 * 86_400_000),
      })
      .returning();
    await t.database.db.update(employers).set({ strikeCount: 1 }).where(eq(employers.id, e.employerId));
    const detail = (await get(`/api/v1/admin/users/${e.userId}`)).json() as AdminUserDetail;
    expect(detail.strikes.map((x) => x.status)).toEqual(["active"]);
    expect(detail.disputes).toEqual([expect.objectContaining({ id: d!.id, side: "against" })]);
    const url = `/api/v1/admin/users/${e.userId}/strikes/${s!.id}/reverse`;
    expect((await post(url, { reason: "abc" })).statusCode).toBe(400);
    const res = await post(url, { reason: "The dispute was decided on the wrong rating." });
    expect(res.statusCode, res.body).toBe(200);
    const [emp] = await t.database.db.select().from(employers).where(eq(employers.id, e.employerId));
    expect(emp!.strikeCount).toBe(0);
    expect((await auditOf("strike_reversed", s!.id))[0]!.newData).toMatchObject({
      before: { strike: "active", strike_count: 1 },
      after: { strike: "reversed", strike_count: 0 },
    });
    expect((await post(url, { reason: "The dispute was decided on the wrong rating." })).statusCode).toBe(409);
  });
});

describe("audit log and attribution", () => {
  it("searches by user, action, table and record, paged", async () => {
    const page = (
      await get(`/api/v1/admin/audit?user=${encodeURIComponent(admin.email)}&action=user_`)
    ).json() as AuditPage;
    expect(page.entries.length).toBeGreaterThan(0);
    expect(page.entries.every((e) => e.userId === admin.userId && e.action.startsWith("user_"))).toBe(true);
    const byTable = (await get("/api/v1/admin/audit?table=account_suspensions")).json() as AuditPage;
    expect(byTable.entries.every((e) => e.tableName === "account_suspensions")).toBe(true);
    const one = byTable.entries[0]!;
    const byRecord = (await get(`/api/v1/admin/audit?record=${one.recordId}`)).json() as AuditPage;
    expect(byRecord.entries.map((e) => e.recordId)).toEqual(byRecord.entries.map(() => one.recordId));
    expect((await get("/api/v1/admin/audit?page=-1")).statusCode).toBe(400);
  });

  it("traces a rating to its employer for an administrator only, and audits every view with its reason", async () => {
    const e = await createEmployerSession(t.app, { verified: true });
    const pro = await buildProfessional(t.database);
    const ratingId = (await post("/api/v1/employer/ratings", ratingPayload(pro.id), e.cookie)).json().rating
      .id as string;
    // The rating's own audit row names the table and record the admin searches for.
    const found = (await get(`/api/v1/admin/audit?table=ratings&record=${ratingId}`)).json() as AuditPage;
    expect(found.entries.length).toBeGreaterThan(0);
    const url = `/api/v1/admin/ratings/${ratingId}/attribution`;
    expect((await post(url, { reason: "abc" })).statusCode).toBe(400);
    expect((await post(url, { reason: REASON }, e.cookie)).statusCode).toBe(403);
    expect(await auditOf("rating_attribution_viewed", ratingId)).toEqual([]);
    const res = await post(url, { reason: "Dispute 42 alleges the employer never employed them." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ratingId, employer: { id: e.employerId, ownerEmail: e.email } });
    const views = await auditOf("rating_attribution_viewed", ratingId);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ id: res.json().viewAuditId, userId: admin.userId, tableName: "ratings" });
    expect(views[0]!.newData).toMatchObject({
      employer_id: e.employerId,
      reason: expect.stringContaining("Dispute 42"),
    });
    await post(url, { reason: "Second look for the appeal of dispute 42." });
    expect(await auditOf("rating_attribution_viewed", ratingId)).toHaveLength(2);
    expect(
      (await post("/api/v1/admin/ratings/00000000-0000-4000-8000-000000000000/attribution", { reason: REASON }))
        .statusCode,
    ).toBe(404);
  });
});

describe("analytics", () => {
  it("answers growth, ratings per day, disputes per 1,000 ratings, time to decision and verification turnaround", async () => {
    const res = await get("/api/v1/admin/analytics?days=7");
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.growth).toHaveLength(7);
    expect(a.ratingsPerDay).toHaveLength(7);
    expect(a.growth.at(-1).total).toBeGreaterThanOrEqual(5);
    expect(a.ratingsPerDay.at(-1).value).toBeGreaterThanOrEqual(2);
    expect(a.disputes.disputes).toBeGreaterThanOrEqual(1);
    expect(a.disputes.per1000).toBe(Math.round((a.disputes.disputes / a.disputes.ratings) * 10_000) / 10);
    expect(a.verificationTurnaround.pending).toBeGreaterThanOrEqual(1);
    expect((await get("/api/v1/admin/analytics?days=3")).statusCode).toBe(400);
  });
});
