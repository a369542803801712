CREATE TABLE "flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"rating_flag_id" uuid,
	"author_user_id" text,
	"body" text NOT NULL,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"strike" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flags_source_check" CHECK (source IN ('equality', 'profanity', 'straight_lined', 'after_dispute', 'outlier_employer')),
	CONSTRAINT "flags_subject_check" CHECK (subject IN ('headline', 'bio', 'certification', 'work_history', 'dispute_statement', 'dispute_message', 'employer_answer', 'appeal_statement', 'verification_rejection', 'claim_rejection', 'rating')),
	CONSTRAINT "flags_state_check" CHECK (state IN ('open', 'dismissed', 'hidden', 'removed', 'warned')),
	CONSTRAINT "flags_decision_check" CHECK ((state = 'open') = (decided_at IS NULL) AND (state = 'open' OR length(btrim(coalesce(decision_reason, ''))) > 0))
);
--> statement-breakpoint
CREATE TABLE "text_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "text_checks_subject_check" CHECK (subject IN ('headline', 'bio', 'certification', 'work_history', 'dispute_statement', 'dispute_message', 'employer_answer', 'appeal_statement', 'verification_rejection', 'claim_rejection', 'rating'))
);
--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_rating_flag_id_rating_flags_id_fk" FOREIGN KEY ("rating_flag_id") REFERENCES "public"."rating_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_claimed_by_user_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_checks" ADD CONSTRAINT "text_checks_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flags_one_open_idx" ON "flags" USING btree ("subject","subject_id","source",md5("body")) WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "flags_queue_idx" ON "flags" USING btree ("state","priority" DESC NULLS LAST,"created_at");--> statement-breakpoint
CREATE INDEX "flags_subject_idx" ON "flags" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE INDEX "text_checks_pending_idx" ON "text_checks" USING btree ("created_at") WHERE checked_at IS NULL;--> statement-breakpoint
-- Rating anomalies recorded before the queue existed join it (D172); decided ones keep their outcome.
INSERT INTO "flags" ("source", "subject", "subject_id", "rating_flag_id", "author_user_id", "body", "priority", "state", "decided_at", "decision_reason", "created_at")
SELECT rf.reason, 'rating', rf.rating_id::text, rf.id, e.user_id,
  CASE rf.reason WHEN 'straight_lined' THEN 'Same score in every category'
                 WHEN 'after_dispute' THEN 'Rating soon after the professional disputed this employer'
                 ELSE 'Far below other employers' END,
  CASE rf.reason WHEN 'after_dispute' THEN 30 ELSE 20 END,
  CASE rf.status WHEN 'open' THEN 'open' WHEN 'upheld' THEN 'removed' ELSE 'dismissed' END,
  rf.resolved_at, CASE WHEN rf.status = 'open' THEN NULL ELSE 'Decided before the flags queue existed' END,
  rf.created_at
FROM "rating_flags" rf
LEFT JOIN "rating_attributions" ra ON ra.rating_id = rf.rating_id
LEFT JOIN "employers" e ON e.id = ra.employer_id;
