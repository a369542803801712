import type { SavedSearchFilters } from "../../../core/contracts/search";
import { SORT_ORDERS } from "../../../core/domain";
import { SEARCH_FILTER_MAX_LENGTH } from "../../../core/search-limits";

/** The search page's filters (SPEC §3 saved search filters), kept in local storage between visits. */
export type SearchFilters = SavedSearchFilters;

export const FILTERS_STORAGE_KEY = "standing.search-filters";

/** `SavedSearchFilters.parse({})`, written out (a unit test holds them equal). */
export const DEFAULT_FILTERS: SearchFilters = {
  city: "",
  state: "",
  country: "",
  industry: "",
  minRating: null,
  maxRating: null,
  verifiedOnly: false,
  claimedOnly: false,
  sortBy: "rating",
};

/**
 * What `SavedSearchFilters.safeParse(value)` answers, without zod (D287): the search page reads its saved filters on
 * its first render, and zod's runtime was a sixth of the page's main-thread work on a phone. Unknown keys are
 * dropped, a missing (or undefined) key takes its default, anything else out of shape makes the whole value
 * unreadable (`null`). `tests/unit/zod-free-readers.test.ts` checks it against the schema on generated values.
 */
export function savedFiltersFrom(value: unknown): SearchFilters | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown, dflt: string) =>
    x === undefined ? dflt : typeof x === "string" && x.length <= SEARCH_FILTER_MAX_LENGTH ? x : undefined;
  const rating = (x: unknown) =>
    x === undefined || x === null
      ? null
      : typeof x === "number" && Number.isFinite(x) && x >= 0 && x <= 5
        ? x
        : undefined;
  const flag = (x: unknown) => (x === undefined ? false : typeof x === "boolean" ? x : undefined);
  const sortBy =
    v.sortBy === undefined
      ? "rating"
      : (SORT_ORDERS as readonly unknown[]).includes(v.sortBy)
        ? (v.sortBy as SearchFilters["sortBy"])
        : undefined;
  const read = {
    city: text(v.city, ""),
    state: text(v.state, ""),
    country: text(v.country, ""),
    industry: text(v.industry, ""),
    minRating: rating(v.minRating),
    maxRating: rating(v.maxRating),
    verifiedOnly: flag(v.verifiedOnly),
    claimedOnly: flag(v.claimedOnly),
    sortBy,
  };
  return Object.values(read).some((x) => x === undefined) ? null : (read as SearchFilters);
}

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem?(key: string): void;
}

/** The browser's localStorage, or null where it is blocked (private modes can throw on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Saved filters, or the defaults when nothing is saved or what is saved cannot be read
 * (not JSON, wrong shape, out-of-range values): SPEC §2 says unparseable saved filters are ignored.
 */
export function loadFilters(storage: Storage | null = browserStorage()): SearchFilters {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(FILTERS_STORAGE_KEY) ?? null;
  } catch {
    return { ...DEFAULT_FILTERS };
  }
  if (!raw) return { ...DEFAULT_FILTERS };
  try {
    return savedFiltersFrom(JSON.parse(raw)) ?? { ...DEFAULT_FILTERS };
  } catch {
    return { ...DEFAULT_FILTERS };
  }
}

export function saveFilters(filters: SearchFilters, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(FILTERS_STORAGE_KEY, JSON.stringify(filters));
  } catch {
    // Storage full or blocked: filters simply are not remembered.
  }
}

/** How many filters differ from the defaults (the sort order is not a filter). */
export function activeFilterCount(f: SearchFilters): number {
  return (
    [f.city, f.state, f.country, f.industry].filter((v) => v.trim() !== "").length +
    (f.minRating !== null ? 1 : 0) +
    (f.maxRating !== null ? 1 : 0) +
    (f.verifiedOnly ? 1 : 0) +
    (f.claimedOnly ? 1 : 0)
  );
}

/** The GET /api/v1/search query string for a query text, filters and page. Blank values are left out. */
export function searchParams(q: string, f: SearchFilters, page: number): string {
  const p = new URLSearchParams();
  if (q.trim()) p.set("q", q.trim());
  for (const key of ["city", "state", "country", "industry"] as const) {
    const v = f[key].trim();
    if (v) p.set(key, v);
  }
  if (f.minRating !== null) p.set("minRating", String(f.minRating));
  if (f.maxRating !== null) p.set("maxRating", String(f.maxRating));
  if (f.verifiedOnly) p.set("verifiedOnly", "true");
  if (f.claimedOnly) p.set("claimedOnly", "true");
  if (f.sortBy !== "rating") p.set("sortBy", f.sortBy);
  if (page > 1) p.set("page", String(page));
  return p.toString();
}
