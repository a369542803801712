import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_CATALOG } from "../../src/core/billing";
import { BILLING } from "../../src/core/messages";
import { signStripePayload } from "../../src/server/adapters/payments/stripe-shapes";
import { billingEvents, notifications, subscriptions } from "../../src/server/db/schema";
import { createAccount, type TestAccount } from "../../src/server/test/auth-helpers";
import { type FakeStripe, startFakeStripe, stripeSubscription } from "../../src/server/test/fake-stripe";
import { createTestApp, type TestApp } from "../../src/server/test/test-app";
import { injectAs } from "./helpers";

const WEBHOOK_SECRET = "whsec_test_fake";
let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  for (const p of PRICE_CATALOG) fake.prices.set(p.id, `price_${p.id}`);
  t = await createTestApp({
    stripeSecretKey: "sk_test_fake",
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiBase: fake.url,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let eventSeq = 0;
function event(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  const rawBody = JSON.stringify({ id: `evt_test_${++eventSeq}`, object: "event", type, created, data: { object } });
  return { rawBody, signature: signStripePayload(rawBody, WEBHOOK_SECRET) };
}
/** A signed event as Stripe delivers it to `app`'s webhook. */
const webhook = (app: TestApp, e: { rawBody: string; signature: string }) =>
  app.app.inject({
    method: "POST",
    url: "/api/v1/billing/webhook",
    headers: { "content-type": "application/json", "stripe-signature": e.signature },
    payload: e.rawBody,
  });
const deliver = (e: { rawBody: string; signature: string }) => webhook(t, e);
async function status(a: TestAccount) {
  const res = await t.app.inject({ method: "GET", url: "/api/v1/subscription", headers: { cookie: a.cookie } });
  return res.json() as { subscribed: boolean; subscriptionType: string };
}
async function row(userId: string) {
  const [r] = await t.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return r!;
}

describe("Stripe through the real SDK against a local fake", () => {
  it("create-checkout opens a Checkout Session for the price found by its lookup key", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    const res = await injectAs(t)("POST", "/api/v1/billing/checkout", a.cookie, {
      priceId: "standing_verified_pro_annual",
      userType: "employer",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const create = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(create.params.get("mode")).toBe("subscription");
    expect(create.params.get("line_items[0][price]")).toBe("price_standing_verified_pro_annual");
    expect(create.params.get("client_reference_id")).toBe(a.userId);
    expect(create.params.get("subscription_data[metadata][user_id]")).toBe(a.userId);
    expect(create.params.get("customer_email")).toBe(a.email);
    expect(create.params.get("success_url")).toMatch(/\/subscription\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(create.params.get("cancel_url")).toMatch(/\/subscription\/cancel$/);
    expect(await status(a)).toMatchObject({ subscribed: false });
  });

  it("each state transition follows the provider's state read back after a signed event", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    const id = `sub_${a.userId.slice(0, 10)}`;
    const sub = stripeSubscription({ id, userId: a.userId, lookupKey: "standing_verified_pro_monthly" });
    fake.subscriptions.set(id, sub);
    expect((await deliver(event("customer.subscription.created", sub))).statusCode).toBe(200);
    expect(await status(a)).toMatchObject({ subscribed: true, subscriptionType: "verified_pro" });
    expect(await row(a.userId)).toMatchObject({ paymentMethod: "Mastercard ending in 4444", provider: "stripe" });

    // Upgrade to Enterprise through our billing page: Stripe is asked; the mirror moves only with the event.
    const change = await injectAs(t)("POST", "/api/v1/billing/change-plan", a.cookie, {
      priceId: "standing_enterprise_monthly",
    });
    expect(change.statusCode).toBe(200);
    const update = fake.requests.findLast((r) => r.method === "POST" && r.path === `/v1/subscriptions/${id}`)!;
    expect(update.params.get("proration_behavior")).toBe("create_prorations");
    expect(await status(a)).toMatchObject({ subscriptionType: "verified_pro" });
    await deliver(event("customer.subscription.updated", fake.subscriptions.get(id)!));
    expect(await status(a)).toMatchObject({ subscriptionType: "enterprise" });

    // Renewal fails: past due within the grace period, a notice.
    sub.status = "past_due";
    const invoice = {
      id: `in_${eventSeq}`,
      object: "invoice",
      customer: sub.customer,
      status: "open",
      amount_paid: 0,
      amount_due: 4500,
      currency: "usd",
      created: Math.floor(Date.now() / 1000),
      hosted_invoice_url: "https://invoice.stripe.test/i/1",
      invoice_pdf: "https://invoice.stripe.test/i/1/pdf",
      parent: { subscription_details: { subscription: id, metadata: { user_id: a.userId } } },
    };
    expect((await deliver(event("invoice.payment_failed", invoice))).statusCode).toBe(200);
    expect(await row(a.userId)).toMatchObject({ status: "past_due", subscriptionType: "enterprise" });
    expect(await status(a)).toMatchObject({ subscribed: true });
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, a.userId));
    expect(notes.map((n) => n.title)).toContain("Payment failed");

    // Paid again, then canceled at period end, then ended.
    sub.status = "active";
    sub.cancel_at_period_end = true;
    await deliver(event("customer.subscription.updated", sub));
    expect(await row(a.userId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true, pastDueSince: null });
    sub.status = "canceled";
    await deliver(event("customer.subscription.deleted", sub));
    expect(await status(a)).toMatchObject({ subscribed: false, subscriptionType: "free" });
  });

  it("out-of-order events settle on the provider's latest state", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    const id = `sub_ooo_${a.userId.slice(0, 8)}`;
    const created = stripeSubscription({ id, userId: a.userId, lookupKey: "standing_enterprise_monthly" });
    const e1 = event("customer.subscription.created", structuredClone(created));
    const canceled = { ...structuredClone(created), cancel_at_period_end: true };
    const e2 = event("customer.subscription.updated", canceled);
    fake.subscriptions.set(id, canceled);
    // The newer event first, the older one late: the late one must not undo the cancellation.
    await deliver(e2);
    await deliver(e1);
    expect(await row(a.userId)).toMatchObject({ subscriptionType: "enterprise", cancelAtPeriodEnd: true });
  });

  it("a price that is not ours grants nothing", async () => {
    const a = await createAccount(t.app, { accountType: "employer" });
    const id = `sub_odd_${a.userId.slice(0, 8)}`;
    const sub = stripeSubscription({ id, userId: a.userId, lookupKey: "someone_elses_price" });
    fake.subscriptions.set(id, sub);
    expect((await deliver(event("customer.subscription.created", sub))).statusCode).toBe(200);
    expect(await status(a)).toMatchObject({ subscribed: false });
  });

  it("a badly signed delivery is a 400", async () => {
    const e = event("customer.subscription.created", { id: "sub_x", object: "subscription" });
    const res = await deliver({ rawBody: e.rawBody, signature: signStripePayload(e.rawBody, "whsec_other") });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_signature");
  });
});

describe("Stripe unreachable", () => {
  let down: TestApp;
  beforeAll(async () => {
    // A port nothing listens on.
    const closed = await startFakeStripe();
    const url = closed.url;
    await closed.close();
    down = await createTestApp({
      stripeSecretKey: "sk_test_fake",
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiBase: url,
    });
  });
  afterAll(async () => down?.close());

  it("create-checkout answers 'Failed to start checkout' and writes nothing", async () => {
    const a = await createAccount(down.app, { accountType: "employer" });
    const before = await down.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, a.userId));
    const res = await injectAs(down)("POST", "/api/v1/billing/checkout", a.cookie, {
      priceId: "standing_verified_pro_monthly",
      userType: "employer",
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(BILLING.checkoutFailed);
    const after = await down.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, a.userId));
    expect(after).toEqual(before);
  });

  it("a webhook that cannot read the subscription back is a 503 and is not stored, so the retry applies", async () => {
    const e = event(
      "customer.subscription.updated",
      stripeSubscription({ id: "sub_down", userId: "u", lookupKey: "x" }),
    );
    const res = await webhook(down, e);
    expect(res.statusCode).toBe(503);
    const stored = await down.app.ctx.db.select().from(billingEvents);
    expect(stored).toHaveLength(0);
  });
});
