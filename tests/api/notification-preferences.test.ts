import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { NotificationListResponse, NotificationPreferences } from "../../src/core/contracts/notifications";
import { DEFAULT_PREFERENCES, type NoticeKind, notice } from "../../src/core/notices";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "../../src/server/auth/unsubscribe-token";
import { notify } from "../../src/server/commands/notify";
import { mailOutbox, notificationPreferences, notifications } from "../../src/server/db/schema";
import { pruneReadNotifications } from "../../src/server/jobs/notification-retention";
import { ratingBatchPeriodEnd, runRatingNotices } from "../../src/server/jobs/rating-notices";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { createProfessionalWithProfile } from "../../src/server/test/dispute-helpers";
import { createEmployerSession, ratingPayload } from "../../src/server/test/employer-factories";
import { oneClickUnsubscribe, setUpTestApp } from "./helpers";

const t = setUpTestApp({ publicUrl: "https://standing.test" });

const prefsUrl = "/api/v1/notification-preferences";
const getPrefs = (cookie: string) => t.app.inject({ method: "GET", url: prefsUrl, headers: { cookie } });
const putPrefs = (cookie: string, payload: object) =>
  t.app.inject({ method: "PUT", url: prefsUrl, headers: { cookie }, payload });
const rowOf = async (userId: string) =>
  (await t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0];
const mailTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.kind, "notice:%")));
/** Producers in tests write outside a request, so nothing wakes the notice-mail pass: run it, then deliver. */
const deliver = async () => {
  await t.app.ctx.jobs.runNow("notice-mail");
  await t.app.ctx.jobs.drain();
};
const send = (userId: string, n = notice("dispute.received", { ratingMonth: "March 2026", disputeId: "d1" })) =>
  t.database.db.transaction((tx) => notify(tx, { userId, notice: n }));

describe("preferences (SPEC §3, §4, §7)", () => {
  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: prefsUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: prefsUrl, payload: DEFAULT_PREFERENCES })).statusCode).toBe(401);
  });

  it("a missing row is created with the spec's defaults on first read, once", async () => {
    const a = await createAccount(t.app);
    // Sign-up writes the row; an account from before that (or a lost row) has none.
    await t.database.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, a.userId));
    expect(await rowOf(a.userId)).toBeUndefined();
    const [first, second] = await Promise.all([getPrefs(a.cookie), getPrefs(a.cookie)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      emailNotifications: true,
      newRating: true,
      disputeUpdates: true,
      verificationUpdates: true,
      subscriptionReminders: true,
      marketingEmails: false,
    });
    expect(second.json()).toEqual(first.json());
    expect(await rowOf(a.userId)).toMatchObject({ newRating: true, marketingEmails: false });
  });

  it("saves the six switches; unknown or missing fields are refused with 400", async () => {
    const a = await createAccount(t.app);
    const next: NotificationPreferences = { ...DEFAULT_PREFERENCES, newRating: false, marketingEmails: true };
    const res = await putPrefs(a.cookie, next);
    expect(res.statusCode, res.body).toBe(200);
    expect((await getPrefs(a.cookie)).json()).toEqual(next);
    expect((await putPrefs(a.cookie, { ...next, extra: true })).statusCode).toBe(400);
    expect((await putPrefs(a.cookie, { emailNotifications: false })).statusCode).toBe(400);
    expect((await putPrefs(a.cookie, { ...next, newRating: "no" })).statusCode).toBe(400);
  });

  it("master switch off: the four type switches keep their stored values, marketing stays independent", async () => {
    const a = await createAccount(t.app);
    await putPrefs(a.cookie, { ...DEFAULT_PREFERENCES, disputeUpdates: false });
    const res = await putPrefs(a.cookie, {
      emailNotifications: false,
      newRating: false,
      disputeUpdates: true,
      verificationUpdates: false,
      subscriptionReminders: false,
      marketingEmails: true,
    });
    expect(res.json()).toEqual({
      emailNotifications: false,
      newRating: true,
      disputeUpdates: false,
      verificationUpdates: true,
      subscriptionReminders: true,
      marketingEmails: true,
    });
    expect((await getPrefs(a.cookie)).json()).toEqual(res.json());
  });
});

