import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminSubscriptionsResponse,
  BillingOverview,
  LocalCheckoutSession,
} from "../../../core/contracts/billing";
import { api } from "../../lib/api";
import { SUBSCRIPTION_KEY } from "./subscription-status";

export const BILLING_KEY = ["billing"] as const;

export function useBillingOverview() {
  return useQuery({
    queryKey: BILLING_KEY,
    queryFn: () => api<BillingOverview>("/billing"),
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
      api<{ ok: true }>(`/billing/${input.action}`, {
        method: "POST",
        json: input.action === "change-plan" ? { priceId: input.priceId } : {},
      }),
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
  const { url } = await api<{ url: string }>("/billing/portal", { method: "POST", json: {} });
  window.open(url, "_blank", "noopener");
}

export function useLocalCheckout(sessionId: string) {
  return useQuery({
    queryKey: ["local-checkout", sessionId],
    queryFn: () => api<LocalCheckoutSession>(`/billing/local-checkout/${encodeURIComponent(sessionId)}`),
    retry: false,
  });
}

export type PayAnswer = { next: "redirect" | "confirm"; redirect: string | null };

export function localCheckoutCall(sessionId: string, step: "pay" | "confirm" | "abandon", json: object) {
  return api<PayAnswer & { redirect: string }>(`/billing/local-checkout/${encodeURIComponent(sessionId)}/${step}`, {
    method: "POST",
    json,
  });
}

export function useAdminSubscriptions(filter: { plan: string; state: string }) {
  const params = new URLSearchParams();
  if (filter.plan) params.set("plan", filter.plan);
  if (filter.state) params.set("state", filter.state);
  return useQuery({
    queryKey: ["admin-subscriptions", filter],
    queryFn: () => api<AdminSubscriptionsResponse>(`/admin/subscriptions?${params.toString()}`),
  });
}

export function useAdminBillingEvents(userId: string | null) {
  return useQuery({
    queryKey: ["admin-billing-events", userId],
    queryFn: () =>
      api<{ events: Array<{ id: string; type: string; createdAt: string; receivedAt: string; outcome: string }> }>(
        `/admin/subscriptions/${encodeURIComponent(userId ?? "")}/events`,
      ),
    enabled: userId !== null,
  });
}
