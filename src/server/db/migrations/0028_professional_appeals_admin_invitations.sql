-- Issue 34 §3–§4 (D326–D331): the professional's appeal of a dispute decision, decisions taken by the first decider
-- when no other administrator is active (recorded reason), and e-mailed administrator invitations.
CREATE TABLE "dispute_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"filed_by" text,
	"statement" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"original_decided_by" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"decided_by" text,
	"reason_code" text,
	"decision_statement" text,
	"self_decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "dispute_appeals_dispute_id_unique" UNIQUE("dispute_id"),
	CONSTRAINT "dispute_appeals_status_check" CHECK (status IN ('pending', 'upheld', 'rejected')),
	CONSTRAINT "dispute_appeals_statement_check" CHECK (length(btrim(statement)) >= 20 AND length(statement) <= 5000),
	CONSTRAINT "dispute_appeals_decided_check" CHECK ((status = 'pending') = (decided_at IS NULL) AND (status = 'pending' OR (reason_code IS NOT NULL AND decision_statement IS NOT NULL))),
	CONSTRAINT "dispute_appeals_self_check" CHECK (self_decision_reason IS NULL OR (status <> 'pending' AND length(btrim(self_decision_reason)) >= 30))
);
--> statement-breakpoint
ALTER TABLE "dispute_appeals" ADD CONSTRAINT "dispute_appeals_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_appeals" ADD CONSTRAINT "dispute_appeals_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_appeals" ADD CONSTRAINT "dispute_appeals_filed_by_user_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_appeals" ADD CONSTRAINT "dispute_appeals_original_decided_by_user_id_fk" FOREIGN KEY ("original_decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_appeals" ADD CONSTRAINT "dispute_appeals_claimed_by_user_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_appeals" ADD CONSTRAINT "dispute_appeals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_appeals_status_idx" ON "dispute_appeals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "strike_appeals" ADD COLUMN "self_decision_reason" text;--> statement-breakpoint
ALTER TABLE "strike_appeals" ADD CONSTRAINT "strike_appeals_self_check" CHECK (self_decision_reason IS NULL OR (status <> 'pending' AND length(btrim(self_decision_reason)) >= 30));--> statement-breakpoint
CREATE TABLE "admin_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "admin_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "admin_invitations_email_check" CHECK (email = lower(email) AND length(email) <= 254),
	CONSTRAINT "admin_invitations_end_check" CHECK (accepted_at IS NULL OR revoked_at IS NULL),
	CONSTRAINT "admin_invitations_accepted_check" CHECK ((accepted_at IS NULL) = (accepted_user_id IS NULL) OR accepted_at IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_accepted_user_id_user_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_revoked_by_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invitations_open_email_idx" ON "admin_invitations" USING btree ("email") WHERE accepted_at IS NULL AND revoked_at IS NULL;--> statement-breakpoint
CREATE INDEX "admin_invitations_created_idx" ON "admin_invitations" USING btree ("created_at");
