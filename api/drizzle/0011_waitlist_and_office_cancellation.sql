CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"seats" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_id" text,
	CONSTRAINT "waitlist_entries_seats_check" CHECK ("waitlist_entries"."seats" > 0),
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" IN ('waiting', 'offered', 'claimed', 'lapsed', 'left'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by_office_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_idx" ON "waitlist_entries" USING btree ("token");--> statement-breakpoint
CREATE INDEX "waitlist_entries_event_status_idx" ON "waitlist_entries" USING btree ("event_id","status","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expires_at_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_status_check" CHECK ("bookings"."refund_status" IN ('requested', 'done'));