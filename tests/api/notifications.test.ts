import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../src/core/api-error";
import type { NotificationListResponse } from "../../src/core/contracts/notifications";
import { EMPLOYER } from "../../src/core/messages";
import { notify } from "../../src/server/commands/notify";
import { mailOutbox, notificationPreferences, notifications } from "../../src/server/db/schema";
import { JOB_NAMES } from "../../src/server/kernel/job-names";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { createEmployerSession } from "../../src/server/test/employer-factories";
import { newestMailTo, setUpTestApp } from "./helpers";

let alice: TestAccount;
let bob: TestAccount;
const t = setUpTestApp({ publicUrl: "https://standing.test" });
beforeAll(async () => {
  alice = await createAccount(t.app);
  bob = await createAccount(t.app);
});

const write = (input: { userId: string; title: string; message: string; link?: string; at?: Date }) =>
  t.database.db.transaction((tx) =>
    notify(tx, {
      userId: input.userId,
      notice: {
        kind: "dispute.employer_received",
        topic: "disputeUpdates",
        mailed: true,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
      },
      ...(input.at ? { at: input.at } : {}),
    }),
  );

const list = async (cookie: string, query = "") => {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/notifications${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationListResponse;
};
const post = (url: string, cookie?: string) => t.app.inject({ method: "POST", url, headers: cookie ? { cookie } : {} });

/** Walks every page with `limit`, returning the ids in order. */
async function walk(cookie: string, limit: number, filter = "all") {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await list(cookie, `?limit=${limit}&filter=${filter}${cursor ? `&cursor=${cursor}` : ""}`);
    ids.push(...page.notifications.map((n) => n.id));
    expect(page.notifications.length).toBeLessThanOrEqual(limit);
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 50);
  return { ids, pages };
}