describe("e-mail by preference", () => {
  let a: TestAccount;
  beforeAll(async () => {
    a = await createAccount(t.app);
  });

  it("with the defaults a notice is mailed with one-click unsubscribe headers and links", async () => {
    await send(a.userId);
    await deliver();
    const mails = await mailTo(a.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Dispute received");
    expect(mail.kind).toBe("notice:dispute.received");
    const headers = mail.headers!;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(/^<https:\/\/standing\.test\/api\/v1\/unsubscribe\?token=[\w.%-]+>$/);
    expect(mail.textBody).toContain("https://standing.test/unsubscribe?token=");
    expect(mail.textBody).toContain("https://standing.test/settings/notifications");
    expect(mail.status).toBe("sent");
  });

  it("the type switch off, or the master switch off, sends no mail; the in-app notice is still written", async () => {
    const b = await createAccount(t.app);
    await putPrefs(b.cookie, { ...DEFAULT_PREFERENCES, disputeUpdates: false });
    expect((await send(b.userId)).email).toBe(false);
    await putPrefs(b.cookie, { ...DEFAULT_PREFERENCES, emailNotifications: false });
    expect((await send(b.userId)).email).toBe(false);
    // Another type still mails while its switch is on, and stops when the master is off.
    expect((await send(b.userId, notice("billing.renewal_failed", { args: ["Business", "May 1, 2026"] }))).email).toBe(
      false,
    );
    await deliver();
    expect(await mailTo(b.email)).toHaveLength(0);
    const list = await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: { cookie: b.cookie } });
    expect((list.json() as NotificationListResponse).counts.all).toBe(3);
  });

  it("notices about the person's own data are not switchable and carry no unsubscribe", async () => {
    const c = await createAccount(t.app);
    await putPrefs(c.cookie, { ...DEFAULT_PREFERENCES, emailNotifications: false });
    // A topic-less notice (the privacy issue's kinds are such): built by hand here, its kind is theirs to declare.
    await send(c.userId, {
      kind: "privacy.deletion_scheduled" as NoticeKind,
      topic: null,
      mailed: true,
      title: "Account deletion scheduled",
      message: "Your account will be permanently deleted on December 31, 2026.",
      link: null,
    });
    await deliver();
    const [mail] = await mailTo(c.email);
    expect(mail?.headers ?? null).toBeNull();
    expect(mail?.textBody).not.toContain("/unsubscribe");
  });

  it("a notice mail goes out once even when the mail pass runs twice", async () => {
    const d = await createAccount(t.app);
    await send(d.userId);
    await t.app.ctx.jobs.runNow("notice-mail");
    await t.app.ctx.jobs.runNow("notice-mail");
    expect(await mailTo(d.email)).toHaveLength(1);
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  const secret = () => t.app.ctx.authSecret;

  it("a mail client's form-encoded POST, without cookies, turns that one type off", async () => {
    const a = await createAccount(t.app);
    const token = signUnsubscribeToken(secret(), a.userId, "disputeUpdates");
    const res = await oneClickUnsubscribe(t, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ topic: "disputeUpdates", unsubscribed: true });
    expect(await rowOf(a.userId)).toMatchObject({ disputeUpdates: false, newRating: true, emailNotifications: true });
    // Twice is harmless.
    expect((await t.app.inject({ method: "POST", url: "/api/v1/unsubscribe", payload: { token } })).statusCode).toBe(
      200,
    );
  });

  it("GET only describes the token (a link scanner changes nothing); the page posts it as JSON", async () => {
    const a = await createAccount(t.app);
    const token = signUnsubscribeToken(secret(), a.userId, "newRating");
    const look = await t.app.inject({ method: "GET", url: `/api/v1/unsubscribe?token=${token}` });
    expect(look.statusCode).toBe(200);
    expect(look.json()).toEqual({ topic: "newRating", label: "New rating", unsubscribed: false });
    expect(await rowOf(a.userId)).toMatchObject({ newRating: true });
    const res = await t.app.inject({ method: "POST", url: "/api/v1/unsubscribe", payload: { token } });
    expect(res.json()).toMatchObject({ topic: "newRating", unsubscribed: true });
    expect(await rowOf(a.userId)).toMatchObject({ newRating: false });
  });

  it("a forged, tampered or other-purpose token is refused with 400 and changes nothing", async () => {
    const a = await createAccount(t.app);
    const b = await createAccount(t.app);
    const token = signUnsubscribeToken(secret(), a.userId, "newRating");
    const [payload, mac] = token.split(".") as [string, string];
    // Same signature, payload pointing at another user: refused.
    const otherUser = `${Buffer.from(`r:${b.userId}`).toString("base64url")}.${mac}`;
    // Same user, another topic: refused.
    const otherTopic = `${Buffer.from(`d:${a.userId}`).toString("base64url")}.${mac}`;
    // Signed with another secret (another deployment, or a guess): refused.
    const forged = signUnsubscribeToken("some-other-secret-some-other-secret", a.userId, "newRating");
    // One character of the signature changed (the first: every one of its six bits counts, unlike the last's).
    const tampered = `${payload}.${mac.startsWith("x") ? "y" : "x"}${mac.slice(1)}`;
    for (const bad of [otherUser, otherTopic, forged, tampered, `${payload}.${mac}.x`]) {
      const res = await t.app.inject({ method: "POST", url: "/api/v1/unsubscribe", payload: { token: bad } });
      expect(res.statusCode, bad).toBe(400);
    }
    expect(verifyUnsubscribeToken(secret(), otherUser)).toBeNull();
    expect(await rowOf(a.userId)).toMatchObject({ newRating: true, disputeUpdates: true });
    expect(await rowOf(b.userId)).toMatchObject({ newRating: true, disputeUpdates: true });
  });

  it("the token in a real notice mail unsubscribes its recipient from that type only", async () => {
    const a = await createAccount(t.app);
    await send(a.userId);
    await deliver();
    const [mail] = await mailTo(a.email);
    const token = decodeURIComponent(/unsubscribe\?token=([^\s>]+)/.exec(mail!.textBody)![1]!);
    expect(verifyUnsubscribeToken(secret(), token)).toEqual({ userId: a.userId, topic: "disputeUpdates" });
    await t.app.inject({ method: "POST", url: "/api/v1/unsubscribe", payload: { token } });
    expect((await send(a.userId)).email).toBe(false);
  });
});

