import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { EXPORT_CONTENTS, PRIVACY_RULES } from "../../src/core/contracts/privacy";
import { AUTH, PRIVACY_REQUESTS } from "../../src/core/messages";
import type { PaymentsAdapter } from "../../src/server/adapters/payments";
import { signExportToken } from "../../src/server/auth/export-token";
import { setClockOffset } from "../../src/server/clock";
import {
  account,
  accountDeletions,
  auditLogs,
  dataExports,
  mailOutbox,
  professionals,
  ratingAttributions,
  ratings,
  retentionRuns,
  session,
  subscriptions,
  user,
} from "../../src/server/db/schema";
import { JOB_NAMES } from "../../src/server/kernel/job-names";
import { buildExportDocument, EXPORT_SCHEMA_VERSION } from "../../src/server/queries/data-export";
import { lastRetentionRuns, privacyQueueSummary } from "../../src/server/queries/privacy";
import { createAccount, signIn, TEST_PASSWORD } from "../../src/server/test/auth-helpers";
import { createProfessionalWithProfile } from "../../src/server/test/dispute-helpers";
import { createEmployerSession, ratingPayload } from "../../src/server/test/employer-factories";
import { buildProfessional, buildRating, buildUser, buildVerifiedEmployer } from "../../src/server/test/factories";
import { setUpTestApp } from "./helpers";

const DAY = 86_400_000;
const canceled: Array<{ id: string; cancel: boolean }> = [];
const payments = {
  name: "local",
  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    canceled.push({ id, cancel });
  },
} as unknown as PaymentsAdapter;

const t = setUpTestApp({ devTools: true }, { payments });
afterEach(() => setClockOffset(0, { devTools: true, env: "test" }));

const inject = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const moveClock = (ms: number) => setClockOffset(ms, { devTools: true, env: "test" });
const auditRows = (userId: string, action: string) =>
  t.app.ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.userId, userId), eq(auditLogs.action, action)));

async function exportLinkOf(email: string): Promise<string> {
  // The export's mail is the notice's producer form, sent by the notice-mail pass (D210).
  await t.app.ctx.jobs.runNow(JOB_NAMES.noticeMail);
  const rows = await t.app.ctx.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "data_export")));
  expect(rows).toHaveLength(1);
  const token = /token=([^\s&]+)/.exec(rows[0]!.text)![1]!;
  return `/api/v1/privacy/export/download?token=${token}`;
}

async function rate(employerCookie: string, professionalId: string) {
  const res = await inject("POST", "/api/v1/employer/ratings", employerCookie, ratingPayload(professionalId));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().rating.id as string;
}

