import { Info, ShieldAlert } from "lucide-react";
import { DISPUTE_VISIBILITY, DISPUTES, type OwnRating, reopenDateLabel } from "../../../../core/contracts/disputes";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { monthYear } from "../../../lib/local-time";
import { employmentLabel } from "./disputes-detail";
import { RatingStatusBadge, ScoreFigure, ScoreGrid } from "./disputes-pieces";

export function HowDisputesWork() {
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
          Safety team reviews your statement and evidence and decides: the rating is removed and the employer receives a
          strike, the dispute is dismissed, or you are asked for more information. {DISPUTE_VISIBILITY.professional}{" "}
          While the review runs the rating shows as under dispute and still counts.
        </p>
      </CardContent>
    </Card>
  );
}

export function RatingCard({
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
              <CardTitle className="text-base">{monthYear(rating.month)}</CardTitle>
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

export function ListSkeleton() {
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
