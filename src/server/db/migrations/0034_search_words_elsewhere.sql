-- A last name's search proven without reading its matches (issue 37 §5, D419). D416 answers a one-word search for
-- a last name, sorted by name, from the name index's ranges of the word's spellings (Romaguera, romaguera,
-- ROMAGUERA) once those profiles are proven to be every match; it proved it by counting the word's matches through
-- the words' index, which visits the heap once per match (a third of the time of 3 M's slowest searches).
--
-- This table holds every word some public profile holds OTHER than as its own last name spelled that way: the words
-- of first names, headlines and places, of double-barrelled, accented or oddly cased last names. A word absent from it
-- is held only by the profiles whose last name is one of its spellings: those profiles are its matches, and a lookup
-- of one key proves it.
--
-- Kept by triggers in the same transaction as the profile's write (a word enters before the profile that holds it is
-- seen: two writers of a new word meet on its key, the second waits). Words are never removed: a word that is no
-- longer held elsewhere only sends its search back to the counted path, which is slower but answers the same.
CREATE TABLE search_words_elsewhere (
  word text PRIMARY KEY
);
--> statement-breakpoint
-- The words of a profile less its last name when that name is one run of ASCII letters spelled as D416's spellings
-- are (capitalised, lower or upper case): the word such a name folds to is the only word it adds. Only pg_catalog
-- functions: PostgreSQL 17+ (PGlite) may run this with the search_path set to pg_catalog only.
CREATE FUNCTION search_words_elsewhere_of(search_vector tsvector, last_name text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN ARRAY(
  SELECT w FROM unnest(tsvector_to_array(search_vector)) AS w
  WHERE last_name IS NULL OR w <> lower(last_name) OR last_name !~ '^[A-Za-z]+$'
    OR last_name NOT IN (upper(left(last_name, 1)) || lower(substr(last_name, 2)), lower(last_name), upper(last_name))
);
--> statement-breakpoint
-- Inserted public profiles (one statement for a bulk insert), in word order so that two transactions adding the same
-- new words take them in the same order. A word already there is left as it is (no row lock).
CREATE FUNCTION search_words_elsewhere_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words_elsewhere (word)
  SELECT DISTINCT w FROM inserted, unnest(public.search_words_elsewhere_of(inserted.search_vector, inserted.last_name)) AS w
  WHERE inserted.visibility = 'public'
  ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_elsewhere_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words_elsewhere (word)
  SELECT w FROM unnest(public.search_words_elsewhere_of(NEW.search_vector, NEW.last_name)) AS w
  ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER professionals_search_words_elsewhere_insert AFTER INSERT ON professionals
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION search_words_elsewhere_after_insert();
--> statement-breakpoint
-- As the vocabulary's trigger (0032): a public profile's searched text changed, or the profile became public.
CREATE TRIGGER professionals_search_words_elsewhere_update
  AFTER UPDATE OF first_name, last_name, headline, city, state, country, visibility ON professionals FOR EACH ROW
  WHEN (NEW.visibility = 'public' AND (OLD.visibility <> 'public' OR NEW.search_vector IS DISTINCT FROM OLD.search_vector))
  EXECUTE FUNCTION search_words_elsewhere_after_update();
--> statement-breakpoint
INSERT INTO search_words_elsewhere (word)
SELECT DISTINCT w FROM search_profiles p, unnest(search_words_elsewhere_of(p.search_vector, p.last_name)) AS w
ORDER BY 1;
--> statement-breakpoint
ANALYZE search_words_elsewhere;
