import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local fake of the Stripe API, only what the adapter calls (prices by lookup key, Checkout Sessions, the
 * portal, subscription read/update). Tests point the real SDK at it (STRIPE_API_BASE) and set the provider's state.
 */
export interface FakeStripe {
  url: string;
  requests: Array<{ method: string; path: string; params: URLSearchParams }>;
  /** Subscriptions by id, in Stripe's JSON shape; tests edit them to move the provider's state. */
  subscriptions: Map<string, Record<string, unknown>>;
  /** Lookup key → Stripe price id. */
  prices: Map<string, string>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

export function stripeSubscription(input: {
  id: string;
  userId: string;
  lookupKey: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodStart?: Date;
  periodEnd?: Date;
}): Record<string, unknown> {
  const start = input.periodStart ?? new Date();
  const end = input.periodEnd ?? new Date(start.getTime() + 30 * 24 * 3_600_000);
  return {
    id: input.id,
    object: "subscription",
    customer: `cus_${input.userId.slice(0, 8)}`,
    status: input.status ?? "active",
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    metadata: { user_id: input.userId },
    default_payment_method: { id: "pm_1", object: "payment_method", card: { brand: "mastercard", last4: "4444" } },
    items: {
      object: "list",
      data: [
        {
          id: `si_${input.id}`,
          object: "subscription_item",
          current_period_start: Math.floor(start.getTime() / 1000),
          current_period_end: Math.floor(end.getTime() / 1000),
          price: { id: `price_${input.lookupKey}`, object: "price", lookup_key: input.lookupKey },
        },
      ],
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe["requests"] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const prices = new Map<string, string>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = await bodyOf(req);
    const params = req.method === "GET" ? url.searchParams : new URLSearchParams(body);
    requests.push({ method: req.method ?? "GET", path: url.pathname, params });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
      res.end(JSON.stringify(json));
    };
    const missing = () => send(404, { error: { type: "invalid_request_error", message: "No such object" } });
    if (req.headers.authorization !== "Bearer sk_test_fake")
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key" } });
    const path = url.pathname;
    if (req.method === "GET" && path === "/v1/prices") {
      const key = params.get("lookup_keys[0]") ?? params.get("lookup_keys[]");
      const id = key ? prices.get(key) : undefined;
      return send(200, { object: "list", has_more: false, data: id ? [{ id, object: "price", lookup_key: key }] : [] });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const id = `cs_test_${requests.length}`;
      return send(200, { id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions")
      return send(200, { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/session" });
    const sub = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    if (sub) {
      const current = subscriptions.get(sub[1]!);
      if (!current) return missing();
      if (req.method === "POST") {
        if (params.has("cancel_at_period_end"))
          current.cancel_at_period_end = params.get("cancel_at_period_end") === "true";
        const price = params.get("items[0][price]");
        if (price) {
          const key = [...prices].find(([, v]) => v === price)?.[0] ?? price;
          const items = current.items as { data: Array<{ price: { id: string; lookup_key: string } }> };
          items.data[0]!.price = { id: price, lookup_key: key };
        }
      }
      return send(200, current);
    }
    return missing();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    prices,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