describe("reading notifications", () => {
  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications" })).statusCode).toBe(401);
    expect((await post("/api/v1/notifications/read-all")).statusCode).toBe(401);
  });

  it("lists only the caller's own, newest first, with the unread count", async () => {
    const base = Date.now() - 60_000;
    await write({ userId: alice.userId, title: "First", message: "one", at: new Date(base) });
    await write({
      userId: alice.userId,
      title: "Second",
      message: "two",
      link: "/dashboard/professional/disputes",
      at: new Date(base + 1000),
    });
    await write({ userId: bob.userId, title: "Bob's", message: "private to bob", at: new Date(base + 2000) });
    const mine = await list(alice.cookie);
    expect(mine.notifications.map((n) => n.title)).toEqual(["Second", "First"]);
    expect(mine.notifications[0]).toMatchObject({ link: "/dashboard/professional/disputes", read: false });
    expect(mine.notifications[1]!.link).toBeNull();
    expect(mine.unreadCount).toBe(2);
    expect(mine.counts).toEqual({ all: 2, unread: 2, read: 0 });
    expect(mine.nextCursor).toBeNull();
    expect(JSON.stringify(mine)).not.toContain("private to bob");
    expect(JSON.stringify(mine)).not.toContain(bob.userId);
  });

  it("marks one read; another person's id answers 404 like a missing one, and changes nothing", async () => {
    const a = await createAccount(t.app);
    const b = await createAccount(t.app);
    await write({ userId: a.userId, title: "A1", message: "a" });
    await write({ userId: b.userId, title: "B1", message: "b" });
    const aId = (await list(a.cookie)).notifications[0]!.id;
    const bId = (await list(b.cookie)).notifications[0]!.id;

    const foreign = await post(`/api/v1/notifications/${bId}/read`, a.cookie);
    expect(foreign.statusCode).toBe(404);
    const missing = await post(`/api/v1/notifications/00000000-0000-4000-8000-000000000000/read`, a.cookie);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(missing.json().error.message);
    const foreignDelete = await t.send("DELETE", `/api/v1/notifications/${bId}`, a.cookie);
    expect(foreignDelete.statusCode).toBe(404);
    expect((await list(b.cookie)).notifications[0]).toMatchObject({ id: bId, read: false });

    const ok = await post(`/api/v1/notifications/${aId}/read`, a.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, updated: 1, unreadCount: 0 });
    expect((await list(a.cookie)).notifications[0]!.read).toBe(true);
    // Marking an already-read one again is harmless.
    expect((await post(`/api/v1/notifications/${aId}/read`, a.cookie)).statusCode).toBe(200);
    expect((await post("/api/v1/notifications/not-a-uuid/read", a.cookie)).statusCode).toBe(400);
  });

  it("read-all marks every unread one of the caller only", async () => {
    const a = await createAccount(t.app);
    const b = await createAccount(t.app);
    for (let i = 0; i < 3; i++) await write({ userId: a.userId, title: `A${i}`, message: "a" });
    await write({ userId: b.userId, title: "B", message: "b" });
    const res = await post("/api/v1/notifications/read-all", a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, updated: 3, unreadCount: 0 });
    expect((await list(a.cookie)).counts).toEqual({ all: 3, unread: 0, read: 3 });
    expect((await list(b.cookie)).unreadCount).toBe(1);
    expect((await post("/api/v1/notifications/read-all", a.cookie)).json().updated).toBe(0);
  });

  it("deletes the caller's own notification", async () => {
    const a = await createAccount(t.app);
    await write({ userId: a.userId, title: "Gone soon", message: "x" });
    const id = (await list(a.cookie)).notifications[0]!.id;
    const res = await t.send("DELETE", `/api/v1/notifications/${id}`, a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(a.cookie)).counts.all).toBe(0);
  });

  it("pages with a keyset cursor: no gaps, no repeats, even for rows created at the same instant", async () => {
    const a = await createAccount(t.app);
    const same = new Date(Date.now() - 3_600_000);
    const rows = Array.from({ length: 45 }, (_, i) => ({
      userId: a.userId,
      title: `N${i}`,
      message: "m",
      // A third share one timestamp: the id breaks the tie.
      createdAt: i % 3 === 0 ? same : new Date(same.getTime() + i * 1000),
      read: i % 4 === 0,
    }));
    await t.database.db.insert(notifications).values(rows);
    const expected = (
      await t.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, a.userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
    ).map((r) => r.id);

    const first = await list(a.cookie, "?limit=20");
    expect(first.notifications).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    expect(first.counts).toEqual({ all: 45, unread: 33, read: 12 });

    for (const limit of [1, 7, 20, 50]) {
      const { ids, pages } = await walk(a.cookie, limit);
      expect(ids, `limit ${limit}`).toEqual(expected);
      expect(pages).toBe(Math.max(1, Math.ceil(45 / limit)));
    }
    const unread = await walk(a.cookie, 10, "unread");
    expect(unread.ids).toHaveLength(33);
    const read = await walk(a.cookie, 10, "read");
    expect(read.ids).toHaveLength(12);
    expect(new Set([...unread.ids, ...read.ids]).size).toBe(45);
  });

  it("pages rows stamped by the database clock (microseconds) without losing any", async () => {
    const a = await createAccount(t.app);
    for (let i = 0; i < 9; i++) await write({ userId: a.userId, title: `D${i}`, message: "m" });
    const { ids } = await walk(a.cookie, 2);
    expect(new Set(ids).size).toBe(9);
    expect((await list(a.cookie, "?limit=50")).notifications.map((n) => n.id)).toEqual(ids);
  });

  it("refuses bad paging input with 400, never 5xx", async () => {
    for (const q of ["?limit=0", "?limit=51", "?limit=abc", "?filter=nope", "?cursor=%25%25", "?other=1"]) {
      const res = await t.send("GET", `/api/v1/notifications${q}`, alice.cookie);
      expect(res.statusCode, q).toBe(400);
    }
    // Well-formed base64url that this server never issued.
    for (const cursor of [
      "abc",
      Buffer.from("1:nope").toString("base64url"),
      Buffer.from("x:y").toString("base64url"),
    ]) {
      const res = await t.send("GET", `/api/v1/notifications?cursor=${cursor}`, alice.cookie);
      expect(res.statusCode, cursor).toBe(400);
      expect(ApiErrorBody.safeParse(res.json()).success).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            cursor: fc.string({ maxLength: 80 }),
            limit: fc.string({ maxLength: 6 }),
            filter: fc.string({ maxLength: 8 }),
          },
          { requiredKeys: [] },
        ),
        async (query) => {
          const res = await t.app.inject({
            method: "GET",
            url: "/api/v1/notifications",
            query,
            headers: { cookie: alice.cookie },
          });
          expect([200, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("writing notifications", () => {
  it("a topic switched off in the preferences is still written in-app (the switches govern e-mail, D122)", async () => {
    const a = await createAccount(t.app);
    await t.database.db
      .insert(notificationPreferences)
      .values({ userId: a.userId, disputeUpdates: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { disputeUpdates: false } });
    expect((await write({ userId: a.userId, title: "Muted", message: "x" })).email).toBe(false);
    expect((await list(a.cookie)).notifications.map((n) => n.title)).toEqual(["Muted"]);
  });

  it("an administrator's approval and rejection reach the employer in-app, whatever the e-mail switches say", async () => {
    const admin = await createAccount(t.app, { roles: ["admin"] });
    const approveOne = await createEmployerSession(t.app, { verified: false });
    const rejectOne = await createEmployerSession(t.app, { verified: false });
    const muted = await createEmployerSession(t.app, { verified: false });
    await t.database.db
      .insert(notificationPreferences)
      .values({ userId: muted.userId, verificationUpdates: false })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { verificationUpdates: false } });
    for (const e of [approveOne, rejectOne, muted])
      expect(
        (await t.send("POST", "/api/v1/employer/verification/ein", e.cookie, { ein: "12-3456789" })).statusCode,
      ).toBe(201);
    const queue = await t.send("GET", "/api/v1/admin/verifications", admin.cookie);
    const idOf = (employerId: string) =>
      queue.json().requests.find((r: { employer: { id: string } }) => r.employer.id === employerId).id as string;
    const decide = (employerId: string, action: "approve" | "reject") =>
      t.send(
        "POST",
        `/api/v1/admin/verifications/${idOf(employerId)}/${action}`,
        admin.cookie,
        action === "reject" ? { reason: "The EIN does not match the company name." } : {},
      );
    expect((await decide(approveOne.employerId, "approve")).statusCode).toBe(200);
    expect((await decide(rejectOne.employerId, "reject")).statusCode).toBe(200);
    expect((await decide(muted.employerId, "approve")).statusCode).toBe(200);

    const approved = (await list(approveOne.cookie)).notifications;
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({
      title: EMPLOYER.notifyVerifiedTitle,
      message: EMPLOYER.notifyVerifiedBy("EIN"),
      link: "/dashboard/employer",
      read: false,
    });
    const rejected = (await list(rejectOne.cookie)).notifications;
    expect(rejected[0]).toMatchObject({
      title: EMPLOYER.notifyRejectedTitle,
      link: "/dashboard/employer/verification",
    });
    expect(rejected[0]!.message).toContain("The EIN does not match the company name.");
    expect((await list(muted.cookie)).notifications.map((n) => n.title)).toEqual([EMPLOYER.notifyVerifiedTitle]);
    // The decision mail is the notice's e-mail form: verification updates off, no mail (D122); on, one mail.
    await t.app.ctx.jobs.drain([JOB_NAMES.noticeMail]);
    const mailOf = async (email: string) =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map((m) => m.kind);
    expect(await mailOf(muted.email)).not.toContain("employer_verification_approved");
    expect(await mailOf(approveOne.email)).toContain("employer_verification_approved");
    // Nothing leaks the reviewing administrator.
    expect(JSON.stringify(approved)).not.toContain(admin.email);
  });

  it("a business-domain e-mail verification writes one notification", async () => {
    const e = await createEmployerSession(t.app, { verified: false });
    const address = `owner@${e.email.split("@")[1]}`;
    await t.send("POST", "/api/v1/employer/verification/email", e.cookie, { address });
    const mail = await newestMailTo(t, address);
    const token = /verify-email\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const res = await t.send("POST", "/api/v1/employer/verification/email/confirm", undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    const got = await list(e.cookie);
    expect(got.notifications).toHaveLength(1);
    expect(got.notifications[0]).toMatchObject({
      title: EMPLOYER.notifyVerifiedTitle,
      message: EMPLOYER.notifyVerifiedBy("business e-mail"),
      link: "/dashboard/employer",
    });
    expect(got.unreadCount).toBe(1);
  });
});
