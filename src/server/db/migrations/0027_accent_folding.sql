-- Accent and case folding (issue 34, D321, D322): "Lefevre" finds "Lefèvre", in search, suggestions and the
-- roster's name match. standing_fold(text) is lower(unaccent(text)) with the dictionary named, declared IMMUTABLE so
-- that indexes and the generated search_vector can use it (unaccent() itself is STABLE: its rules file could change;
-- it does not under a running install, and a changed rules file means REINDEX, as with a collation). The rules are
-- PostgreSQL's own (contrib, also in PGlite); core/text-fold.ts is the same fold in JS, generated from that file.
-- Everything is named with its schema: PostgreSQL 17+ (PGlite) builds an index and analyzes with the search_path set
-- to pg_catalog only.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE FUNCTION standing_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1));
--> statement-breakpoint
-- Name indexes on the folded names (suggestions, the roster's name match, the alphabetical-cluster probe). Dropped
-- before the rewrite below so that it does not rebuild them for nothing.
DROP INDEX IF EXISTS professionals_first_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS professionals_last_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS professionals_public_first_last_prefix_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS professionals_public_last_prefix_idx;
--> statement-breakpoint
-- The words of a profile, folded. A generated column's expression cannot be altered in PostgreSQL 15, so the column
-- is dropped and added again (one rewrite of the table; at 1 M rows a few minutes). Dropping it drops the indexes that
-- read it (the words index, the words-and-keys index of 0024 and the three covering sort indexes of 0023), which are
-- created again below exactly as before.
ALTER TABLE professionals DROP COLUMN search_vector;
--> statement-breakpoint
ALTER TABLE professionals ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, public.standing_fold(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))), 'A')
  || setweight(to_tsvector('simple'::regconfig, public.standing_fold(coalesce(headline, ''))), 'B')
  || setweight(to_tsvector('simple'::regconfig, public.standing_fold(coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(country, ''))), 'C')
) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX professionals_search_vector_idx ON professionals USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX professionals_words_facets_idx ON professionals USING gin ((search_vector || professional_facet_lexemes(headline, city, state, average_rating, is_claimed, verified_employers_count)));
--> statement-breakpoint
CREATE INDEX professionals_public_rating_idx ON professionals
  (average_rating DESC NULLS LAST, total_ratings DESC NULLS LAST, id)
  INCLUDE (search_vector, headline, city, state, country, is_claimed, verified_employers_count)
  WHERE visibility = 'public';
--> statement-breakpoint
CREATE INDEX professionals_public_recent_idx ON professionals (updated_at DESC NULLS LAST, id)
  INCLUDE (search_vector, headline, city, state, country, is_claimed, verified_employers_count, average_rating)
  WHERE visibility = 'public';
--> statement-breakpoint
CREATE INDEX professionals_public_name_idx ON professionals (last_name, first_name, id)
  INCLUDE (search_vector, headline, city, state, country, is_claimed, verified_employers_count, average_rating)
  WHERE visibility = 'public';
--> statement-breakpoint
CREATE INDEX professionals_first_name_trgm_idx ON professionals USING gin (public.standing_fold(first_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX professionals_last_name_trgm_idx ON professionals USING gin (public.standing_fold(last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX professionals_public_first_last_prefix_idx ON professionals
  (public.standing_fold(first_name) text_pattern_ops, public.standing_fold(last_name) text_pattern_ops)
  WHERE visibility = 'public';
--> statement-breakpoint
CREATE INDEX professionals_public_last_prefix_idx ON professionals (public.standing_fold(last_name) text_pattern_ops)
  WHERE visibility = 'public';
--> statement-breakpoint
-- Location suggestions and short city/state filters read public_locations folded too.
DROP INDEX IF EXISTS public_locations_city_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS public_locations_state_trgm_idx;
--> statement-breakpoint
CREATE INDEX public_locations_city_trgm_idx ON public_locations USING gin (public.standing_fold(city) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX public_locations_state_trgm_idx ON public_locations USING gin (public.standing_fold(state) gin_trgm_ops);
--> statement-breakpoint
ANALYZE professionals;
--> statement-breakpoint
ANALYZE public_locations;
