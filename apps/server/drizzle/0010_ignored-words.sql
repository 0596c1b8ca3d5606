CREATE TABLE "user_ignored_word" (
	"user_id" text NOT NULL,
	"learning_lang" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_ignored_word_user_id_learning_lang_token_pk" PRIMARY KEY("user_id","learning_lang","token")
);
--> statement-breakpoint
ALTER TABLE "user_ignored_word" ADD CONSTRAINT "user_ignored_word_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;