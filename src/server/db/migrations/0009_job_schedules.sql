CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"last_slot" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
