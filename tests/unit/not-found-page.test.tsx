import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NOT_FOUND } from "../../src/core/messages";
import NotFoundPage from "../../src/web/pages/not-found";

afterEach(cleanup);

describe("not-found page", () => {
  it("says 404 Oops! Page not found and links home", () => {
    const router = createMemoryRouter([{ path: "*", element: <NotFoundPage /> }], { initialEntries: ["/nope"] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    expect(screen.getByText(NOT_FOUND.message)).toBeTruthy();
    expect(screen.getByRole("link", { name: NOT_FOUND.home }).getAttribute("href")).toBe("/");
    expect(document.title).toContain("Page not found");
  });
});
