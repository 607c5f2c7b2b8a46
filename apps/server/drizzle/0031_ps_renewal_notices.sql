CREATE TABLE "ps_renewal_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"security_class" text NOT NULL,
	"due" date NOT NULL,
	"notified" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ps_renewal_notices" ADD CONSTRAINT "ps_renewal_notices_person_id_ps_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."ps_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ps_renewal_notices_placement_due_idx" ON "ps_renewal_notices" USING btree ("person_id","security_class","due");