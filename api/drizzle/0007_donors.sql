CREATE TABLE "donors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"postal_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "donor_id" integer;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD COLUMN "donor_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "donors_email_idx" ON "donors" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_donor_id_idx" ON "payments" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "recurring_gifts_donor_id_idx" ON "recurring_gifts" USING btree ("donor_id");