import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me, MeResponse } from "../../../core/contracts/auth";
import { useHydrated } from "../../lib/use-hydrated";

/** The session lives under one query key; other features (usage, pricing) read the same entry. */
export const ME_KEY = ["me"] as const;

/**
 * Every call to /me slides the server session forward (better-auth updateAge), so polling every
 * 5 minutes is our "refresh shortly before expiry" (SPEC §4). No refetch on window focus (SPEC §9).
 */
export const SESSION_REFRESH_MS = 5 * 60_000;

/** Error of GET /me, with the HTTP status (0 when the network failed). */
export class SessionError extends Error {
  constructor(readonly status: number) {
    super(`GET /api/v1/me failed (${status})`);
  }
}

/**
 * GET /api/v1/me with a bare fetch: the header and the route guard sit in the first bundle, and the
 * shared `api()` client would pull the zod error schema into it.
 */
export async function fetchMe(): Promise<MeResponse> {
  let response: Response;
  try {
    response = await fetch("/api/v1/me", { credentials: "same-origin", headers: { accept: "application/json" } });
  } catch {
    throw new SessionError(0);
  }
  if (response.status === 401) return { user: null };
  if (!response.ok) throw new SessionError(response.status);
  return (await response.json()) as MeResponse;
}

export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: fetchMe,
  refetchInterval: SESSION_REFRESH_MS,
  refetchOnWindowFocus: false,
});

export type SessionState =
  | { status: "loading"; user: null }
  | { status: "signed-out"; user: null }
  | { status: "signed-in"; user: Me };

/** Pure: the session as the UI sees it, from the query's data and status. A failed refresh with no data signs out. */
export function sessionStateOf(query: { data?: MeResponse; isPending: boolean; isError: boolean }): SessionState {
  if (query.data?.user) return { status: "signed-in", user: query.data.user };
  if (query.data) return { status: "signed-out", user: null };
  if (query.isError) return { status: "signed-out", user: null };
  return { status: "loading", user: null };
}

const LOADING: SessionState = { status: "loading", user: null };

/**
 * The session. While a prerendered island hydrates it is "loading", as when the page was prerendered: the islands
 * of a page share one query cache and hydrate one after another, so a later island would otherwise see the
 * session an earlier one already fetched and draw other markup than the HTML (React error #418, the page redrawn).
 * Right after hydrating, the island draws the real state.
 */
export function useSession(): SessionState & { refetch: () => Promise<unknown> } {
  const query = useQuery(meQuery);
  const hydrated = useHydrated();
  return { ...(hydrated ? sessionStateOf(query) : LOADING), refetch: query.refetch };
}
