import { eq } from "drizzle-orm";
import { effectivePlan, findPrice, GRACE_PERIOD_MS } from "../../core/billing";
import type { BillingNoticeType } from "../../core/billing-notices";
import { type NoticeKind, notice } from "../../core/notices";
import { PAID_PLANS, type SubscriptionType } from "../../core/plans";
import type { PaymentsAdapter } from "../adapters/payments";
import {
  type ProviderEvent,
  type ProviderSubscription,
  ProviderUnavailableError,
  WebhookSignatureError,
} from "../adapters/payments/payments";
import { parseCheckoutSession, parseInvoice, subscriptionIdOf } from "../adapters/payments/stripe-shapes";
import type { Db, Tx } from "../db/client";
import { billingEvents, invoices, subscriptions } from "../db/schema";
import { DomainError } from "../kernel/domain-errors";
import { notify } from "./notify";

export type WebhookResult = { outcome: "applied" | "duplicate" | "ignored"; eventId: string };

/**
 * The one webhook code path (Stripe's deliveries and the local provider's alike):
 * 1. the signature is verified (400 and nothing written otherwise);
 * 2. the subscription the event is about is read back from the provider, so events arriving late or out of order
 *    settle on the provider's latest state (an event's own snapshot is never applied);
 * 3. one transaction stores the event id (a replay finds it and does nothing) together with its effect on the
 *    mirror, invoices and notices.
 * The provider unreachable → 503, nothing written, and the provider delivers again (Stripe retries for 3 days).
 */
export async function receiveBillingWebhook(
  deps: { db: Db; payments: PaymentsAdapter; now: Date },
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  let event: ProviderEvent;
  try {
    event = deps.payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw new DomainError("invalid_input", "The webhook signature did not verify.", { code: "invalid_signature" });
    throw error;
  }
  const [seen] = await deps.db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  if (seen) return { outcome: "duplicate", eventId: event.id };

  let subscriptionId: string | null;
  try {
    subscriptionId = subscriptionIdOf(event);
  } catch {
    throw new DomainError("invalid_input", "The event's object is not one we understand.");
  }
  let latest: ProviderSubscription | null = null;
  const readAt = new Date();
  if (subscriptionId) {
    try {
      latest = await deps.payments.retrieveSubscription(subscriptionId);
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new DomainError("unavailable", "The payment provider could not be reached.", {
          code: "payment_provider_unavailable",
        });
      throw error;
    }
  }

  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(billingEvents)
      .values({
        id: event.id,
        provider: deps.payments.name,
        type: event.type,
        providerSubscriptionId: subscriptionId,
        eventCreatedAt: event.created,
        outcome: "received",
      })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!inserted) return { outcome: "duplicate", eventId: event.id } as const;

    const userId = await resolveUser(tx, event, latest);
    const outcomes: string[] = [];
    if (userId && latest)
      outcomes.push(await applySubscription(tx, userId, latest, deps.payments.name, readAt, deps.now));
    if (userId && isInvoice(event)) outcomes.push(await recordInvoice(tx, userId, event, latest, deps.now));
    const outcome = outcomes.filter(Boolean).join("; ") || (userId ? "nothing to change" : "no matching account");
    await tx.update(billingEvents).set({ userId, outcome }).where(eq(billingEvents.id, event.id));
    return { outcome: userId ? "applied" : "ignored", eventId: event.id } as const;
  });
}

function isInvoice(event: ProviderEvent): boolean {
  return event.type === "invoice.paid" || event.type === "invoice.payment_failed";
}

async function resolveUser(tx: Tx, event: ProviderEvent, latest: ProviderSubscription | null): Promise<string | null> {
  let candidate: string | null = latest?.userId ?? null;
  const o = event.object as { object?: unknown };
  if (!candidate && o?.object === "checkout.session") candidate = parseCheckoutSession(o).userId;
  if (!candidate && o?.object === "invoice") candidate = parseInvoice(o).userId;
  if (candidate) {
    const [row] = await tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, candidate));
    if (row) return row.userId;
  }
  if (latest) {
    const [row] = await tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.providerCustomerId, latest.customerId));
    if (row) return row.userId;
  }
  return null;
}

export const planName = (t: SubscriptionType) => (t === "free" ? "the free plan" : PAID_PLANS[t].name);
export const dateWords = (d: Date | null) =>
  d ? d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }) : "soon";

