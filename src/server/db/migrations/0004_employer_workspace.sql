CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"address" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "email_verification_tokens_expiry_check" CHECK (expires_at > created_at)
);
--> statement-breakpoint
CREATE TABLE "employer_verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ein" text,
	"state" text,
	"entity_number" text,
	"document_key" text,
	"document_type" text,
	"document_size" integer,
	"submitted_by" text,
	"reviewer_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "verification_requests_method_check" CHECK (method IN ('ein', 'state_registration')),
	CONSTRAINT "verification_requests_status_check" CHECK (status IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "verification_requests_ein_check" CHECK (method <> 'ein' OR ein ~ '^[0-9]{2}-[0-9]{7}$'),
	CONSTRAINT "verification_requests_state_fields_check" CHECK (method <> 'state_registration' OR (state IS NOT NULL AND entity_number IS NOT NULL AND document_key IS NOT NULL AND document_type IN ('application/pdf', 'image/png', 'image/jpeg') AND document_size BETWEEN 1 AND 5242880)),
	CONSTRAINT "verification_requests_decision_check" CHECK ((status = 'pending') = (decided_at IS NULL) AND (status <> 'rejected' OR length(btrim(coalesce(reason, ''))) > 0))
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"status" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employments_status_check" CHECK (status IN ('current', 'former')),
	CONSTRAINT "employments_dates_check" CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date),
	CONSTRAINT "employments_current_has_no_end" CHECK (status <> 'current' OR end_date IS NULL)
);
--> statement-breakpoint
CREATE TABLE "rating_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "rating_flags_reason_check" CHECK (reason IN ('straight_lined', 'after_dispute', 'outlier_employer')),
	CONSTRAINT "rating_flags_status_check" CHECK (status IN ('open', 'upheld', 'dismissed')),
	CONSTRAINT "rating_flags_resolved_check" CHECK ((status = 'open') = (resolved_at IS NULL))
);
--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verification_requests" ADD CONSTRAINT "employer_verification_requests_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verification_requests" ADD CONSTRAINT "employer_verification_requests_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verification_requests" ADD CONSTRAINT "employer_verification_requests_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_flags" ADD CONSTRAINT "rating_flags_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_employer_idx" ON "email_verification_tokens" USING btree ("employer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending_idx" ON "employer_verification_requests" USING btree ("employer_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "verification_requests_status_idx" ON "employer_verification_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employments_pair_idx" ON "employments" USING btree ("employer_id","professional_id");--> statement-breakpoint
CREATE INDEX "employments_professional_idx" ON "employments" USING btree ("professional_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_flags_rating_reason_idx" ON "rating_flags" USING btree ("rating_id","reason");--> statement-breakpoint
CREATE INDEX "rating_flags_status_idx" ON "rating_flags" USING btree ("status","created_at");