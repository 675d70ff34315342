CREATE TABLE "newsletter_topic_subscriptions" (
	"subscriber_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_topic_subscriptions_subscriber_id_topic_id_pk" PRIMARY KEY("subscriber_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"description" text,
	"description_es" text,
	"position" integer DEFAULT 0 NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_topic_subscriptions" ADD CONSTRAINT "newsletter_topic_subscriptions_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_topic_subscriptions" ADD CONSTRAINT "newsletter_topic_subscriptions_topic_id_newsletter_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."newsletter_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_topic_subscriptions_topic_idx" ON "newsletter_topic_subscriptions" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "newsletter_topics_position_idx" ON "newsletter_topics" USING btree ("position");--> statement-breakpoint
-- Hand-written: the topics the parish starts with, and every address already on the list kept on Parish news.
INSERT INTO "newsletter_topics" ("name", "name_es", "description", "description_es", "position") VALUES
	('Parish news', 'Noticias parroquiales', 'What is happening in the parish: announcements, changes to the schedule, news from the pastor.', 'Lo que sucede en la parroquia: avisos, cambios de horario y noticias del párroco.', 1),
	('Bulletin', 'Boletín parroquial', 'The weekly bulletin, as soon as it is published.', 'El boletín semanal, en cuanto se publica.', 2),
	('Youth', 'Jóvenes', 'Retreats, service days and the youth group''s evenings, for young people and their parents.', 'Retiros, días de servicio y las reuniones del grupo de jóvenes, para los jóvenes y sus padres.', 3),
	('Events', 'Eventos', 'Parish events and celebrations, with how to book.', 'Eventos y celebraciones de la parroquia, con cómo reservar.', 4),
	('Spanish-language news', 'Noticias en español', 'News of the Spanish-speaking community: Masses, groups and gatherings in Spanish.', 'Noticias de la comunidad hispana: misas, grupos y encuentros en español.', 5);
--> statement-breakpoint
INSERT INTO "newsletter_topic_subscriptions" ("subscriber_id", "topic_id")
SELECT "newsletter_subscribers"."id", "newsletter_topics"."id"
FROM "newsletter_subscribers", "newsletter_topics"
WHERE "newsletter_topics"."name" = 'Parish news' AND "newsletter_subscribers"."status" IN ('subscribed', 'pending');
