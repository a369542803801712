import { Link } from "react-router";
import { ErrorNote } from "../../components/page-states";
import { Skeleton } from "../../components/ui/skeleton";
import { apiCall } from "../../lib/api";
import { AppealCard } from "./appeal-parts";
import { DisputeAppealsList } from "./dispute-appeals-queue";
import { ADMIN_APPEALS_KEY, useAppeals, useReviewAction } from "./review-api";

const STATUS_LABEL = { pending: "Waiting", upheld: "Upheld", rejected: "Rejected" } as const;

/**
 * The appeals queue: who reviews appeals now (truthful with one administrator or several, D328), the professionals'
 * appeals of dismissals (D326), then employers' appeals of strikes; pending ones oldest first, then the latest decided.
 */
export function AppealsQueue({ onOpenDispute }: { onOpenDispute: (id: string) => void }) {
  const q = useAppeals();
  const claim = useReviewAction(
    (input: { id: string; action: "claim" | "release" }) =>
      apiCall(`POST /admin/appeals/:appealId/${input.action}`, { params: { appealId: input.id } }),
    [ADMIN_APPEALS_KEY],
  );
  if (q.isPending) return <Skeleton className="h-40" />;
  if (q.isError) return <ErrorNote message={q.error.message} onRetry={() => q.refetch()} />;
  const reviewers = (
    <p
      role="note"
      className={
        q.data.reviewers.othersActive > 0
          ? "rounded-md bg-muted p-3 text-sm"
          : "rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm dark:bg-amber-950/40"
      }
    >
      {q.data.reviewers.note}
      {q.data.reviewers.othersActive === 0 && (
        <>
          {" "}
          <Link to="/admin/administrators" className="font-medium underline underline-offset-2">
            Invite an administrator
          </Link>
        </>
      )}
    </p>
  );
  if (q.data.appeals.length === 0 && q.data.disputeAppeals.length === 0)
    return (
      <div className="grid gap-4">
        {reviewers}
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No appeals yet.</p>
      </div>
    );
  return (
    <div className="grid gap-6">
      {reviewers}
      {q.data.disputeAppeals.length > 0 && (
        <section className="grid gap-3" aria-labelledby="dispute-appeals-heading">
          <h2 id="dispute-appeals-heading" className="text-lg font-semibold">
            Professionals' appeals of dismissals
          </h2>
          <DisputeAppealsList appeals={q.data.disputeAppeals} onOpenDispute={onOpenDispute} />
        </section>
      )}
      {q.data.appeals.length > 0 && (
        <section className="grid gap-3" aria-labelledby="strike-appeals-heading">
          <h2 id="strike-appeals-heading" className="text-lg font-semibold">
            Employers' appeals of strikes
          </h2>
          <ul className="grid gap-4" aria-label="Strike appeals">
            {q.data.appeals.map((a) => (
              <li key={a.id}>
                <AppealCard
                  appeal={a}
                  kind="strike"
                  title={`${a.companyName}: strike ${a.strikeOrdinal} (${a.strikeEffect})`}
                  statusLabel={STATUS_LABEL[a.status]}
                  details={
                    <>
                      Filed {new Date(a.filedAt).toLocaleDateString()}.{" "}
                      {a.disputeId ? (
                        <button
                          type="button"
                          className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
                          onClick={() => a.disputeId && onOpenDispute(a.disputeId)}
                        >
                          Open the dispute
                        </button>
                      ) : a.flagId ? (
                        <Link
                          to={`/admin/flags?state=all&id=${encodeURIComponent(a.flagId)}`}
                          className="underline underline-offset-2"
                        >
                          Open the flag that issued it
                        </Link>
                      ) : null}
                    </>
                  }
                  claim={claim}
                  waitingNote="You issued this strike; another administrator reviews this appeal."
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
