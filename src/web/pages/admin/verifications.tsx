import type { AdminVerificationRequest } from "../../../core/contracts/employer";
import { ErrorNote } from "../../components/page-states";
import { PageSpinner } from "../../components/ui/spinner";
import { decideVerification, useAdminVerifications } from "../../features/admin/admin-api";
import { ConfirmDialog } from "../../features/admin/confirm-dialog";
import { RejectDialog } from "../../features/admin/reject-dialog";
import { useReviewDecision } from "../../features/admin/review-decision";
import { DecidedVerifications, VerificationCard } from "../../features/admin/verifications/verification-cards";
import { usePageTitle } from "../../lib/use-page-title";

const KEY = ["admin", "verifications"] as const;

/** /admin/verifications: the review queue for EIN and state-registration requests. */
export default function AdminVerificationsPage() {
  usePageTitle("Verifications");
  const list = useAdminVerifications(KEY);
  const review = useReviewDecision<AdminVerificationRequest>(KEY, decideVerification);

  const pending = list.data?.requests.filter((r) => r.status === "pending") ?? [];
  const decided = list.data?.requests.filter((r) => r.status !== "pending") ?? [];

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Verifications</h1>
        <p className="text-muted-foreground">
          Business verification requests, oldest first. We promise employers a decision in 1-3 business days.
        </p>
      </header>
      {list.isPending && <PageSpinner />}
      {list.isError && <ErrorNote message={list.error.message} onRetry={() => list.refetch()} />}
      {list.data && (
        <>
          <h2 className="text-lg font-semibold">Waiting for review ({pending.length})</h2>
          {pending.length === 0 && <p className="text-sm text-muted-foreground">Nothing to review.</p>}
          <ul className="grid gap-3">
            {pending.map((r) => (
              <li key={r.id}>
                <VerificationCard
                  request={r}
                  busy={review.busy}
                  onApprove={() => review.askApprove(r)}
                  onReject={() => review.askReject(r)}
                />
              </li>
            ))}
          </ul>
          <DecidedVerifications decided={decided} />
        </>
      )}
      <RejectDialog
        open={review.rejecting !== null}
        onClose={review.cancelReject}
        title={<>Reject {review.rejecting?.employer.companyName}?</>}
        description="The employer receives this reason by e-mail and can send a new request."
        fieldId="reject-reason"
        label="Reason"
        reason={review.reason}
        setReason={review.setReason}
        error={review.reasonError}
        busy={review.busy}
        onSubmit={review.reject}
      />
      <ConfirmDialog
        open={review.approving !== null}
        onOpenChange={(o) => !o && review.cancelApprove()}
        title="Approve this request?"
        description={
          review.approving
            ? `${review.approving.employer.companyName} becomes a verified employer: its ratings count and it is told by e-mail. This cannot be undone from here.`
            : ""
        }
        confirmLabel="Approve"
        busy={review.busy}
        onConfirm={review.approve}
      />
    </section>
  );
}
