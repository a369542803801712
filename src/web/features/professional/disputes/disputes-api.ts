import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DISPUTE_LIMITS, DISPUTES, type DisputeWriteResponse } from "../../../../core/contracts/disputes";
import { apiCall } from "../../../lib/api";

export const RATINGS_KEY = ["professional", "ratings"] as const;
export const DISPUTES_KEY = ["professional", "disputes"] as const;
const disputeKey = (id: string) => [...DISPUTES_KEY, id] as const;

export function useOwnRatings() {
  return useQuery({
    queryKey: RATINGS_KEY,
    queryFn: () => apiCall("GET /professional/ratings"),
    staleTime: 15_000,
  });
}

export function useDisputes() {
  return useQuery({
    queryKey: DISPUTES_KEY,
    queryFn: () => apiCall("GET /professional/disputes"),
    staleTime: 15_000,
  });
}

export function useDispute(id: string | null) {
  return useQuery({
    queryKey: disputeKey(id ?? ""),
    queryFn: () => apiCall("GET /professional/disputes/:disputeId", { params: { disputeId: id ?? "" } }),
    enabled: Boolean(id),
    staleTime: 15_000,
  });
}

export function useDisputeWrite<T>(fn: (input: T) => Promise<DisputeWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (res) => {
      queryClient.setQueryData(disputeKey(res.dispute.id), res.dispute);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: RATINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: DISPUTES_KEY, exact: true }),
      ]);
    },
  });
}

function form(fields: Record<string, string>, files: File[]): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append("files", f, f.name);
  return body;
}

export function useOpenDispute() {
  return useDisputeWrite((input: { ratingId: string; disputeType: string; statement: string; files: File[] }) =>
    apiCall("POST /professional/disputes", {
      body: form({ ratingId: input.ratingId, disputeType: input.disputeType, statement: input.statement }, input.files),
    }),
  );
}

export function useSendDisputeMessage(disputeId: string) {
  return useDisputeWrite((input: { body: string; files: File[] }) =>
    apiCall("POST /professional/disputes/:disputeId/messages", {
      params: { disputeId },
      body: form({ body: input.body }, input.files),
    }),
  );
}

export function useWithdrawDispute(disputeId: string) {
  return useDisputeWrite(() => apiCall("POST /professional/disputes/:disputeId/withdraw", { params: { disputeId } }));
}

export function evidenceUrl(disputeId: string, evidenceId: string): string {
  return `/api/v1/professional/disputes/${encodeURIComponent(disputeId)}/evidence/${encodeURIComponent(evidenceId)}`;
}

const ACCEPTED_TYPES = new Set(["application/pdf", "image/png", "image/jpeg"]);
const ACCEPTED_EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

/**
 * The same rules the server applies (it also checks the bytes): PDF, PNG or JPEG, ≤ 10 MB, non-empty, at most 5.
 * Returns the first problem, or null.
 */
export function evidenceProblem(files: File[]): string | null {
  if (files.length > DISPUTE_LIMITS.filesPerSubmission) return DISPUTES.tooManyFiles;
  for (const f of files) {
    if (!ACCEPTED_TYPES.has(f.type) && !ACCEPTED_EXTENSIONS.test(f.name)) return DISPUTES.fileType;
    if (f.size === 0) return DISPUTES.fileEmpty;
    if (f.size > DISPUTE_LIMITS.fileBytes) return DISPUTES.fileTooLarge;
  }
  return null;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
