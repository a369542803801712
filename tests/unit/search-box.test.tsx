import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Suggestion } from "../../src/web/features/marketing/suggestions";
import { SearchBox } from "../../src/web/features/search/search-box";

const ADA: Suggestion = { type: "professional", text: "Ada Lovelace", subtitle: "Engineer", professionalId: "p-1" };
const AUSTIN: Suggestion = { type: "location", text: "Austin, TX", subtitle: "Location", professionalId: null };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  const fetcher = vi.fn(async (_q: string, _s: AbortSignal) => [ADA, AUSTIN]);
  const onSearch = vi.fn();
  const router = createMemoryRouter(
    [
      { path: "/search", element: <SearchBox initialQuery="" onSearch={onSearch} fetcher={fetcher} /> },
      { path: "/profile/:id", element: <p>profile page</p> },
    ],
    { initialEntries: ["/search"] },
  );
  render(<RouterProvider router={router} />);
  const input = screen.getByRole("combobox");
  return { fetcher, onSearch, input, router };
}
const listbox = () => screen.getByRole("listbox", { hidden: true });

describe("search page suggestions", () => {
  it("asks 300 ms after the last keystroke and shows the list while focused", async () => {
    const { fetcher, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "ad" } });
    await act(() => vi.advanceTimersByTimeAsync(250));
    fireEvent.change(input, { target: { value: "ada" } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(fetcher).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe("ada");
    expect(listbox().hidden).toBe(false);
    expect(screen.getAllByRole("option")).toHaveLength(2);
  });

  it("hides 200 ms after blur", async () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "ada" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(listbox().hidden).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(listbox().hidden).toBe(true);
  });

  it("never asks for a blank query", async () => {
    const { fetcher, input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "   " } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetcher).not.toHaveBeenCalled();
    expect(listbox().hidden).toBe(true);
  });

  it("a location searches for it; a professional opens the profile", async () => {
    const { input, onSearch, router } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "a" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(screen.getByRole("option", { name: /Austin, TX/ }));
    expect(onSearch).toHaveBeenCalledWith("Austin, TX");
    fireEvent.change(input, { target: { value: "ad" } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.click(screen.getByRole("option", { name: /Ada Lovelace/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toBe("/profile/p-1");
  });

  it("Enter submits the typed text", async () => {
    const { input, onSearch } = setup();
    fireEvent.change(input, { target: { value: "  nurse " } });
    fireEvent.submit(input.closest("form")!);
    expect(onSearch).toHaveBeenCalledWith("nurse");
  });
});
