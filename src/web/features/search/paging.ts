import { SEARCH_MAX_PAGE } from "../../../core/search-limits";

/** The `page` query parameter as a page number: a whole number from 1, never past what the API serves. */
export function pageFromParam(raw: string | null): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, SEARCH_MAX_PAGE);
}

/** The last page a person can reach for `totalPages` results (the API stops at SEARCH_MAX_PAGE). */
export function lastReachablePage(totalPages: number): number {
  return Math.max(1, Math.min(totalPages, SEARCH_MAX_PAGE));
}

/**
 * Where a page past the end of the results should go instead (an old link, a hand-edited address, results that
 * shrank since): the last page. `null` when `page` is fine.
 */
export function clampPage(page: number, totalPages: number): number | null {
  const last = lastReachablePage(totalPages);
  return page > last ? last : null;
}
