CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"to_name" text,
	"reply_to" text,
	"subject" text NOT NULL,
	"data" jsonb NOT NULL,
	"attachments" jsonb,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_mails_status_check" CHECK ("outbox_mails"."status" IN ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "outbox_mails_attempts_check" CHECK ("outbox_mails"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_mails_message_id_idx" ON "outbox_mails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_mails_lease_idx" ON "outbox_mails" USING btree ("lease_expires_at") WHERE "outbox_mails"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "outbox_mails_to_address_idx" ON "outbox_mails" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "outbox_mails_created_at_idx" ON "outbox_mails" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_manage_token_idx" ON "bookings" USING btree ("manage_token");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_idx" ON "newsletter_subscribers" USING btree ("confirm_token");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_token_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" IN ('pending', 'subscribed', 'unsubscribed'));