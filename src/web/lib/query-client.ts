import { QueryClient } from "@tanstack/react-query";
import { QUERY_CACHE } from "../../core/limits";

/** The browser's one query cache (the app, or all the islands of a prerendered page, share it). */
export function createBrowserQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE.staleTimeMs,
        gcTime: QUERY_CACHE.gcTimeMs,
        retry: QUERY_CACHE.retry,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
      },
    },
  });
}
