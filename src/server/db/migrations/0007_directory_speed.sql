CREATE TABLE "public_locations" (
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"profiles" integer NOT NULL,
	CONSTRAINT "public_locations_city_state_pk" PRIMARY KEY("city","state"),
	CONSTRAINT "public_locations_profiles_check" CHECK (profiles >= 0)
);
--> statement-breakpoint
CREATE INDEX "public_locations_city_trgm_idx" ON "public_locations" USING gin (lower(city) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "public_locations_state_trgm_idx" ON "public_locations" USING gin (lower(state) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_public_first_last_prefix_idx" ON "professionals" USING btree (lower(first_name) text_pattern_ops,lower(last_name) text_pattern_ops) WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "professionals_public_last_prefix_idx" ON "professionals" USING btree (lower(last_name) text_pattern_ops) WHERE visibility = 'public';--> statement-breakpoint
-- public_locations stays exact: inserting, deleting or moving a public profile, or changing a profile's
-- visibility, moves the counts in the same transaction. Inserts and deletes are counted per statement (a
-- roster upload or the seed inserts thousands of rows at once); updates per row, only when a column that
-- matters changed. Rows are touched in (city, state) order so concurrent statements lock them in one order.
CREATE FUNCTION public_locations_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public_locations AS l (city, state, profiles)
  SELECT city, coalesce(state, ''), count(*)::int FROM inserted
  WHERE visibility = 'public' AND city IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (city, state) DO UPDATE SET profiles = l.profiles + excluded.profiles;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION public_locations_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public_locations AS l SET profiles = l.profiles - d.n
  FROM (
    SELECT city, coalesce(state, '') AS state, count(*)::int AS n FROM deleted
    WHERE visibility = 'public' AND city IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
  ) AS d
  WHERE l.city = d.city AND l.state = d.state;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION public_locations_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.visibility = 'public' AND OLD.city IS NOT NULL THEN
    UPDATE public_locations SET profiles = profiles - 1 WHERE city = OLD.city AND state = coalesce(OLD.state, '');
  END IF;
  IF NEW.visibility = 'public' AND NEW.city IS NOT NULL THEN
    INSERT INTO public_locations AS l (city, state, profiles) VALUES (NEW.city, coalesce(NEW.state, ''), 1)
    ON CONFLICT (city, state) DO UPDATE SET profiles = l.profiles + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER professionals_public_locations_insert AFTER INSERT ON professionals
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION public_locations_after_insert();
--> statement-breakpoint
CREATE TRIGGER professionals_public_locations_delete AFTER DELETE ON professionals
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION public_locations_after_delete();
--> statement-breakpoint
CREATE TRIGGER professionals_public_locations_update AFTER UPDATE OF city, state, visibility ON professionals
  FOR EACH ROW
  WHEN (OLD.city IS DISTINCT FROM NEW.city OR OLD.state IS DISTINCT FROM NEW.state OR OLD.visibility IS DISTINCT FROM NEW.visibility)
  EXECUTE FUNCTION public_locations_after_update();
--> statement-breakpoint
INSERT INTO public_locations (city, state, profiles)
SELECT city, coalesce(state, ''), count(*)::int FROM professionals
WHERE visibility = 'public' AND city IS NOT NULL
GROUP BY 1, 2;
