import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LOCAL_CHECKOUT_ROUTES } from "../../../core/api/local-checkout";
import { LOCAL_CHECKOUT_MESSAGES } from "../../../core/contracts/billing";
import { isLocalPayments } from "../../adapters/payments";
import type { PayOutcome } from "../../adapters/payments/local-payments";
import { declared } from "../../http/declared-route";
import { AppError, notFound } from "../../http/errors";
import { signedIn } from "../../http/route-tools";

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
  const rateLimit = { max: 30, timeWindow: "1 minute" };
  /** The session if it is this account's: someone else's checkout does not exist for it (404, issue 33 §6). */
  const ownSession = async (request: FastifyRequest<{ Params: { sessionId: string } }>) => {
    const actor = signedIn(request);
    const session = await payments.getSession(request.params.sessionId);
    if (!session || session.userId !== actor.userId) throw notFound();
    return session;
  };

  r.route({
    ...declared(LOCAL_CHECKOUT_ROUTES.session, rateLimit),
    handler: async (request) => {
      const session = await ownSession(request);
      return {
        id: session.id,
        planName: session.price.name,
        interval: session.price.interval,
        amountCents: session.price.amountCents,
        status: session.status,
        awaitingConfirmation: session.awaitingConfirmation,
      };
    },
  });
  r.route({
    ...declared(LOCAL_CHECKOUT_ROUTES.pay, rateLimit),
    handler: async (request) =>
      answer(await payments.pay(request.params.sessionId, signedIn(request).userId, request.body.card)),
  });
  r.route({
    ...declared(LOCAL_CHECKOUT_ROUTES.confirm, rateLimit),
    handler: async (request) =>
      answer(await payments.confirm(request.params.sessionId, signedIn(request).userId, request.body.approve)),
  });
  r.route({
    ...declared(LOCAL_CHECKOUT_ROUTES.abandon, rateLimit),
    handler: async (request) => {
      const session = await ownSession(request);
      return payments.abandon(session.id, session.userId);
    },
  });
}
