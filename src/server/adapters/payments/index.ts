import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { createLocalPayments, type LocalPayments } from "./local-payments";
import type { PaymentsAdapter } from "./payments";
import { createStripePayments } from "./stripe-payments";

export type { LocalPayments } from "./local-payments";
export type { PaymentsAdapter } from "./payments";

/** Stripe when both of its secrets are configured, otherwise the local test-mode provider. */
export function createPayments(config: Config, db: Db, authSecret: string): PaymentsAdapter {
  if (config.stripeSecretKey && config.stripeWebhookSecret)
    return createStripePayments({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      ...(config.stripeApiBase ? { apiBase: config.stripeApiBase } : {}),
    });
  return createLocalPayments({ db, publicUrl: config.publicUrl, authSecret });
}

export function isLocalPayments(payments: PaymentsAdapter): payments is LocalPayments {
  return payments.name === "local";
}
