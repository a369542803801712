CREATE TABLE "claim_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"employer_id" uuid,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "claim_invitations_expiry_check" CHECK (expires_at > created_at),
	CONSTRAINT "claim_invitations_email_lower_check" CHECK (email = lower(email))
);
--> statement-breakpoint
CREATE TABLE "claim_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"method" text NOT NULL,
	"work_email" text,
	"linkedin_url" text,
	"document_key" text,
	"document_type" text,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_requests_method_check" CHECK (method IN ('work_email', 'linkedin', 'document')),
	CONSTRAINT "claim_requests_status_check" CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "claim_requests_evidence_check" CHECK ((method = 'work_email' AND work_email IS NOT NULL) OR (method = 'linkedin' AND linkedin_url IS NOT NULL) OR (method = 'document' AND document_key IS NOT NULL)),
	CONSTRAINT "claim_requests_reviewed_check" CHECK ((status IN ('pending', 'withdrawn')) = (reviewed_at IS NULL))
);
--> statement-breakpoint
CREATE TABLE "dispute_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"message_id" uuid,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "dispute_evidence_size_check" CHECK (size_bytes > 0)
);
--> statement-breakpoint
CREATE TABLE "dispute_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_messages_role_check" CHECK (author_role IN ('professional', 'admin', 'employer')),
	CONSTRAINT "dispute_messages_body_check" CHECK (length(btrim(body)) > 0 AND length(body) <= 5000)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"opened_by" text,
	"dispute_type" text NOT NULL,
	"statement" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "disputes_type_check" CHECK (dispute_type IN ('never_worked_there', 'factual_inaccuracy', 'discrimination', 'retaliation')),
	CONSTRAINT "disputes_status_check" CHECK (status IN ('open', 'needs_info', 'under_review', 'upheld', 'dismissed', 'withdrawn')),
	CONSTRAINT "disputes_statement_check" CHECK (length(btrim(statement)) >= 20 AND length(statement) <= 5000),
	CONSTRAINT "disputes_resolved_check" CHECK ((status IN ('open', 'needs_info', 'under_review')) = (resolved_at IS NULL))
);
--> statement-breakpoint
CREATE TABLE "profile_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"professional_id" uuid NOT NULL,
	"source" text NOT NULL,
	"draft" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "profile_imports_source_check" CHECK (source IN ('linkedin_archive', 'json_resume', 'scraper')),
	CONSTRAINT "profile_imports_status_check" CHECK (status IN ('draft', 'applied', 'discarded')),
	CONSTRAINT "profile_imports_applied_check" CHECK ((status = 'applied') = (applied_at IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "employer_verification_requests" DROP CONSTRAINT "verification_requests_status_check";--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "resume_file_name" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "resume_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_invitations" ADD CONSTRAINT "claim_invitations_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_invitations" ADD CONSTRAINT "claim_invitations_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_invitations" ADD CONSTRAINT "claim_invitations_used_by_user_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_message_id_dispute_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."dispute_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_messages" ADD CONSTRAINT "dispute_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_user_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_imports" ADD CONSTRAINT "profile_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_imports" ADD CONSTRAINT "profile_imports_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_invitations_professional_idx" ON "claim_invitations" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "claim_invitations_email_idx" ON "claim_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_requests_one_pending_per_user_idx" ON "claim_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "claim_requests_one_pending_per_profile_idx" ON "claim_requests" USING btree ("professional_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "claim_requests_status_idx" ON "claim_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "dispute_evidence_dispute_idx" ON "dispute_evidence" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "dispute_messages_dispute_idx" ON "dispute_messages" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_live_per_rating_idx" ON "disputes" USING btree ("rating_id") WHERE status IN ('open', 'needs_info', 'under_review');--> statement-breakpoint
CREATE INDEX "disputes_professional_idx" ON "disputes" USING btree ("professional_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "profile_imports_user_idx" ON "profile_imports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "professionals_linkedin_handle_idx" ON "professionals" USING btree (('linkedin.com/in/' || lower(substring(linkedin_url from 'linkedin\.com/in/([^/?#[:space:]]+)')))) WHERE linkedin_url IS NOT NULL;--> statement-breakpoint
ALTER TABLE "employer_verification_requests" ADD CONSTRAINT "verification_requests_status_check" CHECK (status IN ('pending', 'approved', 'rejected', 'superseded'));