CREATE TABLE "catalog_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_item" (
	"user_id" text NOT NULL,
	"media_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"tv_id" integer,
	"season_number" integer,
	"episode_number" integer,
	"favourite" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_item_user_id_media_type_content_id_pk" PRIMARY KEY("user_id","media_type","content_id")
);
--> statement-breakpoint
ALTER TABLE "library_item" ADD CONSTRAINT "library_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;