/** Writes the provider's latest state of one subscription into the user's mirrored row. */
async function applySubscription(
  tx: Tx,
  userId: string,
  sub: ProviderSubscription,
  provider: string,
  readAt: Date,
  now: Date,
): Promise<string> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for("update");
  if (!row) return "no subscription row";
  // A read older than the one already applied (two deliveries raced) changes nothing.
  if (row.syncedAt && row.syncedAt > readAt) return "older than the mirrored state";
  const live = ["active", "trialing", "past_due", "unpaid"].includes(sub.status);
  // An ended subscription must not clobber a newer one the customer took since.
  if (!live && row.providerSubscriptionId && row.providerSubscriptionId !== sub.id)
    return `ignored ended subscription ${sub.id}`;
  const price = sub.priceId ? findPrice(sub.priceId) : undefined;
  if (live && (!price || price.userType !== row.userType)) return `ignored unknown price ${sub.priceId ?? "none"}`;

  // Notices follow the provider's plan (not the clock): an end reported after the period's end still says so.
  const before: SubscriptionType = row.status === "canceled" ? "free" : row.subscriptionType;
  const pastDue = sub.status === "past_due" || sub.status === "unpaid";
  const pastDueSince = pastDue ? (row.pastDueSince ?? now) : null;
  const next = {
    subscriptionType: live && price ? price.plan : ("free" as const),
    status: live ? (pastDue ? "past_due" : "active") : "canceled",
    provider,
    providerCustomerId: sub.customerId,
    providerSubscriptionId: sub.id,
    providerPriceId: live ? (sub.priceId ?? null) : row.providerPriceId,
    planInterval: price?.interval ?? row.planInterval,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: live ? sub.cancelAtPeriodEnd : false,
    pastDueSince,
    graceEndsAt: pastDueSince ? new Date(pastDueSince.getTime() + GRACE_PERIOD_MS) : null,
    paymentMethod: sub.paymentMethod ?? row.paymentMethod,
    syncedAt: readAt,
    updatedAt: now,
  };
  await tx.update(subscriptions).set(next).where(eq(subscriptions.userId, userId));

  const after: SubscriptionType = next.subscriptionType;
  let notice: { type: BillingNoticeType; args: [string] | [string, string] } | null = null;
  if (before === "free" && after !== "free") notice = { type: "planActivated", args: [planName(after)] };
  else if (before !== "free" && after === "free") notice = { type: "planEnded", args: [planName(before)] };
  else if (before !== after) notice = { type: "planChanged", args: [planName(after)] };
  else if (next.cancelAtPeriodEnd && !row.cancelAtPeriodEnd)
    notice = { type: "cancelScheduled", args: [planName(after), dateWords(next.currentPeriodEnd)] };
  if (notice) await sendNotice(tx, userId, notice.type, notice.args, now);
  const planNow = effectivePlan(next, now);
  return `${sub.id} ${sub.status}${next.cancelAtPeriodEnd ? " (cancels at period end)" : ""}: ${before} → ${after}${planNow !== after ? ` (in effect: ${planNow})` : ""}`;
}

async function recordInvoice(
  tx: Tx,
  userId: string,
  event: ProviderEvent,
  latest: ProviderSubscription | null,
  now: Date,
): Promise<string> {
  const invoice = parseInvoice(event.object);
  const values = {
    userId,
    providerSubscriptionId: invoice.subscriptionId,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    status: invoice.status,
    description: invoice.description,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    hostedUrl: invoice.hostedUrl,
    pdfUrl: invoice.pdfUrl,
    issuedAt: invoice.issuedAt,
  };
  await tx
    .insert(invoices)
    .values({ id: invoice.id, ...values })
    .onConflictDoUpdate({ target: invoices.id, set: values });
  if (event.type === "invoice.payment_failed") {
    const [row] = await tx
      .select({ type: subscriptions.subscriptionType, graceEndsAt: subscriptions.graceEndsAt })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    const plan = row && row.type !== "free" ? row.type : (latest?.priceId && findPrice(latest.priceId)?.plan) || null;
    if (plan) await sendNotice(tx, userId, "renewalFailed", [planName(plan), dateWords(row?.graceEndsAt ?? null)], now);
    return `invoice ${invoice.id} payment failed`;
  }
  return `invoice ${invoice.id} ${invoice.status}`;
}

/** Each billing event's kind in the notice catalogue (core/notices.ts). */
export const BILLING_NOTICE_KINDS = {
  planActivated: "billing.plan_activated",
  planChanged: "billing.plan_changed",
  cancelScheduled: "billing.cancel_scheduled",
  renewalUpcoming: "billing.renewal_upcoming",
  renewalFailed: "billing.renewal_failed",
  planEnded: "billing.plan_ended",
} as const satisfies Record<BillingNoticeType, NoticeKind>;

async function sendNotice(
  tx: Tx,
  userId: string,
  type: BillingNoticeType,
  args: [string] | [string, string],
  now: Date,
) {
  // Through the notice catalogue (core/notices.ts), one kind per event (D211): in-app always, e-mail when
  // subscription reminders are on.
  await notify(tx, { userId, notice: notice(BILLING_NOTICE_KINDS[type], { args }), at: now });
}
