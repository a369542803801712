import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AuthorRating, EmployerOverview } from "../../src/core/contracts/employer";
import { RecentAndNext } from "../../src/web/features/employer/overview-cards";

afterEach(cleanup);

function rating(id: string, lastName: string, status: string, editable: boolean): AuthorRating {
  const at = "2026-11-20T10:00:00.000Z";
  return {
    id,
    professional: { id: `p-${id}`, firstName: "Riley", lastName, headline: null, city: null, state: null },
    employmentStatus: "former",
    status,
    scores: {} as AuthorRating["scores"],
    score: 4,
    createdAt: at,
    updatedAt: at,
    editableUntil: at,
    editable,
  };
}

/** Issue 34 §7: the dashboard's recent ratings said nothing of a rating a dispute removed; history said "Removed". */
describe("the employer dashboard's recent ratings", () => {
  it("marks a removed and a disputed rating as the history does, and offers Edit only for an open one", () => {
    const overview = {
      recentRatings: [
        rating("a", "Open", "active", true),
        rating("b", "Gone", "removed", false),
        rating("c", "Questioned", "under_dispute", false),
      ],
      totals: { ratings: 3, editable: 1, employments: 3 },
      nextSteps: [],
    } as unknown as EmployerOverview;
    const router = createMemoryRouter([{ path: "/", element: <RecentAndNext overview={overview} /> }]);
    render(<RouterProvider router={router} />);
    const row = (name: string) => screen.getByText(`Riley ${name}`).closest("li") as HTMLElement;
    expect(within(row("Open")).getByText("Editable")).toBeTruthy();
    expect(within(row("Gone")).getByText("Removed")).toBeTruthy();
    expect(within(row("Gone")).queryByText("Editable")).toBeNull();
    expect(within(row("Questioned")).getByText("Under dispute")).toBeTruthy();
  });
});
