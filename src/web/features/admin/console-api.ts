import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../lib/api";

/** The admin console's calls (issue 15 §2–§7). */
export const adminKeys = {
  overview: ["admin", "overview"] as const,
  users: (q: string, page: number) => ["admin", "users", q, page] as const,
  user: (id: string) => ["admin", "user", id] as const,
  audit: (filter: Record<string, string>) => ["admin", "audit", filter] as const,
  analytics: (days: number) => ["admin", "analytics", days] as const,
};

export function useAdminOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: () => apiCall("GET /admin/overview"),
    refetchInterval: 60_000,
  });
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: () => apiCall("GET /admin/users", { query: { ...(q ? { q } : {}), page: String(page) } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: () => apiCall("GET /admin/users/:userId", { params: { userId: id } }),
  });
}

export type UserAction = "suspend" | "reactivate" | "end-sessions" | "reset-second-factor";

export function useUserAction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: UserAction; reason: string } | { strikeId: string; reason: string }) =>
      "strikeId" in input
        ? apiCall("POST /admin/users/:userId/strikes/:strikeId/reverse", {
            params: { userId, strikeId: input.strikeId },
            json: { reason: input.reason },
          })
        : apiCall(`POST /admin/users/:userId/${input.action}`, {
            params: { userId },
            json: { reason: input.reason },
          }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useAuditLog(filter: Record<string, string>) {
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: () => apiCall("GET /admin/audit", { query: filter }),
    placeholderData: keepPreviousData,
  });
}

export function useTraceRating() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, reason }: { ratingId: string; reason: string }) =>
      apiCall("POST /admin/ratings/:ratingId/attribution", { params: { ratingId }, json: { reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "audit"] }),
  });
}

export function useAdminAnalytics(days: number) {
  return useQuery({
    queryKey: adminKeys.analytics(days),
    queryFn: () => apiCall("GET /admin/analytics", { query: { days: String(days) } }),
  });
}
