CREATE TABLE "course_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"course" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_registrations_course_check" CHECK ("course_registrations"."course" IN ('theology', 'history', 'service'))
);
--> statement-breakpoint
CREATE TABLE "ministry_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"ministry_id" integer,
	"ministry_title" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ministry_interests" ADD CONSTRAINT "ministry_interests_ministry_id_ministries_id_fk" FOREIGN KEY ("ministry_id") REFERENCES "public"."ministries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_registrations_created_at_idx" ON "course_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ministry_interests_ministry_id_idx" ON "ministry_interests" USING btree ("ministry_id");--> statement-breakpoint
CREATE INDEX "ministry_interests_created_at_idx" ON "ministry_interests" USING btree ("created_at");