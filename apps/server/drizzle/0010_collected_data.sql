CREATE TABLE "collected_data" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details_enc" text,
	"education_collected" boolean DEFAULT false NOT NULL,
	"employer_collected" boolean DEFAULT false NOT NULL,
	"extra_question_collected" boolean DEFAULT false NOT NULL,
	"debt_history_collected" boolean DEFAULT false NOT NULL,
	"drivers_license_collected" boolean DEFAULT false NOT NULL,
	"vehicle_ownership_collected" boolean DEFAULT false NOT NULL,
	"sanction_list_collected" boolean DEFAULT false NOT NULL,
	"trading_prohibition_collected" boolean DEFAULT false NOT NULL,
	"citizenship_state" text DEFAULT 'DO_NOT_CHECK' NOT NULL,
	"data_collector_user_id" text,
	"data_collector_email" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"editor_email" text,
	CONSTRAINT "collected_data_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "collected_data" ADD CONSTRAINT "collected_data_job_id_bk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collected_data_status_idx" ON "collected_data" USING btree ("status","created");