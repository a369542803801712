-- The nightly recount of the vocabulary (0032, D353) without losing a word written meanwhile (D423). It deleted every
-- word that no public profile held in its snapshot of the table. A profile that came to hold a word already in the
-- vocabulary, written after that snapshot, kept nothing: the triggers' `ON CONFLICT DO NOTHING` takes no lock, so the
-- word was deleted while a public profile held it, and its prefix retries (D407) and typo corrections missed it until
-- the next night.
--
-- Now the long part (ts_stat over the public rows, 12 s at 1 M) still runs under no lock, and the writes run under a
-- SHARE lock on search_words. That lock waits for every transaction whose trigger has written to the table (they hold
-- ROW EXCLUSIVE until they end) and holds new ones back. A word the count did not see is deleted only when a query
-- run after the lock, with a fresh snapshot, finds no public profile holding it. A writer held back meets the deleted
-- row once the recount commits, and its trigger inserts the word again. The writers wait only for the count updates
-- and the deletion, not for the count itself.
--
-- One recount at a time (an advisory lock taken first, holding nothing else): two recounts would otherwise each hold
-- ROW EXCLUSIVE from their writes and wait for the other's SHARE lock.
--
-- While the recount waits for its SHARE lock, new writers queue behind it. It waits at most 2 s (lock_timeout), then
-- fails and leaves the vocabulary as it was until the job runs again: a transaction held open by a writer never
-- stalls the other writers longer than that.
CREATE OR REPLACE FUNCTION refresh_search_words() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted_words text[];
  counted_profiles integer[];
  caller_lock_timeout text := current_setting('lock_timeout');
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('public.refresh_search_words'));
  SELECT coalesce(array_agg(word ORDER BY word), '{}'), coalesce(array_agg(ndoc ORDER BY word), '{}')
  INTO counted_words, counted_profiles
  FROM ts_stat('SELECT search_vector FROM public.professionals WHERE visibility = ''public''');

  PERFORM set_config('lock_timeout', '2s', true);
  LOCK TABLE public.search_words IN SHARE MODE;
  PERFORM set_config('lock_timeout', caller_lock_timeout, true);

  INSERT INTO public.search_words AS w (word, profiles)
  SELECT word, profiles FROM unnest(counted_words, counted_profiles) AS s(word, profiles)
  ON CONFLICT (word) DO UPDATE SET profiles = excluded.profiles WHERE w.profiles <> excluded.profiles;

  DELETE FROM public.search_words w
  WHERE NOT EXISTS (SELECT 1 FROM unnest(counted_words) AS s(word) WHERE s.word = w.word)
    AND NOT EXISTS (
      SELECT 1 FROM public.search_profiles p
      WHERE p.search_vector @@ plainto_tsquery('simple', w.word) AND w.word = ANY (tsvector_to_array(p.search_vector))
    );
END;
$$;
