import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../src/core/billing";
import { BILLING } from "../../src/core/messages";
import type { LocalPayments } from "../../src/server/adapters/payments";
import { signStripePayload } from "../../src/server/adapters/payments/stripe-shapes";
import { setClockOffset } from "../../src/server/clock";
import {
  billingEvents,
  invoices,
  localPaySubscriptions,
  notifications,
  subscriptions,
} from "../../src/server/db/schema";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { setUpTestApp } from "./helpers";

let local: LocalPayments;
const t = setUpTestApp();
beforeAll(async () => {
  local = t.app.ctx.payments as LocalPayments;
  expect(local.name).toBe("local");
});
afterEach(() => setClockOffset(0, t.config));

const DAY = 24 * 3_600_000;
const moveClock = (ms: number) => setClockOffset(ms, t.config);

async function call(a: TestAccount, method: "GET" | "POST", url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: a.cookie }, ...(payload ? { payload } : {}) });
}
async function status(a: TestAccount) {
  return (await call(a, "GET", "/subscription")).json() as {
    subscribed: boolean;
    subscriptionType: string;
    subscriptionEnd: string | null;
  };
}
async function lookupLimit(a: TestAccount) {
  return ((await call(a, "GET", "/usage")).json() as { lookups: { limit: number } }).lookups.limit;
}
/** create-checkout, then the local checkout page's payment; returns the session id. Events stay queued. */
async function checkout(a: TestAccount, priceId: string, card: string = TEST_CARDS.success) {
  const res = await call(a, "POST", "/billing/checkout", { priceId, userType: "employer" });
  expect(res.statusCode).toBe(200);
  const url = (res.json() as { url: string }).url;
  const sessionId = url.split("/checkout/local/")[1]!;
  const pay = await call(a, "POST", `/billing/local-checkout/${sessionId}/pay`, { card });
  expect(pay.statusCode).toBe(200);
  expect(pay.json()).toEqual({ next: "redirect", redirect: expect.stringContaining(`session_id=${sessionId}`) });
  return sessionId;
}
async function liveSubId(userId: string) {
  const [row] = await t.app.ctx.db
    .select({ id: localPaySubscriptions.id })
    .from(localPaySubscriptions)
    .where(eq(localPaySubscriptions.userId, userId));
  return row!.id;
}
async function mirror(userId: string) {
  const [row] = await t.app.ctx.db
    .select({
      subscriptionType: subscriptions.subscriptionType,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      providerPriceId: subscriptions.providerPriceId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row!;
}
async function postWebhook(rawBody: string, signature?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/billing/webhook",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    payload: rawBody,
  });
}

