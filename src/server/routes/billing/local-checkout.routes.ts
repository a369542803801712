import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  LOCAL_CHECKOUT_MESSAGES,
  LocalCheckoutSession,
  LocalConfirmBody,
  LocalPayBody,
  LocalPayResponse,
} from "../../../core/contracts/billing";
import { isLocalPayments } from "../../adapters/payments";
import type { PayOutcome } from "../../adapters/payments/local-payments";
import { AppError, notFound } from "../../http/errors";
import { signedIn } from "../../http/route-tools";

const Params = z.strictObject({ sessionId: z.string().min(1).max(100) });

function answer(outcome: PayOutcome) {
  switch (outcome.kind) {
    case "paid":
      return { next: "redirect" as const, redirect: outcome.redirect };
    case "confirm":
      return { next: "confirm" as const, redirect: null };
    case "declined":
      throw new AppError(402, "card_declined", LOCAL_CHECKOUT_MESSAGES.declined);
    case "authentication_failed":
      throw new AppError(402, "authentication_failed", LOCAL_CHECKOUT_MESSAGES.authenticationFailed);
    case "closed":
      throw new AppError(409, "conflict", LOCAL_CHECKOUT_MESSAGES.closed);
  }
}

/**
 * The local test-mode provider's checkout (D145), registered only when Stripe is not configured. The page at
 * /checkout/local/:id calls these; a session is only ever visible to the account that opened it.
 */
export async function localCheckoutRoutes(app: FastifyInstance) {
  const payments = app.ctx.payments;
  if (!isLocalPayments(payments)) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const policy = { policy: "billing:local-checkout" as const, rateLimit: { max: 30, timeWindow: "1 minute" } };

  r.get(
    "/billing/local-checkout/:sessionId",
    { config: policy, schema: { params: Params, response: { 200: LocalCheckoutSession } } },
    async (request) => {
      const actor = signedIn(request);
      const session = await payments.getSession(request.params.sessionId);
      if (!session || session.userId !== actor.userId) throw notFound();
      return {
        id: session.id,
        planName: session.price.name,
        interval: session.price.interval,
        amountCents: session.price.amountCents,
        status: session.status,
        awaitingConfirmation: session.awaitingConfirmation,
      };
    },
  );
  r.post(
    "/billing/local-checkout/:sessionId/pay",
    { config: policy, schema: { params: Params, body: LocalPayBody, response: { 200: LocalPayResponse } } },
    async (request) =>
      answer(await payments.pay(request.params.sessionId, signedIn(request).userId, request.body.card)),
  );
  r.post(
    "/billing/local-checkout/:sessionId/confirm",
    { config: policy, schema: { params: Params, body: LocalConfirmBody, response: { 200: LocalPayResponse } } },
    async (request) =>
      answer(await payments.confirm(request.params.sessionId, signedIn(request).userId, request.body.approve)),
  );
  r.post(
    "/billing/local-checkout/:sessionId/abandon",
    { config: policy, schema: { params: Params, response: { 200: z.object({ redirect: z.string() }) } } },
    async (request) => {
      const actor = signedIn(request);
      // Someone else's checkout does not exist for this account: 404, as the other routes answer (issue 33 §6).
      const session = await payments.getSession(request.params.sessionId);
      if (!session || session.userId !== actor.userId) throw notFound();
      return payments.abandon(request.params.sessionId, actor.userId);
    },
  );
}
