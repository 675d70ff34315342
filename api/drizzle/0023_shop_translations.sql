ALTER TABLE "products" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_es" text;