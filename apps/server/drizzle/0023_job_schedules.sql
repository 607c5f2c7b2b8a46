CREATE TABLE "job_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"order_id" text NOT NULL,
	"schedule_type" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"activation_time" timestamp with time zone NOT NULL,
	"created_by" text,
	"actor" jsonb,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_schedules" ADD CONSTRAINT "job_schedules_job_id_bk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_schedules_job_idx" ON "job_schedules" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_schedules_order_idx" ON "job_schedules" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "job_schedules_due_idx" ON "job_schedules" USING btree ("activation_time","id") WHERE "job_schedules"."state" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "job_schedules_one_pending_idx" ON "job_schedules" USING btree ("job_id") WHERE "job_schedules"."state" = 'PENDING';