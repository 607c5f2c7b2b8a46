DROP INDEX "outbox_messages_recipient_idx";--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "recipient" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "recipient_hash" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "fields_encrypted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_hash_idx" ON "outbox_messages" USING btree ("recipient_hash","created_at");