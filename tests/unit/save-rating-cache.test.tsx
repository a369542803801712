import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthorRating, RatingHistoryResponse, RosterResponse } from "../../src/core/contracts/employer";
import { HISTORY_KEY, OVERVIEW_KEY, ROSTER_KEY } from "../../src/web/features/employer/employer-api";
import { emptyScores, useSaveRating } from "../../src/web/features/employer/rate/rate-api";
import { rosterPage } from "./employer-fixtures";

/**
 * Issue 35 §1: a saved rating goes into the TanStack Query cache instead of the pages being fetched again. Only what
 * the answer cannot tell is asked again: the overview, and roster pages filtered by "rated".
 */

afterEach(() => vi.unstubAllGlobals());

const rating = (id: string, professionalId: string) =>
  ({ id, professional: { id: professionalId, firstName: "A", lastName: "B" } }) as unknown as AuthorRating;
const member = (professionalId: string) =>
  ({ professionalId, firstName: "A", lastName: "B", rating: null }) as unknown as RosterResponse["members"][number];
const page = (n: number, ratings: AuthorRating[], total: number): RatingHistoryResponse => ({
  ratings,
  now: "2026-11-29T00:00:00.000Z",
  page: n,
  pageSize: 2,
  total,
  totalPages: Math.ceil(total / 2),
});

function mount() {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? "GET"} ${url}`);
      if (init?.method === "POST") return Response.json({ message: "Rating saved.", rating: rating("r-new", "p-2") });
      if (url.startsWith("/api/v1/employer/roster")) return Response.json(rosterPage([]));
      return Response.json({});
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  client.setQueryData([...HISTORY_KEY, "page", 1], page(1, [rating("r-1", "p-9"), rating("r-2", "p-8")], 3));
  client.setQueryData([...HISTORY_KEY, "page", 2], page(2, [rating("r-3", "p-7")], 3));
  client.setQueryData([...ROSTER_KEY, ""], rosterPage([member("p-1"), member("p-2")]));
  client.setQueryData([...ROSTER_KEY, "?rated=no"], rosterPage([member("p-2")]));
  client.setQueryData(OVERVIEW_KEY, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const saved = vi.fn();
  const { result } = renderHook(() => useSaveRating({ onSaved: saved, onError: () => {} }), { wrapper });
  return { result, client, asked, saved };
}

describe("a new rating goes into the cache (issue 35 §1)", () => {
  it("tops history page 1, marks the person rated on the roster, and asks again only what it cannot tell", async () => {
    const { result, client, asked, saved } = mount();
    await act(() =>
      result.current.mutateAsync({ professionalId: "p-2", employmentStatus: "current", scores: emptyScores() }),
    );
    expect(saved).toHaveBeenCalledOnce();
    const first = client.getQueryData<RatingHistoryResponse>([...HISTORY_KEY, "page", 1])!;
    expect(first.ratings.map((r) => r.id)).toEqual(["r-new", "r-1"]);
    expect(first).toMatchObject({ total: 4, totalPages: 2 });
    // Page 2 shifted: stale, but not fetched until it is opened.
    expect(client.getQueryState([...HISTORY_KEY, "page", 2])?.isInvalidated).toBe(true);
    expect(client.getQueryState([...HISTORY_KEY, "page", 1])?.isInvalidated).toBe(false);
    const everyone = client.getQueryData<RosterResponse>([...ROSTER_KEY, ""])!;
    expect(everyone.members.map((m) => m.rating)).toEqual([null, { id: "r-new", editable: true }]);
    expect(client.getQueryState([...ROSTER_KEY, ""])?.isInvalidated).toBe(false);
    expect(client.getQueryState([...ROSTER_KEY, "?rated=no"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(OVERVIEW_KEY)?.isInvalidated).toBe(true);
    // The only request was the save itself: nothing is observed, so nothing invalidated is fetched here.
    expect(asked).toEqual(["POST /api/v1/employer/ratings"]);
  });
});
