ALTER TABLE "bk_jobs" ADD COLUMN "spi_details" jsonb;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "spi_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "perform_reference_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "law_included" boolean DEFAULT false NOT NULL;