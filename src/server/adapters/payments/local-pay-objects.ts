import { randomBytes } from "node:crypto";
import { type BillingInterval, findPrice } from "../../../core/billing";
import type { DbOrTx } from "../../db/client";
import { localPayEvents, type localPaySubscriptions } from "../../db/schema";
import { JOB_NAMES } from "../../kernel/job-names";
import { wakeAfterCommit } from "../../kernel/job-wake";

/** What the local test-mode provider (local-payments.ts) hands out: Stripe-shaped subscriptions, invoices and events. */

export const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("base64url")}`;
export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function addInterval(from: Date, interval: BillingInterval): Date {
  const d = new Date(from);
  if (interval === "year") d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

export type SubRow = typeof localPaySubscriptions.$inferSelect;

export function subscriptionObject(row: SubRow) {
  const price = findPrice(row.priceId);
  return {
    id: row.id,
    object: "subscription",
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    created: seconds(row.createdAt),
    metadata: { user_id: row.userId },
    default_payment_method: {
      id: `pm_local_${row.card.slice(-4)}`,
      object: "payment_method",
      card: { brand: "visa", last4: row.card.slice(-4) },
    },
    items: {
      object: "list",
      data: [
        {
          id: `si_${row.id}`,
          object: "subscription_item",
          current_period_start: seconds(row.currentPeriodStart),
          current_period_end: seconds(row.currentPeriodEnd),
          price: {
            id: row.priceId,
            object: "price",
            lookup_key: row.priceId,
            unit_amount: price?.amountCents ?? 0,
            currency: "usd",
            recurring: { interval: price?.interval ?? "month" },
          },
        },
      ],
    },
  };
}

export function invoiceObject(row: SubRow, paid: boolean, now: Date, publicUrl: string) {
  const price = findPrice(row.priceId);
  const id = newId("in");
  const amount = price?.amountCents ?? 0;
  return {
    id,
    object: "invoice",
    customer: row.customerId,
    status: paid ? "paid" : "open",
    amount_paid: paid ? amount : 0,
    amount_due: amount,
    currency: "usd",
    created: seconds(now),
    period_start: seconds(row.currentPeriodStart),
    period_end: seconds(row.currentPeriodEnd),
    description: `${price?.name ?? "Subscription"} (${price?.interval === "year" ? "annual" : "monthly"})`,
    hosted_invoice_url: `${publicUrl}/api/v1/billing/invoices/${id}/pdf`,
    invoice_pdf: `${publicUrl}/api/v1/billing/invoices/${id}/pdf`,
    parent: { subscription_details: { subscription: row.id, metadata: { user_id: row.userId } } },
    lines: { object: "list", data: [{ description: price?.name ?? "Subscription" }] },
  };
}

export async function queueEvent(db: DbOrTx, type: string, object: unknown, now: Date) {
  const id = newId("evt");
  const payload = { id, object: "event", type, created: seconds(now), livemode: false, data: { object } };
  await db.insert(localPayEvents).values({ id, payload, createdAt: now });
  wakeAfterCommit(JOB_NAMES.localPayments);
}
