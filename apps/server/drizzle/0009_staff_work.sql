CREATE TABLE "staff_policy_approvals" (
	"user_id" text NOT NULL,
	"policy_version" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_policy_approvals_user_id_policy_version_pk" PRIMARY KEY("user_id","policy_version")
);
--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "staff_id" text;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "assignments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "spi_leader_id" text;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "coordinator_notes_enc" text;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "risc_grades" jsonb;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "order_date" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bk_jobs_queue_idx" ON "bk_jobs" USING btree ("curr_state","deadline","id");--> statement-breakpoint
CREATE INDEX "bk_jobs_staff_idx" ON "bk_jobs" USING btree ("staff_id","deadline","id");