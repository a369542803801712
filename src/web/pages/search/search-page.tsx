import { useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { SearchResponse } from "../../../core/contracts/search";
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
import {
  DidYouMean,
  NoResults,
  PullIndicator,
  ResultsSkeleton,
  SearchFailed,
} from "../../features/search/search-states";
import { countPending, useExactCount, useSearchResults } from "../../features/search/use-search";
import { FILTER_SETTLE_MS, useSettled } from "../../features/search/use-settled";
import { startedFromServerHtml, useHydratedMark } from "../../lib/server-html";
import { usePageTitle } from "../../lib/use-page-title";
import { island } from "../../prerender/island";

/** The first page of results the server drew a visitor's page from: its query string and the API's answer. */
export interface FirstResults {
  key: string;
  data: SearchResponse;
}

/**
 * The page as an island (D288). A visitor's search page is drawn by the server and hydrated island by island, like a
 * profile: this island waits until the visitor touches, focuses or presses something in it (or has saved filters,
 * which change what it shows: prerender/gate.ts), so the results are read without the page's hydration on load.
 * Its props carry the first results, which it puts in the query cache before drawing, as the server did.
 */
export function SearchPageIsland({ first }: { first?: FirstResults }) {
  const queryClient = useQueryClient();
  useState(() => {
    if (first && queryClient.getQueryData(["search", first.key]) === undefined)
      queryClient.setQueryData(["search", first.key], first.data);
  });
  return <SearchPage />;
}
const SearchIsland = island("search-page", SearchPageIsland);

/**
 * The route's page. Drawing a visitor's page on the server (prerender/render-app.tsx), it hands the island the
 * results the server fetched for the address; in the browser the island is the page itself.
 */
export default function SearchRoute() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  if (typeof document !== "undefined") return <SearchIsland />;
  const key = searchParams(params.get("q") ?? "", DEFAULT_FILTERS, pageFromParam(params.get("page")));
  const data = queryClient.getQueryData<SearchResponse>(["search", key]);
  return <SearchIsland {...(data ? { first: { key, data } } : {})} />;
}

function SearchPage() {
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
  // "1,000+" until the exact count arrives (D351), then that count; only the search's own answer otherwise.
  const exact = useExactCount(queryString, results.isPlaceholderData ? undefined : data);
  const pending = countPending(data) && !exact.data;
  const count = data && countPending(data) && exact.data ? exact.data : data;
  // The API serves pages up to SEARCH_MAX_PAGE; Next stops there even when more results exist.
  const lastPage = count ? lastReachablePage(count.totalPages) : 1;
  const loading = results.isPending || (results.isFetching && results.isPlaceholderData);
  const beyondLast =
    count && !pending && !results.isPlaceholderData && count.totalCount > 0 ? clampPage(page, count.totalPages) : null;

  // A page past the end shows the last page, in place (no history entry for the address nobody chose).
  // biome-ignore lint/correctness/useExhaustiveDependencies: setQuery is rebuilt each render; the target decides
  useEffect(() => {
    if (beyondLast !== null) setQuery({ page: beyondLast }, { replace: true });
  }, [beyondLast]);

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <PullIndicator pull={pull} ready={ready} />
      <h1 className="text-3xl font-bold tracking-tight">{DIRECTORY.searchHeading}</h1>
      <SearchBox initialQuery={q} onSearch={(text) => setQuery({ q: text, page: 1 })} />
      {signedIn && <UsageAlert usage={usage.data} />}
      <FiltersPanel filters={filters} onChange={changeFilters} onClear={clearAll} />

      {results.isError ? (
        <SearchFailed onRetry={() => void results.refetch()} />
      ) : loading || !data ? (
        <ResultsSkeleton />
      ) : beyondLast !== null ? (
        <Skeleton className="h-5 w-48" />
      ) : data.totalCount === 0 ? (
        <NoResults onClear={clearAll} />
      ) : (
        <div className="space-y-4">
          {data.didYouMean && (
            <DidYouMean suggestion={data.didYouMean} typed={q} showingCorrection={data.typoMatches} />
          )}
          <p
            className="text-sm text-muted-foreground"
            aria-live="polite"
            data-count-pending={pending ? "" : undefined}
            data-testid="search-count"
          >
            {count?.countCapped ? DIRECTORY.foundAtLeast(count.totalCount) : DIRECTORY.found(count?.totalCount ?? 0)}
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
          {(count?.totalPages ?? 0) > 1 && (
            <nav aria-label="Pagination" className="flex items-center justify-between gap-4 pt-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => goToPage(Math.max(1, page - 1))}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {count?.countCapped
                  ? DIRECTORY.pageOfAtLeast(Math.min(page, lastPage), count.totalPages)
                  : DIRECTORY.page(Math.min(page, lastPage), count?.totalPages ?? 0)}
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
