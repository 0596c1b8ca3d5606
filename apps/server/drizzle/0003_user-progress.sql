CREATE TABLE "user_word" (
	"user_id" text NOT NULL,
	"learning_lang" text NOT NULL,
	"translated_lang" text NOT NULL,
	"token" text NOT NULL,
	"word" text NOT NULL,
	"translation" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"difficulty" smallint NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"ai_translation" text,
	"learned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_word_user_id_learning_lang_translated_lang_token_pk" PRIMARY KEY("user_id","learning_lang","translated_lang","token"),
	CONSTRAINT "user_word_status_check" CHECK ("user_word"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "user_word_title" (
	"user_id" text NOT NULL,
	"learning_lang" text NOT NULL,
	"translated_lang" text NOT NULL,
	"token" text NOT NULL,
	"media_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_word_title_pk" PRIMARY KEY("user_id","learning_lang","translated_lang","token","media_type","content_id")
);
--> statement-breakpoint
ALTER TABLE "user_word" ADD CONSTRAINT "user_word_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_word_title" ADD CONSTRAINT "user_word_title_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;