CREATE TABLE "bankid_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bankid_local_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"end_user_ip" text,
	"personal_number" text,
	"request" jsonb NOT NULL,
	"auto_start_token" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hint_code" text,
	"completion_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bankid_orders_created_idx" ON "bankid_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bankid_local_orders_status_idx" ON "bankid_local_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bankid_local_orders_person_idx" ON "bankid_local_orders" USING btree ("personal_number","status");