describe("data export", () => {
  it("a professional's archive: the documented schema, every section, own audit rows, never the employer", async () => {
    const emp = await createEmployerSession(t.app);
    const pro = await createProfessionalWithProfile(t.app, t.database);
    const ratingId = await rate(emp.cookie, pro.professionalId);
    const [company] = (
      await t.app.ctx.db.execute<{ company_name: string }>(
        sql`SELECT company_name FROM employers WHERE id = ${emp.employerId}`,
      )
    ).rows;

    const res = await inject("POST", "/api/v1/privacy/export", pro.cookie, { userId: emp.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PRIVACY_REQUESTS.exportSubmitted);
    // The audit row (SPEC §7) exists with the request; the body's userId is ignored: the session's user is exported.
    const audit = await auditRows(pro.userId, "data_export");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.tableName).toBe("profiles");
    const [row] = await t.app.ctx.db.select().from(dataExports).where(eq(dataExports.userId, pro.userId));
    expect(row!.status).toBe("queued");

    await t.app.ctx.jobs.runNow(JOB_NAMES.dataExport);
    const url = await exportLinkOf(pro.email);
    const zip = await inject("GET", url, pro.cookie);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const doc = JSON.parse(strFromU8(files["standing-export.json"]!));
    expect(doc.schema).toBe(EXPORT_SCHEMA_VERSION);
    for (const [key] of EXPORT_CONTENTS) expect(doc).toHaveProperty(key);
    expect(doc.profileInfo.email).toBe(pro.email);
    expect(doc.professionalData.id).toBe(pro.professionalId);
    expect(doc.ratingsReceived.map((r: { id: string }) => r.id)).toEqual([ratingId]);
    expect(doc.ratingsSubmitted).toEqual([]);
    expect(doc.auditLogs.some((a: { action: string }) => a.action === "data_export")).toBe(true);
    // Anonymity: nothing in the whole archive names the employer behind the rating.
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join("\n");
    for (const secret of [emp.employerId, emp.userId, emp.email, company!.company_name])
      expect(everything).not.toContain(secret);
  });

  it("a professional's archive gives ratings and roster entries by month, ordered by month then id, not by arrival (D300)", async () => {
    // Built directly, not signed up: this file's sign-ups stay under the per-address limit. The archive's download
    // path is the first test's and the anonymity crawl's; here the document itself is read.
    const owner = await buildUser(t.database);
    const pro = { userId: owner.id, professionalId: (await buildProfessional(t.database, { ownerId: owner.id })).id };
    // Four employers, each rating once.
    const employers = [];
    for (let i = 0; i < 4; i++) employers.push(await buildVerifiedEmployer(t.database));
    const ids: string[] = [];
    for (const employer of employers)
      ids.push((await buildRating(t.database, { professionalId: pro.professionalId, employer })).id);
    // One in October, three in November arriving in neither id order nor its reverse (oldest first here).
    const byId = [...ids].sort();
    const arrival = [byId[0]!, byId[2]!, byId[3]!, byId[1]!];
    const arrivedAt = [
      "2026-10-20T08:00:00.000Z",
      "2026-11-03T09:15:00.000Z",
      "2026-11-12T14:02:31.123Z",
      "2026-11-27T16:45:07.456Z",
    ];
    for (const [i, id] of arrival.entries()) {
      await t.app.ctx.db.execute(
        sql`UPDATE ratings SET created_at = ${arrivedAt[i]}::timestamptz, updated_at = ${arrivedAt[i]}::timestamptz WHERE id = ${id}`,
      );
      // Each employer's roster entry arrived with its rating, its start date the same day.
      await t.app.ctx.db.execute(
        sql`INSERT INTO employments (employer_id, professional_id, status, start_date, created_at, updated_at)
            SELECT employer_id, ${pro.professionalId}, 'current', ${arrivedAt[i]!.slice(0, 10)}::date,
                   ${arrivedAt[i]}::timestamptz, ${arrivedAt[i]}::timestamptz
            FROM rating_attributions WHERE rating_id = ${id}`,
      );
    }
    const text = JSON.stringify(await buildExportDocument(t.database.db, pro.userId, new Date()));
    const doc = JSON.parse(text);

    // Newest month first, then by id: November's three by id, then October's; arrival order either way differs.
    const exported = doc.ratingsReceived.map((r: { id: string }) => r.id);
    expect(exported).toEqual([byId[1], byId[2], byId[3], byId[0]]);
    expect(exported).not.toEqual([...arrival].reverse());
    expect(exported).not.toEqual(arrival);
    expect(doc.ratingsReceived.map((r: { month: string }) => r.month)).toEqual([
      "2026-11",
      "2026-11",
      "2026-11",
      "2026-10",
    ]);
    expect(doc.employmentRecords.map((e: { added_month: string }) => e.added_month)).toEqual([
      "2026-11",
      "2026-11",
      "2026-11",
      "2026-10",
    ]);
    // No day, no time of day anywhere in what employers did: ratings, roster entries, the profile's creation.
    const employerActs = JSON.stringify([
      doc.ratingsReceived,
      doc.employmentRecords,
      doc.professionalData.created_month,
    ]);
    expect(employerActs).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (const at of arrivedAt) expect(text).not.toContain(at.slice(0, 10));
    for (const r of doc.ratingsReceived) {
      expect(r).not.toHaveProperty("created_at");
      expect(r).not.toHaveProperty("updated_at");
    }
    for (const emp of employers)
      for (const secret of [emp.id, emp.user.id, emp.user.email, emp.companyName]) expect(text).not.toContain(secret);
  });

  it("an employer's archive holds its submitted ratings and roster; a second request within the year is refused", async () => {
    const emp = await createEmployerSession(t.app);
    const pro = await createProfessionalWithProfile(t.app, t.database);
    const ratingId = await rate(emp.cookie, pro.professionalId);
    expect((await inject("POST", "/api/v1/privacy/export", emp.cookie)).statusCode).toBe(200);
    const again = await inject("POST", "/api/v1/privacy/export", emp.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/free export for this year/);
    await t.app.ctx.jobs.runNow(JOB_NAMES.dataExport);
    const zip = await inject("GET", await exportLinkOf(emp.email), emp.cookie);
    expect(zip.statusCode).toBe(200);
    const doc = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.rawPayload))["standing-export.json"]!));
    expect(doc.accountType).toBe("employer");
    expect(doc.ratingsSubmitted.map((r: { id: string }) => r.id)).toEqual([ratingId]);
    expect(doc.ratingsReceived).toEqual([]);
    expect(doc.professionalData.business.id).toBe(emp.employerId);
    const status = await inject("GET", "/api/v1/privacy/export", emp.cookie);
    expect(status.json().latest.status).toBe("ready");
  });

  it("the link is bound to its user, refuses visitors and forgeries, expires after 7 days, and the archive is removed", async () => {
    const owner = await createAccount(t.app);
    const other = await createAccount(t.app);
    expect((await inject("POST", "/api/v1/privacy/export", owner.cookie)).statusCode).toBe(200);
    expect((await inject("POST", "/api/v1/privacy/export")).statusCode).toBe(401);
    await t.app.ctx.jobs.runNow(JOB_NAMES.dataExport);
    const url = await exportLinkOf(owner.email);
    expect((await inject("GET", url)).statusCode).toBe(401);
    const stolen = await inject("GET", url, other.cookie);
    expect(stolen.statusCode).toBe(403);
    // A token re-signed for the other user still names the owner's export row: refused.
    const [row] = await t.app.ctx.db.select().from(dataExports).where(eq(dataExports.userId, owner.userId));
    const forged = signExportToken(t.app.ctx.authSecret, row!.id, other.userId, new Date(Date.now() + DAY));
    expect((await inject("GET", `/api/v1/privacy/export/download?token=${forged}`, other.cookie)).statusCode).toBe(404);
    const tampered = url.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await inject("GET", tampered, owner.cookie)).statusCode).toBe(404);
    expect((await inject("GET", url, owner.cookie)).statusCode).toBe(200);

    moveClock(7 * DAY + 60_000);
    const late = await inject("GET", url, owner.cookie);
    expect(late.statusCode).toBe(410);
    await t.app.ctx.jobs.runNow(JOB_NAMES.exportCleanup);
    const [after] = await t.app.ctx.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(after!.status).toBe("expired");
    expect(await t.app.ctx.storage.get(row!.storageKey!)).toBeNull();
  });
});

