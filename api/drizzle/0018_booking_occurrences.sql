CREATE TABLE "event_occurrence_seats" (
	"event_id" integer NOT NULL,
	"occurrence" date NOT NULL,
	"registered_attendees" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_occurrence_seats_event_id_occurrence_pk" PRIMARY KEY("event_id","occurrence"),
	CONSTRAINT "event_occurrence_seats_registered_check" CHECK ("event_occurrence_seats"."registered_attendees" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "occurrence" date;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "occurrence" date;--> statement-breakpoint
ALTER TABLE "event_occurrence_seats" ADD CONSTRAINT "event_occurrence_seats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;