import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type {
  AdminDisputeDetail,
  AdminDisputeList,
  AppealList,
  EmployerDisputesResponse,
  TransparencyReport,
} from "../../../core/contracts/dispute-review";
import { api } from "../../lib/api";

/** Data hooks of the review side (issue 14): moderators' queue and appeals, the employer's page, the public report. */

export const ADMIN_DISPUTES_KEY = ["admin", "disputes"] as const;
export const ADMIN_APPEALS_KEY = ["admin", "appeals"] as const;
export const EMPLOYER_DISPUTES_KEY = ["employer", "disputes"] as const;

export interface QueueFilters {
  status: string;
  type: string;
  claim: string;
}

export function useAdminDisputes(filters: QueueFilters) {
  const q = new URLSearchParams({ status: filters.status, claim: filters.claim });
  if (filters.type) q.set("type", filters.type);
  return useQuery({
    queryKey: [...ADMIN_DISPUTES_KEY, "list", filters],
    queryFn: () => api<AdminDisputeList>(`/admin/disputes?${q.toString()}`),
  });
}

export function useAdminDispute(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_DISPUTES_KEY, "one", id],
    queryFn: () => api<AdminDisputeDetail>(`/admin/disputes/${encodeURIComponent(id ?? "")}`),
    enabled: id !== null,
  });
}

export function useAppeals() {
  return useQuery({ queryKey: ADMIN_APPEALS_KEY, queryFn: () => api<AppealList>("/admin/appeals") });
}

export function useEmployerDisputes() {
  return useQuery({
    queryKey: EMPLOYER_DISPUTES_KEY,
    queryFn: () => api<EmployerDisputesResponse>("/employer/disputes"),
  });
}

export function useTransparency() {
  return useQuery({ queryKey: ["transparency"], queryFn: () => api<TransparencyReport>("/transparency") });
}

/** A POST that toasts the server's sentence and refreshes the given lists; errors stay with the caller's form. */
export function useReviewAction<I>(
  path: (input: I) => string,
  body: (input: I) => RequestInit & { json?: unknown },
  keys: ReadonlyArray<readonly unknown[]>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api<{ message: string }>(path(input), { method: "POST", ...body(input) }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: async () => {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export function multipart(fields: Record<string, string>, files: File[]): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append("files", f, f.name);
  return data;
}

/** "Dec 3, 2026" in the reader's zone, and how far away it is. */
export function deadlineText(iso: string, now = Date.now()): string {
  const at = new Date(iso);
  const days = Math.ceil((at.getTime() - now) / 86_400_000);
  const date = at.toLocaleDateString(undefined, { dateStyle: "medium" });
  if (days < 0) return `${date} (passed)`;
  if (days === 0) return `${date} (today)`;
  return `${date} (in ${days} day${days === 1 ? "" : "s"})`;
}

export function adminEvidenceUrl(disputeId: string, evidenceId: string): string {
  return `/api/v1/admin/disputes/${encodeURIComponent(disputeId)}/evidence/${encodeURIComponent(evidenceId)}`;
}
