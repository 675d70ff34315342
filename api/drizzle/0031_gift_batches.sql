CREATE TABLE "gift_batch_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"donor_id" integer,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"check_number" text,
	"reverses_entry_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_batch_entries_method_check" CHECK ("gift_batch_entries"."method" IN ('cash', 'check')),
	CONSTRAINT "gift_batch_entries_amount_check" CHECK (("gift_batch_entries"."reverses_entry_id" IS NULL AND "gift_batch_entries"."amount_cents" > 0) OR ("gift_batch_entries"."reverses_entry_id" IS NOT NULL AND "gift_batch_entries"."amount_cents" < 0 AND "gift_batch_entries"."reason" IS NOT NULL)),
	CONSTRAINT "gift_batch_entries_check_number_check" CHECK ("gift_batch_entries"."method" <> 'check' OR "gift_batch_entries"."check_number" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "gift_batch_entry_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"fund" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "gift_batch_entry_funds_amount_check" CHECK ("gift_batch_entry_funds"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_date" date NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"counted_total_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	CONSTRAINT "gift_batches_kind_check" CHECK ("gift_batches"."kind" IN ('sunday_collection', 'mailed_checks', 'other')),
	CONSTRAINT "gift_batches_counted_check" CHECK ("gift_batches"."counted_total_cents" IS NULL OR "gift_batches"."counted_total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "envelope_number" text;--> statement-breakpoint
ALTER TABLE "gift_batch_entries" ADD CONSTRAINT "gift_batch_entries_batch_id_gift_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_entries" ADD CONSTRAINT "gift_batch_entries_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_entries" ADD CONSTRAINT "gift_batch_entries_reverses_entry_id_gift_batch_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."gift_batch_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_entry_funds" ADD CONSTRAINT "gift_batch_entry_funds_entry_id_gift_batch_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."gift_batch_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_batch_entry_funds" ADD CONSTRAINT "gift_batch_entry_funds_fund_funds_key_fk" FOREIGN KEY ("fund") REFERENCES "public"."funds"("key") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE INDEX "gift_batch_entries_batch_id_idx" ON "gift_batch_entries" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "gift_batch_entries_donor_id_idx" ON "gift_batch_entries" USING btree ("donor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_batch_entries_reverses_idx" ON "gift_batch_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_batch_entry_funds_entry_fund_idx" ON "gift_batch_entry_funds" USING btree ("entry_id","fund");--> statement-breakpoint
CREATE INDEX "gift_batch_entry_funds_fund_idx" ON "gift_batch_entry_funds" USING btree ("fund");--> statement-breakpoint
CREATE INDEX "gift_batches_batch_date_idx" ON "gift_batches" USING btree ("batch_date");--> statement-breakpoint
CREATE UNIQUE INDEX "donors_envelope_number_idx" ON "donors" USING btree ("envelope_number");