ALTER TABLE "announcements" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "text_es" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "hero_slides" ADD COLUMN "caption_es" text;--> statement-breakpoint
ALTER TABLE "hero_slides" ADD COLUMN "alt_es" text;--> statement-breakpoint
ALTER TABLE "parish_history_entries" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "parish_history_entries" ADD COLUMN "text_es" text;--> statement-breakpoint
ALTER TABLE "ministries" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "ministries" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "ministries" ADD COLUMN "schedule_es" text;--> statement-breakpoint
ALTER TABLE "parish_profile" ADD COLUMN "office_hours_es" text;--> statement-breakpoint
ALTER TABLE "parish_profile" ADD COLUMN "mission_es" text;--> statement-breakpoint
ALTER TABLE "parish_profile" ADD COLUMN "vision_es" text;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "parish_service_times" ADD COLUMN "label_es" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_language_check" CHECK ("donors"."language" IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_language_check" CHECK ("payments"."language" IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language_check" CHECK ("newsletter_subscribers"."language" IN ('en', 'es'));