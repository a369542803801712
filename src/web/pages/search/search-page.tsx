import { ChevronLeft, ChevronRight, RefreshCw, SearchX } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { UsageAlert } from "../../features/allowance/usage-alert";
import { useSignedIn, useUsage } from "../../features/allowance/use-usage";
import {
  DEFAULT_FILTERS,
  loadFilters,
  type SearchFilters,
  saveFilters,
  searchParams,
} from "../../features/search/filters";
import { FiltersPanel } from "../../features/search/filters-panel";
import { clampPage, lastReachablePage, pageFromParam } from "../../features/search/paging";
import { ProfessionalCard } from "../../features/search/professional-card";
import { usePullToRefresh } from "../../features/search/pull-to-refresh";
import { SearchBox } from "../../features/search/search-box";
import { useSearchResults } from "../../features/search/use-search";
import { startedFromServerHtml, useHydratedMark } from "../../lib/server-html";
import { usePageTitle } from "../../lib/use-page-title";

/** Text filters settle for this long before a search is sent, so typing "Denver" is one request. */
const FILTER_SETTLE_MS = 350;

function useSettled<T>(value: T, ms: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [settled, setSettled];
}

export default function SearchPage() {
  usePageTitle(DIRECTORY.searchHeading);
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = pageFromParam(params.get("page"));
  // Drawn by the server (D240), the first render is the server's: default filters; saved ones follow at once (no
  // settling wait), and the page says it has hydrated only then.
  const [fromServer] = useState(startedFromServerHtml);
  const [restored, setRestored] = useState(!fromServer);
  const [filters, setFilters] = useState<SearchFilters>(() => (fromServer ? { ...DEFAULT_FILTERS } : loadFilters()));
  const [settledFilters, settleNow] = useSettled(filters, FILTER_SETTLE_MS);
  useEffect(() => {
    if (!fromServer) return;
    const saved = loadFilters();
    if (JSON.stringify(saved) !== JSON.stringify(DEFAULT_FILTERS)) {
      setFilters(saved);
      settleNow(saved);
    }
    setRestored(true);
  }, [fromServer, settleNow]);
  useHydratedMark(restored);
  const queryString = useMemo(() => searchParams(q, settledFilters, page), [q, settledFilters, page]);
  const results = useSearchResults(queryString);
  const signedIn = useSignedIn();
  const usage = useUsage({ enabled: signedIn, refetchMs: 30_000 });
  const { pull, ready } = usePullToRefresh(() => {
    void results.refetch();
    if (signedIn) void usage.refetch();
  });

  const setQuery = (next: { q?: string; page?: number }, options?: { replace?: boolean }) => {
    const p = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) p.set("q", next.q);
      else p.delete("q");
    }
    const nextPage = next.page ?? 1;
    if (nextPage > 1) p.set("page", String(nextPage));
    else p.delete("page");
    setParams(p, options);
  };
  const changeFilters = (next: SearchFilters) => {
    setFilters(next);
    saveFilters(next);
    if (page !== 1) setQuery({ page: 1 });
  };
  const clearAll = () => {
    changeFilters({ ...DEFAULT_FILTERS });
    setQuery({ q: "", page: 1 });
  };
  const goToPage = (n: number) => {
    setQuery({ page: n });
    window.scrollTo({ top: 0 });
  };

  const data = results.data;
  // The API serves pages up to SEARCH_MAX_PAGE; Next stops there even when more results exist.
  const lastPage = data ? lastReachablePage(data.totalPages) : 1;
  const loading = results.isPending || (results.isFetching && results.isPlaceholderData);
  const beyondLast =
    data && !results.isPlaceholderData && data.totalCount > 0 ? clampPage(page, data.totalPages) : null;

  // A page past the end shows the last page, in place (no history entry for the address nobody chose).
  // biome-ignore lint/correctness/useExhaustiveDependencies: setQuery is rebuilt each render; the target decides
  useEffect(() => {
    if (beyondLast !== null) setQuery({ page: beyondLast }, { replace: true });
  }, [beyondLast]);

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      {pull > 0 && (
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
      )}
      <h1 className="text-3xl font-bold tracking-tight">{DIRECTORY.searchHeading}</h1>
      <SearchBox initialQuery={q} onSearch={(text) => setQuery({ q: text, page: 1 })} />
      {signedIn && <UsageAlert usage={usage.data} />}
      <FiltersPanel filters={filters} onChange={changeFilters} onClear={clearAll} />

      {results.isError ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center">
          <p className="font-medium text-destructive">{DIRECTORY.searchFailed}</p>
          <Button variant="outline" className="mt-4" onClick={() => void results.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : loading || !data ? (
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
      ) : beyondLast !== null ? (
        <Skeleton className="h-5 w-48" />
      ) : data.totalCount === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-14 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold">{DIRECTORY.noResults}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{DIRECTORY.noResultsHint}</p>
          <Button variant="outline" className="mt-6" onClick={clearAll}>
            {DIRECTORY.clearFilters}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.countCapped ? DIRECTORY.foundAtLeast(data.totalCount) : DIRECTORY.found(data.totalCount)}
          </p>
          {data.professionals.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.professionals.map((p) => (
                <li key={p.id}>
                  <ProfessionalCard professional={p} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              This page is past the last result.
            </p>
          )}
          {data.totalPages > 1 && (
            <nav aria-label="Pagination" className="flex items-center justify-between gap-4 pt-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => goToPage(Math.max(1, page - 1))}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                {data.countCapped
                  ? DIRECTORY.pageOfAtLeast(Math.min(page, lastPage), data.totalPages)
                  : DIRECTORY.page(Math.min(page, lastPage), data.totalPages)}
              </span>
              <Button
                variant="outline"
                disabled={page >= lastPage}
                onClick={() => goToPage(Math.min(lastPage, page + 1))}
              >
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}
