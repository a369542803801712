import { createHmac } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import { type CatalogPrice, findPrice, TEST_CARDS } from "../../../core/billing";
import { clock } from "../../clock";
import type { Db } from "../../db/client";
import { localPayCheckoutSessions, localPayEvents, localPaySubscriptions } from "../../db/schema";
import { addInterval, invoiceObject, newId, queueEvent, type SubRow, subscriptionObject } from "./local-pay-objects";
import { sweepDueSubscriptions } from "./local-pay-renewals";
import type { CheckoutInput, PaymentsAdapter, ProviderSubscription } from "./payments";
import { parseSubscription, signStripePayload, verifyStripeSignature } from "./stripe-shapes";

/**
 * The local test-mode provider (D145): what Stripe does, played by this server so `npm start` upgrades end to end
 * with no account anywhere. It keeps its own state in `local_pay_*` (the provider's database), renders its checkout
 * at /checkout/local/:id with test cards, and emits Stripe-shaped events, signed with Stripe's scheme, which the
 * `local-payments` job hands to the same webhook code path Stripe's deliveries take.
 */
export interface LocalPayments extends PaymentsAdapter {
  readonly name: "local";
  readonly webhookSecret: string;
  getSession(id: string): Promise<LocalSession | null>;
  pay(sessionId: string, userId: string, card: string): Promise<PayOutcome>;
  confirm(sessionId: string, userId: string, approve: boolean): Promise<PayOutcome>;
  abandon(sessionId: string, userId: string): Promise<{ redirect: string }>;
  /** Renews, fails or ends every subscription whose period is over by the business clock. */
  sweepDue(now: Date): Promise<number>;
  /** Events not yet delivered, oldest first, with the signature header a delivery carries. */
  pendingDeliveries(limit: number): Promise<Array<{ id: string; rawBody: string; signature: string }>>;
  markDelivered(id: string): Promise<void>;
}

export interface LocalSession {
  id: string;
  userId: string;
  price: CatalogPrice;
  status: "open" | "complete" | "expired";
  awaitingConfirmation: boolean;
  cancelUrl: string;
}

export type PayOutcome =
  | { kind: "paid"; redirect: string }
  | { kind: "declined" }
  | { kind: "confirm" }
  | { kind: "authentication_failed" }
  | { kind: "closed" };

const KNOWN_CARDS = new Set<string>(Object.values(TEST_CARDS));

export function localWebhookSecret(authSecret: string): string {
  return `whsec_local_${createHmac("sha256", authSecret).update("local-payments-webhook").digest("base64url")}`;
}

