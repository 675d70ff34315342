CREATE TABLE "sacrament_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sacrament_documents_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sacrament_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"requester_phone" text NOT NULL,
	"message" text,
	"language" text NOT NULL,
	"details" jsonb NOT NULL,
	"assigned_to" text,
	"notes" text,
	"scheduled_date" date,
	"scheduled_time" time,
	"scheduled_place" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" DROP CONSTRAINT "admins_roles_check";--> statement-breakpoint
ALTER TABLE "sacrament_documents" ADD CONSTRAINT "sacrament_documents_request_id_sacrament_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sacrament_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sacrament_requests_queue_idx" ON "sacrament_requests" USING btree ("kind","status");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_roles_check" CHECK (cardinality("admins"."roles") > 0 AND "admins"."roles" <@ ARRAY['owner', 'editor', 'finance', 'events', 'sacraments']::text[]);