describe("upgrade on the local provider", () => {
  it("the redirect grants nothing; the signed event does, and limits follow at once", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    expect(await lookupLimit(a)).toBe(5);
    const sessionId = await checkout(a, "standing_verified_pro_monthly");
    // Paid, but the provider's event has not arrived: still free, whatever the success page's URL says.
    expect(await status(a)).toMatchObject({ subscribed: false, subscriptionType: "free" });
    expect(sessionId).toMatch(/^cs_local_/);
    await t.app.ctx.jobs.drain();
    const s = await status(a);
    expect(s).toMatchObject({ subscribed: true, subscriptionType: "verified_pro" });
    expect(new Date(s.subscriptionEnd!).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await lookupLimit(a)).toBe(50);
    const overview = (await call(a, "GET", "/billing")).json();
    expect(overview).toMatchObject({
      plan: "verified_pro",
      state: "active",
      interval: "month",
      amountCents: 2900,
      nextCharge: { amountCents: 2900 },
      paymentMethod: "Visa ending in 4242",
      canManage: true,
    });
    expect(overview.invoices).toHaveLength(1);
    expect(overview.invoices[0]).toMatchObject({ amountCents: 2900, currency: "usd", status: "paid" });
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, a.userId));
    expect(notes.map((n) => n.title)).toContain("Your plan is active");
    // The invoice's PDF: for its owner only.
    const pdfPath = new URL(overview.invoices[0].pdfUrl).pathname.replace("/api/v1", "");
    const pdf = await call(a, "GET", pdfPath);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.body.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.body).toContain("Amount: 29.00 USD");
    const other = await createAccount(t.app, { accountType: "employer" });
    expect((await call(other, "GET", pdfPath)).statusCode).toBe(404);
  });

  it("a declined card changes nothing; a confirmation card asks first", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    const res = await call(a, "POST", "/billing/checkout", {
      priceId: "standing_enterprise_annual",
      userType: "employer",
    });
    const sessionId = (res.json() as { url: string }).url.split("/checkout/local/")[1]!;
    const declined = await call(a, "POST", `/billing/local-checkout/${sessionId}/pay`, { card: TEST_CARDS.decline });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe("Your card was declined.");
    const confirm = await call(a, "POST", `/billing/local-checkout/${sessionId}/pay`, { card: TEST_CARDS.confirm });
    expect(confirm.json()).toEqual({ next: "confirm", redirect: null });
    const refused = await call(a, "POST", `/billing/local-checkout/${sessionId}/confirm`, { approve: false });
    expect(refused.statusCode).toBe(402);
    await t.app.ctx.jobs.drain();
    expect(await status(a)).toMatchObject({ subscribed: false });
    await call(a, "POST", `/billing/local-checkout/${sessionId}/pay`, { card: TEST_CARDS.confirm });
    const approved = await call(a, "POST", `/billing/local-checkout/${sessionId}/confirm`, { approve: true });
    expect(approved.json()).toMatchObject({ next: "redirect" });
    await t.app.ctx.jobs.drain();
    expect(await status(a)).toMatchObject({ subscribed: true, subscriptionType: "enterprise" });
    expect(await lookupLimit(a)).toBe(999_999);
  });

  it("someone else's checkout session is not found", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    const b = await createAccount(t.app, { accountType: "employer" });
    const res = await call(a, "POST", "/billing/checkout", {
      priceId: "standing_verified_pro_monthly",
      userType: "employer",
    });
    const sessionId = (res.json() as { url: string }).url.split("/checkout/local/")[1]!;
    expect((await call(b, "GET", `/billing/local-checkout/${sessionId}`)).statusCode).toBe(404);
    expect(
      (await call(b, "POST", `/billing/local-checkout/${sessionId}/pay`, { card: TEST_CARDS.success })).statusCode,
    ).toBe(409);
    // Abandoning it is refused the same way as reading it (issue 33 §6: it used to answer 200), and changes nothing.
    const abandon = await call(b, "POST", `/billing/local-checkout/${sessionId}/abandon`);
    expect(abandon.statusCode, abandon.body).toBe(404);
    expect(abandon.json().error.code).toBe("not_found");
    expect((await call(a, "GET", `/billing/local-checkout/${sessionId}`)).json()).toMatchObject({ status: "open" });
    // Its owner may abandon it.
    expect((await call(a, "POST", `/billing/local-checkout/${sessionId}/abandon`)).statusCode).toBe(200);
  });
});

