CREATE TABLE "analysis_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"name_enc" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_data_parts" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"title_enc" text NOT NULL,
	"text_enc" text NOT NULL,
	"data_enc" text,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_attachments" ADD CONSTRAINT "analysis_attachments_job_id_bk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_data_parts" ADD CONSTRAINT "analysis_data_parts_job_id_bk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_attachments_job_idx" ON "analysis_attachments" USING btree ("job_id","created");--> statement-breakpoint
CREATE INDEX "analysis_data_parts_job_idx" ON "analysis_data_parts" USING btree ("job_id","created");