-- The directory's own narrow table (issue 37 §2–§5, D398): one row per public profile holding only what the search
-- reads (names, headline, place, the card's figures, the sort keys and the words), kept by triggers on
-- `professionals`. A professionals row carries its bio, work history, education, certifications and published
-- breakdown in line (≈1.5 KB at 1 M, 1.5 GB for the table); every match a search gathers, filters or counts visited
-- that wide heap. Here a row is ≈ 330 bytes (313 MB at 1 M public rows), so the same matches read a fifth of the
-- pages, and private profiles are simply absent (no `visibility` condition, no partial index).
CREATE TABLE search_profiles (
  id uuid PRIMARY KEY REFERENCES professionals (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  headline text,
  city text,
  state text,
  country text NOT NULL,
  profile_picture text,
  average_rating numeric(3, 2) NOT NULL,
  total_ratings integer NOT NULL,
  verified_employers_count integer NOT NULL,
  is_claimed boolean NOT NULL,
  updated_at timestamp with time zone NOT NULL,
  search_vector tsvector NOT NULL
);
--> statement-breakpoint
INSERT INTO search_profiles
SELECT id, first_name, last_name, headline, city, state, country, profile_picture, average_rating, total_ratings,
  verified_employers_count, is_claimed, updated_at, search_vector
FROM professionals WHERE visibility = 'public';
--> statement-breakpoint
-- New public profiles (one statement for a bulk insert: the seed writes 5,000 a statement).
CREATE FUNCTION search_profiles_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_profiles
  SELECT id, first_name, last_name, headline, city, state, country, profile_picture, average_rating, total_ratings,
    verified_employers_count, is_claimed, updated_at, search_vector
  FROM inserted WHERE inserted.visibility = 'public';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A public profile's searched columns changed, or it became public or stopped being public. (A deleted profile's row
-- goes with it through the foreign key.)
CREATE FUNCTION search_profiles_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.visibility <> 'public' THEN
    DELETE FROM public.search_profiles WHERE id = NEW.id;
  ELSE
    INSERT INTO public.search_profiles
    VALUES (NEW.id, NEW.first_name, NEW.last_name, NEW.headline, NEW.city, NEW.state, NEW.country, NEW.profile_picture,
      NEW.average_rating, NEW.total_ratings, NEW.verified_employers_count, NEW.is_claimed, NEW.updated_at,
      NEW.search_vector)
    ON CONFLICT (id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name,
      headline = excluded.headline, city = excluded.city, state = excluded.state, country = excluded.country,
      profile_picture = excluded.profile_picture, average_rating = excluded.average_rating,
      total_ratings = excluded.total_ratings, verified_employers_count = excluded.verified_employers_count,
      is_claimed = excluded.is_claimed, updated_at = excluded.updated_at, search_vector = excluded.search_vector;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER professionals_search_profiles_insert AFTER INSERT ON professionals
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION search_profiles_after_insert();
--> statement-breakpoint
CREATE TRIGGER professionals_search_profiles_update AFTER UPDATE OF first_name, last_name, headline, city, state,
  country, profile_picture, average_rating, total_ratings, verified_employers_count, is_claimed, visibility, updated_at
  ON professionals FOR EACH ROW
  WHEN ((OLD.visibility = 'public' OR NEW.visibility = 'public') AND (
    OLD.visibility IS DISTINCT FROM NEW.visibility OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.headline IS DISTINCT FROM NEW.headline
    OR OLD.city IS DISTINCT FROM NEW.city OR OLD.state IS DISTINCT FROM NEW.state OR OLD.country IS DISTINCT FROM NEW.country
    OR OLD.profile_picture IS DISTINCT FROM NEW.profile_picture OR OLD.average_rating IS DISTINCT FROM NEW.average_rating
    OR OLD.total_ratings IS DISTINCT FROM NEW.total_ratings
    OR OLD.verified_employers_count IS DISTINCT FROM NEW.verified_employers_count
    OR OLD.is_claimed IS DISTINCT FROM NEW.is_claimed OR OLD.updated_at IS DISTINCT FROM NEW.updated_at))
  EXECUTE FUNCTION search_profiles_after_update();
--> statement-breakpoint
-- The search's indexes, as on professionals (migrations 0009–0027) without their `visibility = 'public'` predicates:
-- words; words and filter keys (D295); filter keys (D245); the three sort orders covering the walk's columns (D270);
-- trigrams for "contains" filters.
CREATE INDEX search_profiles_search_vector_idx ON search_profiles USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX search_profiles_words_facets_idx ON search_profiles USING gin ((search_vector
  || professional_facet_lexemes(headline, city, state, average_rating, is_claimed, verified_employers_count)));
--> statement-breakpoint
CREATE INDEX search_profiles_facets_idx ON search_profiles USING gin
  (professional_facets(headline, city, state, average_rating, is_claimed, verified_employers_count));
--> statement-breakpoint
CREATE INDEX search_profiles_rating_idx ON search_profiles (average_rating DESC NULLS LAST, total_ratings DESC NULLS LAST, id)
  INCLUDE (search_vector, headline, city, state, country, is_claimed, verified_employers_count);
--> statement-breakpoint
CREATE INDEX search_profiles_recent_idx ON search_profiles (updated_at DESC NULLS LAST, id)
  INCLUDE (search_vector, headline, city, state, country, is_claimed, verified_employers_count, average_rating);
--> statement-breakpoint
CREATE INDEX search_profiles_name_idx ON search_profiles (last_name, first_name, id)
  INCLUDE (search_vector, headline, city, state, country, is_claimed, verified_employers_count, average_rating);
--> statement-breakpoint
CREATE INDEX search_profiles_city_trgm_idx ON search_profiles USING gin (lower(city) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX search_profiles_state_trgm_idx ON search_profiles USING gin (lower(state) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX search_profiles_headline_trgm_idx ON search_profiles USING gin (lower(headline) gin_trgm_ops);
--> statement-breakpoint
ANALYZE search_profiles;
