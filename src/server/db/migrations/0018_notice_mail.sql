CREATE TABLE "mail_suppressions" (
	"address" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_form" jsonb;--> statement-breakpoint
-- A deactivated account (profiles.deactivated_at; profiles.id is the user id) ends its live streams at once, on every instance, even while its session rows remain (D213).
CREATE FUNCTION account_announce_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_events', json_build_object('op', 'account_end', 'userId', NEW.id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER account_announce_end AFTER UPDATE OF deactivated_at ON profiles FOR EACH ROW
  WHEN (NEW.deactivated_at IS NOT NULL AND OLD.deactivated_at IS NULL) EXECUTE FUNCTION account_announce_end();
--> statement-breakpoint
-- A session whose expiry moved (extended on use, or shortened) lets its live streams re-arm their expiry timer (D213).
CREATE FUNCTION session_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_events', json_build_object('op', 'session_change', 'userId', NEW.user_id, 'sessionId', NEW.id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_announce_change AFTER UPDATE OF expires_at ON "session" FOR EACH ROW
  WHEN (NEW.expires_at IS DISTINCT FROM OLD.expires_at) EXECUTE FUNCTION session_announce_change();
