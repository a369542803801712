import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminClaimRequest } from "../../../core/contracts/professional";
import { CLAIM } from "../../../core/messages";
import { ErrorNote } from "../../components/page-states";
import { PageSpinner } from "../../components/ui/spinner";
import { decideClaim, useAdminClaims } from "../../features/admin/admin-api";
import { ClaimCard } from "../../features/admin/claims/claim-card";
import { ConfirmDialog } from "../../features/admin/confirm-dialog";
import { RejectDialog } from "../../features/admin/reject-dialog";
import { CLAIM_STATUS_LABELS } from "../../features/professional/claim/claim-api";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/use-page-title";

const STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
type Status = (typeof STATUSES)[number];
const KEY = ["admin", "claims"] as const;

/** /admin/claims: requests to own an unclaimed profile, with their evidence; approve, or reject with a reason. */
export default function AdminClaimsPage() {
  usePageTitle("Claim Requests");
  const [status, setStatus] = useState<Status>("pending");
  const list = useAdminClaims(KEY, status);
  const [rejecting, setRejecting] = useState<AdminClaimRequest | null>(null);
  // Approving is irreversible (a verified employer, a profile handed over): it asks first (D165).
  const [approving, setApproving] = useState<AdminClaimRequest | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: decideClaim,
    onSuccess: async (res) => {
      toast.success(res.message);
      setRejecting(null);
      setApproving(null);
      setReason("");
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.fields?.reason) setReasonError(error.fields.reason);
      else toast.error(error.message);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
  });

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Claim Requests</h1>
        <p className="text-muted-foreground">
          People asking to own an unclaimed profile, oldest first. Approve only when the evidence ties the person to the
          profile.
        </p>
      </header>
      <div role="group" aria-label="Request status" className="flex flex-wrap gap-1">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
              status === s ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
            )}
            onClick={() => setStatus(s)}
          >
            {CLAIM_STATUS_LABELS[s]}
          </button>
        ))}
      </div>
      {list.isPending && <PageSpinner />}
      {list.isError && <ErrorNote message={list.error.message} onRetry={() => list.refetch()} />}
      {list.data && list.data.requests.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {status === "pending" ? "Nothing to review." : `No ${CLAIM_STATUS_LABELS[status]?.toLowerCase()} requests.`}
        </p>
      )}
      {list.data && list.data.requests.length > 0 && (
        <ul className="grid gap-3">
          {list.data.requests.map((r) => (
            <li key={r.id}>
              <ClaimCard
                request={r}
                busy={decide.isPending}
                onApprove={() => setApproving(r)}
                onReject={() => {
                  setReasonError(null);
                  setReason(r.profile.isClaimed ? `The profile was ${CLAIM.claimedByOwnerReason}.` : "");
                  setRejecting(r);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <RejectDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={
          <>
            Reject the claim of {rejecting?.profile.firstName} {rejecting?.profile.lastName}?
          </>
        }
        description={
          <>{rejecting?.requester.name ?? "The requester"} receives this reason by e-mail and can send a new request.</>
        }
        fieldId="claim-reject-reason"
        label="Reason (5-500 characters)"
        reason={reason}
        setReason={setReason}
        error={reasonError}
        maxLength={500}
        markInvalid
        busy={decide.isPending}
        onSubmit={() => rejecting && decide.mutate({ id: rejecting.id, action: "reject", reason })}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(o) => !o && setApproving(null)}
        title="Approve this request?"
        description={
          approving
            ? `${approving.requester.name ?? approving.requester.email} becomes the owner of ${approving.profile.firstName} ${approving.profile.lastName}'s profile, with its ratings and disputes. This cannot be undone from here.`
            : ""
        }
        confirmLabel="Approve"
        busy={decide.isPending}
        onConfirm={() => approving && decide.mutate({ id: approving.id, action: "approve" })}
      />
    </section>
  );
}
