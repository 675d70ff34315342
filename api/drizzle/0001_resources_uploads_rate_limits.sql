CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "storage_key" text NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_storage_key_idx" ON "photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "photos_uploaded_at_idx" ON "photos" USING btree ("uploaded_at");