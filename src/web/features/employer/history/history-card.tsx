import { Lock, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { AuthorRating } from "../../../../core/contracts/employer";
import { employmentStatusLabel } from "../../../../core/messages";
import { RATING_CATEGORIES } from "../../../../core/rating-categories";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { formatDateTime, timeLeft } from "../employer-api";

/**
 * The server's clock, re-read every 30 s so countdowns move and ratings lock on screen when their window closes.
 * Countdowns follow the server (its `now` at fetch time plus the time since), not this device's clock.
 */
export function useServerNow(serverNow: string | undefined, fetchedAt: number, intervalMs = 30_000) {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setTick(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  const skew = serverNow && fetchedAt ? Date.parse(serverNow) - fetchedAt : 0;
  return tick + skew;
}

/** One rating the employer wrote: whom, when, the scores, and while its 24 hours run, Edit and Delete. */
export function HistoryRatingCard({
  rating: r,
  now,
  onDelete,
}: {
  rating: AuthorRating;
  now: number;
  onDelete: () => void;
}) {
  const left = r.status === "active" && r.editable ? timeLeft(r.editableUntil, now) : null;
  const open = left !== null;
  return (
    <Card>
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold">
              {r.professional.firstName} {r.professional.lastName}
            </p>
            <p className="text-sm text-muted-foreground">
              {employmentStatusLabel(r.employmentStatus)} · submitted {formatDateTime(r.createdAt)}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span className="text-lg font-semibold tabular-nums">{r.score.toFixed(1)}</span>
            <span className="text-sm text-muted-foreground">/ 5.0</span>
          </div>
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Category scores</summary>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {RATING_CATEGORIES.map((c) => (
              <div key={c.key} className="flex justify-between gap-2">
                <dt className="truncate text-muted-foreground">{c.label}</dt>
                <dd className="tabular-nums">{r.scores[c.key] ?? "N/A"}</dd>
              </div>
            ))}
          </dl>
        </details>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          {open ? (
            <span className="text-sm" aria-live="polite">
              Editable for <strong className="tabular-nums">{left}</strong>
            </span>
          ) : r.status === "active" ? (
            <Badge variant="outline">
              <Lock aria-hidden="true" /> Locked
            </Badge>
          ) : (
            <Badge variant="outline">{r.status === "under_dispute" ? "Under dispute" : "Removed"}</Badge>
          )}
          {open && (
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={`/dashboard/employer/rate?edit=${r.id}`}>
                  <Pencil aria-hidden="true" /> Edit
                </Link>
              </Button>
              <Button variant="outline" size="sm" onClick={onDelete}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
