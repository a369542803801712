import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Lock, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { AuthorRating } from "../../../core/contracts/employer";
import { employmentStatusLabel } from "../../../core/messages";
import { RATING_CATEGORIES } from "../../../core/rating-categories";
import { ErrorNote } from "../../components/page-states";
import { Pager } from "../../components/pager";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { PageSpinner } from "../../components/ui/spinner";
import {
  formatDateTime,
  HISTORY_KEY,
  OVERVIEW_KEY,
  timeLeft,
  useRatingHistory,
} from "../../features/employer/employer-api";
import { deleteRating } from "../../features/employer/history/history-api";
import { cn } from "../../lib/cn";
import { EmployerLayout } from "./employer-layout";

/**
 * The server's clock, re-read every 30 s so countdowns move and ratings lock on screen when their window closes.
 * Countdowns follow the server (its `now` at fetch time plus the time since), not this device's clock.
 */
function useServerNow(serverNow: string | undefined, fetchedAt: number, intervalMs = 30_000) {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setTick(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  const skew = serverNow && fetchedAt ? Date.parse(serverNow) - fetchedAt : 0;
  return tick + skew;
}

/** `?page=N` of the URL, 1 when absent or not a positive whole number. */
function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** /dashboard/employer/history: every rating this employer wrote, 20 per page, with a live countdown to lock. */
export default function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const history = useRatingHistory(page);
  const now = useServerNow(history.data?.now, history.dataUpdatedAt);
  const [toDelete, setToDelete] = useState<AuthorRating | null>(null);
  const queryClient = useQueryClient();
  const goTo = (n: number) => {
    setParams(n > 1 ? { page: String(n) } : {});
    window.scrollTo({ top: 0 });
  };
  const data = history.data;
  // After a delete empties the last page (or an old link), step back to the last page that exists.
  useEffect(() => {
    if (data && !history.isPlaceholderData && data.ratings.length === 0 && data.total > 0 && page > data.totalPages)
      setParams(data.totalPages > 1 ? { page: String(data.totalPages) } : {}, { replace: true });
  }, [data, history.isPlaceholderData, page, setParams]);
  const remove = useMutation({
    mutationFn: deleteRating,
    onSuccess: async (res) => {
      toast.success(res.message);
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
    },
    onError: (error) => {
      toast.error(error.message);
      setToDelete(null);
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
    },
  });

  return (
    <EmployerLayout
      title="Rating History"
      description="Ratings can be edited or deleted for 24 hours after you submit them. Then they lock."
      actions={
        <Button asChild>
          <Link to="/dashboard/employer/rate">Rate an employee</Link>
        </Button>
      }
    >
      {history.isPending && <PageSpinner />}
      {history.isError && <ErrorNote message={history.error.message} onRetry={() => history.refetch()} />}
      {data && data.total === 0 && (
        <Card>
          <CardContent className="grid justify-items-start gap-3 p-6 text-sm text-muted-foreground">
            <p>You haven't rated anyone yet. Ratings you submit appear here, newest first.</p>
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/employer/rate">Rate your first employee</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {data && data.total > 0 && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data.total} rating{data.total === 1 ? "" : "s"}
          {data.totalPages > 1 ? ` · page ${Math.min(page, data.totalPages)} of ${data.totalPages}` : ""}
        </p>
      )}
      {data && data.ratings.length > 0 && (
        <ul className={cn("grid gap-3", history.isPlaceholderData && "opacity-60")} aria-busy={history.isFetching}>
          {data.ratings.map((r) => {
            const left = r.status === "active" && r.editable ? timeLeft(r.editableUntil, now) : null;
            const open = left !== null;
            return (
              <li key={r.id}>
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
                          <Button variant="outline" size="sm" onClick={() => setToDelete(r)}>
                            <Trash2 aria-hidden="true" /> Delete
                          </Button>
                        </div>
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <Pager
          label="Rating history pages"
          page={page}
          totalPages={data.totalPages}
          busy={history.isFetching}
          onPage={goTo}
        />
      )}
      <Dialog open={toDelete !== null} onOpenChange={(o) => !o && setToDelete(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this rating?</DialogTitle>
            <DialogDescription>
              The rating of {toDelete?.professional.firstName} {toDelete?.professional.lastName} will be removed from
              their profile. It still counts toward today's allowance.
            </DialogDescription>
          </DialogHeader>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => toDelete && remove.mutate(toDelete.id)}
            >
              {remove.isPending ? "Deleting..." : "Delete rating"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </EmployerLayout>
  );
}
