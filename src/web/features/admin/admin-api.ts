import { useQuery } from "@tanstack/react-query";
import { type ApiQuery, apiCall } from "../../lib/api";

/** The administrators' review queues: claim requests and business verifications. */
export type Decision = { id: string; action: "approve" | "reject"; reason?: string };

export function useAdminClaims(key: readonly unknown[], status: ApiQuery<"GET /admin/claims">["status"]) {
  return useQuery({ queryKey: [...key, status], queryFn: () => apiCall("GET /admin/claims", { query: { status } }) });
}
export const decideClaim = ({ id, action, reason = "" }: Decision) =>
  action === "reject"
    ? apiCall("POST /admin/claims/:requestId/reject", { params: { requestId: id }, json: { reason } })
    : apiCall("POST /admin/claims/:requestId/approve", { params: { requestId: id } });

export function useAdminVerifications(key: readonly unknown[]) {
  return useQuery({ queryKey: key, queryFn: () => apiCall("GET /admin/verifications") });
}
export const decideVerification = ({ id, action, reason = "" }: Decision) =>
  action === "reject"
    ? apiCall("POST /admin/verifications/:requestId/reject", { params: { requestId: id }, json: { reason } })
    : apiCall("POST /admin/verifications/:requestId/approve", { params: { requestId: id } });
