-- Grows a copy of the 1 M bench database to 3 M professionals for issue 37 §5 (the seed's generator needs over an
-- hour at 3 M): the seeded professionals twice more under new ids, unclaimed, without LinkedIn URL, so word and filter
-- frequencies stay the seed's. Secondary indexes are dropped during the inserts and built again after; the triggers
-- (public_locations, migrations 0007 and 0022; search_words, 0032; search_profiles, 0033; search_words_elsewhere, 0034)
-- are off during the inserts: the places' profiles (D26, D408) and the vocabulary are recounted, the search's table
-- (D398) filled again and the words held elsewhere (D419) added once at the end. (Before session 43 the places were not
-- recounted: a 3 M copy kept the 1 M counts, and D408's counts and the estimates built on them read a third.)
--   createdb -h 127.0.0.1 -U postgres -T standing_bench standing_bench_3m
--   psql -h 127.0.0.1 -U postgres standing_bench_3m -v copies=2 -f bench/grow-professionals.sql
\set ON_ERROR_STOP on
\timing on
CREATE TABLE bench_index_defs AS
  SELECT i.indexname, i.indexdef FROM pg_indexes i
  WHERE i.schemaname = 'public' AND i.tablename IN ('professionals', 'search_profiles')
    AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname);
SELECT format('DROP INDEX %I', indexname) FROM bench_index_defs \gexec
ALTER TABLE professionals DISABLE TRIGGER USER;
INSERT INTO professionals (first_name, last_name, headline, bio, city, state, country, profile_picture, average_rating,
  total_ratings, verified_employers_count, published_breakdown, is_claimed, visibility, view_count, certifications,
  work_history, education, created_at, updated_at)
SELECT p.first_name, p.last_name, p.headline, p.bio, p.city, p.state, p.country, p.profile_picture, p.average_rating,
  p.total_ratings, p.verified_employers_count, p.published_breakdown, false, p.visibility, p.view_count, p.certifications,
  p.work_history, p.education, p.created_at, p.updated_at
FROM professionals p CROSS JOIN generate_series(1, :copies);
ALTER TABLE professionals ENABLE TRIGGER USER;
TRUNCATE search_profiles;
INSERT INTO search_profiles
SELECT id, first_name, last_name, headline, city, state, country, profile_picture, average_rating, total_ratings,
  verified_employers_count, is_claimed, updated_at, search_vector
FROM professionals WHERE visibility = 'public';
INSERT INTO public_locations AS l (city, state, profiles)
SELECT coalesce(city, ''), coalesce(state, ''), count(*)::int FROM professionals
WHERE visibility = 'public' AND (city IS NOT NULL OR state IS NOT NULL)
GROUP BY 1, 2 ORDER BY 1, 2
ON CONFLICT (city, state) DO UPDATE SET profiles = excluded.profiles;
SELECT indexdef FROM bench_index_defs \gexec
DROP TABLE bench_index_defs;
SELECT public.refresh_search_words();
INSERT INTO search_words_elsewhere (word)
SELECT DISTINCT w FROM search_profiles p, unnest(search_words_elsewhere_of(p.search_vector, p.last_name)) AS w
ORDER BY 1 ON CONFLICT (word) DO NOTHING;
VACUUM ANALYZE;
SELECT count(*) AS professionals FROM professionals;
