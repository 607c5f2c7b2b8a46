CREATE TABLE "spi_reports" (
	"job_id" text PRIMARY KEY NOT NULL,
	"text_enc" text NOT NULL,
	"file_name_enc" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"finalized_by" text,
	"finalized_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" text;--> statement-breakpoint
ALTER TABLE "spi_reports" ADD CONSTRAINT "spi_reports_job_id_bk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bk_jobs"("id") ON DELETE cascade ON UPDATE no action;