import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_MAX_PAGE } from "../../src/core/contracts/search";
import { DIRECTORY } from "../../src/core/messages";
import { clampPage, pageFromParam } from "../../src/web/features/search/paging";
import SearchPage from "../../src/web/pages/search/search-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("search page numbers (issue 20 §4)", () => {
  it("reads the page parameter as a whole number from 1 up to what the API serves", () => {
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam("0")).toBe(1);
    expect(pageFromParam("-3")).toBe(1);
    expect(pageFromParam("2.5")).toBe(1);
    expect(pageFromParam("abc")).toBe(1);
    expect(pageFromParam("7")).toBe(7);
    expect(pageFromParam("3000")).toBe(SEARCH_MAX_PAGE);
  });
  it("sends a page past the end to the last page", () => {
    expect(clampPage(99, 3)).toBe(3);
    expect(clampPage(3, 3)).toBeNull();
    expect(clampPage(1, 0)).toBeNull();
    expect(clampPage(SEARCH_MAX_PAGE, 10_000)).toBeNull();
  });

  /** A directory of 45 nurses: 3 pages of 20. */
  function stubApi() {
    const asked: number[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname === "/api/v1/me") return Response.json({ user: null });
        if (url.pathname !== "/api/v1/search") return Response.json({}, { status: 404 });
        const page = Number(url.searchParams.get("page") ?? 1);
        if (page > SEARCH_MAX_PAGE)
          return Response.json({ error: { code: "validation_failed", message: "x" } }, { status: 400 });
        asked.push(page);
        const rows =
          page <= 3
            ? [
                {
                  id: `p${page}`,
                  firstName: "Nia",
                  lastName: `Page${page}`,
                  headline: "Nurse",
                  city: null,
                  state: null,
                  country: null,
                  profilePicture: null,
                  averageRating: 4,
                  totalRatings: 1,
                  verifiedEmployersCount: 1,
                  isClaimed: false,
                },
              ]
            : [];
        return Response.json({ professionals: rows, totalCount: 45, totalPages: 3, page });
      }),
    );
    return asked;
  }

  it.each(["99", "3000"])("/search?q=nurse&page=%s shows the last page, 'Page 3 of 3'", async (page) => {
    const asked = stubApi();
    const router = createMemoryRouter([{ path: "/search", element: <SearchPage /> }], {
      initialEntries: [`/search?q=nurse&page=${page}`],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText(DIRECTORY.page(3, 3))).toBeTruthy());
    expect(router.state.location.search).toBe("?q=nurse&page=3");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.queryByText(DIRECTORY.searchFailed)).toBeNull();
    expect(asked.at(-1)).toBe(3);
  });
});
