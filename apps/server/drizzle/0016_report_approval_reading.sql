ALTER TABLE "bk_consents" ADD COLUMN "report_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bk_consents" ADD COLUMN "comments_enc" text;