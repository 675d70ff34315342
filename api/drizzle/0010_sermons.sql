CREATE TABLE "sermons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"preacher" text NOT NULL,
	"date" date NOT NULL,
	"scripture" text NOT NULL,
	"description" text,
	"image" text,
	"audio_key" text,
	"audio_url" text,
	"audio_type" text,
	"audio_bytes" bigint,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sermons_date_idx" ON "sermons" USING btree ("date");