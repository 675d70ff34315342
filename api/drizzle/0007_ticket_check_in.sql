ALTER TABLE "tickets" ADD COLUMN "check_in_code" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_check_in_code_idx" ON "tickets" USING btree ("check_in_code");