describe("create-checkout input", () => {
  it("an unknown price or another account type's price is a 400 and writes nothing", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    const unknown = await call(a, "POST", "/billing/checkout", {
      priceId: "standing_gold_monthly",
      userType: "employer",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("unknown_price");
    const other = await call(a, "POST", "/billing/checkout", {
      priceId: "standing_individual_pro_monthly",
      userType: "employer",
    });
    expect(other.statusCode).toBe(400);
    const mismatch = await call(a, "POST", "/billing/checkout", {
      priceId: "standing_verified_pro_monthly",
      userType: "professional",
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await call(a, "POST", "/billing/checkout", { priceId: 5 })).statusCode).toBe(400);
    expect(await status(a)).toMatchObject({ subscribed: false });
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/billing/checkout", payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it("the checkout failure message is the spec's", () => {
    expect(BILLING.checkoutFailed).toBe("Failed to start checkout");
  });
});

describe("webhooks", () => {
  it("an unsigned or badly signed delivery is a 400 and changes nothing", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    await checkout(a, "standing_verified_pro_monthly");
    const [delivery] = await local.pendingDeliveries(1);
    const before = await t.app.ctx.db.select().from(billingEvents);
    expect((await postWebhook(delivery!.rawBody)).statusCode).toBe(400);
    expect((await postWebhook(delivery!.rawBody, signStripePayload(delivery!.rawBody, "whsec_wrong"))).statusCode).toBe(
      400,
    );
    const tampered = delivery!.rawBody.replace('"livemode":false', '"livemode":true');
    expect(tampered).not.toBe(delivery!.rawBody);
    expect((await postWebhook(tampered, delivery!.signature)).statusCode).toBe(400);
    expect((await postWebhook(delivery!.rawBody, "t=1,v1=deadbeef")).statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(billingEvents)).toHaveLength(before.length);
    expect(await status(a)).toMatchObject({ subscribed: false });
    await t.app.ctx.jobs.drain();
  });

  it("the same event delivered three times has one effect", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    await checkout(a, "standing_verified_pro_monthly");
    const deliveries = await local.pendingDeliveries(50);
    const mine = deliveries.filter((d) => d.rawBody.includes(a.userId));
    expect(mine.length).toBe(3);
    const answers = [];
    for (let i = 0; i < 3; i++) for (const d of mine) answers.push((await postWebhook(d.rawBody, d.signature)).json());
    expect(answers.filter((x) => x.duplicate === false)).toHaveLength(3);
    expect(answers.filter((x) => x.duplicate === true)).toHaveLength(6);
    const events = await t.app.ctx.db.select().from(billingEvents).where(eq(billingEvents.userId, a.userId));
    expect(events).toHaveLength(3);
    const invoiceRows = await t.app.ctx.db.select().from(invoices).where(eq(invoices.userId, a.userId));
    expect(invoiceRows).toHaveLength(1);
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, a.userId));
    expect(notes.filter((n) => n.title === "Your plan is active")).toHaveLength(1);
    expect(await status(a)).toMatchObject({ subscribed: true, subscriptionType: "verified_pro" });
    // The job's own delivery later is a replay too.
    await t.app.ctx.jobs.drain();
    expect(await t.app.ctx.db.select().from(billingEvents).where(eq(billingEvents.userId, a.userId))).toHaveLength(3);
  });

  it("events delivered in reverse order settle on the same state as in order", async () => {
    async function scenario() {
      const a = await createAccount(t.app, { accountType: "employer" });
      await checkout(a, "standing_verified_pro_monthly");
      const subId = await liveSubId(a.userId);
      await local.changePrice(subId, (await import("../../src/core/billing")).priceFor("enterprise", "year"));
      await local.setCancelAtPeriodEnd(subId, true);
      const mine = (await local.pendingDeliveries(100)).filter((d) => d.rawBody.includes(a.userId));
      expect(mine).toHaveLength(5);
      return { a, mine };
    }
    const forward = await scenario();
    for (const d of forward.mine) expect((await postWebhook(d.rawBody, d.signature)).statusCode).toBe(200);
    const reverse = await scenario();
    for (const d of [...reverse.mine].reverse())
      expect((await postWebhook(d.rawBody, d.signature)).statusCode).toBe(200);
    const f = await mirror(forward.a.userId);
    const r = await mirror(reverse.a.userId);
    expect(f).toMatchObject({ subscriptionType: "enterprise", status: "active", cancelAtPeriodEnd: true });
    expect({ ...r, currentPeriodEnd: null }).toEqual({ ...f, currentPeriodEnd: null });
    expect(await lookupLimit(reverse.a)).toBe(999_999);
    await t.app.ctx.jobs.drain();
  });
});

