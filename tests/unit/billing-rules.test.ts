import { describe, expect, it } from "vitest";
import {
  billingState,
  effectivePlan,
  findPrice,
  GRACE_PERIOD_MS,
  type MirroredSubscription,
  PRICE_CATALOG,
  priceFor,
} from "../../src/core/billing";
import { PAID_PLANS } from "../../src/core/plans";
import { addInterval } from "../../src/server/adapters/payments/local-pay-objects";
import { parseInvoice, parseSubscription } from "../../src/server/adapters/payments/stripe-shapes";
import { renderInvoicePdf } from "../../src/server/presenters/invoice-pdf";

const now = new Date("2026-06-15T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const row = (over: Partial<MirroredSubscription>): MirroredSubscription => ({
  subscriptionType: "verified_pro",
  status: "active",
  currentPeriodEnd: later(10 * 86_400_000),
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  ...over,
});

describe("effectivePlan", () => {
  it("no row or the free plan is free", () => {
    expect(effectivePlan(null, now)).toBe("free");
    expect(effectivePlan(row({ subscriptionType: "free" }), now)).toBe("free");
  });
  it("active keeps the plan; canceled at period end keeps it until the period's end", () => {
    expect(effectivePlan(row({}), now)).toBe("verified_pro");
    const canceling = row({ cancelAtPeriodEnd: true, currentPeriodEnd: later(1000) });
    expect(effectivePlan(canceling, now)).toBe("verified_pro");
    expect(effectivePlan(canceling, later(1000))).toBe("free");
    expect(billingState(canceling, now)).toBe("canceling");
    expect(billingState(canceling, later(2000))).toBe("lapsed");
  });
  it("past due keeps the plan only inside the grace period", () => {
    const pastDue = row({ status: "past_due", graceEndsAt: later(GRACE_PERIOD_MS) });
    expect(effectivePlan(pastDue, now)).toBe("verified_pro");
    expect(billingState(pastDue, now)).toBe("past_due");
    expect(effectivePlan(pastDue, later(GRACE_PERIOD_MS))).toBe("free");
    expect(effectivePlan(row({ status: "past_due", graceEndsAt: null }), now)).toBe("free");
  });
  it("canceled is free", () => {
    expect(effectivePlan(row({ status: "canceled" }), now)).toBe("free");
  });
});

describe("price catalogue", () => {
  it("has a monthly and an annual price per paid plan at the SPEC §9 amounts", () => {
    expect(PRICE_CATALOG).toHaveLength(6);
    for (const plan of Object.values(PAID_PLANS)) {
      expect(priceFor(plan.type, "month").amountCents).toBe(plan.amountCents);
      expect(priceFor(plan.type, "year").amountCents).toBe(plan.annualAmountCents);
    }
    expect(findPrice("standing_enterprise_annual")).toMatchObject({ amountCents: 45000, userType: "employer" });
    expect(findPrice("nope")).toBeUndefined();
  });
  it("periods add a calendar month or year", () => {
    expect(addInterval(new Date("2026-01-31T00:00:00Z"), "year").toISOString()).toBe("2027-01-31T00:00:00.000Z");
    expect(addInterval(new Date("2026-03-15T00:00:00Z"), "month").toISOString()).toBe("2026-04-15T00:00:00.000Z");
  });
});

describe("Stripe shapes", () => {
  it("reads the period from the subscription item and the plan from the price's lookup key", () => {
    const sub = parseSubscription({
      id: "sub_1",
      object: "subscription",
      customer: "cus_1",
      status: "active",
      cancel_at_period_end: true,
      metadata: { user_id: "u1" },
      items: {
        data: [
          { price: { id: "price_x", lookup_key: "standing_verified_pro_monthly" }, current_period_end: 1_800_000_000 },
        ],
      },
    });
    expect(sub).toMatchObject({ userId: "u1", priceId: "standing_verified_pro_monthly", cancelAtPeriodEnd: true });
    expect(sub.currentPeriodEnd?.getTime()).toBe(1_800_000_000_000);
  });
  it("reads an invoice's subscription from its parent", () => {
    const inv = parseInvoice({
      id: "in_1",
      object: "invoice",
      customer: "cus_1",
      status: "open",
      amount_paid: 0,
      amount_due: 2900,
      currency: "usd",
      created: 1_800_000_000,
      parent: { subscription_details: { subscription: "sub_1", metadata: { user_id: "u1" } } },
    });
    expect(inv).toMatchObject({ subscriptionId: "sub_1", userId: "u1", amountCents: 2900, status: "open" });
  });
});

describe("invoice PDF", () => {
  it("is a PDF with the amount and escapes text", () => {
    const pdf = renderInvoicePdf({
      id: "in_1",
      issuedAt: now,
      customerEmail: "a(b)@example.com",
      description: "Verified Pro (monthly)",
      amountCents: 2900,
      currency: "usd",
      status: "paid",
      periodStart: now,
      periodEnd: later(86_400_000),
    }).toString("latin1");
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf).toContain("Amount: 29.00 USD");
    expect(pdf).toContain("a\\(b\\)@example.com");
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  });
});
