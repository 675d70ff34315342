CREATE TABLE "statement_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"donor_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"claims" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "statement_jobs_status_check" CHECK ("statement_jobs"."status" IN ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "statement_jobs_progress_check" CHECK ("statement_jobs"."processed" >= 0 AND "statement_jobs"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statement_jobs" ADD CONSTRAINT "statement_jobs_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_jobs_due_idx" ON "statement_jobs" USING btree ("id") WHERE "statement_jobs"."status" IN ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "statement_jobs_one_live_run_idx" ON "statement_jobs" USING btree ("year") WHERE "statement_jobs"."donor_id" IS NULL AND "statement_jobs"."status" IN ('queued', 'running');