describe("the subscription's life", () => {
  it("upgrade, downgrade, cancel at period end and the lapse change limits at once", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    await checkout(a, "standing_verified_pro_monthly");
    await t.app.ctx.jobs.drain();
    expect(await lookupLimit(a)).toBe(50);

    expect((await call(a, "POST", "/billing/change-plan", { priceId: "standing_enterprise_monthly" })).statusCode).toBe(
      200,
    );
    await t.app.ctx.jobs.drain();
    expect(await lookupLimit(a)).toBe(999_999);
    expect(
      (await call(a, "POST", "/billing/change-plan", { priceId: "standing_verified_pro_monthly" })).statusCode,
    ).toBe(200);
    await t.app.ctx.jobs.drain();
    expect(await lookupLimit(a)).toBe(50);

    expect((await call(a, "POST", "/billing/cancel")).statusCode).toBe(200);
    await t.app.ctx.jobs.drain();
    expect((await call(a, "GET", "/billing")).json()).toMatchObject({ state: "canceling", nextCharge: null });
    expect(await lookupLimit(a)).toBe(50);
    const { currentPeriodEnd } = await mirror(a.userId);

    // One minute before the period ends: still paid. One minute after: free at once, before any event arrives.
    moveClock(currentPeriodEnd!.getTime() - Date.now() - 60_000);
    expect(await lookupLimit(a)).toBe(50);
    moveClock(currentPeriodEnd!.getTime() - Date.now() + 60_000);
    expect(await lookupLimit(a)).toBe(5);
    expect(await status(a)).toMatchObject({ subscribed: false, subscriptionType: "free" });
    // The provider's sweep ends the subscription and its event settles the mirror.
    await t.app.ctx.jobs.runNow("local-payments");
    await t.app.ctx.jobs.drain();
    expect(await mirror(a.userId)).toMatchObject({ subscriptionType: "free", status: "canceled" });
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, a.userId));
    expect(notes.map((n) => n.title)).toEqual(expect.arrayContaining(["Your plan will end", "Your plan ended"]));
  });

  it("a failed renewal goes past due with a notice, keeps the plan through the grace period, then lapses", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    await checkout(a, "standing_verified_pro_monthly", TEST_CARDS.failsRenewal);
    await t.app.ctx.jobs.drain();
    const { currentPeriodEnd } = await mirror(a.userId);
    moveClock(currentPeriodEnd!.getTime() - Date.now() + 60_000);
    await t.app.ctx.jobs.runNow("local-payments");
    await t.app.ctx.jobs.drain();
    expect(await mirror(a.userId)).toMatchObject({ subscriptionType: "verified_pro", status: "past_due" });
    const overview = (await call(a, "GET", "/billing")).json();
    expect(overview.state).toBe("past_due");
    expect(overview.graceEndsAt).not.toBeNull();
    expect(overview.invoices.map((i: { status: string }) => i.status)).toEqual(["open", "paid"]);
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, a.userId));
    expect(notes.map((n) => n.title)).toContain("Payment failed");
    expect(await lookupLimit(a)).toBe(50);
    moveClock(currentPeriodEnd!.getTime() - Date.now() + 8 * DAY);
    expect(await lookupLimit(a)).toBe(5);
  });
});

describe("admin subscriptions", () => {
  it("lists subscriptions with MRR and one subscription's event history; others may not", async () => {
    const admin = await createAccount(t.app, { accountType: "employer", roles: ["admin"] });
    const a = await createAccount(t.app, { accountType: "employer" });
    await checkout(a, "standing_verified_pro_monthly");
    await t.app.ctx.jobs.drain();
    const list = await call(admin, "GET", "/admin/subscriptions?plan=verified_pro&state=active");
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.subscriptions.map((s: { userId: string }) => s.userId)).toContain(a.userId);
    expect(body.mrrCents).toBeGreaterThanOrEqual(2900);
    expect(body.mrrCents).toBe(
      body.subscriptions.reduce((n: number, s: { monthlyCents: number }) => n + s.monthlyCents, 0),
    );
    const events = (await call(admin, "GET", `/admin/subscriptions/${a.userId}/events`)).json();
    expect(events.events.map((e: { type: string }) => e.type).sort()).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
    ]);
    expect((await call(a, "GET", "/admin/subscriptions")).statusCode).toBe(403);
  });
});
