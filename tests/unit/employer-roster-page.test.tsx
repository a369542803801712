import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RosterMember } from "../../src/core/contracts/employer";
import { EMPLOYER } from "../../src/core/messages";
import RosterPage from "../../src/web/pages/employer/roster";
import { rosterPage } from "./employer-fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = (over: Partial<RosterMember> = {}): RosterMember => ({
  professionalId: "11111111-1111-4111-8111-111111111111",
  firstName: "Ada",
  lastName: "Stone",
  headline: null,
  city: null,
  state: null,
  employmentStatus: "former",
  startDate: "2021-01-01",
  endDate: "2024-06-30",
  claimed: true,
  invitation: "not_invited",
  rating: null,
  addedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function setup(answers: Array<() => Response>, url = "/dashboard/employer/roster") {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      calls.push(input);
      return (answers.shift() ?? answers.at(-1) ?? (() => json(200, rosterPage([]))))();
    }),
  );
  const router = createMemoryRouter(
    [
      { path: "/dashboard/employer/roster", element: <RosterPage /> },
      { path: "/dashboard/employer/rate", element: <p>rate page</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

describe("roster page", () => {
  it("shows loading, then the error with a retry that loads the list", async () => {
    setup([() => json(500, { error: { code: "internal", message: "boom" } }), () => json(200, rosterPage([member()]))]);
    expect(screen.getByRole("status").textContent).toBe("Loading your roster");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(EMPLOYER.rosterLoadFailed);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Ada Stone");
    expect(screen.getByText("Former · Jan 2021 – Jun 2024")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Rate Ada Stone" }).getAttribute("href")).toBe(
      "/dashboard/employer/rate?person=11111111-1111-4111-8111-111111111111",
    );
  });

  it("tells an empty roster from a search that matches no one", async () => {
    setup([() => json(200, rosterPage([]))]);
    await screen.findByText(/No one is on your roster yet/);
    cleanup();
    setup([() => json(200, rosterPage([], { rosterSize: 4 }))], "/dashboard/employer/roster?q=zed");
    await screen.findByText("No one on your roster matches");
    expect(screen.getByRole("button", { name: "Clear search and filters" })).toBeTruthy();
  });

  it("sends search and filters to the server and keeps them in the URL", async () => {
    const { calls, router } = setup([() => json(200, rosterPage([member({ rating: { id: "r1", editable: true } })]))]);
    await screen.findByText("Ada Stone");
    expect(screen.getByRole("link", { name: "Edit your rating of Ada Stone" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Rating"), { target: { value: "no" } });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search by name" }), { target: { value: " ada " } });
    fireEvent.submit(screen.getByRole("search", { name: "Search your roster" }));
    await vi.waitFor(() => expect(calls.at(-1)).toBe("/api/v1/employer/roster?q=ada&rated=no"));
    expect(router.state.location.search).toBe("?q=ada&rated=no");
  });
});
