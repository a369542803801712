CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"table_name" text,
	"record_id" text,
	"new_data" jsonb,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"company_website" text,
	"industry" text,
	"verification_status" text DEFAULT 'unverified' NOT NULL,
	"verification_method" text,
	"verified_at" timestamp with time zone,
	"strike_count" smallint DEFAULT 0 NOT NULL,
	"suspended_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "employers_verification_status_check" CHECK (verification_status IN ('unverified', 'pending', 'verified', 'rejected')),
	CONSTRAINT "employers_verification_method_check" CHECK (verification_method IS NULL OR verification_method IN ('email_domain', 'ein', 'state_registration')),
	CONSTRAINT "employers_verified_has_date" CHECK (verification_status <> 'verified' OR verified_at IS NOT NULL),
	CONSTRAINT "employers_strike_count_check" CHECK (strike_count BETWEEN 0 AND 3),
	CONSTRAINT "employers_company_name_check" CHECK (length(btrim(company_name)) >= 2)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"new_rating" boolean DEFAULT true NOT NULL,
	"dispute_updates" boolean DEFAULT true NOT NULL,
	"verification_updates" boolean DEFAULT true NOT NULL,
	"subscription_reminders" boolean DEFAULT true NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professionals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"headline" text,
	"bio" text,
	"city" text,
	"state" text,
	"country" text DEFAULT 'US' NOT NULL,
	"profile_picture" text,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"verified_employers_count" integer DEFAULT 0 NOT NULL,
	"is_claimed" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"linkedin_url" text,
	"resume_url" text,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(headline, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(country, '')), 'C')) STORED NOT NULL,
	CONSTRAINT "professionals_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "professionals_visibility_check" CHECK (visibility IN ('public', 'employers_only', 'private')),
	CONSTRAINT "professionals_average_rating_check" CHECK (average_rating >= 0 AND average_rating <= 5),
	CONSTRAINT "professionals_counts_check" CHECK (total_ratings >= 0 AND verified_employers_count >= 0 AND view_count >= 0),
	CONSTRAINT "professionals_claimed_has_owner" CHECK (is_claimed = (user_id IS NOT NULL)),
	CONSTRAINT "professionals_names_check" CHECK (length(btrim(first_name)) > 0 AND length(btrim(last_name)) > 0),
	CONSTRAINT "professionals_json_arrays_check" CHECK (jsonb_typeof(certifications) = 'array' AND jsonb_typeof(work_history) = 'array' AND jsonb_typeof(education) = 'array')
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text,
	"avatar_url" text,
	"account_type" text,
	"company_name" text,
	"company_website" text,
	"phone" text,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_account_type_check" CHECK (account_type IS NULL OR account_type IN ('professional', 'employer'))
);
--> statement-breakpoint
CREATE TABLE "rating_attributions" (
	"rating_id" uuid PRIMARY KEY NOT NULL,
	"employer_id" uuid NOT NULL,
	"submitted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"employment_status" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"punctuality_attendance" smallint,
	"work_quality" smallint,
	"reliability" smallint,
	"effective_communication" smallint,
	"initiative_proactivity" smallint,
	"team_collaboration" smallint,
	"professionalism" smallint,
	"attitude_positivity" smallint,
	"customer_interaction" smallint,
	"learning_ability_coachability" smallint,
	"leadership_potential" smallint,
	"problem_solving_skills" smallint,
	"technical_competence" smallint,
	"attention_to_detail" smallint,
	"overall_performance" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_employment_status_check" CHECK (employment_status IN ('current', 'former')),
	CONSTRAINT "ratings_status_check" CHECK (status IN ('active', 'under_dispute', 'removed')),
	CONSTRAINT "ratings_scores_check" CHECK ((punctuality_attendance IS NULL OR punctuality_attendance BETWEEN 1 AND 5) AND (work_quality IS NULL OR work_quality BETWEEN 1 AND 5) AND (reliability IS NULL OR reliability BETWEEN 1 AND 5) AND (effective_communication IS NULL OR effective_communication BETWEEN 1 AND 5) AND (initiative_proactivity IS NULL OR initiative_proactivity BETWEEN 1 AND 5) AND (team_collaboration IS NULL OR team_collaboration BETWEEN 1 AND 5) AND (professionalism IS NULL OR professionalism BETWEEN 1 AND 5) AND (attitude_positivity IS NULL OR attitude_positivity BETWEEN 1 AND 5) AND (customer_interaction IS NULL OR customer_interaction BETWEEN 1 AND 5) AND (learning_ability_coachability IS NULL OR learning_ability_coachability BETWEEN 1 AND 5) AND (leadership_potential IS NULL OR leadership_potential BETWEEN 1 AND 5) AND (problem_solving_skills IS NULL OR problem_solving_skills BETWEEN 1 AND 5) AND (technical_competence IS NULL OR technical_competence BETWEEN 1 AND 5) AND (attention_to_detail IS NULL OR attention_to_detail BETWEEN 1 AND 5) AND (overall_performance IS NULL OR overall_performance BETWEEN 1 AND 5)),
	CONSTRAINT "ratings_has_a_score" CHECK (num_nonnulls(punctuality_attendance, work_quality, reliability, effective_communication, initiative_proactivity, team_collaboration, professionalism, attitude_positivity, customer_interaction, learning_ability_coachability, leadership_potential, problem_solving_skills, technical_competence, attention_to_detail, overall_performance) > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subscription_type" text DEFAULT 'free' NOT NULL,
	"user_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_type_check" CHECK (subscription_type IN ('free', 'verified_pro', 'enterprise', 'individual_pro')),
	CONSTRAINT "subscriptions_user_type_check" CHECK (user_type IN ('professional', 'employer')),
	CONSTRAINT "subscriptions_status_check" CHECK (status IN ('active', 'trialing', 'past_due', 'canceled')),
	CONSTRAINT "subscriptions_plan_matches_user_type" CHECK (subscription_type = 'free' OR (subscription_type IN ('verified_pro', 'enterprise') AND user_type = 'employer') OR (subscription_type = 'individual_pro' AND user_type = 'professional'))
);
--> statement-breakpoint
CREATE TABLE "usage_tracking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"action_type" text NOT NULL,
	"subject_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_tracking_action_type_check" CHECK (action_type IN ('profile_lookup', 'rating_submission'))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK (role IN ('employer', 'professional', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_attributions" ADD CONSTRAINT "rating_attributions_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_attributions" ADD CONSTRAINT "rating_attributions_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_attributions" ADD CONSTRAINT "rating_attributions_submitted_by_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_tracking" ADD CONSTRAINT "usage_tracking_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_record_idx" ON "audit_logs" USING btree ("table_name","record_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "professionals_search_vector_idx" ON "professionals" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "professionals_first_name_trgm_idx" ON "professionals" USING gin (lower(first_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_last_name_trgm_idx" ON "professionals" USING gin (lower(last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_city_trgm_idx" ON "professionals" USING gin (lower(city) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_state_trgm_idx" ON "professionals" USING gin (lower(state) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_headline_trgm_idx" ON "professionals" USING gin (lower(headline) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professionals_public_rating_idx" ON "professionals" USING btree ("average_rating" DESC NULLS LAST,"total_ratings" DESC NULLS LAST,"id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "professionals_public_recent_idx" ON "professionals" USING btree ("updated_at" DESC NULLS LAST,"id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "professionals_public_name_idx" ON "professionals" USING btree ("last_name","first_name","id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "rating_attributions_employer_idx" ON "rating_attributions" USING btree ("employer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ratings_professional_idx" ON "ratings" USING btree ("professional_id","status");--> statement-breakpoint
CREATE INDEX "usage_tracking_window_idx" ON "usage_tracking" USING btree ("user_id","action_type","created_at" DESC NULLS LAST);