CREATE TABLE "case_deletion_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"service" text NOT NULL,
	"policy" text NOT NULL,
	"retention_months" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted" jsonb NOT NULL,
	CONSTRAINT "case_deletion_certificates_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE INDEX "case_deletion_certificates_customer_idx" ON "case_deletion_certificates" USING btree ("customer_id","deleted_at","id");