CREATE TABLE "schedule_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"title_es" text,
	"weekdays" text[] NOT NULL,
	"start_time" time NOT NULL,
	"duration_minutes" integer NOT NULL,
	"language" text NOT NULL,
	"place" text NOT NULL,
	"place_es" text,
	"celebrant" text,
	"notes" text,
	"notes_es" text,
	"livestream_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer,
	"date" date NOT NULL,
	"change" text NOT NULL,
	"start_time" time,
	"kind" text,
	"title" text,
	"title_es" text,
	"duration_minutes" integer,
	"language" text,
	"place" text,
	"place_es" text,
	"note" text,
	"note_es" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_entry_id_schedule_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."schedule_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_exceptions_entry_date_idx" ON "schedule_exceptions" USING btree ("entry_id","date");--> statement-breakpoint
CREATE INDEX "schedule_exceptions_date_idx" ON "schedule_exceptions" USING btree ("date");