import { z } from "zod";
import { SORT_ORDERS } from "../domain";
import { LIMITS } from "../limits";
import { SEARCH_FILTER_MAX_LENGTH, SEARCH_MAX_PAGE } from "../search-limits";
import { PublicProfessionalCard } from "./professional-card";

/** Home and search-page suggestions (SPEC §3 Suggestion). */
export const Suggestion = z.object({
  type: z.enum(["professional", "location", "trending"]),
  text: z.string(),
  subtitle: z.string().nullable(),
  profilePicture: z.string().nullable(),
  professionalId: z.string().nullable(),
});
export type Suggestion = z.infer<typeof Suggestion>;

/** Text from a query string: bounded, with NUL characters (which PostgreSQL text cannot hold) removed. */
const queryText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((s) => s.replaceAll("\u0000", ""));

export const SuggestionsQuery = z.strictObject({
  q: queryText(LIMITS.searchQueryMaxLength),
});

export const SuggestionsResponse = z.object({ suggestions: z.array(Suggestion) });
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;

// ---------------------------------------------------------------------------------------------
// GET /api/v1/search (SPEC §2 /search, §3 saved filters, §7 search call)

export { SEARCH_FILTER_MAX_LENGTH, SEARCH_MAX_PAGE };

const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();
const filterText = queryText(SEARCH_FILTER_MAX_LENGTH).optional();
const rating = z.coerce.number().min(0).max(5).optional();

/** Query string of GET /api/v1/search. Unknown parameters are refused. */
export const SearchQuery = z.strictObject({
  q: queryText(LIMITS.searchQueryMaxLength).optional(),
  city: filterText,
  state: filterText,
  country: filterText,
  industry: filterText,
  minRating: rating,
  maxRating: rating,
  verifiedOnly: flag,
  claimedOnly: flag,
  sortBy: z.enum(SORT_ORDERS).optional(),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** The public fields of a search result card. Never anything about who rated. */
export const ProfessionalCard = PublicProfessionalCard.extend({
  averageRating: z.number(),
  totalRatings: z.number().int(),
});
export type ProfessionalCard = z.infer<typeof ProfessionalCard>;

export const SearchResponse = z.object({
  professionals: z.array(ProfessionalCard),
  /** Exact when countCapped is false; otherwise at least this many match (D190: 1,000; the count endpoint, D351). */
  totalCount: z.number().int(),
  countCapped: z.boolean().default(false),
  totalPages: z.number().int(),
  page: z.number().int(),
  /**
   * The query with its probable typos corrected (D353), offered as "Did you mean …?" when the query found little and
   * the correction finds more. With `typoMatches`, the professionals are the correction's (the query found none).
   */
  didYouMean: z.string().nullable().default(null),
  typoMatches: z.boolean().default(false),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/**
 * GET /api/v1/professionals/count (D351): the exact count the search page asks for when the search said "1,000+".
 * Exact when countCapped is false; otherwise at least totalCount (10,000) match. Same query string as the search.
 */
export const CountResponse = z.object({
  totalCount: z.number().int(),
  countCapped: z.boolean(),
  totalPages: z.number().int(),
});
export type CountResponse = z.infer<typeof CountResponse>;

/**
 * Saved search filters (SPEC §3): what the search page keeps in local storage. The page reads them with a zod-free
 * equivalent (`web/features/search/filters.ts`, D287); a property test holds the two to the same answers.
 */
export const SavedSearchFilters = z.object({
  city: z.string().max(SEARCH_FILTER_MAX_LENGTH).default(""),
  state: z.string().max(SEARCH_FILTER_MAX_LENGTH).default(""),
  country: z.string().max(SEARCH_FILTER_MAX_LENGTH).default(""),
  industry: z.string().max(SEARCH_FILTER_MAX_LENGTH).default(""),
  minRating: z.number().min(0).max(5).nullable().default(null),
  maxRating: z.number().min(0).max(5).nullable().default(null),
  verifiedOnly: z.boolean().default(false),
  claimedOnly: z.boolean().default(false),
  sortBy: z.enum(SORT_ORDERS).default("rating"),
});
export type SavedSearchFilters = z.infer<typeof SavedSearchFilters>;
