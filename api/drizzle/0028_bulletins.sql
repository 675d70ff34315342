CREATE TABLE "bulletins" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"title" text,
	"title_es" text,
	"filename" text NOT NULL,
	"file_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"preview_key" text NOT NULL,
	"preview_width" integer NOT NULL,
	"preview_height" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletins_date_unique" UNIQUE("date")
);
