import Stripe from "stripe";
import { z } from "zod";
import type { ProviderEvent, ProviderSubscription } from "./payments";
import { WebhookSignatureError } from "./payments";

/**
 * Parsers for the parts of Stripe's objects we read (API 2026-10-28: periods live on subscription items, an invoice's
 * subscription under `parent.subscription_details`). The local provider emits the same shapes.
 */
const seconds = z.number().int().nonnegative();
const toDate = (s: number | null | undefined) => (s == null ? null : new Date(s * 1000));

const StripePrice = z.object({ id: z.string(), lookup_key: z.string().nullish() });
const StripeSubscription = z.object({
  id: z.string(),
  object: z.literal("subscription"),
  customer: z.union([z.string(), z.object({ id: z.string() })]),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({
    data: z.array(
      z.object({ price: StripePrice, current_period_start: seconds.nullish(), current_period_end: seconds.nullish() }),
    ),
  }),
  default_payment_method: z
    .union([z.string(), z.object({ card: z.object({ brand: z.string(), last4: z.string() }).nullish() }).passthrough()])
    .nullish(),
});

export function parseSubscription(value: unknown): ProviderSubscription {
  const s = StripeSubscription.parse(value);
  const item = s.items.data[0];
  const pm = s.default_payment_method;
  const card = pm && typeof pm === "object" ? pm.card : null;
  return {
    id: s.id,
    customerId: typeof s.customer === "string" ? s.customer : s.customer.id,
    userId: s.metadata?.user_id ?? null,
    priceId: item ? (item.price.lookup_key ?? item.price.id) : null,
    status: s.status,
    currentPeriodStart: toDate(item?.current_period_start),
    currentPeriodEnd: toDate(item?.current_period_end),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    paymentMethod: card ? `${capitalize(card.brand)} ending in ${card.last4}` : null,
  };
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const StripeInvoice = z.object({
  id: z.string(),
  object: z.literal("invoice"),
  customer: z.union([z.string(), z.object({ id: z.string() })]),
  status: z.string().nullish(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  created: seconds,
  period_start: seconds.nullish(),
  period_end: seconds.nullish(),
  hosted_invoice_url: z.string().nullish(),
  invoice_pdf: z.string().nullish(),
  description: z.string().nullish(),
  parent: z
    .object({
      subscription_details: z
        .object({
          subscription: z.union([z.string(), z.object({ id: z.string() })]),
          metadata: z.record(z.string(), z.string()).nullish(),
        })
        .nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ description: z.string().nullish() })) }).nullish(),
});

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  userId: string | null;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  amountCents: number;
  currency: string;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  hostedUrl: string | null;
  pdfUrl: string | null;
  issuedAt: Date;
}

const INVOICE_STATUSES = new Set(["draft", "open", "paid", "void", "uncollectible"]);

export function parseInvoice(value: unknown): ProviderInvoice {
  const i = StripeInvoice.parse(value);
  const details = i.parent?.subscription_details;
  const sub = details?.subscription;
  const status = i.status && INVOICE_STATUSES.has(i.status) ? (i.status as ProviderInvoice["status"]) : "open";
  return {
    id: i.id,
    customerId: typeof i.customer === "string" ? i.customer : i.customer.id,
    subscriptionId: sub ? (typeof sub === "string" ? sub : sub.id) : null,
    userId: details?.metadata?.user_id ?? null,
    status,
    amountCents: status === "paid" ? i.amount_paid : i.amount_due,
    currency: i.currency,
    description: i.description ?? i.lines?.data[0]?.description ?? "Subscription",
    periodStart: toDate(i.period_start),
    periodEnd: toDate(i.period_end),
    hostedUrl: i.hosted_invoice_url ?? null,
    pdfUrl: i.invoice_pdf ?? null,
    issuedAt: new Date(i.created * 1000),
  };
}

const StripeCheckoutSession = z.object({
  id: z.string(),
  object: z.literal("checkout.session"),
  client_reference_id: z.string().nullish(),
  customer: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  subscription: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});

export function parseCheckoutSession(value: unknown) {
  const s = StripeCheckoutSession.parse(value);
  const sub = s.subscription;
  return {
    id: s.id,
    userId: s.client_reference_id ?? null,
    subscriptionId: sub ? (typeof sub === "string" ? sub : sub.id) : null,
  };
}

/** The subscription an event is about, whatever its object. */
export function subscriptionIdOf(event: ProviderEvent): string | null {
  const o = event.object as { object?: unknown } | null;
  if (!o || typeof o !== "object") return null;
  if (o.object === "subscription") return parseSubscription(o).id;
  if (o.object === "invoice") return parseInvoice(o).subscriptionId;
  if (o.object === "checkout.session") return parseCheckoutSession(o).subscriptionId;
  return null;
}

/** Stripe's signature scheme, used by both implementations: HMAC-SHA256 over `t.payload`, 5 minutes' tolerance. */
export function verifyStripeSignature(rawBody: string, signature: string | undefined, secret: string): ProviderEvent {
  if (!signature) throw new WebhookSignatureError("missing signature");
  let event: { id: string; type: string; created: number; data: { object: unknown } };
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "bad signature");
  }
  const shape = z
    .object({
      id: z.string().min(1),
      type: z.string().min(1),
      created: seconds,
      data: z.object({ object: z.unknown() }),
    })
    .safeParse(event);
  if (!shape.success) throw new WebhookSignatureError("not an event");
  return {
    id: shape.data.id,
    type: shape.data.type,
    created: new Date(shape.data.created * 1000),
    object: shape.data.data.object,
  };
}

export function signStripePayload(payload: string, secret: string, timestampSeconds?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestampSeconds !== undefined ? { timestamp: timestampSeconds } : {}),
  });
}
