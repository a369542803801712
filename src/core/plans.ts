import type { AccountType } from "./domain";

/** Plans, prices and limits (SPEC §6, §9). 999999 means unlimited, as in the spec. */
export const UNLIMITED = 999_999;

export const SUBSCRIPTION_TYPES = ["free", "verified_pro", "enterprise", "individual_pro"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export interface PaidPlan {
  type: Exclude<SubscriptionType, "free">;
  name: string;
  userType: AccountType;
  amountCents: number;
  annualAmountCents: number;
  interval: "month";
  features: string[];
}

/** What each free plan includes (SPEC §6), as the pricing page and the billing pages list it. */
export const FREE_PLAN_FEATURES: Record<AccountType, readonly string[]> = {
  employer: [
    "5 profile lookups per day",
    "Basic search",
    "Aggregated ratings",
    "5 ratings per day once verified",
    "Business verification",
  ],
  professional: [
    "Claim your profile",
    "Upload credentials",
    "View your ratings",
    "Privacy controls",
    "Dispute ratings",
    "5 profile lookups per day",
  ],
};

export const PAID_PLANS: Record<PaidPlan["type"], PaidPlan> = {
  verified_pro: {
    type: "verified_pro",
    name: "Verified Pro",
    userType: "employer",
    amountCents: 2900,
    annualAmountCents: 29000,
    interval: "month",
    features: [
      "50 profile lookups per day",
      "30 ratings per day",
      "Advanced filters",
      "Bulk upload",
      "Analytics",
      "Priority support",
    ],
  },
  enterprise: {
    type: "enterprise",
    name: "Enterprise",
    userType: "employer",
    amountCents: 4500,
    annualAmountCents: 45000,
    interval: "month",
    features: ["Unlimited lookups and ratings", "API access", "Integrations", "Account manager", "24/7 support"],
  },
  individual_pro: {
    type: "individual_pro",
    name: "Individual Pro",
    userType: "professional",
    amountCents: 900,
    annualAmountCents: 9000,
    interval: "month",
    features: [
      "Extended analytics",
      "Performance insights",
      "Benchmarks",
      "QR sharing",
      "Priority placement",
      "Unlimited lookups",
    ],
  },
};

export const ANNUAL_DISCOUNT_PERCENT = 15;

/** Daily (rolling 24 h) lookup limits by account type and plan. */
export function lookupLimit(userType: AccountType, plan: SubscriptionType): number {
  if (userType === "employer") {
    if (plan === "enterprise") return UNLIMITED;
    if (plan === "verified_pro") return 50;
    return 5;
  }
  return plan === "individual_pro" ? UNLIMITED : 5;
}

/** Rating submissions per rolling 24 h. Free employers may rate only once verified (SPEC §9). */
export function ratingLimit(userType: AccountType, plan: SubscriptionType, employerVerified: boolean): number {
  if (userType !== "employer") return 0;
  if (plan === "enterprise") return UNLIMITED;
  if (plan === "verified_pro") return 30;
  return employerVerified ? 5 : 0;
}

export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED;
}

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}
