import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSmtpTransport } from "../../src/server/adapters/mail/mail-transport";
import { deliverDueMail, enqueueMail, MAX_MAIL_ATTEMPTS } from "../../src/server/adapters/mail/outbox";
import { mailOutbox } from "../../src/server/db/schema";
import { TEST_PASSWORD } from "../../src/server/test/auth-helpers";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";

interface Received {
  to: string[];
  raw: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let port: number;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp(
    {},
    {
      mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`, "Standing <no-reply@standing.example>"),
    },
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const signUp = (app: TestApp["app"], email: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/auth/sign-up",
    payload: {
      accountType: "professional",
      fullName: "Sam Tp",
      email,
      password: TEST_PASSWORD,
      ageConfirmed: true,
      termsAccepted: true,
    },
  });

/** Runs of the delivery job waiting to start. */
async function queuedDeliveries(app: TestApp) {
  const rows = await app.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail-delivery' AND state IN ('created', 'retry')`,
  );
  return rows[0]!.n;
}

/** Quoted-printable soft line breaks split long links in raw MIME; undo them to read the text. */
const decode = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

describe("mail over SMTP", () => {
  it("carries a notice mail's RFC 8058 one-click unsubscribe headers to the SMTP server", async () => {
    const email = "notice.headers@example.com";
    await enqueueMail(t.database.db, {
      to: email,
      subject: "Dispute received",
      text: "body",
      kind: "notice:dispute.received",
      headers: {
        "List-Unsubscribe": "<https://standing.test/api/v1/unsubscribe?token=abc.def>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    await t.app.ctx.jobs.runNow("mail-delivery");
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/standing\.test\/api\/v1\/unsubscribe\?token=abc\.def>\r?$/m,
    );
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it("delivers the sign-up verification e-mail to a real SMTP server", async () => {
    const email = "smtp.check@example.com";
    const res = await signUp(t.app, email);
    expect(res.statusCode).toBe(201);
    await t.app.ctx.jobs.drain();
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(decode(mail!.raw)).toContain("Subject: Confirm your e-mail for Standing");
    expect(decode(mail!.raw)).toMatch(/\/api\/auth\/verify-email\?token=/);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row?.status).toBe("sent");
  });

  it("wakes delivery once after a request that queued mail has answered; a request that queued none wakes nothing", async () => {
    await t.app.ctx.jobs.drain();
    expect(await queuedDeliveries(t)).toBe(0);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await signUp(t.app, "wake.a@example.com")).statusCode).toBe(201);
    expect(await queuedDeliveries(t)).toBe(1);
    // A second mail before delivery ran adds no second run: one pass sends both.
    expect((await signUp(t.app, "wake.b@example.com")).statusCode).toBe(201);
    expect(await queuedDeliveries(t)).toBe(1);
    expect(await t.app.ctx.jobs.drain()).toBe(1);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "verify_email"));
    expect(rows.filter((r) => r.toAddress.startsWith("wake.")).map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("keeps mail queued through an SMTP outage and sends it once the server is back", async () => {
    // From here on the test drives delivery itself: the app's own worker (poked by the sign-up above) could
    // otherwise claim the row mid-test, and on PostgreSQL we would read it before that worker commits.
    await t.app.ctx.jobs.stop();
    const db = t.database.db;
    const id = await enqueueMail(db, { to: "later@example.com", subject: "Hello later", text: "body", kind: "test" });
    const down = createSmtpTransport("smtp://127.0.0.1:1", "x@standing.example");
    // A second on: the row is due from PostgreSQL's now() at its insert, in microseconds, which a Date read in the same
    // millisecond trails (the row was then "not yet due", and no attempt was made).
    const now = new Date(Date.now() + 1_000);
    expect(await deliverDueMail(db, down, now)).toBe(0);
    let [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(+row!.nextAttemptAt).toBeGreaterThan(+now);

    // Not due yet: nothing happens.
    const up = createSmtpTransport(`smtp://127.0.0.1:${port}`, "x@standing.example");
    expect(await deliverDueMail(db, up, now)).toBe(0);
    // Due: it goes out exactly once.
    const later = new Date(now.getTime() + 60_000);
    expect(await deliverDueMail(db, up, later)).toBeGreaterThanOrEqual(1);
    expect(await deliverDueMail(db, up, later)).toBe(0);
    [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(received.filter((m) => m.to.includes("later@example.com"))).toHaveLength(1);
  });

  it("gives up after the last attempt and marks the mail failed", async () => {
    const db = t.database.db;
    const id = await enqueueMail(db, { to: "never@example.com", subject: "x", text: "x", kind: "test" });
    const down = createSmtpTransport("smtp://127.0.0.1:1", "x@standing.example");
    let clock = Date.now();
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) {
      clock += 2 * 3600_000;
      await deliverDueMail(db, down, new Date(clock));
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
  });
});

describe("mail delivery in the background", () => {
  it("a web-and-worker instance sends the mail a request queued without anyone draining", async () => {
    const live = await createTestApp(
      {},
      {
        backgroundJobs: true,
        mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`, "Standing <no-reply@standing.example>"),
      },
    );
    try {
      expect((await signUp(live.app, "background@example.com")).statusCode).toBe(201);
      await vi.waitFor(() => expect(received.some((m) => m.to.includes("background@example.com"))).toBe(true), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await live.close();
    }
  });
});
