CREATE TABLE "subtitle_upload" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"media_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"language" text NOT NULL,
	"tv_id" integer,
	"season_number" integer,
	"episode_number" integer,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"format" text NOT NULL,
	"cues" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_analysis" (
	"media_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"language" text NOT NULL,
	"lexicon_version" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"summary" jsonb NOT NULL,
	"words" jsonb NOT NULL,
	"sentences" jsonb NOT NULL,
	"names" jsonb NOT NULL,
	"stats" jsonb NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_analysis_media_type_content_id_language_lexicon_version_source_id_pk" PRIMARY KEY("media_type","content_id","language","lexicon_version","source_id")
);
--> statement-breakpoint
ALTER TABLE "subtitle_upload" ADD CONSTRAINT "subtitle_upload_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subtitle_upload_title_language_idx" ON "subtitle_upload" USING btree ("media_type","content_id","language");