describe("account deletion", () => {
  it("needs all three confirmations and the password", async () => {
    const pro = await createAccount(t.app);
    const none = await inject("POST", "/api/v1/privacy/delete-account", pro.cookie, {
      confirmDeactivation: true,
      confirmPermanent: false,
      confirmRatingsAnonymized: true,
      password: TEST_PASSWORD,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(PRIVACY_REQUESTS.deleteConfirmAll);
    const wrong = await inject("POST", "/api/v1/privacy/delete-account", pro.cookie, {
      confirmDeactivation: true,
      confirmPermanent: true,
      confirmRatingsAnonymized: true,
      password: "not-the-password",
    });
    expect(wrong.statusCode).toBe(400);
    expect((await inject("POST", "/api/v1/privacy/delete-account", undefined, {})).statusCode).toBe(401);
    expect((await inject("GET", "/api/v1/me", pro.cookie)).json().user?.id).toBe(pro.userId);

    // Guessing here locks like every other place the password is asked again (D31), and each miss is audited.
    const guess = (password: string) =>
      inject("POST", "/api/v1/privacy/delete-account", pro.cookie, {
        confirmDeactivation: true,
        confirmPermanent: true,
        confirmRatingsAnonymized: true,
        password,
      });
    for (let i = 0; i < 9; i++) expect((await guess(`wrong-guess-${i}`)).statusCode).toBe(400);
    expect((await guess(TEST_PASSWORD)).statusCode).toBe(429);
    expect((await inject("GET", "/api/v1/me", pro.cookie)).json().user?.id).toBe(pro.userId);
    const audited = await t.app.ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_logs WHERE user_id = ${pro.userId} AND action = 'security'
            AND new_data->>'endpoint' = '/privacy/delete-account'`,
    );
    expect(audited.rows[0]!.n).toBe(10);
  });

  const confirmAll = { confirmDeactivation: true, confirmPermanent: true, confirmRatingsAnonymized: true };

  it("a passkey-only account confirms by a sign-in of the last 10 minutes instead of a password", async () => {
    const pro = await createAccount(t.app);
    const noPassword = await inject("POST", "/api/v1/privacy/delete-account", pro.cookie, confirmAll);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields.password).toBe(PRIVACY_RULES.passwordRequired);
    // Make it passkey-only: no credential row. An old session is not enough…
    await t.app.ctx.db.delete(account).where(eq(account.userId, pro.userId));
    await t.app.ctx.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(session.userId, pro.userId));
    const stale = await inject("POST", "/api/v1/privacy/delete-account", pro.cookie, confirmAll);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(PRIVACY_RULES.passkeyRecentSignIn);
    // …a fresh one is.
    await t.app.ctx.db.update(session).set({ createdAt: new Date() }).where(eq(session.userId, pro.userId));
    const fresh = await inject("POST", "/api/v1/privacy/delete-account", pro.cookie, confirmAll);
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it("deactivates at once, one effect at a time: sessions, sign-in, search, profile, subscription; an admin restores it", async () => {
    const pro = await createProfessionalWithProfile(t.app, t.database, { firstName: "Zelda", lastName: "Quarrington" });
    const second = await signIn(t.app, pro.email);
    await t.app.ctx.db
      .update(subscriptions)
      .set({ subscriptionType: "individual_pro", providerSubscriptionId: "sub_priv_1", status: "active" })
      .where(eq(subscriptions.userId, pro.userId));
    const found = async () =>
      (await inject("GET", "/api/v1/search?q=Quarrington")).json().professionals.map((p: { id: string }) => p.id);
    expect(await found()).toContain(pro.professionalId);

    const res = await inject("POST", "/api/v1/privacy/delete-account", pro.cookie, {
      ...confirmAll,
      password: TEST_PASSWORD,
      userId: "someone-else",
    });
    expect(res.statusCode).toBe(400); // unknown fields are refused: the user is the session's, never the body's
    const ok = await inject("POST", "/api/v1/privacy/delete-account", pro.cookie, {
      ...confirmAll,
      password: TEST_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(PRIVACY_REQUESTS.deleteSubmitted);
    expect(Date.parse(ok.json().eraseAfter) - Date.now()).toBeGreaterThan(29 * DAY);
    expect(String(ok.headers["set-cookie"])).toMatch(/session_token=;|Max-Age=0/);
    // The audit row.
    expect(await auditRows(pro.userId, "account_deletion")).toHaveLength(1);
    // Sessions: every one ended, this browser's and the other device's.
    expect(await t.app.ctx.db.select().from(session).where(eq(session.userId, pro.userId))).toHaveLength(0);
    expect((await inject("GET", "/api/v1/me", second)).json().user).toBeNull();
    // Sign-in: refused with the clear message.
    const signInAgain = await inject("POST", "/api/v1/auth/sign-in", undefined, {
      email: pro.email,
      password: TEST_PASSWORD,
    });
    expect(signInAgain.statusCode).toBe(401);
    expect(signInAgain.json().error.message).toBe(AUTH.accountDeactivated);
    // Search and profile page.
    expect(await found()).not.toContain(pro.professionalId);
    expect((await inject("GET", `/api/v1/professionals/${pro.professionalId}`)).statusCode).toBeGreaterThanOrEqual(400);
    // Subscription: canceled through the billing adapter.
    expect(canceled).toContainEqual({ id: "sub_priv_1", cancel: true });

    // Reactivation: administrators only, with a reason.
    const admin = await createAccount(t.app, { roles: ["admin"] });
    const url = `/api/v1/admin/users/${pro.userId}/restore-deleted`;
    expect((await inject("POST", url, second, { reason: "Asked by phone" })).statusCode).toBe(401);
    const emp = await createEmployerSession(t.app);
    expect((await inject("POST", url, emp.cookie, { reason: "Asked by phone" })).statusCode).toBe(403);
    expect((await inject("POST", url, admin.cookie, {})).statusCode).toBe(400);
    const restored = await inject("POST", url, admin.cookie, { reason: "The owner wrote to support by mistake" });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(
      (await inject("POST", "/api/v1/auth/sign-in", undefined, { email: pro.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(await found()).toContain(pro.professionalId);
    const [del] = await t.app.ctx.db.select().from(accountDeletions).where(eq(accountDeletions.userId, pro.userId));
    expect(del!.reactivationReason).toBe("The owner wrote to support by mistake");
    expect((await inject("POST", url, admin.cookie, { reason: "again please" })).statusCode).toBe(404);
  });

  it("after 30 days by the clock the accounts are erased: the employer's ratings remain, anonymous; the professional's profile is gone", async () => {
    const emp = await createEmployerSession(t.app);
    const pro = await createProfessionalWithProfile(t.app, t.database);
    const other = await createProfessionalWithProfile(t.app, t.database);
    const kept = await rate(emp.cookie, other.professionalId);
    const gone = await rate(emp.cookie, pro.professionalId);
    for (const who of [emp, pro])
      expect(
        (await inject("POST", "/api/v1/privacy/delete-account", who.cookie, { ...confirmAll, password: TEST_PASSWORD }))
          .statusCode,
      ).toBe(200);

    moveClock(29 * DAY);
    await t.app.ctx.jobs.runNow(JOB_NAMES.accountErasure);
    expect((await t.app.ctx.db.select().from(user).where(eq(user.id, emp.userId)))[0]!.email).toBe(emp.email);

    moveClock(30 * DAY + 3_600_000);
    await t.app.ctx.jobs.runNow(JOB_NAMES.accountErasure);
    const [tomb] = await t.app.ctx.db.select().from(user).where(eq(user.id, emp.userId));
    expect(tomb!.email).not.toContain(emp.email.split("@")[0]!);
    expect(tomb!.name).toBe("Deleted account");
    const signInAgain = await inject("POST", "/api/v1/auth/sign-in", undefined, {
      email: emp.email,
      password: TEST_PASSWORD,
    });
    expect(signInAgain.statusCode).toBe(401);
    expect(signInAgain.json().error.message).toBe(AUTH.loginFailed);
    // Retained: the employer's rating, attributed to the business only (for the 7-year audit), shown anonymously.
    expect(await t.app.ctx.db.select().from(ratings).where(eq(ratings.id, kept))).toHaveLength(1);
    const [attr] = await t.app.ctx.db.select().from(ratingAttributions).where(eq(ratingAttributions.ratingId, kept));
    expect(attr).toMatchObject({ employerId: emp.employerId, submittedBy: null });
    const page = await inject("GET", `/api/v1/professionals/${other.professionalId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(emp.employerId);
    // Erased: the professional's profile with its ratings received.
    expect(
      await t.app.ctx.db.select().from(professionals).where(eq(professionals.id, pro.professionalId)),
    ).toHaveLength(0);
    expect(await t.app.ctx.db.select().from(ratings).where(eq(ratings.id, gone))).toHaveLength(0);
    // The audit rows stay (7-year retention).
    expect(await auditRows(pro.userId, "account_deletion")).toHaveLength(1);
    // The run was logged with its counts; an erased account can no longer be restored.
    const runs = await lastRetentionRuns(t.app.ctx.db);
    expect(runs.find((r) => r.job === JOB_NAMES.accountErasure)!.counts.erased).toBeGreaterThanOrEqual(2);
    expect((await t.app.ctx.db.select().from(retentionRuns)).length).toBeGreaterThanOrEqual(2);
  });
});

describe("retention and the admin side", () => {
  it("the 7-year retention removes old ratings and audit rows and logs its counts", async () => {
    const emp = await createEmployerSession(t.app);
    const pro = await createProfessionalWithProfile(t.app, t.database);
    const old = await rate(emp.cookie, pro.professionalId);
    const fresh = await rate(emp.cookie, (await createProfessionalWithProfile(t.app, t.database)).professionalId);
    const eightYearsAgo = new Date(Date.now() - 8 * 365 * DAY);
    await t.app.ctx.db.update(ratings).set({ createdAt: eightYearsAgo }).where(eq(ratings.id, old));
    await t.app.ctx.db.insert(auditLogs).values({ userId: emp.userId, action: "old_thing", createdAt: eightYearsAgo });
    await t.app.ctx.jobs.runNow(JOB_NAMES.sevenYearRetention);
    expect(await t.app.ctx.db.select().from(ratings).where(eq(ratings.id, old))).toHaveLength(0);
    const [figures] = await t.app.ctx.db
      .select({ total: professionals.totalRatings })
      .from(professionals)
      .where(eq(professionals.id, pro.professionalId));
    expect(figures!.total).toBe(0);
    expect(await t.app.ctx.db.select().from(ratings).where(eq(ratings.id, fresh))).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, "old_thing"))).toHaveLength(0);
    const run = (await lastRetentionRuns(t.app.ctx.db)).find((r) => r.job === JOB_NAMES.sevenYearRetention)!;
    expect(run.counts).toMatchObject({ ratings: 1, auditLogs: 1 });
  });

  it("privacy inquiries land in the admin queue with the 30-day answer deadline", async () => {
    const sent = await inject("POST", "/api/v1/contact", undefined, {
      firstName: "Dana",
      lastName: "Data",
      email: "dana@example.com",
      inquiryType: "privacy",
      message: "Please tell me what you hold about me.",
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const admin = await createAccount(t.app, { roles: ["admin"] });
    const queue = await inject("GET", "/api/v1/admin/privacy-requests", admin.cookie);
    expect(queue.statusCode).toBe(200);
    const item = queue.json().items.find((i: { email: string }) => i.email === "dana@example.com");
    expect(Date.parse(item.answerBy) - Date.parse(item.receivedAt)).toBe(30 * DAY);
    const summary = await privacyQueueSummary(t.app.ctx.db);
    expect(summary.size).toBeGreaterThanOrEqual(1);
    expect(summary.oldestAnswerBy).not.toBeNull();
    const pro = await createAccount(t.app);
    expect((await inject("GET", "/api/v1/admin/privacy-requests", pro.cookie)).statusCode).toBe(403);

    // Answered: a real note is required, the request leaves the queue once, and the audit log keeps the note.
    const answered = `/api/v1/admin/privacy-requests/${item.id}/answered`;
    expect((await inject("POST", answered, pro.cookie, { reason: "Sent the full export by e-mail." })).statusCode).toBe(
      403,
    );
    const junk = await inject("POST", answered, admin.cookie, { reason: "abc" });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.fields.reason).toBeTruthy();
    const ok = await inject("POST", answered, admin.cookie, { reason: "Sent the full export by e-mail on request." });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = (await inject("GET", "/api/v1/admin/privacy-requests", admin.cookie)).json();
    expect(after.items.some((i: { id: string }) => i.id === item.id)).toBe(false);
    expect((await inject("POST", answered, admin.cookie, { reason: "Sent the full export again." })).statusCode).toBe(
      404,
    );
    const audit = await t.app.ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_logs WHERE action = 'privacy_request_answered' AND record_id = ${item.id}
            AND new_data->>'reason' = 'Sent the full export by e-mail on request.'`,
    );
    expect(audit.rows[0]!.n).toBe(1);
  });

  it("profile lookups seen by the professional: complete months by viewer kind, small counts hidden with no industry, no differencing (D302)", async () => {
    const pro = await createProfessionalWithProfile(t.app, t.database);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 12)).toISOString().slice(0, 10);
    const today = now.toISOString().slice(0, 10);
    const view = (viewer: string, day: string) =>
      t.app.ctx.db.execute(
        sql`INSERT INTO profile_views (professional_id, viewer_key, day) VALUES (${pro.professionalId}, ${viewer}, ${day}::date)`,
      );
    const employersSeen: string[] = [];
    for (const industry of ["Retail", "Retail", "Retail", "Logistics"]) {
      const emp = await buildVerifiedEmployer(t.database);
      await t.app.ctx.db.execute(sql`UPDATE employers SET industry = ${industry} WHERE id = ${emp.id}`);
      employersSeen.push(emp.user.id, emp.companyName);
      await view(`u:${emp.user.id}`, lastMonth);
    }
    for (const n of [1, 2, 3]) await view(`u:not-an-employer-${n}`, lastMonth);
    for (const n of [1, 2, 3, 4]) await view(`v:visitor-${n}`, lastMonth);
    // This month is still running: it is not shown (a figure that changes while one watches can be differenced).
    await view("v:today", today);

    const res = await inject("GET", "/api/v1/professional/profile-lookups", pro.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const months = res.json().months;
    expect(months.map((m: { month: string }) => m.month)).toEqual([lastMonth.slice(0, 7)]);
    // Retail (3) is named; the one Logistics employer is "other industries", hidden, and its industry appears nowhere.
    expect(months[0].employers).toEqual([{ industry: "Retail", count: 3 }]);
    expect(months[0].otherEmployers).toBeNull();
    expect(res.body).not.toContain("Logistics");
    // The month's total (11 views) is on the daily chart: with professionals (3) shown, the hidden cell would be
    // 11 − 3 − 3 − 4 = 1. So professionals are hidden with it; visitors stay.
    expect(months[0].professionals).toBeNull();
    expect(months[0].visitors).toBe(4);
    for (const e of employersSeen) expect(res.body).not.toContain(e);
  });
});
