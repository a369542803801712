import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { ApiError } from "../../lib/api";
import type { Decision } from "./admin-api";

/**
 * The approve-or-reject flow of a review queue (claims, verifications): which item is being approved (it asks
 * first: approving is irreversible, D165) or rejected (with a reason the server checks), and the decision itself.
 * A reason the server refuses shows under the field; any other failure is a toast. `refreshOnError` reloads the
 * queue after a failure too (a claim may have been decided or claimed meanwhile).
 */
export function useReviewDecision<T extends { id: string }>(
  key: readonly unknown[],
  send: (decision: Decision) => Promise<{ message: string }>,
  options: { refreshOnError?: boolean } = {},
) {
  const [rejecting, setRejecting] = useState<T | null>(null);
  const [approving, setApproving] = useState<T | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: send,
    onSuccess: async (res) => {
      toast.success(res.message);
      setRejecting(null);
      setApproving(null);
      setReason("");
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.fields?.reason) setReasonError(error.fields.reason);
      else toast.error(error.message);
      if (options.refreshOnError) await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return {
    busy: decide.isPending,
    approving,
    rejecting,
    reason,
    setReason,
    reasonError,
    askApprove: setApproving,
    cancelApprove: () => setApproving(null),
    /** Opens the reject dialog, with a suggested reason when there is one. */
    askReject(item: T, suggested = "") {
      setReasonError(null);
      setReason(suggested);
      setRejecting(item);
    },
    cancelReject: () => setRejecting(null),
    approve: () => approving && decide.mutate({ id: approving.id, action: "approve" }),
    reject: () => rejecting && decide.mutate({ id: rejecting.id, action: "reject", reason }),
  };
}
