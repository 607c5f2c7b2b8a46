DROP INDEX "bk_jobs_queue_idx";--> statement-breakpoint
DROP INDEX "bk_jobs_staff_idx";--> statement-breakpoint
CREATE INDEX "bk_jobs_work_order_idx" ON "bk_jobs" USING btree (coalesce("deadline", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bk_jobs_spi_leader_idx" ON "bk_jobs" USING btree ("spi_leader_id",coalesce("deadline", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bk_jobs_created_queue_idx" ON "bk_jobs" USING btree ("curr_state","created","id");--> statement-breakpoint
CREATE INDEX "bk_jobs_id_prefix_idx" ON "bk_jobs" USING btree ("id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bk_jobs_order_prefix_idx" ON "bk_jobs" USING btree ("order_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bk_jobs_queue_idx" ON "bk_jobs" USING btree ("curr_state",coalesce("deadline", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "bk_jobs_staff_idx" ON "bk_jobs" USING btree ("staff_id",coalesce("deadline", 'infinity'::timestamptz),"id");