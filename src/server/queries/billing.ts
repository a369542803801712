import { and, desc, eq, sql } from "drizzle-orm";
import type { SignedIn } from "../../core/actor";
import { billingState, findPrice, type MirroredSubscription } from "../../core/billing";
import type { AccountType } from "../../core/domain";
import type { Database, DbOrTx } from "../db/client";
import { billingEvents, invoices, subscriptions, user } from "../db/schema";
import { usageSummary } from "./lookup-allowance";

/** The mirrored subscription row of one user (explicit columns). */
export async function loadMirror(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      subscriptionType: subscriptions.subscriptionType,
      userType: subscriptions.userType,
      status: subscriptions.status,
      provider: subscriptions.provider,
      providerCustomerId: subscriptions.providerCustomerId,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
      providerPriceId: subscriptions.providerPriceId,
      planInterval: subscriptions.planInterval,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      graceEndsAt: subscriptions.graceEndsAt,
      paymentMethod: subscriptions.paymentMethod,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row ?? null;
}
export type Mirror = NonNullable<Awaited<ReturnType<typeof loadMirror>>>;

/** The subscription a customer can still manage: a paid one the provider has not ended. */
export function liveSubscriptionId(row: Mirror | null): string | null {
  if (!row || row.subscriptionType === "free" || row.status === "canceled") return null;
  return row.providerSubscriptionId;
}

/** What an invoice says in the list and on its own page. */
const invoiceColumns = {
  id: invoices.id,
  issuedAt: invoices.issuedAt,
  description: invoices.description,
  amountCents: invoices.amountCents,
  currency: invoices.currency,
  status: invoices.status,
};

export async function loadInvoices(db: DbOrTx, userId: string, limit = 24) {
  return db
    .select({
      ...invoiceColumns,
      pdfUrl: invoices.pdfUrl,
      hostedUrl: invoices.hostedUrl,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt))
    .limit(limit);
}

export async function billingOverviewData(database: Database, actor: SignedIn, fallbackType: AccountType, now: Date) {
  const [mirror, invoiceRows, usage] = await Promise.all([
    loadMirror(database.db, actor.userId),
    loadInvoices(database.db, actor.userId),
    usageSummary(database, actor, now),
  ]);
  return { mirror, invoices: invoiceRows, usage, userType: mirror?.userType ?? fallbackType };
}

export interface AdminSubscriptionFilter {
  plan?: string | undefined;
}

/** Every subscription row with its account (admin). Paid rows first, newest change first. */
export async function adminSubscriptionRows(db: DbOrTx, filter: AdminSubscriptionFilter) {
  return db
    .select({
      userId: subscriptions.userId,
      email: user.email,
      name: user.name,
      userType: subscriptions.userType,
      subscriptionType: subscriptions.subscriptionType,
      status: subscriptions.status,
      planInterval: subscriptions.planInterval,
      providerPriceId: subscriptions.providerPriceId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      graceEndsAt: subscriptions.graceEndsAt,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
    })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(filter.plan ? eq(subscriptions.subscriptionType, filter.plan as Mirror["subscriptionType"]) : undefined)
    .orderBy(sql`${subscriptions.subscriptionType} = 'free'`, desc(subscriptions.updatedAt))
    .limit(500);
}

/** The event history of one user's subscriptions, newest first. */
export async function adminBillingEvents(db: DbOrTx, userId: string) {
  return db
    .select({
      id: billingEvents.id,
      type: billingEvents.type,
      eventCreatedAt: billingEvents.eventCreatedAt,
      receivedAt: billingEvents.receivedAt,
      outcome: billingEvents.outcome,
    })
    .from(billingEvents)
    .where(and(eq(billingEvents.userId, userId)))
    .orderBy(desc(billingEvents.eventCreatedAt), desc(billingEvents.receivedAt))
    .limit(200);
}

export function mirrorState(row: MirroredSubscription | null, now: Date) {
  return billingState(row, now);
}

export function monthlyCents(priceId: string | null): number {
  const price = priceId ? findPrice(priceId) : undefined;
  if (!price) return 0;
  return price.interval === "year" ? Math.round(price.amountCents / 12) : price.amountCents;
}

/** One invoice of this user (null when it is someone else's or unknown). */
export async function loadOwnInvoice(db: DbOrTx, userId: string, invoiceId: string) {
  const [row] = await db
    .select({
      ...invoiceColumns,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
      customerEmail: user.email,
    })
    .from(invoices)
    .innerJoin(user, eq(user.id, invoices.userId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row ?? null;
}
