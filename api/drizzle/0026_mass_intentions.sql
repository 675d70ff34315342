CREATE TABLE "mass_intention_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"per_mass" integer DEFAULT 2 NOT NULL,
	"offering_cents" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_intention_settings_one_row_check" CHECK ("mass_intention_settings"."id" = 1),
	CONSTRAINT "mass_intention_settings_per_mass_check" CHECK ("mass_intention_settings"."per_mass" BETWEEN 1 AND 50),
	CONSTRAINT "mass_intention_settings_offering_check" CHECK ("mass_intention_settings"."offering_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "mass_intentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"mass" text NOT NULL,
	"intention" text NOT NULL,
	"requested_by" text NOT NULL,
	"email" text NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"amount_cents" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_intentions_status_check" CHECK ("mass_intentions"."status" IN ('held', 'requested', 'confirmed', 'cancelled')),
	CONSTRAINT "mass_intentions_amount_cents_check" CHECK ("mass_intentions"."amount_cents" > 0),
	CONSTRAINT "mass_intentions_language_check" CHECK ("mass_intentions"."language" IN ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "intention_id" integer;--> statement-breakpoint
CREATE INDEX "mass_intentions_date_mass_idx" ON "mass_intentions" USING btree ("date","mass");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_intention_id_mass_intentions_id_fk" FOREIGN KEY ("intention_id") REFERENCES "public"."mass_intentions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_intention_idx" ON "payments" USING btree ("intention_id") WHERE "payments"."status" IN ('created', 'pending', 'completed');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" IN ('booking', 'shop', 'donation', 'recurring_donation', 'intention'));