-- Idempotency-Key rows (issue 33 point 6, D309): a retry with the same key replays the first answer; `applied` is set
-- in the command's own transaction, so a COMMIT whose answer was lost still says it happened. Kept 24 hours.
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"claim" text NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");