CREATE TABLE "funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"description" text,
	"description_es" text,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"goal_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "funds_goal_cents_check" CHECK ("funds"."goal_cents" IS NULL OR "funds"."goal_cents" > 0),
	CONSTRAINT "funds_position_check" CHECK ("funds"."position" >= 0),
	CONSTRAINT "funds_window_check" CHECK ("funds"."starts_on" IS NULL OR "funds"."ends_on" IS NULL OR "funds"."ends_on" >= "funds"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "payment_funds" DROP CONSTRAINT "payment_funds_fund_check";--> statement-breakpoint
CREATE UNIQUE INDEX "funds_key_idx" ON "funds" USING btree ("key");--> statement-breakpoint
-- The spec's six funds, with the keys gifts already name (hand-written: the funds the office keeps start from them).
INSERT INTO "funds" ("key", "name", "name_es", "description", "description_es", "position") VALUES
('building', 'Building Fund', 'Fondo de Construcción', 'Care and repair of our church and hall', 'Cuidado y reparación de nuestra iglesia y nuestro salón', 0),
('missions', 'Missions', 'Misiones', 'Partners in mission near and far', 'Nuestros compañeros en la misión, cerca y lejos', 1),
('youth', 'Youth Ministry', 'Pastoral Juvenil', 'Youth groups, retreats and formation', 'Grupos juveniles, retiros y formación', 2),
('outreach', 'Community Outreach', 'Servicio a la Comunidad', 'Food pantry and help for neighbours', 'Despensa de alimentos y ayuda a nuestros vecinos', 3),
('worship', 'Worship Ministry', 'Ministerio de Liturgia', 'Music, liturgy and the sacraments', 'Música, liturgia y sacramentos', 4),
('general', 'General Fund', 'Fondo General', 'Wherever the need is greatest', 'Donde más se necesite', 5);--> statement-breakpoint
ALTER TABLE "payment_funds" ADD CONSTRAINT "payment_funds_fund_funds_key_fk" FOREIGN KEY ("fund") REFERENCES "public"."funds"("key") ON DELETE restrict ON UPDATE restrict;