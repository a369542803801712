-- Search filters as exact keys of one GIN index (D245). Each key stands for exactly one filter condition, so
-- `professional_facets(...) @> ARRAY['claimed', 'industry:healthcare', 'rating>=4.5']` keeps the same rows as
-- `is_claimed AND lower(headline) LIKE '%healthcare%' AND average_rating >= 4.5`, and one index scan intersects
-- the posting lists (543 of 900 k public rows) where the trigram bitmap on headline had 90 k candidates to read.
-- queries/search.ts (FACET_INDUSTRIES, FACET_RATINGS) must list the same industries and thresholds: a filter value
-- not in the lists is matched as before (trigram "contains", numeric comparison). NULL keys (no city) are removed.
-- The index is not partial: the planner ignores a partial index's statistics on its expression, and without them
-- it estimated "verified" (55 % of public rows) at 0.5 % and intersected it with a rare word's bitmap.
CREATE FUNCTION professional_facets(headline text, city text, state text, average_rating numeric, is_claimed boolean, verified_employers_count integer)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN is_claimed THEN 'claimed' END,
    CASE WHEN verified_employers_count > 0 THEN 'verified' END,
    CASE WHEN average_rating >= 1 THEN 'rating>=1' END,
    CASE WHEN average_rating >= 2 THEN 'rating>=2' END,
    CASE WHEN average_rating >= 3 THEN 'rating>=3' END,
    CASE WHEN average_rating >= 3.5 THEN 'rating>=3.5' END,
    CASE WHEN average_rating >= 4 THEN 'rating>=4' END,
    CASE WHEN average_rating >= 4.5 THEN 'rating>=4.5' END,
    CASE WHEN average_rating >= 5 THEN 'rating>=5' END,
    CASE WHEN lower(headline) LIKE '%technology%' THEN 'industry:technology' END,
    CASE WHEN lower(headline) LIKE '%healthcare%' THEN 'industry:healthcare' END,
    CASE WHEN lower(headline) LIKE '%retail%' THEN 'industry:retail' END,
    CASE WHEN lower(headline) LIKE '%hospitality%' THEN 'industry:hospitality' END,
    CASE WHEN lower(headline) LIKE '%logistics%' THEN 'industry:logistics' END,
    CASE WHEN lower(headline) LIKE '%construction%' THEN 'industry:construction' END,
    CASE WHEN lower(headline) LIKE '%finance%' THEN 'industry:finance' END,
    CASE WHEN lower(headline) LIKE '%education%' THEN 'industry:education' END,
    CASE WHEN lower(headline) LIKE '%marketing%' THEN 'industry:marketing' END,
    CASE WHEN lower(headline) LIKE '%customer service%' THEN 'industry:customer service' END,
    'city:' || lower(city),
    'state:' || lower(state)
  ], NULL)
$$;
--> statement-breakpoint
CREATE INDEX "professionals_facets_idx" ON "professionals" USING gin (professional_facets(headline, city, state, average_rating, is_claimed, verified_employers_count));
--> statement-breakpoint
ANALYZE professionals;
