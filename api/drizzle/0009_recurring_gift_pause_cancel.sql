ALTER TABLE "recurring_gifts" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD COLUMN "cancelled_at" timestamp with time zone;