import { z } from "zod";
import { LocalCheckoutSession, LocalConfirmBody, LocalPayBody, LocalPayResponse } from "../contracts/billing";
import { keyParams } from "../contracts/path-params";
import { route } from "./declare";

const Params = keyParams({ sessionId: 100 });
const session = { policy: "billing:local-checkout", params: Params } as const;

/** The routes of `src/server/routes/billing/local-checkout.routes.ts` (D0374). */
export const LOCAL_CHECKOUT_ROUTES = {
  session: route({
    ...session,
    method: "GET",
    path: "/billing/local-checkout/:sessionId",
    response: { 200: LocalCheckoutSession },
  }),
  pay: route({
    ...session,
    method: "POST",
    path: "/billing/local-checkout/:sessionId/pay",
    body: LocalPayBody,
    response: { 200: LocalPayResponse },
  }),
  confirm: route({
    ...session,
    method: "POST",
    path: "/billing/local-checkout/:sessionId/confirm",
    body: LocalConfirmBody,
    response: { 200: LocalPayResponse },
  }),
  abandon: route({
    ...session,
    method: "POST",
    path: "/billing/local-checkout/:sessionId/abandon",
    response: { 200: z.object({ redirect: z.string() }) },
  }),
};
