-- Signed Standing credentials (issue 36, D0349): what revocation and the owner's list need, never the token or the
-- disclosed values. `status_index` is the entry in the Bitstring Status List (/credentials/status/1), random and
-- never reused; the row outlives the profile (SET NULL) so an erased profile's credentials stay revoked.
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid,
	"status_index" integer NOT NULL,
	"claims" text[] NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "credentials_status_index_check" CHECK (status_index >= 0 AND status_index < 131072),
	CONSTRAINT "credentials_revoked_by_check" CHECK (revoked_by IS NULL OR revoked_by IN ('owner', 'admin', 'account_deleted')),
	CONSTRAINT "credentials_revoked_check" CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_status_index_key" ON "credentials" USING btree ("status_index");
--> statement-breakpoint
CREATE INDEX "credentials_professional_idx" ON "credentials" USING btree ("professional_id","issued_at" DESC NULLS LAST);
