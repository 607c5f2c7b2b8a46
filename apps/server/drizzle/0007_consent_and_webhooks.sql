CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"job_id" text NOT NULL,
	"order_id" text NOT NULL,
	"api_key_id" text,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "webhook_secret_enc" text;--> statement-breakpoint
ALTER TABLE "bk_consents" ADD COLUMN "bankid_order_ref" text;--> statement-breakpoint
ALTER TABLE "bk_consents" ADD COLUMN "bankid_answer" text;--> statement-breakpoint
ALTER TABLE "bk_consents" ADD COLUMN "evidence_enc" text;--> statement-breakpoint
ALTER TABLE "bk_consents" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bk_consents" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD COLUMN "webhook_url" text;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_job_idx" ON "webhook_deliveries" USING btree ("job_id","created");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_customer_idx" ON "webhook_deliveries" USING btree ("customer_id","created");