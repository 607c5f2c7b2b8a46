ALTER TABLE "bk_jobs" ADD COLUMN "check_citizenship" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "criminal_record" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "person_id" text GENERATED ALWAYS AS (encode(sha256(('bk_jobs.person:' || customer_id || ':' || ssn_index)::bytea), 'hex')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "bk_jobs_person_idx" ON "bk_jobs" USING btree ("customer_id","person_id");--> statement-breakpoint
CREATE INDEX "order_idempotency_keys_created_idx" ON "order_idempotency_keys" USING btree ("created");