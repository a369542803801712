import type { CatalogPrice } from "../../../core/billing";

/**
 * One payments adapter, two implementations (issue 17): Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are
 * set, otherwise the local test-mode provider. Both speak Stripe's shapes: events are Stripe-shaped JSON signed with
 * Stripe's scheme (`stripe-signature: t=…,v1=…`), so one webhook code path (commands/receive-billing-webhook.ts)
 * serves both. The mirror never trusts an event's snapshot: it reads the subscription back from the provider.
 */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Our user id, from the subscription's metadata. */
  userId: string | null;
  /** Our catalogue price id (Stripe: the price's lookup key); null when the price is not ours. */
  priceId: string | null;
  /** The provider's status word (active, trialing, past_due, unpaid, canceled, incomplete, …). */
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** "Visa ending in 4242", when the provider told us. */
  paymentMethod: string | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  created: Date;
  /** `data.object` of the event, unvalidated: read it only through the parsers in stripe-shapes.ts. */
  object: unknown;
}

export interface CheckoutInput {
  userId: string;
  email: string;
  price: CatalogPrice;
  /** The provider customer from an earlier subscription, reused so invoices stay on one customer. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentsAdapter {
  readonly name: "stripe" | "local";
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** The provider's customer portal (payment method, plan change, cancellation). */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The provider's latest state of a subscription; null when the provider does not know it. */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  changePrice(subscriptionId: string, price: CatalogPrice): Promise<void>;
  /** Verifies the signature and parses the event; throws WebhookSignatureError when it does not verify. */
  verifyWebhook(rawBody: string, signature: string | undefined): ProviderEvent;
}

export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused the call: nothing was written on our side. */
export class ProviderUnavailableError extends Error {}
