CREATE TABLE "ps_persons" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"name_enc" text NOT NULL,
	"ssn_enc" text NOT NULL,
	"email_enc" text NOT NULL,
	"phone_enc" text NOT NULL,
	"ssn_index" text NOT NULL,
	"status" text NOT NULL,
	"status_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"security_classes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes_enc" text,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ps_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ps_persons" ADD CONSTRAINT "ps_persons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ps_tags" ADD CONSTRAINT "ps_tags_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ps_persons_customer_ssn_idx" ON "ps_persons" USING btree ("customer_id","ssn_index");--> statement-breakpoint
CREATE INDEX "ps_persons_tags_idx" ON "ps_persons" USING gin ("tag_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "ps_tags_customer_name_idx" ON "ps_tags" USING btree ("customer_id",lower("name"));