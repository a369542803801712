CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_expires_idx" ON "throttle_counters" USING btree ("expires_at");