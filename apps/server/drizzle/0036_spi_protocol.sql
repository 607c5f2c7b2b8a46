CREATE TABLE "spi_protocols" (
	"job_id" text PRIMARY KEY NOT NULL,
	"link_key_hash" text,
	"link_sent_at" timestamp with time zone,
	"link_expires_at" timestamp with time zone,
	"person_order_ref" text,
	"leader_order_ref" text,
	"person_signed_at" timestamp with time zone,
	"person_evidence_enc" text,
	"leader_signed_at" timestamp with time zone,
	"leader_evidence_enc" text,
	"leader_user_id" text,
	CONSTRAINT "spi_protocols_link_key_hash_unique" UNIQUE("link_key_hash")
);
--> statement-breakpoint
ALTER TABLE "spi_reports" ADD COLUMN "file_sha256" text;--> statement-breakpoint
ALTER TABLE "spi_protocols" ADD CONSTRAINT "spi_protocols_job_id_bk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bk_jobs"("id") ON DELETE cascade ON UPDATE no action;