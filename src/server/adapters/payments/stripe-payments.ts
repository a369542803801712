import Stripe from "stripe";
import type { CatalogPrice } from "../../../core/billing";
import {
  type CheckoutInput,
  type PaymentsAdapter,
  type ProviderSubscription,
  ProviderUnavailableError,
} from "./payments";
import { parseSubscription, verifyStripeSignature } from "./stripe-shapes";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local fake in tests, stripe-mock): http://127.0.0.1:12111. */
  apiBase?: string;
  timeoutMs?: number;
}

/**
 * Stripe: Checkout Sessions for the paid plans (our price ids are the prices' lookup keys, D144), the Customer
 * Portal, subscription reads for the mirror, and the webhook signature. Only these calls are made.
 */
export function createStripePayments(options: StripeOptions): PaymentsAdapter {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });

  /** Any failure to talk to Stripe (network, 5xx, auth) is "unavailable": the caller writes nothing. */
  async function call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }

  async function stripePriceId(price: CatalogPrice): Promise<string> {
    const list = await call(() => stripe.prices.list({ lookup_keys: [price.id], active: true, limit: 1 }));
    const found = list.data[0];
    if (!found) throw new ProviderUnavailableError(`no active Stripe price with lookup key ${price.id}`);
    return found.id;
  }

  return {
    name: "stripe",
    async createCheckout(input: CheckoutInput) {
      const priceId = await stripePriceId(input.price);
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: priceId, quantity: 1 }],
          client_reference_id: input.userId,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          subscription_data: { metadata: { user_id: input.userId } },
          metadata: { user_id: input.userId, price_id: input.price.id },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (!session.url) throw new ProviderUnavailableError("checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async createPortal({ customerId, returnUrl }) {
      const portal = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: portal.url };
    },
    async retrieveSubscription(id): Promise<ProviderSubscription | null> {
      try {
        const sub = await stripe.subscriptions.retrieve(id, { expand: ["default_payment_method"] });
        return parseSubscription(sub);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
      }
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await call(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    },
    async changePrice(subscriptionId, price) {
      const priceId = await stripePriceId(price);
      const sub = await call(() => stripe.subscriptions.retrieve(subscriptionId));
      const item = sub.items.data[0];
      if (!item) throw new ProviderUnavailableError("subscription without items");
      // Stripe prorates a mid-period plan change on the next invoice (D142).
      await call(() =>
        stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: "create_prorations",
          cancel_at_period_end: false,
        }),
      );
    },
    verifyWebhook(rawBody, signature) {
      return verifyStripeSignature(rawBody, signature, options.webhookSecret);
    },
  };
}
