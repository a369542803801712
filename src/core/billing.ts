import type { AccountType } from "./domain";
import { PAID_PLANS, type PaidPlan, type SubscriptionType } from "./plans";

/**
 * Billing vocabulary shared by server and web (issue 17): the price catalogue the client sends to create-checkout
 * (SPEC §3 plan catalogue: name, price id, product id, amount in cents, interval), the mirrored subscription's
 * states, and the one rule that turns a mirrored row into the plan whose limits apply now.
 */
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Payment is in US dollars only (D143). */
export const BILLING_CURRENCY = "usd";

/** A failed renewal keeps the paid plan for this long before the free plan's limits apply (D140). */
export const GRACE_PERIOD_DAYS = 7;
export const GRACE_PERIOD_MS = GRACE_PERIOD_DAYS * 24 * 3_600_000;

export interface CatalogPrice {
  /** Our price id; with Stripe it is also the price's lookup key (D144). */
  id: string;
  productId: string;
  plan: PaidPlan["type"];
  userType: AccountType;
  name: string;
  interval: BillingInterval;
  amountCents: number;
}

function pricesOf(plan: PaidPlan): CatalogPrice[] {
  const base = { productId: `standing_${plan.type}`, plan: plan.type, userType: plan.userType, name: plan.name };
  return [
    { ...base, id: `standing_${plan.type}_monthly`, interval: "month", amountCents: plan.amountCents },
    { ...base, id: `standing_${plan.type}_annual`, interval: "year", amountCents: plan.annualAmountCents },
  ];
}

export const PRICE_CATALOG: readonly CatalogPrice[] = Object.values(PAID_PLANS).flatMap(pricesOf);

export function findPrice(priceId: string): CatalogPrice | undefined {
  return PRICE_CATALOG.find((p) => p.id === priceId);
}

export function priceFor(plan: PaidPlan["type"], interval: BillingInterval): CatalogPrice {
  const price = PRICE_CATALOG.find((p) => p.plan === plan && p.interval === interval);
  if (!price) throw new Error(`no price for ${plan}/${interval}`);
  return price;
}

/** Mirrored states (SPEC §4 plus the grace period). No trials are offered (D141). */
export const MIRROR_STATUSES = ["active", "past_due", "canceled"] as const;
export type MirrorStatus = (typeof MIRROR_STATUSES)[number];

export interface MirroredSubscription {
  subscriptionType: SubscriptionType;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
}

/**
 * The plan whose limits apply at `now`: a paid plan while active (until the period ends when canceled at period
 * end), while past due inside the grace period; otherwise free. Read on every request, so a change to the mirror —
 * or the clock passing a period end or a grace deadline — takes effect at once on every instance.
 */
export function effectivePlan(row: MirroredSubscription | null | undefined, now: Date): SubscriptionType {
  if (!row || row.subscriptionType === "free") return "free";
  if (row.status === "active" || row.status === "trialing") {
    if (row.cancelAtPeriodEnd && row.currentPeriodEnd && now >= row.currentPeriodEnd) return "free";
    return row.subscriptionType;
  }
  if (row.status === "past_due") return row.graceEndsAt && now < row.graceEndsAt ? row.subscriptionType : "free";
  return "free";
}

/** Display state of a mirrored subscription, as the billing pages and the admin list name it. */
export type BillingState = "free" | "active" | "canceling" | "past_due" | "lapsed";

export function billingState(row: MirroredSubscription | null | undefined, now: Date): BillingState {
  if (!row || row.subscriptionType === "free") return "free";
  const plan = effectivePlan(row, now);
  if (plan === "free") return "lapsed";
  if (row.status === "past_due") return "past_due";
  return row.cancelAtPeriodEnd ? "canceling" : "active";
}

/** Test cards of the local test-mode provider (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  success: "4242424242424242",
  decline: "4000000000000002",
  confirm: "4000002500003155",
  /** Pays today, fails at renewal: the past-due path. */
  failsRenewal: "4000000000000341",
} as const;
