import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, apiCall } from "../../lib/api";
import { SUBSCRIPTION_KEY } from "./subscription-status";

export const BILLING_KEY = ["billing"] as const;

export function useBillingOverview() {
  return useQuery({
    queryKey: BILLING_KEY,
    queryFn: () => apiCall("GET /billing"),
    // The mirror moves when the provider's event lands: a page left open catches up within seconds.
    refetchInterval: 15_000,
    refetchOnWindowFocus: false,
  });
}

/** Cancel, resume, change plan: the provider is asked; the page then follows the mirror as its event lands. */
export function useBillingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: "cancel" | "resume" } | { action: "change-plan"; priceId: string }) =>
      input.action === "change-plan"
        ? apiCall("POST /billing/change-plan", { json: { priceId: input.priceId } })
        : apiCall(`POST /billing/${input.action}`),
    onSuccess: async () => {
      // The local provider's event lands within a moment; ask again shortly after.
      for (const delay of [500, 1500, 4000])
        setTimeout(() => {
          void client.invalidateQueries({ queryKey: BILLING_KEY });
          void client.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
        }, delay);
    },
  });
}

export async function openPortal(): Promise<void> {
  const { url } = await apiCall("POST /billing/portal", { json: {} });
  window.open(url, "_blank", "noopener");
}

export function useLocalCheckout(sessionId: string) {
  return useQuery({
    queryKey: ["local-checkout", sessionId],
    queryFn: () => apiCall("GET /billing/local-checkout/:sessionId", { params: { sessionId } }),
    retry: false,
  });
}

export const payLocalCheckout = (sessionId: string, json: ApiBody<"POST /billing/local-checkout/:sessionId/pay">) =>
  apiCall("POST /billing/local-checkout/:sessionId/pay", { params: { sessionId }, json });
export const confirmLocalCheckout = (
  sessionId: string,
  json: ApiBody<"POST /billing/local-checkout/:sessionId/confirm">,
) => apiCall("POST /billing/local-checkout/:sessionId/confirm", { params: { sessionId }, json });
export const abandonLocalCheckout = (sessionId: string) =>
  apiCall("POST /billing/local-checkout/:sessionId/abandon", { params: { sessionId } });

export function useAdminSubscriptions(filter: { plan: string; state: string }) {
  const query: Record<string, string> = {};
  if (filter.plan) query.plan = filter.plan;
  if (filter.state) query.state = filter.state;
  return useQuery({
    queryKey: ["admin-subscriptions", filter],
    queryFn: () => apiCall("GET /admin/subscriptions", { query }),
  });
}

export function useAdminBillingEvents(userId: string | null) {
  return useQuery({
    queryKey: ["admin-billing-events", userId],
    queryFn: () => apiCall("GET /admin/subscriptions/:userId/events", { params: { userId: userId ?? "" } }),
    enabled: userId !== null,
  });
}

/** Enterprise API keys: the list, a new key (its secret answered once), revoking one. */
export const listApiKeys = () => apiCall("GET /api-keys");
export const createApiKey = (name: string) => apiCall("POST /api-keys", { json: { name } });
export const revokeApiKey = (id: string) => apiCall("DELETE /api-keys/:keyId", { params: { keyId: id } });
