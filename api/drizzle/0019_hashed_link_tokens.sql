CREATE TABLE "booking_manage_links" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribe_links" (
	"id" text PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entry_links" (
	"id" text PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_manage_token_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_unsubscribe_token_idx";--> statement-breakpoint
DROP INDEX "waitlist_entries_token_idx";--> statement-breakpoint
ALTER TABLE "booking_manage_links" ADD CONSTRAINT "booking_manage_links_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_links" ADD CONSTRAINT "newsletter_unsubscribe_links_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry_links" ADD CONSTRAINT "waitlist_entry_links_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_manage_links_booking_id_idx" ON "booking_manage_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_links_subscriber_id_idx" ON "newsletter_unsubscribe_links" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "waitlist_entry_links_entry_id_idx" ON "waitlist_entry_links" USING btree ("entry_id");--> statement-breakpoint
-- Links already mailed keep working: each stored token becomes its SHA-256 (hex, as secretHash in api/src/lib/secret-hash.ts) before the plain column goes.
INSERT INTO "booking_manage_links" ("id", "booking_id") SELECT encode(sha256(convert_to("manage_token", 'UTF8')), 'hex'), "booking_id" FROM "bookings" WHERE "manage_token" IS NOT NULL;--> statement-breakpoint
INSERT INTO "waitlist_entry_links" ("id", "entry_id") SELECT encode(sha256(convert_to("token", 'UTF8')), 'hex'), "id" FROM "waitlist_entries";--> statement-breakpoint
INSERT INTO "newsletter_unsubscribe_links" ("id", "subscriber_id") SELECT encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex'), "id" FROM "newsletter_subscribers" WHERE "unsubscribe_token" IS NOT NULL;--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "confirm_token" = encode(sha256(convert_to("confirm_token", 'UTF8')), 'hex') WHERE "confirm_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "manage_token";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribe_token";--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP COLUMN "token";