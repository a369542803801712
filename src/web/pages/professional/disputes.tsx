import { ChevronRight, Info, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DISPUTES, type OwnRating, reopenDateLabel } from "../../../core/contracts/disputes";
import { ErrorNote } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { formatDate, formatMonth, useDisputes, useOwnRatings } from "../../features/professional/disputes/disputes-api";
import { DisputeDetailView, employmentLabel } from "../../features/professional/disputes/disputes-detail";
import { OpenDisputeDialog } from "../../features/professional/disputes/disputes-form";
import {
  DisputeStatusBadge,
  RatingStatusBadge,
  ScoreFigure,
  ScoreGrid,
} from "../../features/professional/disputes/disputes-pieces";
import { ApiError } from "../../lib/api";
import { ProfessionalLayout } from "./professional-layout";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function HowDisputesWork() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Info className="size-4 text-primary" aria-hidden="true" /> How disputes work
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        <p>
          You can't reply to a rating publicly, but you can dispute one you believe is wrong. Standing's Trust &amp;
          Safety team reviews your statement and evidence without revealing you to the employer, may contact the
          employer anonymously, and decides: the rating is removed and the employer receives a strike, the dispute is
          dismissed, or you are asked for more information. While the review runs the rating shows as under dispute and
          still counts.
        </p>
      </CardContent>
    </Card>
  );
}

function RatingCard({
  rating,
  onDispute,
  onOpenDispute,
}: {
  rating: OwnRating;
  onDispute: () => void;
  onOpenDispute: (id: string) => void;
}) {
  return (
    <li>
      <Card className="h-full">
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid gap-0.5">
              <CardTitle className="text-base">{formatMonth(rating.month)}</CardTitle>
              <CardDescription>{employmentLabel(rating.employmentStatus)}</CardDescription>
            </div>
            <RatingStatusBadge status={rating.status} />
          </div>
          <ScoreFigure score={rating.score} />
        </CardHeader>
        <CardContent className="grid gap-3">
          <details className="rounded-md border p-3">
            <summary className="cursor-pointer text-sm font-medium">Scores by category</summary>
            <div className="mt-3">
              <ScoreGrid scores={rating.scores} />
            </div>
          </details>
          {rating.dispute ? (
            <div className="grid gap-1.5">
              <Button variant="outline" onClick={() => onOpenDispute(rating.dispute!.id)}>
                View dispute
              </Button>
              <p className="text-center text-xs text-muted-foreground">Dispute status: {rating.dispute.statusLabel}</p>
            </div>
          ) : rating.canDispute ? (
            <Button variant="outline" onClick={onDispute}>
              <ShieldAlert aria-hidden="true" /> Dispute this rating
            </Button>
          ) : rating.disputeAgainFrom ? (
            <p className="text-sm text-muted-foreground">
              {DISPUTES.reopenLimit(reopenDateLabel(new Date(rating.disputeAgainFrom)))}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Removed from your profile; it no longer counts.</p>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
      <Skeleton className="h-44" />
      <Skeleton className="h-44" />
    </div>
  );
}

/**
 * /dashboard/professional/disputes: the ratings on your profile, "Dispute this rating", your disputes and, with
 * ?dispute=<id>, one dispute's conversation.
 */
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
      description="Contest a rating you believe is wrong. Disputes are private: only you and Standing see them."
    >
      {selectedId ? (
        <DisputeDetailView disputeId={selectedId} onBack={() => show(null)} />
      ) : noProfile ? (
        <Card>
          <CardHeader>
            <CardTitle>Claim your profile first</CardTitle>
            <CardDescription>
              Disputes are filed on ratings of your own profile. Once you have claimed it, its ratings appear here.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/dashboard/professional/claim">Claim your profile</Link>
            </Button>
          </CardContent>
        </Card>
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
                          Rating from {formatMonth(d.ratingMonth)} · opened {formatDate(d.createdAt)} · updated{" "}
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
