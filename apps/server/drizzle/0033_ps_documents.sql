CREATE TABLE "ps_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"filename_enc" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ps_documents" ADD CONSTRAINT "ps_documents_person_id_ps_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."ps_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ps_documents" ADD CONSTRAINT "ps_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ps_documents_person_idx" ON "ps_documents" USING btree ("person_id","created");