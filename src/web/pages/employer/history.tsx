import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { AuthorRating } from "../../../core/contracts/employer";
import { Pager } from "../../components/pager";
import { QueryStatus } from "../../components/query-status";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { DialogActions, TitledDialog } from "../../components/ui/dialog";
import { HISTORY_KEY, OVERVIEW_KEY, useRatingHistory } from "../../features/employer/employer-api";
import { deleteRating } from "../../features/employer/history/history-api";
import { HistoryRatingCard, useServerNow } from "../../features/employer/history/history-card";
import { cn } from "../../lib/cn";
import { EmployerLayout } from "./employer-layout";

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
      <QueryStatus query={history} />
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
          {data.ratings.map((r) => (
            <li key={r.id}>
              <HistoryRatingCard rating={r} now={now} onDelete={() => setToDelete(r)} />
            </li>
          ))}
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
      <TitledDialog
        open={toDelete !== null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Delete this rating?"
        description={
          <>
            The rating of {toDelete?.professional.firstName} {toDelete?.professional.lastName} will be removed from
            their profile. It still counts toward today's allowance.
          </>
        }
      >
        <DialogActions cancel="Keep it">
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => toDelete && remove.mutate(toDelete.id)}
          >
            {remove.isPending ? "Deleting..." : "Delete rating"}
          </Button>
        </DialogActions>
      </TitledDialog>
    </EmployerLayout>
  );
}
