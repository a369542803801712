import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiCall } from "../../lib/api";

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
  const query: Record<string, string> = { status: filters.status, claim: filters.claim };
  if (filters.type) query.type = filters.type;
  return useQuery({
    queryKey: [...ADMIN_DISPUTES_KEY, "list", filters],
    queryFn: () => apiCall("GET /admin/disputes", { query }),
  });
}

export function useAdminDispute(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_DISPUTES_KEY, "one", id],
    queryFn: () => apiCall("GET /admin/disputes/:disputeId", { params: { disputeId: id ?? "" } }),
    enabled: id !== null,
  });
}

export function useAppeals() {
  return useQuery({ queryKey: ADMIN_APPEALS_KEY, queryFn: () => apiCall("GET /admin/appeals") });
}

export function useEmployerDisputes() {
  return useQuery({ queryKey: EMPLOYER_DISPUTES_KEY, queryFn: () => apiCall("GET /employer/disputes") });
}

export function useTransparency() {
  return useQuery({ queryKey: ["transparency"], queryFn: () => apiCall("GET /transparency") });
}

/**
 * A POST (a typed `apiCall` the caller makes) that toasts the server's sentence and refreshes the given lists; errors
 * stay with the caller's form.
 */
export function useReviewAction<I>(
  send: (input: I) => Promise<{ message: string }>,
  keys: ReadonlyArray<readonly unknown[]>,
) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: send,
    onSuccess: async (res) => {
      toast.success(res.message);
      await refresh();
    },
    onError: async () => {
      await refresh();
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
