import { z } from "zod";
import { BILLING_INTERVALS } from "../billing";
import { ACCOUNT_TYPES } from "../domain";
import { SUBSCRIPTION_TYPES } from "../plans";
import { instant } from "./instant";
import { Allowance } from "./profile";

export const BILLING_STATES = ["free", "active", "canceling", "past_due", "lapsed"] as const;

export const Invoice = z.object({
  id: z.string(),
  issuedAt: instant,
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  pdfUrl: z.string().nullable(),
  hostedUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

/** GET /api/v1/billing: one place for plan, status, usage, next charge, payment method and invoices. */
export const BillingOverview = z.object({
  userType: z.enum(ACCOUNT_TYPES),
  plan: z.enum(SUBSCRIPTION_TYPES),
  planName: z.string(),
  state: z.enum(BILLING_STATES),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  priceId: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The next charge, when one will be made. */
  nextCharge: z.object({ amountCents: z.number().int(), at: instant }).nullable(),
  /** While past due: when the free plan's limits apply unless payment succeeds. */
  graceEndsAt: instant.nullable(),
  paymentMethod: z.string().nullable(),
  provider: z.enum(["stripe", "local"]),
  canManage: z.boolean(),
  usage: z.object({ lookups: Allowance, ratings: Allowance }),
  invoices: z.array(Invoice),
});
export type BillingOverview = z.infer<typeof BillingOverview>;

export const ChangePlanBody = z.strictObject({ priceId: z.string().min(1).max(100) });
export const UrlResponse = z.object({ url: z.string() });

/** The local test-mode provider's checkout page. */
export const LocalCheckoutSession = z.object({
  id: z.string(),
  planName: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  amountCents: z.number().int(),
  status: z.enum(["open", "complete", "expired"]),
  awaitingConfirmation: z.boolean(),
});
export type LocalCheckoutSession = z.infer<typeof LocalCheckoutSession>;
export const LocalPayBody = z.strictObject({ card: z.string().min(1).max(30) });
export const LocalConfirmBody = z.strictObject({ approve: z.boolean() });
export const LocalPayResponse = z.object({
  next: z.enum(["redirect", "confirm"]),
  redirect: z.string().nullable(),
});

export const LOCAL_CHECKOUT_MESSAGES = {
  declined: "Your card was declined.",
  authenticationFailed: "We could not authenticate your payment. Choose another card or try again.",
  closed: "This checkout is no longer open.",
} as const;

/** GET /api/v1/admin/subscriptions */
export const AdminSubscriptionsQuery = z.strictObject({
  plan: z.enum(SUBSCRIPTION_TYPES).optional(),
  state: z.enum(BILLING_STATES).optional(),
});
export const AdminSubscriptionRow = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  userType: z.enum(ACCOUNT_TYPES),
  plan: z.enum(SUBSCRIPTION_TYPES),
  state: z.enum(BILLING_STATES),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  monthlyCents: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  providerSubscriptionId: z.string().nullable(),
});
export const AdminSubscriptionsResponse = z.object({
  /** Monthly recurring revenue over the live paid subscriptions (annual prices counted as a twelfth). */
  mrrCents: z.number().int(),
  subscriptions: z.array(AdminSubscriptionRow),
});
export type AdminSubscriptionsResponse = z.infer<typeof AdminSubscriptionsResponse>;
export const AdminBillingEvent = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: instant,
  receivedAt: instant,
  outcome: z.string(),
});
export const AdminBillingEventsResponse = z.object({ events: z.array(AdminBillingEvent) });
