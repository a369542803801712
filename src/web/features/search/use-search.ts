import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchResponse } from "../../../core/contracts/search";
import { api } from "../../lib/api";

/** One results page (GET /api/v1/search); cached 5 minutes by the app-wide query defaults (SPEC §9). */
export function useSearchResults(queryString: string) {
  return useQuery({
    queryKey: ["search", queryString],
    queryFn: ({ signal }) => api<SearchResponse>(`/search${queryString ? `?${queryString}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
