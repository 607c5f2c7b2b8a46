CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"state" text NOT NULL,
	"language" text DEFAULT 'sv' NOT NULL,
	"content_enc" text NOT NULL,
	"pdf_status" text,
	"pdf_version" integer DEFAULT 0 NOT NULL,
	"pdf_storage_key" text,
	"pdf_generated_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"finalized_by" text,
	"delivered_at" timestamp with time zone,
	"delivered_by" text,
	"customer_notified_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	CONSTRAINT "reports_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_job_id_bk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bk_jobs"("id") ON DELETE cascade ON UPDATE no action;