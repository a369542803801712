ALTER TABLE "employer_strikes" ALTER COLUMN "dispute_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employer_strikes" ADD COLUMN "flag_id" uuid;--> statement-breakpoint
ALTER TABLE "employer_strikes" ADD CONSTRAINT "employer_strikes_flag_id_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_strikes" ADD CONSTRAINT "employer_strikes_flag_id_unique" UNIQUE("flag_id");--> statement-breakpoint
ALTER TABLE "employer_strikes" ADD CONSTRAINT "employer_strikes_cause_check" CHECK ((dispute_id IS NULL) <> (flag_id IS NULL));