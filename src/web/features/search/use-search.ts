import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchResponse } from "../../../core/contracts/search";
import { EXACT_COUNT_BOUND } from "../../../core/search-limits";
import { apiCall } from "../../lib/api";

/** One results page (GET /api/v1/search); cached 5 minutes by the app-wide query defaults (SPEC §9). */
export function useSearchResults(queryString: string) {
  return useQuery({
    queryKey: ["search", queryString],
    queryFn: ({ signal }) => apiCall("GET /search", { query: new URLSearchParams(queryString), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Whether a search answer's count is the provisional "1,000+" the count endpoint makes exact (D351). */
export function countPending(data: Pick<SearchResponse, "countCapped" | "totalCount"> | undefined): boolean {
  return !!data && data.countCapped && data.totalCount < EXACT_COUNT_BOUND;
}

/**
 * The exact count behind a "1,000+" (GET /api/v1/professionals/count, D351), asked only when the search hit its
 * bound. Keyed without the page and the order, which do not change it, so paging asks once.
 */
export function useExactCount(queryString: string, data: SearchResponse | undefined) {
  const p = new URLSearchParams(queryString);
  p.delete("page");
  p.delete("sortBy");
  const countQuery = p.toString();
  return useQuery({
    queryKey: ["search-count", countQuery],
    queryFn: ({ signal }) => apiCall("GET /professionals/count", { query: p, signal }),
    enabled: countPending(data),
  });
}
