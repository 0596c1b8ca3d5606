CREATE TABLE "flash_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"word" text NOT NULL,
	"translation" text DEFAULT '' NOT NULL,
	"definition" text DEFAULT '' NOT NULL,
	"pronunciation" text DEFAULT '' NOT NULL,
	"context_sentences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"word_language" text NOT NULL,
	"translated_language" text NOT NULL,
	"token" text,
	"media_type" text,
	"content_id" integer,
	"title" text,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_cards_state_check" CHECK ("flash_cards"."state" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "flash_card_review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "user_activity_count_check" CHECK ("user_activity"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "flash_cards" ADD CONSTRAINT "flash_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_card_review" ADD CONSTRAINT "flash_card_review_card_id_flash_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flash_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flash_cards_user_word_idx" ON "flash_cards" USING btree ("user_id","word_language","translated_language",lower("word"));--> statement-breakpoint
CREATE INDEX "flash_cards_user_created_idx" ON "flash_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "flash_cards_user_due_idx" ON "flash_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "flash_card_review_card_idx" ON "flash_card_review" USING btree ("card_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "user_activity_user_at_idx" ON "user_activity" USING btree ("user_id","at");