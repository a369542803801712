import { UsageResponse } from "../contracts/profile";
import { CountResponse, SearchQuery, SearchResponse, SuggestionsQuery, SuggestionsResponse } from "../contracts/search";
import { route } from "./declare";

/** The routes of `src/server/routes/search/search.routes.ts` (D0374). */
export const SEARCH_ROUTES = {
  getSearch: route({
    method: "GET",
    path: "/search",
    policy: "search:read",
    query: SearchQuery,
    response: { 200: SearchResponse },
  }),
  getProfessionalsCount: route({
    method: "GET",
    path: "/professionals/count",
    policy: "search:count",
    query: SearchQuery,
    response: { 200: CountResponse },
  }),
  getSearchSuggestions: route({
    method: "GET",
    path: "/search/suggestions",
    policy: "search:suggest",
    query: SuggestionsQuery,
    response: { 200: SuggestionsResponse },
  }),
  getUsage: route({ method: "GET", path: "/usage", policy: "usage:read", response: { 200: UsageResponse } }),
};
