CREATE TABLE "sc_surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"answers_enc" text,
	"answered_at" timestamp with time zone,
	"flags" integer DEFAULT 0 NOT NULL,
	"bankid_order_ref" text,
	"completed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"evidence_enc" text,
	CONSTRAINT "sc_surveys_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "sc_surveys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "sc_surveys" ADD CONSTRAINT "sc_surveys_job_id_bk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bk_jobs"("id") ON DELETE cascade ON UPDATE no action;