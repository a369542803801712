-- A search's words and its filter keys in one GIN index (D295). With words and a filter key, the count and the
-- gathered page ANDed two bitmaps: the words' (a few thousand entries) and the key's (an industry: 100,000 entries,
-- 12-16 ms to read), 19-31 ms for "teacher" in Healthcare at 1 M. Indexed together, one GIN scan intersects the
-- posting lists and skips through the long one: 2-4 ms. The keys are those of professional_facets() (D245), each
-- prefixed with "~": a query word is letters and digits only (queries/search.ts queryWords), so neither a word nor
-- a word's prefix ("clai:*") can match a key. The expression is the one queries/search.ts writes (WORDS_AND_FACETS).
-- professional_facets is named with its schema: PostgreSQL 17 (PGlite) builds an index and analyzes with the
-- search_path set to pg_catalog only.
CREATE FUNCTION professional_facet_lexemes(headline text, city text, state text, average_rating numeric, is_claimed boolean, verified_employers_count integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT '~' || k FROM unnest(public.professional_facets(headline, city, state, average_rating, is_claimed, verified_employers_count)) AS k
  ))
$$;
--> statement-breakpoint
CREATE INDEX "professionals_words_facets_idx" ON "professionals" USING gin ((search_vector || professional_facet_lexemes(headline, city, state, average_rating, is_claimed, verified_employers_count)));
--> statement-breakpoint
ANALYZE professionals;
