ALTER TABLE "events" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_es" text;