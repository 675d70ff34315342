CREATE TABLE "payment_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"fund" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "payment_funds_amount_cents_check" CHECK ("payment_funds"."amount_cents" > 0),
	CONSTRAINT "payment_funds_fund_check" CHECK ("payment_funds"."fund" IN ('building', 'missions', 'youth', 'outreach', 'worship', 'general'))
);
--> statement-breakpoint
CREATE TABLE "recurring_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_gifts_price_id_check" CHECK ("recurring_gifts"."price_id" IN ('gift-weekly', 'gift-biweekly', 'gift-monthly')),
	CONSTRAINT "recurring_gifts_amount_cents_check" CHECK ("recurring_gifts"."amount_cents" > 0),
	CONSTRAINT "recurring_gifts_fee_cents_check" CHECK ("recurring_gifts"."fee_cents" >= 0 AND "recurring_gifts"."fee_cents" < "recurring_gifts"."amount_cents"),
	CONSTRAINT "recurring_gifts_provider_check" CHECK ("recurring_gifts"."provider" IN ('stripe', 'paypal', 'sandbox'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recurring_gift_id" integer;--> statement-breakpoint
ALTER TABLE "payment_funds" ADD CONSTRAINT "payment_funds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_funds_payment_fund_idx" ON "payment_funds" USING btree ("payment_id","fund");--> statement-breakpoint
CREATE INDEX "payment_funds_fund_idx" ON "payment_funds" USING btree ("fund");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recurring_gift_id_recurring_gifts_id_fk" FOREIGN KEY ("recurring_gift_id") REFERENCES "public"."recurring_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_recurring_gift_id_idx" ON "payments" USING btree ("recurring_gift_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_cents_check" CHECK ("payments"."fee_cents" >= 0 AND "payments"."fee_cents" <= "payments"."amount_cents");