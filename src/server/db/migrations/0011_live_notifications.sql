CREATE TABLE "notice_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_status" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notice_batch_items" ADD CONSTRAINT "notice_batch_items_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_batch_items_created_idx" ON "notice_batch_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_read_created_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read";--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."email_status" = 'pending';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_email_status_check" CHECK (email_status IS NULL OR email_status IN ('pending', 'queued'));--> statement-breakpoint
-- Live delivery (D121): every change to a notification is announced on the channel `notification_events`, once the
-- transaction commits (NOTIFY is transactional), whichever code path made it. Ids only: the listener reads the row.
CREATE FUNCTION notifications_announce_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_events', json_build_object('op', 'insert', 'userId', n.user_id, 'id', n.id)::text)
  FROM new_rows n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notifications_announce_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_events', json_build_object('op', 'change', 'userId', c.user_id)::text)
  FROM (SELECT DISTINCT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.read IS DISTINCT FROM n.read) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION notifications_announce_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_events', json_build_object('op', 'change', 'userId', c.user_id)::text)
  FROM (SELECT DISTINCT o.user_id FROM old_rows o) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_announce_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce_insert();--> statement-breakpoint
CREATE TRIGGER notifications_announce_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce_update();--> statement-breakpoint
CREATE TRIGGER notifications_announce_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce_delete();
--> statement-breakpoint
-- A signed-out or revoked session ends its live streams at once, on every instance (D125).
CREATE FUNCTION session_announce_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_events', json_build_object('op', 'session_end', 'userId', OLD.user_id, 'sessionId', OLD.id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_announce_end AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION session_announce_end();
