import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { OwnRating } from "../../../core/contracts/disputes";
import { ErrorNote } from "../../components/page-states";
import { Skeleton } from "../../components/ui/skeleton";
import { ClaimFirstCard } from "../../features/professional/claim/claim-first";
import { formatDate, useDisputes, useOwnRatings } from "../../features/professional/disputes/disputes-api";
import { DisputeDetailView } from "../../features/professional/disputes/disputes-detail";
import { OpenDisputeDialog } from "../../features/professional/disputes/disputes-form";
import { HowDisputesWork, ListSkeleton, RatingCard } from "../../features/professional/disputes/disputes-list";
import { DisputeStatusBadge } from "../../features/professional/disputes/disputes-pieces";
import { ApiError } from "../../lib/api";
import { monthYear } from "../../lib/local-time";
import { ProfessionalLayout } from "./professional-layout";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function ProfessionalDisputesPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get("dispute");
  const selectedId = selected && UUID.test(selected) ? selected : null;
  const ratingsQuery = useOwnRatings();
  const disputesQuery = useDisputes();
  const [disputing, setDisputing] = useState<OwnRating | null>(null);

  const show = (id: string | null) => {
    setParams(id ? { dispute: id } : {});
    window.scrollTo({ top: 0 });
  };

  const noProfile =
    (ratingsQuery.error instanceof ApiError && ratingsQuery.error.status === 404) ||
    (disputesQuery.error instanceof ApiError && disputesQuery.error.status === 404);

  return (
    <ProfessionalLayout
      title="Disputes"
      description="Contest a rating you believe is wrong. Your statement and evidence are private: only you and Standing see them."
    >
      {selectedId ? (
        <DisputeDetailView disputeId={selectedId} onBack={() => show(null)} />
      ) : noProfile ? (
        <ClaimFirstCard>
          Disputes are filed on ratings of your own profile. Once you have claimed it, its ratings appear here.
        </ClaimFirstCard>
      ) : (
        <>
          <HowDisputesWork />

          <section aria-labelledby="your-disputes" className="grid gap-3">
            <h2 id="your-disputes" className="text-lg font-semibold">
              Your disputes
            </h2>
            {disputesQuery.isPending && <Skeleton className="h-16" />}
            {disputesQuery.isError && (
              <ErrorNote
                message={disputesQuery.error.message}
                onRetry={() => disputesQuery.refetch()}
                retryAs="button"
              />
            )}
            {disputesQuery.data && disputesQuery.data.disputes.length === 0 && (
              <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                You haven't disputed any rating. If one of the ratings below is wrong, choose "Dispute this rating".
              </p>
            )}
            {disputesQuery.data && disputesQuery.data.disputes.length > 0 && (
              <ul className="divide-y rounded-lg border">
                {disputesQuery.data.disputes.map((d) => (
                  <li key={d.id}>
                    <button
                      type="button"
                      onClick={() => show(d.id)}
                      className="flex w-full items-center gap-3 p-4 text-left hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span className="grid min-w-0 flex-1 gap-1">
                        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                          <span className="font-medium">{d.typeLabel}</span>
                          <DisputeStatusBadge status={d.status} />
                        </span>
                        <span className="text-sm text-muted-foreground">
                          Rating from {monthYear(d.ratingMonth)} · opened {formatDate(d.createdAt)} · updated{" "}
                          {formatDate(d.updatedAt)}
                        </span>
                      </span>
                      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="your-ratings" className="grid gap-3">
            <h2 id="your-ratings" className="text-lg font-semibold">
              Ratings on your profile
            </h2>
            <p className="text-sm text-muted-foreground">Shown by month, without the employer's name.</p>
            {ratingsQuery.isPending && <ListSkeleton />}
            {ratingsQuery.isError && !noProfile && (
              <ErrorNote message={ratingsQuery.error.message} onRetry={() => ratingsQuery.refetch()} retryAs="button" />
            )}
            {ratingsQuery.data && ratingsQuery.data.ratings.length === 0 && (
              <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                Your profile has no ratings yet. When a verified employer rates you, it appears here.
              </p>
            )}
            {ratingsQuery.data && ratingsQuery.data.ratings.length > 0 && (
              <ul className="grid gap-3 sm:grid-cols-2">
                {ratingsQuery.data.ratings.map((r) => (
                  <RatingCard key={r.id} rating={r} onDispute={() => setDisputing(r)} onOpenDispute={show} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {disputing && (
        <OpenDisputeDialog
          rating={disputing}
          open={disputing !== null}
          onOpenChange={(open) => !open && setDisputing(null)}
          onOpened={(id) => {
            setDisputing(null);
            show(id);
          }}
        />
      )}
    </ProfessionalLayout>
  );
}
