import { createPayments, isLocalPayments } from "../adapters/payments";
import { resolveAuthSecret } from "../auth/auth-secret";
import { receiveBillingWebhook } from "../commands/receive-billing-webhook";
import { JOB_NAMES } from "../kernel/job-names";
import { definePass } from "./job-definition";

/**
 * The local test-mode provider's machinery (D145): renews, fails or ends subscriptions whose period is over by the
 * business clock, then delivers its queued events, signed, to the same webhook code path Stripe's deliveries take.
 * Woken after a checkout or plan change commits, and every minute for renewals. Idempotent: an event delivered twice
 * is a replay the webhook code ignores.
 */
export const localPaymentsJob = definePass(JOB_NAMES.localPayments, {
  retry: { limit: 3, delaySeconds: 5 },
  expireInSeconds: 5 * 60,
  schedule: "* * * * *",
  async run(ctx) {
    const payments = createPayments(ctx.config, ctx.db, resolveAuthSecret(ctx.config));
    if (!isLocalPayments(payments)) return;
    await runLocalPayments(payments, ctx.db, ctx.now());
  },
});

export async function runLocalPayments(
  payments: import("../adapters/payments").LocalPayments,
  db: import("../db/client").Db,
  now: Date,
): Promise<number> {
  await payments.sweepDue(now);
  let delivered = 0;
  for (;;) {
    const batch = await payments.pendingDeliveries(20);
    if (batch.length === 0) return delivered;
    for (const delivery of batch) {
      await receiveBillingWebhook({ db, payments, now }, delivery.rawBody, delivery.signature);
      await payments.markDelivered(delivery.id);
      delivered++;
    }
  }
}
