import { useState } from "react";
import type { AdminClaimRequest } from "../../../core/contracts/professional";
import { CLAIM } from "../../../core/messages";
import { ErrorNote } from "../../components/page-states";
import { PageSpinner } from "../../components/ui/spinner";
import { decideClaim, useAdminClaims } from "../../features/admin/admin-api";
import { ClaimCard } from "../../features/admin/claims/claim-card";
import { ConfirmDialog } from "../../features/admin/confirm-dialog";
import { RejectDialog } from "../../features/admin/reject-dialog";
import { useReviewDecision } from "../../features/admin/review-decision";
import { CLAIM_STATUS_LABELS } from "../../features/professional/claim/claim-api";
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
  const review = useReviewDecision<AdminClaimRequest>(KEY, decideClaim, { refreshOnError: true });

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
                busy={review.busy}
                onApprove={() => review.askApprove(r)}
                onReject={() =>
                  review.askReject(r, r.profile.isClaimed ? `The profile was ${CLAIM.claimedByOwnerReason}.` : "")
                }
              />
            </li>
          ))}
        </ul>
      )}
      <RejectDialog
        open={review.rejecting !== null}
        onClose={review.cancelReject}
        title={
          <>
            Reject the claim of {review.rejecting?.profile.firstName} {review.rejecting?.profile.lastName}?
          </>
        }
        description={
          <>
            {review.rejecting?.requester.name ?? "The requester"} receives this reason by e-mail and can send a new
            request.
          </>
        }
        fieldId="claim-reject-reason"
        label="Reason (5-500 characters)"
        reason={review.reason}
        setReason={review.setReason}
        error={review.reasonError}
        maxLength={500}
        markInvalid
        busy={review.busy}
        onSubmit={review.reject}
      />
      <ConfirmDialog
        open={review.approving !== null}
        onOpenChange={(o) => !o && review.cancelApprove()}
        title="Approve this request?"
        description={
          review.approving
            ? `${review.approving.requester.name ?? review.approving.requester.email} becomes the owner of ${review.approving.profile.firstName} ${review.approving.profile.lastName}'s profile, with its ratings and disputes. This cannot be undone from here.`
            : ""
        }
        confirmLabel="Approve"
        busy={review.busy}
        onConfirm={review.approve}
      />
    </section>
  );
}