export function createLocalPayments(options: { db: Db; publicUrl: string; authSecret: string }): LocalPayments {
  const { db, publicUrl } = options;
  const webhookSecret = localWebhookSecret(options.authSecret);

  async function complete(session: typeof localPayCheckoutSessions.$inferSelect, card: string): Promise<PayOutcome> {
    const now = clock.now();
    const price = findPrice(session.priceId);
    if (!price) return { kind: "closed" };
    return db.transaction(async (tx) => {
      // The session row is the lock: a double click pays once.
      const [open] = await tx
        .update(localPayCheckoutSessions)
        .set({ status: "complete", pendingCard: null })
        .where(and(eq(localPayCheckoutSessions.id, session.id), eq(localPayCheckoutSessions.status, "open")))
        .returning({ id: localPayCheckoutSessions.id });
      if (!open) return { kind: "closed" } as const;
      const subId = newId("sub");
      const [row] = await tx
        .insert(localPaySubscriptions)
        .values({
          id: subId,
          customerId: session.customerId,
          userId: session.userId,
          priceId: price.id,
          status: "active",
          currentPeriodStart: now,
          currentPeriodEnd: addInterval(now, price.interval),
          card,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("insert failed");
      await tx
        .update(localPayCheckoutSessions)
        .set({ subscriptionId: subId })
        .where(eq(localPayCheckoutSessions.id, session.id));
      // A paid plan replaces the customer's earlier live subscription, as Stripe's portal swap would.
      const earlier = await tx
        .update(localPaySubscriptions)
        .set({ status: "canceled", updatedAt: now })
        .where(
          and(
            eq(localPaySubscriptions.userId, session.userId),
            inArray(localPaySubscriptions.status, ["active", "past_due"]),
            // not the one just created
            lte(localPaySubscriptions.createdAt, new Date(now.getTime() - 1)),
          ),
        )
        .returning();
      for (const e of earlier) await queueEvent(tx, "customer.subscription.deleted", subscriptionObject(e), now);
      await queueEvent(
        tx,
        "checkout.session.completed",
        {
          id: session.id,
          object: "checkout.session",
          mode: "subscription",
          status: "complete",
          payment_status: "paid",
          client_reference_id: session.userId,
          customer: session.customerId,
          subscription: subId,
          metadata: { user_id: session.userId, price_id: price.id },
        },
        now,
      );
      await queueEvent(tx, "customer.subscription.created", subscriptionObject(row), now);
      await queueEvent(tx, "invoice.paid", invoiceObject(row, true, now, publicUrl), now);
      const redirect = session.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(session.id));
      return { kind: "paid", redirect } as const;
    });
  }

  async function ownOpenSession(sessionId: string, userId: string) {
    const [session] = await db
      .select()
      .from(localPayCheckoutSessions)
      .where(and(eq(localPayCheckoutSessions.id, sessionId), eq(localPayCheckoutSessions.userId, userId)));
    return session ?? null;
  }

  async function updateSubscription(subscriptionId: string, changes: Partial<SubRow>) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(localPaySubscriptions)
        .set({ ...changes, updatedAt: now })
        .where(
          and(
            eq(localPaySubscriptions.id, subscriptionId),
            inArray(localPaySubscriptions.status, ["active", "past_due"]),
          ),
        )
        .returning();
      if (!row) throw new Error(`no live local subscription ${subscriptionId}`);
      await queueEvent(tx, "customer.subscription.updated", subscriptionObject(row), now);
    });
  }

  return {
    name: "local",
    webhookSecret,
    async createCheckout(input: CheckoutInput) {
      const id = newId("cs");
      await db.insert(localPayCheckoutSessions).values({
        id,
        userId: input.userId,
        customerId:
          input.customerId ??
          `cus_local_${createHmac("sha256", "customer").update(input.userId).digest("hex").slice(0, 16)}`,
        priceId: input.price.id,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        createdAt: clock.now(),
      });
      return { id, url: `${publicUrl}/checkout/local/${id}` };
    },
    async createPortal() {
      // The local provider's portal is our own billing page, which offers the same actions.
      return { url: `${publicUrl}/dashboard/billing` };
    },
    async retrieveSubscription(id): Promise<ProviderSubscription | null> {
      const [row] = await db.select().from(localPaySubscriptions).where(eq(localPaySubscriptions.id, id));
      return row ? parseSubscription(subscriptionObject(row)) : null;
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await updateSubscription(subscriptionId, { cancelAtPeriodEnd: cancel });
    },
    async changePrice(subscriptionId, price) {
      // Swapped at once with no proration in test mode (D142).
      await updateSubscription(subscriptionId, { priceId: price.id, cancelAtPeriodEnd: false });
    },
    verifyWebhook(rawBody, signature) {
      return verifyStripeSignature(rawBody, signature, webhookSecret);
    },
    async getSession(id) {
      const [row] = await db.select().from(localPayCheckoutSessions).where(eq(localPayCheckoutSessions.id, id));
      const price = row ? findPrice(row.priceId) : undefined;
      if (!row || !price) return null;
      return {
        id: row.id,
        userId: row.userId,
        price,
        status: row.status as LocalSession["status"],
        awaitingConfirmation: row.pendingCard !== null,
        cancelUrl: row.cancelUrl,
      };
    },
    async pay(sessionId, userId, rawCard) {
      const card = rawCard.replace(/\D/g, "");
      const session = await ownOpenSession(sessionId, userId);
      if (session?.status !== "open") return { kind: "closed" };
      if (card === TEST_CARDS.decline || !KNOWN_CARDS.has(card)) return { kind: "declined" };
      if (card === TEST_CARDS.confirm) {
        await db
          .update(localPayCheckoutSessions)
          .set({ pendingCard: card })
          .where(eq(localPayCheckoutSessions.id, sessionId));
        return { kind: "confirm" };
      }
      return complete(session, card);
    },
    async confirm(sessionId, userId, approve) {
      const session = await ownOpenSession(sessionId, userId);
      if (session?.status !== "open" || !session.pendingCard) return { kind: "closed" };
      if (!approve) {
        await db
          .update(localPayCheckoutSessions)
          .set({ pendingCard: null })
          .where(eq(localPayCheckoutSessions.id, sessionId));
        return { kind: "authentication_failed" };
      }
      return complete(session, session.pendingCard);
    },
    async abandon(sessionId, userId) {
      const session = await ownOpenSession(sessionId, userId);
      if (!session) return { redirect: `${publicUrl}/subscription/cancel` };
      await db
        .update(localPayCheckoutSessions)
        .set({ status: "expired", pendingCard: null })
        .where(and(eq(localPayCheckoutSessions.id, sessionId), eq(localPayCheckoutSessions.status, "open")));
      return { redirect: session.cancelUrl };
    },
    sweepDue: (now) => sweepDueSubscriptions(db, publicUrl, now),
    async pendingDeliveries(limit) {
      const rows = await db
        .select({ id: localPayEvents.id, payload: localPayEvents.payload })
        .from(localPayEvents)
        .where(isNull(localPayEvents.deliveredAt))
        .orderBy(asc(localPayEvents.createdAt), asc(localPayEvents.id))
        .limit(limit);
      return rows.map((r) => {
        const rawBody = JSON.stringify(r.payload);
        return { id: r.id, rawBody, signature: signStripePayload(rawBody, webhookSecret) };
      });
    },
    async markDelivered(id) {
      await db.update(localPayEvents).set({ deliveredAt: clock.now() }).where(eq(localPayEvents.id, id));
    },
  };
}
