import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { ownedByUser, userRef } from "./auth";
import { createdAt, timestamptz, uuidPk } from "./columns";

/**
 * Billing (issue 17). `subscriptions` (domain.ts) mirrors the provider; these tables hold what the mirror is built
 * from and what the billing pages show. Local test-mode provider state lives in `local_pay_*`: it plays the part of
 * the provider's own database, never read by the mirror except through the adapter.
 */

/** Every verified provider event, stored by its id in the same transaction as its effect (replays do nothing). */
export const billingEvents = pgTable(
  "billing_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    userId: userRef("user_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    /** The provider's creation time of the event. */
    eventCreatedAt: timestamptz("event_created_at").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    /** What applying it did, in words, for the admin's event history. */
    outcome: text("outcome").notNull(),
  },
  (t) => [
    index("billing_events_subscription_idx").on(t.providerSubscriptionId, t.eventCreatedAt),
    index("billing_events_user_idx").on(t.userId),
  ],
);

/** Invoices as the provider reported them (invoice.paid / invoice.payment_failed). */
export const invoices = pgTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    userId: ownedByUser(),
    providerSubscriptionId: text("provider_subscription_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    description: text("description").notNull(),
    periodStart: timestamptz("period_start"),
    periodEnd: timestamptz("period_end"),
    hostedUrl: text("hosted_url"),
    pdfUrl: text("pdf_url"),
    issuedAt: timestamptz("issued_at").notNull(),
  },
  (t) => [
    index("invoices_user_idx").on(t.userId, t.issuedAt),
    check("invoices_status_check", sql`status IN ('draft', 'open', 'paid', 'void', 'uncollectible')`),
  ],
);

/** Enterprise API keys: shown once, stored as a SHA-256 hash. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuidPk(),
    userId: ownedByUser(),
    name: text("name").notNull(),
    /** The first characters of the key, shown in the list so people can tell keys apart. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz("last_used_at"),
    revokedAt: timestamptz("revoked_at"),
    /** Every authenticated call, counted. */
    callCount: integer("call_count").notNull().default(0),
    /** The key's own rate limit: a fixed one-minute window shared by every instance. */
    windowStartedAt: timestamptz("window_started_at"),
    windowCount: integer("window_count").notNull().default(0),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/** Local test-mode provider: checkout sessions opened on our own checkout page. */
export const localPayCheckoutSessions = pgTable(
  "local_pay_checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: ownedByUser(),
    customerId: text("customer_id").notNull(),
    priceId: text("price_id").notNull(),
    status: text("status").notNull().default("open"),
    /** A card that asked for a 3-D Secure-like confirmation, waiting for the customer's answer. */
    pendingCard: text("pending_card"),
    subscriptionId: text("subscription_id"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  () => [check("local_pay_checkout_status_check", sql`status IN ('open', 'complete', 'expired')`)],
);

/** Local test-mode provider: its subscriptions (the provider's truth the mirror reads back). */
export const localPaySubscriptions = pgTable(
  "local_pay_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    userId: ownedByUser(),
    priceId: text("price_id").notNull(),
    status: text("status").notNull(),
    currentPeriodStart: timestamptz("current_period_start").notNull(),
    currentPeriodEnd: timestamptz("current_period_end").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Test card number of the payment method on file (decides whether renewals succeed). */
    card: text("card").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (t) => [
    index("local_pay_subscriptions_user_idx").on(t.userId),
    index("local_pay_subscriptions_due_idx").on(t.currentPeriodEnd),
  ],
);

/** Local test-mode provider: events waiting to be signed and delivered to our webhook code path. */
export const localPayEvents = pgTable(
  "local_pay_events",
  {
    id: text("id").primaryKey(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    deliveredAt: timestamptz("delivered_at"),
  },
  (t) => [index("local_pay_events_pending_idx").on(t.deliveredAt, t.createdAt)],
);
