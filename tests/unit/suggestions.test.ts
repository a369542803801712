import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createSuggestionsController,
  parseSuggestions,
  type Suggestion,
  suggestionHref,
} from "../../src/web/features/marketing/suggestions";

const ADA: Suggestion = { type: "professional", text: "Ada Lovelace", subtitle: "Analyst", professionalId: "p-1" };

describe("suggestion timing", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make(results: Suggestion[] = [ADA]) {
    const fetcher = vi.fn(async (_q: string, _s: AbortSignal) => results);
    const c = createSuggestionsController(fetcher);
    return { c, fetcher };
  }

  it("debounces requests 300 ms after the last keystroke", async () => {
    const { c, fetcher } = make();
    c.focus();
    c.input("a");
    await vi.advanceTimersByTimeAsync(200);
    c.input("ad");
    await vi.advanceTimersByTimeAsync(299);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe("ad");
    expect(c.getState()).toMatchObject({ open: true, suggestions: [ADA], loading: false });
  });

  it("never asks for a blank query and clears the list", async () => {
    const { c, fetcher } = make();
    c.focus();
    c.input("ada");
    await vi.advanceTimersByTimeAsync(300);
    c.input("   ");
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(c.getState()).toMatchObject({ open: false, suggestions: [] });
  });

  it("stays open for 200 ms after blur, then hides", async () => {
    const { c } = make();
    c.focus();
    c.input("ada");
    await vi.advanceTimersByTimeAsync(300);
    c.blur();
    await vi.advanceTimersByTimeAsync(199);
    expect(c.getState().open).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(c.getState().open).toBe(false);
  });

  it("refocusing within 200 ms keeps it open", async () => {
    const { c } = make();
    c.focus();
    c.input("ada");
    await vi.advanceTimersByTimeAsync(300);
    c.blur();
    await vi.advanceTimersByTimeAsync(150);
    c.focus();
    await vi.advanceTimersByTimeAsync(500);
    expect(c.getState().open).toBe(true);
  });

  it("shows while focused and non-empty only", () => {
    const { c } = make();
    c.input("ada");
    expect(c.getState().open).toBe(true);
    c.close();
    expect(c.getState().open).toBe(false);
    c.focus();
    expect(c.getState().open).toBe(true);
  });

  it("a failing request leaves the list empty", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const c = createSuggestionsController(async () => {
      throw new Error("boom");
    });
    c.focus();
    c.input("ada");
    await vi.advanceTimersByTimeAsync(300);
    expect(c.getState()).toMatchObject({ suggestions: [], loading: false, open: true });
    warn.mockRestore();
  });

  it("drops a slow earlier answer once the query changed", async () => {
    let resolveFirst: (v: Suggestion[]) => void = () => {};
    const fetcher = vi
      .fn<(q: string, s: AbortSignal) => Promise<Suggestion[]>>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockImplementationOnce(async () => [{ type: "location", text: "Austin, TX" }]);
    const c = createSuggestionsController(fetcher);
    c.input("a");
    await vi.advanceTimersByTimeAsync(300);
    c.input("au");
    await vi.advanceTimersByTimeAsync(300);
    resolveFirst([ADA]);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.getState().suggestions).toEqual([{ type: "location", text: "Austin, TX" }]);
    expect(fetcher.mock.calls[0]?.[1].aborted).toBe(true);
  });

  it("caps the list at 8 suggestions", async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ type: "location" as const, text: `City ${i}` }));
    const { c } = make(many);
    c.input("city");
    await vi.advanceTimersByTimeAsync(300);
    expect(c.getState().suggestions).toHaveLength(8);
  });
});

describe("suggestion targets and parsing", () => {
  it("a professional opens the profile, a location searches", () => {
    expect(suggestionHref(ADA)).toBe("/profile/p-1");
    expect(suggestionHref({ type: "location", text: "Austin, TX" })).toBe("/search?q=Austin%2C%20TX");
  });

  it("parses snake_case and wrapped answers and drops junk", () => {
    expect(
      parseSuggestions({
        suggestions: [
          { type: "professional", text: "Ada", professional_id: "p-1", profile_picture: "/a.png" },
          { type: "bogus", text: "x" },
          { type: "location", text: "" },
          null,
        ],
      }),
    ).toEqual([{ type: "professional", text: "Ada", subtitle: null, profilePicture: "/a.png", professionalId: "p-1" }]);
    expect(parseSuggestions("nope")).toEqual([]);
  });
});
