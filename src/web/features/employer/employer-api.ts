import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RosterQuery } from "../../../core/contracts/employer";
import type { VerificationRequestStatus } from "../../../core/domain";
import { type ApiAnswer, ApiError, apiCall } from "../../lib/api";
import { localDateTime, localizeInstants } from "../../lib/local-time";

export const OVERVIEW_KEY = ["employer", "overview"] as const;
export const HISTORY_KEY = ["employer", "ratings"] as const;
export const ROSTER_KEY = ["employer", "roster"] as const;

export type RosterFilters = Partial<Omit<RosterQuery, "page">> & { page?: number };

/** The query of GET /employer/roster: empty values are left out (the server refuses unknown values). */
function rosterQuery(filters: RosterFilters): RosterFilters {
  const query: RosterFilters = { ...filters };
  for (const key of Object.keys(query) as Array<keyof RosterFilters>)
    if (query[key] === undefined || query[key] === "") delete query[key];
  if (query.page === 1) delete query.page;
  return query;
}

/** The same query as a query string (the roster's cache key and links). */
export function rosterSearch(filters: RosterFilters): string {
  const text = new URLSearchParams(Object.entries(rosterQuery(filters)).map(([k, v]) => [k, String(v)])).toString();
  return text ? `?${text}` : "";
}

/** One page of the roster; the previous page stays on screen while the next loads. */
export function useRoster(filters: RosterFilters, options: { enabled?: boolean } = {}) {
  const search = rosterSearch(filters);
  return useQuery({
    queryKey: [...ROSTER_KEY, search],
    queryFn: () => apiCall("GET /employer/roster", { query: rosterQuery(filters) }),
    enabled: options.enabled ?? true,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useEmployerOverview() {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: async () => {
      const overview = await apiCall("GET /employer/overview");
      return {
        ...overview,
        ratingBlockedReason: overview.ratingBlockedReason && localizeInstants(overview.ratingBlockedReason),
      };
    },
    staleTime: 15_000,
  });
}

/** One page (1-based, 20 per page) of the employer's own ratings; the previous page stays on screen while the next loads. */
export function useRatingHistory(page = 1) {
  return useQuery({
    queryKey: [...HISTORY_KEY, "page", page],
    queryFn: () => apiCall("GET /employer/ratings", { query: { page } }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

/** One of the employer's own ratings with the server's time, as the edit form reads it. */
export type OwnRating = ApiAnswer<"GET /employer/ratings/:ratingId">;

/** One of the employer's own ratings (the edit form); disabled without an id. */
export function useOwnRating(ratingId: string | null) {
  return useQuery({
    queryKey: [...HISTORY_KEY, "one", ratingId],
    enabled: Boolean(ratingId),
    queryFn: () => apiCall("GET /employer/ratings/:ratingId", { params: { ratingId: ratingId ?? "" } }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** "3 h 12 min" until `until`, from `now`; null once passed. */
/** The edit window (SPEC: 24 hours): a countdown never shows more than the window itself. */
const EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What is left of an edit window, in whole minutes rounded down, as a countdown reads: right after rating "24 h 0 min"
 * (rounding up, with the server's clock a moment ahead of ours, read "24 h 1 min", more than the window), in the last
 * minute "under 1 min".
 */
export function timeLeft(until: string | Date, now: number): string | null {
  const ms = Math.min(new Date(until).getTime() - now, EDIT_WINDOW_MS);
  if (ms <= 0) return null;
  const totalMinutes = Math.floor(ms / 60_000);
  if (totalMinutes === 0) return "under 1 min";
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "–";
  return localDateTime(iso);
}

export const VERIFICATION_LABELS: Record<string, string> = {
  unverified: "Not verified",
  pending: "Under review",
  verified: "Verified",
  rejected: "Not approved",
};

export const METHOD_LABELS: Record<string, string> = {
  email_domain: "Business e-mail",
  ein: "EIN",
  state_registration: "State registration",
};

/** The method inside a sentence: "verified by business e-mail", "your EIN request". */
export function methodInSentence(method: string | null | undefined): string {
  if (!method) return "review";
  if (method === "ein") return "EIN";
  return (METHOD_LABELS[method] ?? method).toLowerCase();
}

export const REQUEST_STATUS_LABELS: Record<VerificationRequestStatus, string> = {
  pending: "Under review",
  approved: "Approved",
  rejected: "Not approved",
  superseded: "Superseded",
};
