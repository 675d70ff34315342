CREATE TABLE "donor_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"donor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_sign_in_links" (
	"id" text PRIMARY KEY NOT NULL,
	"donor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
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
ALTER TABLE "donor_sessions" ADD CONSTRAINT "donor_sessions_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_sign_in_links" ADD CONSTRAINT "donor_sign_in_links_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_sessions_donor_id_idx" ON "donor_sessions" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "donor_sessions_expires_at_idx" ON "donor_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "donor_sign_in_links_donor_id_idx" ON "donor_sign_in_links" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "donor_sign_in_links_expires_at_idx" ON "donor_sign_in_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "donors_email_idx" ON "donors" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_donor_id_idx" ON "payments" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "recurring_gifts_donor_id_idx" ON "recurring_gifts" USING btree ("donor_id");