describe("daily rating notices and retention", () => {
  it("ratings, edits and removals become one notice per kind at the fixed hour, once, naming no one", async () => {
    const pro = await createProfessionalWithProfile(t.app, t.database);
    const employers = [await createEmployerSession(t.app), await createEmployerSession(t.app)];
    for (const e of employers) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/employer/ratings",
        headers: { cookie: e.cookie },
        payload: ratingPayload(pro.professionalId),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const mine = () => t.database.db.select().from(notifications).where(eq(notifications.userId, pro.userId));
    expect(await mine()).toHaveLength(0);
    const after = new Date(Date.now() + 2 * 86_400_000);
    expect(await runRatingNotices(t.database.db, after)).toBe(1);
    expect(await runRatingNotices(t.database.db, after)).toBe(0);
    const rows = await mine();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "rating.received", title: "You received 2 new ratings" });
    expect(rows[0]!.createdAt.toISOString()).toBe(ratingBatchPeriodEnd(after).toISOString());
    expect(rows[0]!.createdAt.getUTCHours()).toBe(17);
    for (const e of employers) {
      const text = JSON.stringify(rows);
      expect(text).not.toContain(e.email);
      expect(text).not.toContain(e.employerId);
      expect(text).not.toContain(e.userId);
    }
  });

  it("prunes read notifications past the retention, never unread ones", async () => {
    const a = await createAccount(t.app);
    const old = new Date(Date.now() - 200 * 86_400_000);
    await t.database.db.insert(notifications).values([
      { userId: a.userId, title: "old read", message: "x", read: true, createdAt: old },
      { userId: a.userId, title: "old unread", message: "x", read: false, createdAt: old },
      { userId: a.userId, title: "new read", message: "x", read: true },
    ]);
    expect(await pruneReadNotifications(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(notifications).where(eq(notifications.userId, a.userId));
    expect(left.map((n) => n.title).sort()).toEqual(["new read", "old unread"]);
  });
});

describe("roster invitation notice", () => {
  it("someone who already has an account is told in-app, without the invitation token or the employer", async () => {
    const existing = await createAccount(t.app);
    const employer = await createEmployerSession(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/employer/employees",
      headers: { cookie: employer.cookie },
      payload: {
        entry: { firstName: "Ada", lastName: "Quill", city: "Austin", state: "TX", email: existing.email },
        nameMatch: "create",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, existing.userId));
    expect(rows.map((r) => r.kind)).toEqual(["roster.invitation"]);
    expect(rows[0]!.emailStatus).toBeNull();
    const text = JSON.stringify(rows);
    expect(text).not.toContain("invite=");
    expect(text).not.toContain(employer.email);
  });
});
