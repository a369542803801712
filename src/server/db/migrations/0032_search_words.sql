-- Typo tolerance (issue 37 §1, D353): the vocabulary of the directory, the folded words of public profiles (the
-- lexemes of search_vector: names, headlines, places) with how many public profiles hold each. A query word that
-- finds nothing is compared with the words of this table that share trigrams with it (pg_trgm, both engines), and the
-- closest within Meilisearch's thresholds, the most frequent first, is offered as "Did you mean". A small table: the
-- 1 M seed has a few thousand distinct words, a real directory a few hundred thousand.
--
-- Kept by triggers for new words (a new profile's surname is correctable at once) and refreshed from ts_stat() by the
-- nightly search-words job (the counts, and words no public profile holds any more). New words enter with 1 profile.
CREATE TABLE search_words (
  word text PRIMARY KEY,
  profiles integer NOT NULL DEFAULT 1 CONSTRAINT search_words_profiles_check CHECK (profiles >= 0)
);
--> statement-breakpoint
CREATE INDEX search_words_word_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
-- Completions for suggestions: words starting with a typed prefix, as a byte-order range.
CREATE INDEX search_words_word_pattern_idx ON search_words (word text_pattern_ops);
--> statement-breakpoint
-- Every word of public profiles, counted (also what the nightly job runs). Names carry their schema: PostgreSQL 17+
-- (PGlite) runs some statements with the search_path set to pg_catalog only.
CREATE FUNCTION refresh_search_words() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH stat AS MATERIALIZED (
    SELECT word, ndoc AS profiles
    FROM ts_stat('SELECT search_vector FROM public.professionals WHERE visibility = ''public''')
  ), upserted AS (
    INSERT INTO public.search_words AS w (word, profiles)
    SELECT word, profiles FROM stat ORDER BY word
    ON CONFLICT (word) DO UPDATE SET profiles = excluded.profiles WHERE w.profiles <> excluded.profiles
    RETURNING 1
  )
  DELETE FROM public.search_words w WHERE NOT EXISTS (SELECT 1 FROM stat s WHERE s.word = w.word);
END;
$$;
--> statement-breakpoint
-- New words of inserted public profiles (one statement for a bulk insert), in word order so that two transactions
-- adding the same new words take them in the same order. A word already known is left as it is (no row lock).
CREATE FUNCTION search_words_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word, profiles)
  SELECT DISTINCT w, 1 FROM inserted, unnest(tsvector_to_array(inserted.search_vector)) AS w
  WHERE inserted.visibility = 'public'
  ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word, profiles)
  SELECT w, 1 FROM unnest(tsvector_to_array(NEW.search_vector)) AS w
  ORDER BY 1
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER professionals_search_words_insert AFTER INSERT ON professionals
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_insert();
--> statement-breakpoint
-- Only writes of the searched text or the visibility (not the rating updates), and only when they add words.
CREATE TRIGGER professionals_search_words_update AFTER UPDATE OF first_name, last_name, headline, city, state, country, visibility
  ON professionals FOR EACH ROW
  WHEN (NEW.visibility = 'public' AND (OLD.visibility <> 'public' OR NEW.search_vector IS DISTINCT FROM OLD.search_vector))
  EXECUTE FUNCTION search_words_after_update();
--> statement-breakpoint
SELECT refresh_search_words();
--> statement-breakpoint
ANALYZE search_words;
