/**
 * The search contract's bounds, in a module of their own without zod: the search page reads them on its first
 * render, and importing them from `contracts/search` brought zod's whole runtime into the page's first task (D287).
 */

/** Longest city/state/country/industry filter accepted. */
export const SEARCH_FILTER_MAX_LENGTH = 100;
/**
 * Deepest page served. 20 × 2,500 = 50,000 results: no person pages further with Previous/Next, and
 * it bounds the cost of an OFFSET scan (see docs/search-performance.md). Deeper pages answer 400.
 */
export const SEARCH_MAX_PAGE = 2500;

/**
 * The search answer counts exactly to 1,000 ("Found 1,000+ professionals" beyond, D190); the page then asks
 * GET /api/v1/professionals/count, exact to this bound and "10,000+" beyond (D323, D351).
 */
export const EXACT_COUNT_BOUND = 10_000;
