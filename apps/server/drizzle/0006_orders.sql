CREATE TABLE "bk_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"consent_type" text NOT NULL,
	"state" text NOT NULL,
	"key_hash" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"time" timestamp with time zone,
	CONSTRAINT "bk_consents_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "bk_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"service" text NOT NULL,
	"curr_state" text NOT NULL,
	"prev_state" text,
	"job_state_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name_enc" text NOT NULL,
	"ssn_enc" text NOT NULL,
	"email_enc" text NOT NULL,
	"phone_enc" text NOT NULL,
	"ssn_index" text NOT NULL,
	"position" text,
	"description" text,
	"gender" text,
	"age_group" text,
	"screening_checkpoints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verify_former_employer" boolean DEFAULT false NOT NULL,
	"verify_education" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bk_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"cust_no" text NOT NULL,
	"service" text NOT NULL,
	"orderer_user_id" text,
	"api_key_id" text,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ordered" boolean DEFAULT false NOT NULL,
	"order_instruction" text,
	"invoice_company" text,
	"cost_center" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"caller_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_idempotency_keys_caller_id_key_pk" PRIMARY KEY("caller_id","key")
);
--> statement-breakpoint
ALTER TABLE "bk_consents" ADD CONSTRAINT "bk_consents_job_id_bk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bk_jobs" ADD CONSTRAINT "bk_jobs_order_id_bk_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bk_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bk_orders" ADD CONSTRAINT "bk_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bk_consents_job_idx" ON "bk_consents" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "bk_jobs_order_idx" ON "bk_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bk_jobs_ssn_idx" ON "bk_jobs" USING btree ("customer_id","ssn_index");--> statement-breakpoint
CREATE INDEX "bk_orders_customer_idx" ON "bk_orders" USING btree ("customer_id","created");--> statement-breakpoint
CREATE INDEX "bk_orders_orderer_idx" ON "bk_orders" USING btree ("orderer_user_id");