import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BILLING_ROUTES } from "../../../core/api/billing";
import type { AccountType } from "../../../core/domain";
import { clock } from "../../clock";
import { type BillingDeps, cancelAtPeriodEnd, changePlan, openPortal, startCheckout } from "../../commands/billing";
import { receiveBillingWebhook } from "../../commands/receive-billing-webhook";
import { declared } from "../../http/declared-route";
import { notFound } from "../../http/errors";
import { signedIn } from "../../http/route-tools";
import { auditBy } from "../../kernel/audit";
import {
  presentAdminBillingEvents,
  presentAdminSubscriptions,
  presentBillingOverview,
  presentSubscriptionStatus,
} from "../../presenters/billing";
import { renderInvoicePdf } from "../../presenters/invoice-pdf";
import {
  adminBillingEvents,
  adminSubscriptionRows,
  billingOverviewData,
  loadMirror,
  loadOwnInvoice,
} from "../../queries/billing";

function accountTypeOf(request: FastifyRequest): AccountType {
  const actor = signedIn(request);
  return (
    request.account?.accountType ??
    (actor.roles.includes("employer") && !actor.roles.includes("professional") ? "employer" : "professional")
  );
}

/**
 * Billing (issue 17): check-subscription, create-checkout, the billing page's reads and actions, the provider's
 * webhook, and the admin's subscriptions. Handlers: validate → (guard) → command/query → presenter.
 */
export async function billingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): BillingDeps => ({
    db: app.ctx.db,
    payments: app.ctx.payments,
    publicUrl: app.ctx.config.publicUrl,
    now: clock.now(),
  });

  // SPEC §7 check-subscription: the mirrored plan in effect now.
  r.route({
    ...declared(BILLING_ROUTES.getSubscription),
    handler: async (request) => {
      const actor = signedIn(request);
      const mirror = await loadMirror(app.ctx.db, actor.userId);
      return presentSubscriptionStatus(mirror, request.account?.accountType ?? null, clock.now());
    },
  });

  // SPEC §7 create-checkout: answers the provider's checkout URL, opened by the client in a new tab.
  r.route({
    ...declared(BILLING_ROUTES.postBillingCheckout, { max: 20, timeWindow: "1 minute" }),
    handler: async (request) => {
      const actor = signedIn(request);
      const body = request.body;
      return startCheckout(deps(), actor, accountTypeOf(request), body, auditBy(request));
    },
  });

  r.route({
    ...declared(BILLING_ROUTES.getBilling),
    handler: async (request) => {
      const actor = signedIn(request);
      const now = clock.now();
      const data = await billingOverviewData(app.ctx.database, actor, accountTypeOf(request), now);
      return presentBillingOverview(data, app.ctx.payments.name, now);
    },
  });

  const manage = (run: (request: FastifyRequest) => Promise<void>) => async (request: FastifyRequest) => {
    await run(request);
    return { ok: true as const };
  };
  const rateLimit = { max: 20, timeWindow: "1 minute" };
  r.route({
    ...declared(BILLING_ROUTES.cancel, rateLimit),
    handler: manage((q) => cancelAtPeriodEnd(deps(), signedIn(q), true, auditBy(q))),
  });
  r.route({
    ...declared(BILLING_ROUTES.resume, rateLimit),
    handler: manage((q) => cancelAtPeriodEnd(deps(), signedIn(q), false, auditBy(q))),
  });
  r.route({
    ...declared(BILLING_ROUTES.changePlan, rateLimit),
    handler: async (request) => {
      const actor = signedIn(request);
      await changePlan(deps(), actor, request.body.priceId, auditBy(request));
      return { ok: true as const };
    },
  });
  r.route({
    ...declared(BILLING_ROUTES.postBillingPortal),
    handler: async (request) => openPortal(deps(), signedIn(request)),
  });

  // The local provider's invoice PDFs (Stripe links to its own hosted invoices instead).
  r.route({
    ...declared(BILLING_ROUTES.getBillingInvoicesPdf),
    handler: async (request, reply) => {
      const invoice = await loadOwnInvoice(app.ctx.db, signedIn(request).userId, request.params.invoiceId);
      if (!invoice) throw notFound();
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="invoice-${invoice.id.replace(/[^\w-]/g, "")}.pdf"`)
        .send(renderInvoicePdf(invoice));
    },
  });

  r.route({
    ...declared(BILLING_ROUTES.getAdminSubscriptions),
    handler: async (request) => {
      const rows = await adminSubscriptionRows(app.ctx.db, { plan: request.query.plan });
      return presentAdminSubscriptions(rows, request.query.state, clock.now());
    },
  });
  r.route({
    ...declared(BILLING_ROUTES.getAdminSubscriptionsEvents),
    handler: async (request) => presentAdminBillingEvents(await adminBillingEvents(app.ctx.db, request.params.userId)),
  });

  // Provider deliveries. The signature covers the exact bytes, so this route keeps the body as text.
  await app.register(async (hook) => {
    hook.removeContentTypeParser("application/json");
    hook.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hook.withTypeProvider<ZodTypeProvider>().route({
      ...declared(BILLING_ROUTES.webhook),
      handler: async (request) => {
        const raw = typeof request.body === "string" ? request.body : "";
        const signature = request.headers["stripe-signature"];
        const result = await receiveBillingWebhook(
          { db: app.ctx.db, payments: app.ctx.payments, now: clock.now() },
          raw,
          typeof signature === "string" ? signature : undefined,
        );
        return { received: true as const, duplicate: result.outcome === "duplicate" };
      },
    });
  });
}
