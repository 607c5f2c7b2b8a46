ALTER TABLE "bk_jobs" ADD COLUMN "report_pdf_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "bk_jobs" SET "report_pdf_ready" = true FROM "reports" WHERE "reports"."job_id" = "bk_jobs"."id" AND "reports"."pdf_status" = 'ready';
