CREATE TABLE "rt_bankid_orders" (
	"poll_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"reference_id" text,
	"purpose" text NOT NULL,
	"bankid_order_ref" text NOT NULL,
	"signed_text_enc" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rt_fraud_signal_reviews" (
	"order_id" text NOT NULL,
	"signal_id" text NOT NULL,
	"reviewed_by" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rt_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"orderer_user_id" text,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"survey_id" text,
	"state" text NOT NULL,
	"state_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ordered" timestamp with time zone,
	"archived" timestamp with time zone,
	"company" text,
	"company_hidden" boolean DEFAULT false NOT NULL,
	"signature_hidden" boolean DEFAULT false NOT NULL,
	"position" text,
	"position_url" text,
	"description" text,
	"min_references" integer DEFAULT 1 NOT NULL,
	"max_references" integer DEFAULT 5 NOT NULL,
	"no_verification" boolean DEFAULT false NOT NULL,
	"candidate_name_enc" text,
	"candidate_email_enc" text,
	"candidate_phone_enc" text,
	"candidate_ssn_enc" text,
	"candidate_signed_name_enc" text,
	"candidate_ip_enc" text,
	"candidate_email_index" text,
	"candidate_phone_index" text,
	"candidate_ip_index" text,
	"candidate_verified" timestamp with time zone,
	"key_hash" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"timeout_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rt_references" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"state" text NOT NULL,
	"state_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name_enc" text NOT NULL,
	"relationship_enc" text NOT NULL,
	"email_enc" text NOT NULL,
	"phone_enc" text NOT NULL,
	"email_index" text NOT NULL,
	"phone_index" text NOT NULL,
	"signed_name_enc" text,
	"ip_enc" text,
	"ip_index" text,
	"answers_enc" text,
	"decline_reason_enc" text,
	"evidence_enc" text,
	"verified" timestamp with time zone,
	"key_hash" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rt_settings" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"alternative_ps_text" text,
	"default_min_references" integer DEFAULT 1 NOT NULL,
	"default_max_references" integer DEFAULT 5 NOT NULL,
	"bankid_verification" boolean DEFAULT true NOT NULL,
	"no_verification" boolean DEFAULT false NOT NULL,
	"logo_url" text,
	"url_policy" text,
	"contact_details" text,
	"contact_details_dpo" text,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rt_surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"class_type" text NOT NULL,
	"order_id" text,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"public_survey" boolean DEFAULT false NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rt_bankid_orders" ADD CONSTRAINT "rt_bankid_orders_order_id_rt_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rt_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rt_fraud_signal_reviews" ADD CONSTRAINT "rt_fraud_signal_reviews_order_id_rt_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rt_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rt_orders" ADD CONSTRAINT "rt_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rt_references" ADD CONSTRAINT "rt_references_order_id_rt_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."rt_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rt_settings" ADD CONSTRAINT "rt_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rt_surveys" ADD CONSTRAINT "rt_surveys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rt_bankid_orders_order_idx" ON "rt_bankid_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rt_fraud_signal_reviews_idx" ON "rt_fraud_signal_reviews" USING btree ("order_id","signal_id");--> statement-breakpoint
CREATE INDEX "rt_orders_customer_state_idx" ON "rt_orders" USING btree ("customer_id","state","created");--> statement-breakpoint
CREATE UNIQUE INDEX "rt_orders_key_hash_idx" ON "rt_orders" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "rt_orders_reminder_idx" ON "rt_orders" USING btree ("next_reminder_at");--> statement-breakpoint
CREATE INDEX "rt_orders_timeout_idx" ON "rt_orders" USING btree ("timeout_at");--> statement-breakpoint
CREATE INDEX "rt_references_order_idx" ON "rt_references" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rt_references_key_hash_idx" ON "rt_references" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "rt_references_customer_phone_idx" ON "rt_references" USING btree ("customer_id","phone_index");--> statement-breakpoint
CREATE INDEX "rt_references_customer_email_idx" ON "rt_references" USING btree ("customer_id","email_index");--> statement-breakpoint
CREATE INDEX "rt_references_reminder_idx" ON "rt_references" USING btree ("next_reminder_at");--> statement-breakpoint
CREATE INDEX "rt_surveys_customer_idx" ON "rt_surveys" USING btree ("customer_id","class_type");