import { RefreshCw, SearchX } from "lucide-react";
import { Link } from "react-router";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";

/** The search page's states: pulling to refresh (phones), loading, a failed search, and nothing found. */

export function PullIndicator({ pull, ready }: { pull: number; ready: boolean }) {
  if (pull <= 0) return null;
  return (
    <div
      className="flex items-center justify-center gap-2 text-sm text-muted-foreground"
      style={{ height: pull / 2 }}
      aria-live="polite"
    >
      <RefreshCw
        className={ready ? "size-4 rotate-180 transition-transform" : "size-4 transition-transform"}
        aria-hidden="true"
      />
      {ready ? "Release to refresh" : "Pull to refresh"}
    </div>
  );
}

export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center">
      <p className="font-medium text-destructive">{DIRECTORY.searchFailed}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

export function ResultsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading results">
      <Skeleton className="mb-4 h-5 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="space-y-3 rounded-lg border p-4">
            <div className="flex gap-3">
              <Skeleton className="size-12 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-full" />
              </div>
            </div>
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-14 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold">{DIRECTORY.noResults}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{DIRECTORY.noResultsHint}</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        {DIRECTORY.clearFilters}
      </Button>
    </div>
  );
}

/**
 * "Did you mean nurse?" (D353): the corrected query, a link to its search (the filters stay, as they are kept apart
 * from the address). With `showingCorrection`, the results below are the correction's: the typed words found none.
 */
export function DidYouMean({
  suggestion,
  typed,
  showingCorrection,
}: {
  suggestion: string;
  typed: string;
  showingCorrection: boolean;
}) {
  return (
    <p className="text-base" data-testid="did-you-mean">
      {DIRECTORY.didYouMean}{" "}
      <Link
        to={`/search?q=${encodeURIComponent(suggestion)}`}
        className="font-semibold italic text-primary underline underline-offset-4"
      >
        {suggestion}
      </Link>
      ?
      {showingCorrection && (
        <span className="block text-sm text-muted-foreground">{DIRECTORY.showingCorrection(typed)}</span>
      )}
    </p>
  );
}
