CREATE TABLE "employer_strikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"dispute_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"effect" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"appeal_deadline" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"suspended_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "employer_strikes_dispute_id_unique" UNIQUE("dispute_id"),
	CONSTRAINT "employer_strikes_ordinal_check" CHECK (ordinal >= 1),
	CONSTRAINT "employer_strikes_effect_check" CHECK (effect IN ('warning', 'rating_suspension', 'permanent_suspension')),
	CONSTRAINT "employer_strikes_status_check" CHECK (status IN ('active', 'reversed', 'expired')),
	CONSTRAINT "employer_strikes_ended_check" CHECK ((status = 'active') = (ended_at IS NULL))
);
--> statement-breakpoint
CREATE TABLE "moderation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid,
	"strike_id" uuid,
	"kind" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" text,
	"from_state" text,
	"to_state" text,
	"reason_code" text,
	"note" text,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_events_actor_check" CHECK (actor_role IN ('professional', 'employer', 'admin', 'system')),
	CONSTRAINT "moderation_events_subject_check" CHECK (dispute_id IS NOT NULL OR strike_id IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "strike_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strike_id" uuid NOT NULL,
	"employer_id" uuid NOT NULL,
	"filed_by" text,
	"statement" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"decided_by" text,
	"reason_code" text,
	"decision_statement" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "strike_appeals_strike_id_unique" UNIQUE("strike_id"),
	CONSTRAINT "strike_appeals_status_check" CHECK (status IN ('pending', 'upheld', 'rejected')),
	CONSTRAINT "strike_appeals_statement_check" CHECK (length(btrim(statement)) >= 20 AND length(statement) <= 5000),
	CONSTRAINT "strike_appeals_decided_check" CHECK ((status = 'pending') = (decided_at IS NULL) AND (status = 'pending' OR (reason_code IS NOT NULL AND decision_statement IS NOT NULL)))
);
--> statement-breakpoint
ALTER TABLE "ratings" DROP CONSTRAINT "ratings_status_check";--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_status_check";--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_resolved_check";--> statement-breakpoint
DROP INDEX "disputes_one_live_per_rating_idx";--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "permanently_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD COLUMN "audience" text DEFAULT 'professional' NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "answer_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "decision_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "decision_statement" text;--> statement-breakpoint
ALTER TABLE "employer_strikes" ADD CONSTRAINT "employer_strikes_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_strikes" ADD CONSTRAINT "employer_strikes_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_message_id_dispute_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."dispute_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strike_appeals" ADD CONSTRAINT "strike_appeals_strike_id_employer_strikes_id_fk" FOREIGN KEY ("strike_id") REFERENCES "public"."employer_strikes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strike_appeals" ADD CONSTRAINT "strike_appeals_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strike_appeals" ADD CONSTRAINT "strike_appeals_filed_by_user_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strike_appeals" ADD CONSTRAINT "strike_appeals_claimed_by_user_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strike_appeals" ADD CONSTRAINT "strike_appeals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_strikes_employer_idx" ON "employer_strikes" USING btree ("employer_id","status");--> statement-breakpoint
CREATE INDEX "employer_strikes_expiry_idx" ON "employer_strikes" USING btree ("expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "moderation_events_dispute_idx" ON "moderation_events" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_events_strike_idx" ON "moderation_events" USING btree ("strike_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_events_kind_idx" ON "moderation_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "strike_appeals_status_idx" ON "strike_appeals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_claimed_by_user_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_answer_due_idx" ON "disputes" USING btree ("answer_due_at") WHERE answer_due_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "disputes_decision_due_idx" ON "disputes" USING btree ("decision_due_at") WHERE overdue_at IS NULL AND status IN ('open', 'under_review', 'awaiting_employer', 'needs_info');--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_live_per_rating_idx" ON "disputes" USING btree ("rating_id") WHERE status IN ('open', 'under_review', 'awaiting_employer', 'needs_info');--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_status_check" CHECK (status IN ('active', 'under_dispute', 'withheld', 'removed'));--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_audience_check" CHECK (audience IN ('professional', 'employer'));--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decision_check" CHECK (status NOT IN ('upheld', 'dismissed') OR (reason_code IS NOT NULL AND decision_statement IS NOT NULL));--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_status_check" CHECK (status IN ('open', 'under_review', 'awaiting_employer', 'needs_info', 'upheld', 'dismissed', 'withdrawn', 'overturned'));--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_check" CHECK ((status IN ('open', 'under_review', 'awaiting_employer', 'needs_info')) = (resolved_at IS NULL));--> statement-breakpoint
UPDATE "disputes" SET "decision_due_at" = "created_at" + interval '30 days' WHERE "decision_due_at" IS NULL;