-- A public profile with a state and no city now has its row too (city ''): short state filters ("TX") are
-- resolved through public_locations (D193), and a profile without a city was missing from their results (D250).
-- A profile with neither city nor state still has no row. Suggestions skip the city-less rows.
CREATE OR REPLACE FUNCTION public_locations_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public_locations AS l (city, state, profiles)
  SELECT coalesce(city, ''), coalesce(state, ''), count(*)::int FROM inserted
  WHERE visibility = 'public' AND (city IS NOT NULL OR state IS NOT NULL)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (city, state) DO UPDATE SET profiles = l.profiles + excluded.profiles;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_locations_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public_locations AS l SET profiles = l.profiles - d.n
  FROM (
    SELECT coalesce(city, '') AS city, coalesce(state, '') AS state, count(*)::int AS n FROM deleted
    WHERE visibility = 'public' AND (city IS NOT NULL OR state IS NOT NULL)
    GROUP BY 1, 2 ORDER BY 1, 2
  ) AS d
  WHERE l.city = d.city AND l.state = d.state;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_locations_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.visibility = 'public' AND (OLD.city IS NOT NULL OR OLD.state IS NOT NULL) THEN
    UPDATE public_locations SET profiles = profiles - 1
    WHERE city = coalesce(OLD.city, '') AND state = coalesce(OLD.state, '');
  END IF;
  IF NEW.visibility = 'public' AND (NEW.city IS NOT NULL OR NEW.state IS NOT NULL) THEN
    INSERT INTO public_locations AS l (city, state, profiles) VALUES (coalesce(NEW.city, ''), coalesce(NEW.state, ''), 1)
    ON CONFLICT (city, state) DO UPDATE SET profiles = l.profiles + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO public_locations AS l (city, state, profiles)
SELECT '', state, count(*)::int FROM professionals
WHERE visibility = 'public' AND city IS NULL AND state IS NOT NULL
GROUP BY 2
ON CONFLICT (city, state) DO UPDATE SET profiles = excluded.profiles;
