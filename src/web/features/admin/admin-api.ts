import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../lib/api";

/** The administrators' review queues: claim requests and business verifications. */
export type Decision = { id: string; action: "approve" | "reject"; reason?: string };

export function useAdminClaims(key: readonly unknown[], status: string) {
  return useQuery({ queryKey: [...key, status], queryFn: () => apiCall("GET /admin/claims", { query: { status } }) });
}
export const decideClaim = ({ id, action, reason }: Decision) =>
  apiCall("POST /admin/claims/:id/:action", { params: { id, action }, json: action === "reject" ? { reason } : {} });

export function useAdminVerifications(key: readonly unknown[]) {
  return useQuery({ queryKey: key, queryFn: () => apiCall("GET /admin/verifications") });
}
export const decideVerification = ({ id, action, reason }: Decision) =>
  apiCall("POST /admin/verifications/:id/:action", {
    params: { id, action },
    json: action === "reject" ? { reason } : {},
  });
