CREATE TABLE "vocabulary_estimate" (
	"user_id" text NOT NULL,
	"learning_lang" text NOT NULL,
	"estimate" integer NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"reliable" boolean NOT NULL,
	"false_alarms" smallint NOT NULL,
	"pseudowords" smallint NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vocabulary_estimate_user_id_learning_lang_pk" PRIMARY KEY("user_id","learning_lang"),
	CONSTRAINT "vocabulary_estimate_range_check" CHECK (0 <= "vocabulary_estimate"."low" and "vocabulary_estimate"."low" <= "vocabulary_estimate"."high")
);
--> statement-breakpoint
ALTER TABLE "vocabulary_estimate" ADD CONSTRAINT "vocabulary_estimate_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;