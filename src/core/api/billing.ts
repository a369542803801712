import { z } from "zod";
import { AdminUserParams } from "../contracts/admin-console";
import {
  AdminBillingEventsResponse,
  AdminSubscriptionsQuery,
  AdminSubscriptionsResponse,
  BillingOverview,
  ChangePlanBody,
  UrlResponse,
} from "../contracts/billing";
import { Ok } from "../contracts/ok";
import { keyParams } from "../contracts/path-params";
import { CreateCheckoutBody, CreateCheckoutResponse, SubscriptionStatus } from "../contracts/subscription";
import { route } from "./declare";

const manage = { method: "POST", policy: "billing:manage", response: { 200: Ok } } as const;

/** The routes of `src/server/routes/billing/billing.routes.ts` (D0374). */
export const BILLING_ROUTES = {
  cancel: route({ ...manage, path: "/billing/cancel" }),
  resume: route({ ...manage, path: "/billing/resume" }),
  changePlan: route({ ...manage, path: "/billing/change-plan", body: ChangePlanBody }),
  webhook: route({
    method: "POST",
    path: "/billing/webhook",
    policy: "billing:webhook",
    response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
  }),
  getSubscription: route({
    method: "GET",
    path: "/subscription",
    policy: "subscription:read",
    response: { 200: SubscriptionStatus },
  }),
  postBillingCheckout: route({
    method: "POST",
    path: "/billing/checkout",
    policy: "billing:checkout",
    body: CreateCheckoutBody,
    response: { 200: CreateCheckoutResponse },
  }),
  getBilling: route({ method: "GET", path: "/billing", policy: "billing:read", response: { 200: BillingOverview } }),
  postBillingPortal: route({
    method: "POST",
    path: "/billing/portal",
    policy: "billing:manage",
    response: { 200: UrlResponse },
  }),
  getBillingInvoicesPdf: route({
    method: "GET",
    path: "/billing/invoices/:invoiceId/pdf",
    policy: "billing:read",
    params: keyParams({ invoiceId: 100 }),
  }),
  getAdminSubscriptions: route({
    method: "GET",
    path: "/admin/subscriptions",
    policy: "admin:subscriptions",
    query: AdminSubscriptionsQuery,
    response: { 200: AdminSubscriptionsResponse },
  }),
  getAdminSubscriptionsEvents: route({
    method: "GET",
    path: "/admin/subscriptions/:userId/events",
    policy: "admin:subscriptions",
    params: AdminUserParams,
    response: { 200: AdminBillingEventsResponse },
  }),
};
