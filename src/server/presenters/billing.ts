import { billingState, effectivePlan, findPrice } from "../../core/billing";
import type { AdminSubscriptionsResponse, BillingOverview, Invoice } from "../../core/contracts/billing";
import type { SubscriptionStatus } from "../../core/contracts/subscription";
import type { AccountType } from "../../core/domain";
import { PAID_PLANS } from "../../core/plans";
import type { adminBillingEvents, adminSubscriptionRows, billingOverviewData, Mirror } from "../queries/billing";
import { liveSubscriptionId, monthlyCents } from "../queries/billing";

/** SPEC §7 check-subscription, from the mirror's effective plan (never from a redirect). */
export function presentSubscriptionStatus(
  mirror: Mirror | null,
  fallbackType: AccountType | null,
  now: Date,
): SubscriptionStatus {
  const plan = effectivePlan(mirror, now);
  const subscribed = plan !== "free";
  return {
    subscribed,
    subscriptionType: plan,
    userType: mirror?.userType ?? fallbackType,
    subscriptionEnd: subscribed && mirror?.currentPeriodEnd ? mirror.currentPeriodEnd.toISOString() : null,
  };
}

function presentInvoice(row: Awaited<ReturnType<typeof billingOverviewData>>["invoices"][number]): Invoice {
  return {
    id: row.id,
    issuedAt: row.issuedAt.toISOString(),
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    pdfUrl: row.pdfUrl,
    hostedUrl: row.hostedUrl,
  };
}

export function presentBillingOverview(
  data: Awaited<ReturnType<typeof billingOverviewData>>,
  provider: "stripe" | "local",
  now: Date,
): BillingOverview {
  const { mirror } = data;
  const plan = effectivePlan(mirror, now);
  const state = billingState(mirror, now);
  const price = plan !== "free" && mirror?.providerPriceId ? findPrice(mirror.providerPriceId) : undefined;
  const periodEnd = plan !== "free" ? (mirror?.currentPeriodEnd ?? null) : null;
  const charges = state === "active" || state === "past_due";
  return {
    userType: data.userType,
    plan,
    planName: plan === "free" ? "Free" : PAID_PLANS[plan].name,
    state,
    interval: price?.interval ?? null,
    priceId: price?.id ?? null,
    amountCents: price?.amountCents ?? null,
    currentPeriodEnd: periodEnd?.toISOString() ?? null,
    nextCharge: charges && price && periodEnd ? { amountCents: price.amountCents, at: periodEnd.toISOString() } : null,
    graceEndsAt: state === "past_due" && mirror?.graceEndsAt ? mirror.graceEndsAt.toISOString() : null,
    paymentMethod: plan !== "free" ? (mirror?.paymentMethod ?? null) : null,
    provider,
    canManage: plan !== "free" && liveSubscriptionId(mirror) !== null,
    usage: data.usage,
    invoices: data.invoices.map(presentInvoice),
  };
}

export function presentAdminSubscriptions(
  rows: Awaited<ReturnType<typeof adminSubscriptionRows>>,
  stateFilter: string | undefined,
  now: Date,
): AdminSubscriptionsResponse {
  const list = rows
    .map((r) => {
      const mirror = {
        subscriptionType: r.subscriptionType,
        status: r.status,
        currentPeriodEnd: r.currentPeriodEnd,
        cancelAtPeriodEnd: r.cancelAtPeriodEnd,
        graceEndsAt: r.graceEndsAt,
      };
      const state = billingState(mirror, now);
      const paying = state === "active" || state === "past_due" || state === "canceling";
      return {
        userId: r.userId,
        email: r.email,
        name: r.name,
        userType: r.userType,
        plan: r.subscriptionType,
        state,
        interval: r.subscriptionType === "free" ? null : r.planInterval,
        monthlyCents: paying ? monthlyCents(r.providerPriceId) : 0,
        currentPeriodEnd: r.currentPeriodEnd?.toISOString() ?? null,
        providerSubscriptionId: r.providerSubscriptionId,
      };
    })
    .filter((r) => !stateFilter || r.state === stateFilter);
  // MRR counts what renews: active and past-due subscriptions, not those ending at period end.
  const mrrCents = list
    .filter((r) => r.state === "active" || r.state === "past_due")
    .reduce((sum, r) => sum + r.monthlyCents, 0);
  return { mrrCents, subscriptions: list };
}

export function presentAdminBillingEvents(rows: Awaited<ReturnType<typeof adminBillingEvents>>) {
  return {
    events: rows.map((r) => ({
      id: r.id,
      type: r.type,
      createdAt: r.eventCreatedAt.toISOString(),
      receivedAt: r.receivedAt.toISOString(),
      outcome: r.outcome,
    })),
  };
}
