import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnProfileInput } from "../../../../core/contracts/professional";
import type { ClaimEvidenceMethod } from "../../../../core/domain";
import { ApiError, apiCall } from "../../../lib/api";
import { OVERVIEW_KEY } from "../overview/overview-api";

export const MY_CLAIMS_KEY = ["professional", "claims"] as const;

export const EVIDENCE_LABELS: Record<ClaimEvidenceMethod, string> = {
  work_email: "Work e-mail",
  linkedin: "LinkedIn profile",
  document: "Document",
};

export const CLAIM_STATUS_LABELS: Record<string, string> = {
  pending: "Under review",
  approved: "Approved",
  rejected: "Not approved",
  withdrawn: "Withdrawn",
};

/** GET /claim/invitations/:token. 404 and 410 are final answers, not worth retrying. */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ["claim", "invitation", token],
    queryFn: () => apiCall("GET /claim/invitations/:token", { params: { token: token ?? "" } }),
    enabled: Boolean(token),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    staleTime: 0,
  });
}

export function useMyClaims() {
  return useQuery({
    queryKey: MY_CLAIMS_KEY,
    queryFn: () => apiCall("GET /claim/requests/mine"),
    staleTime: 10_000,
  });
}

/** Invalidates everything a claim changes: the claim status, the overview and the session-dependent menus. */
function useClaimInvalidation() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_CLAIMS_KEY }),
      queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
      // Marked stale, not refetched: the open invitation was just used, and refetching it would answer 410 and
      // flash "already used" on the page that is about to move to the dashboard. Opening a link again refetches.
      queryClient.invalidateQueries({ queryKey: ["claim", "invitation"], refetchType: "none" }),
    ]);
  };
}

export function useAcceptInvitation() {
  const invalidate = useClaimInvalidation();
  return useMutation({
    mutationFn: (token: string) => apiCall("POST /claim/invitations/:token/accept", { params: { token }, json: {} }),
    onSuccess: invalidate,
  });
}

export interface ClaimRequestDraft {
  professionalId: string;
  method: ClaimEvidenceMethod;
  workEmail?: string;
  linkedinUrl?: string;
  document?: File | null;
  note?: string;
}

/** POST /claim/requests as a multipart form (the document travels with the fields). */
export function useSubmitClaimRequest() {
  const invalidate = useClaimInvalidation();
  return useMutation({
    mutationFn: (draft: ClaimRequestDraft) => {
      const form = new FormData();
      form.append("professionalId", draft.professionalId);
      form.append("method", draft.method);
      if (draft.method === "work_email") form.append("workEmail", draft.workEmail ?? "");
      if (draft.method === "linkedin") form.append("linkedinUrl", draft.linkedinUrl ?? "");
      if (draft.note?.trim()) form.append("note", draft.note.trim());
      if (draft.method === "document" && draft.document) form.append("document", draft.document);
      return apiCall("POST /claim/requests", { body: form });
    },
    onSuccess: invalidate,
  });
}

export function useWithdrawClaimRequest() {
  const invalidate = useClaimInvalidation();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall("POST /claim/requests/:requestId/withdraw", { params: { requestId: id }, json: {} }),
    onSuccess: invalidate,
  });
}

export function useCreateOwnProfile() {
  const invalidate = useClaimInvalidation();
  return useMutation({
    mutationFn: (input: OwnProfileInput) => apiCall("POST /claim/own-profile", { json: input }),
    onSuccess: invalidate,
  });
}
