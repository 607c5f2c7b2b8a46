ALTER TABLE "idp_codes" ADD COLUMN "window_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idp_codes" ADD COLUMN "sent_in_window" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "idp_refresh_tokens" ADD COLUMN "session_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "signed_out_at";--> statement-breakpoint
ALTER TABLE "idp_refresh_tokens" ADD CONSTRAINT "idp_refresh_tokens_session_id_unique" UNIQUE("session_id");