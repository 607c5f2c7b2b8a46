ALTER TABLE "bk_jobs" ADD COLUMN "sc_details" jsonb;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "ps_person_id" text;--> statement-breakpoint
CREATE INDEX "bk_jobs_ps_person_idx" ON "bk_jobs" USING btree ("ps_person_id");