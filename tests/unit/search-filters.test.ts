import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  FILTERS_STORAGE_KEY,
  loadFilters,
  saveFilters,
  searchParams,
} from "../../src/web/features/search/filters";
import { pullDecision } from "../../src/web/features/search/pull-to-refresh";
import { throwingStorage } from "./memory-storage";

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

describe("saved search filters", () => {
  it("round-trips through storage", () => {
    const s = memory();
    const filters = { ...DEFAULT_FILTERS, city: "Denver", minRating: 4, verifiedOnly: true, sortBy: "recent" as const };
    saveFilters(filters, s);
    expect(JSON.parse(s.map.get(FILTERS_STORAGE_KEY)!)).toEqual(filters);
    expect(loadFilters(s)).toEqual(filters);
  });

  it("defaults when nothing is saved", () => {
    expect(loadFilters(memory())).toEqual(DEFAULT_FILTERS);
    expect(loadFilters(null)).toEqual(DEFAULT_FILTERS);
  });

  it("ignores saved data that cannot be parsed", () => {
    for (const raw of [
      "{not json",
      "null",
      "42",
      '"text"',
      "[]",
      '{"minRating": 9}',
      '{"sortBy": "random"}',
      '{"city": 5}',
    ]) {
      expect(loadFilters(memory({ [FILTERS_STORAGE_KEY]: raw })), raw).toEqual(DEFAULT_FILTERS);
    }
  });

  it("fills missing keys of an older saved shape with defaults", () => {
    expect(loadFilters(memory({ [FILTERS_STORAGE_KEY]: '{"city":"Austin"}' }))).toEqual({
      ...DEFAULT_FILTERS,
      city: "Austin",
    });
  });

  it("survives storage that throws", () => {
    const broken = throwingStorage("SecurityError", "QuotaExceeded");
    expect(loadFilters(broken)).toEqual(DEFAULT_FILTERS);
    expect(() => saveFilters(DEFAULT_FILTERS, broken)).not.toThrow();
  });

  it("builds the API query string without blank values", () => {
    expect(searchParams("", DEFAULT_FILTERS, 1)).toBe("");
    expect(
      searchParams(
        " nurse ",
        { ...DEFAULT_FILTERS, city: " Denver ", maxRating: 4.5, claimedOnly: true, sortBy: "alphabetical" },
        3,
      ),
    ).toBe("q=nurse&city=Denver&maxRating=4.5&claimedOnly=true&sortBy=alphabetical&page=3");
  });

  it("counts active filters (sort order excluded)", () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, sortBy: "recent" })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, state: "CO", minRating: 0, verifiedOnly: true })).toBe(3);
  });
});

describe("pull to refresh", () => {
  it("refreshes from 80 px pulled at the top of the page only", () => {
    expect(pullDecision(100, 179, 0)).toEqual({ pull: 79, ready: false });
    expect(pullDecision(100, 180, 0)).toEqual({ pull: 80, ready: true });
    expect(pullDecision(100, 300, 10)).toEqual({ pull: 0, ready: false });
    expect(pullDecision(null, 300, 0)).toEqual({ pull: 0, ready: false });
    expect(pullDecision(100, 50, 0)).toEqual({ pull: 0, ready: false });
  });
});
