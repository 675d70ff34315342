ALTER TABLE "bookings" ADD COLUMN "cancelled_by_visitor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_requested_at" timestamp with time zone;