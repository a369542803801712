import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationView } from "../../src/core/contracts/notifications";
import { notice } from "../../src/core/notices";
import { notify } from "../../src/server/commands/notify";
import { profiles, session } from "../../src/server/db/schema";
import { STREAM_HEARTBEAT_MS } from "../../src/server/routes/notifications/notification-stream.routes";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { openSse, type SseStream } from "../../src/server/test/sse-client";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

/** The live stream over real HTTP (D121, D125): delivery, cross-tab sync, isolation, catch-up, session end, shutdown. */
let t: TestApp;
let base: string;
const streams: SseStream[] = [];
beforeAll(async () => {
  t = await createTestApp({ publicUrl: "https://standing.test" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

const open = async (account?: TestAccount, headers: Record<string, string> = {}) => {
  const s = await openSse(`${base}/api/v1/notifications/stream`, {
    ...(account ? { cookie: account.cookie } : {}),
    ...headers,
  });
  streams.push(s);
  return s;
};
const ready = (s: SseStream) => s.next((e) => e.event === "ready");
const say = (userId: string, title: string) =>
  t.database.db.transaction((tx) =>
    notify(tx, {
      userId,
      notice: {
        ...notice("dispute.employer_received", { typeLabel: "x", decisionBy: new Date() }),
        title,
        message: `${title} message`,
        link: "/notifications",
      },
    }),
  );
const arrival = (s: SseStream, title: string) =>
  s.next((e) => e.event === "notification" && (JSON.parse(e.data) as NotificationView).title === title);

describe("live notifications stream", () => {
  it("refuses visitors with 401 and serves every signed-in role", async () => {
    expect((await open()).status).toBe(401);
    for (const accountType of ["professional", "employer"] as const) {
      const s = await open(await createAccount(t.app, { accountType }));
      expect(s.status).toBe(200);
      expect(String(s.headers["content-type"])).toContain("text/event-stream");
      expect(s.headers["cache-control"]).toContain("no-store");
      expect(JSON.parse((await ready(s)).data)).toEqual({ unreadCount: 0 });
      s.close();
    }
  });

  it("a new notification reaches every tab of its owner within a second, and no one else", async () => {
    const a = await createAccount(t.app);
    const b = await createAccount(t.app);
    const [tab1, tab2, other] = [await open(a), await open(a), await open(b)];
    await Promise.all([ready(tab1), ready(tab2), ready(other)]);
    const started = Date.now();
    await say(a.userId, "Hello live");
    const [e1, e2] = await Promise.all([arrival(tab1, "Hello live"), arrival(tab2, "Hello live")]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(e1.data)).toMatchObject({ title: "Hello live", message: "Hello live message", read: false });
    expect(e1.id).toBeTruthy();
    expect(e2.id).toBe(e1.id);
    expect(JSON.parse((await tab1.next((e) => e.event === "changed")).data)).toEqual({ unreadCount: 1 });
    // Reading in one tab shows in the other; so does deleting.
    const id = (JSON.parse(e1.data) as NotificationView).id;
    const countAfter = (s: SseStream, n: number) =>
      s.next((e) => e.event === "changed" && JSON.parse(e.data).unreadCount === n);
    await t.app.inject({ method: "POST", url: `/api/v1/notifications/${id}/read`, headers: { cookie: a.cookie } });
    await countAfter(tab2, 0);
    await say(a.userId, "Second");
    await countAfter(tab2, 1);
    await t.app.inject({ method: "POST", url: "/api/v1/notifications/read-all", headers: { cookie: a.cookie } });
    await countAfter(tab1, 0);
    const deletes = tab2.events.length;
    await t.app.inject({ method: "DELETE", url: `/api/v1/notifications/${id}`, headers: { cookie: a.cookie } });
    await tab2.next((e) => e.event === "changed" && tab2.events.indexOf(e) >= deletes);
    // B saw nothing of A's.
    expect(other.events.filter((e) => e.event !== "ready")).toEqual([]);
    expect(JSON.stringify(other.events)).not.toContain("Hello live");
  });

  it("a reconnect names its last event and receives what it missed, each once, in order", async () => {
    const a = await createAccount(t.app);
    const first = await open(a);
    await ready(first);
    await say(a.userId, "Before");
    const seen = await arrival(first, "Before");
    first.close();
    await say(a.userId, "Missed 1");
    await say(a.userId, "Missed 2");
    const again = await open(a, { "last-event-id": seen.id! });
    await ready(again);
    const titles = again.events
      .filter((e) => e.event === "notification")
      .map((e) => (JSON.parse(e.data) as NotificationView).title);
    expect(titles).toEqual(["Missed 1", "Missed 2"]);
    // The same through ?after= (the client's own back-off loop).
    const third = await open(a, {});
    await ready(third);
    expect(third.events.filter((e) => e.event === "notification")).toEqual([]);
    const fourth = await openSse(`${base}/api/v1/notifications/stream?after=${encodeURIComponent(seen.id!)}`, {
      cookie: a.cookie,
    });
    streams.push(fourth);
    await ready(fourth);
    expect(fourth.events.filter((e) => e.event === "notification")).toHaveLength(2);
  });

  it("ends when the session ends (sign-out), at once", async () => {
    const a = await createAccount(t.app);
    const s = await open(a);
    await ready(s);
    const out = await t.app.inject({ method: "POST", url: "/api/v1/auth/sign-out", headers: { cookie: a.cookie } });
    expect(out.statusCode, out.body).toBeLessThan(300);
    await s.next((e) => e.event === "end");
    await s.ended;
  });

  it("ends at once when the account is deactivated, though its session row remains", async () => {
    const a = await createAccount(t.app);
    const s = await open(a);
    await ready(s);
    await t.database.db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, a.userId));
    const started = Date.now();
    await s.next((e) => e.event === "end");
    await s.ended;
    // Well before the 25 s heartbeat: the deactivation is announced (D213).
    expect(Date.now() - started).toBeLessThan(STREAM_HEARTBEAT_MS / 5);
    expect((await t.database.db.select().from(session).where(eq(session.userId, a.userId))).length).toBeGreaterThan(0);
  });

  it("ends when the session expires, at its expiry and not at the next heartbeat", async () => {
    const a = await createAccount(t.app);
    const s = await open(a);
    await ready(s);
    // The session now expires in a second (as a session left unused would): the stream re-arms its timer for it.
    const expiresAt = new Date(Date.now() + 1000);
    await t.database.db.update(session).set({ expiresAt }).where(eq(session.userId, a.userId));
    await s.next((e) => e.event === "end");
    await s.ended;
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(Date.now() - expiresAt.getTime()).toBeLessThan(STREAM_HEARTBEAT_MS / 5);
  });

  it("a session extended meanwhile keeps its stream open past the old expiry", async () => {
    const a = await createAccount(t.app);
    const s = await open(a);
    await ready(s);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 800) })
      .where(eq(session.userId, a.userId));
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(session.userId, a.userId));
    // Still delivering well after the first expiry would have passed.
    const past = Date.now() + 1500;
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (Date.now() >= past) {
          clearInterval(check);
          resolve();
        }
      }, 100);
    });
    await say(a.userId, "Still open");
    await arrival(s, "Still open");
    expect(s.events.some((e) => e.event === "end")).toBe(false);
  });

  it("does not hold the server open at shutdown", async () => {
    const other = await createTestApp({ publicUrl: "https://standing.test" });
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/v1/notifications/stream`;
    const a = await createAccount(other.app);
    const s = await openSse(url, { cookie: a.cookie });
    await ready(s);
    const started = Date.now();
    await other.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
