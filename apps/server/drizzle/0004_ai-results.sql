CREATE TABLE "ai_translation" (
	"word" text NOT NULL,
	"word_language" text NOT NULL,
	"target_language" text NOT NULL,
	"context_hash" text NOT NULL,
	"provider_id" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_translation_pk" PRIMARY KEY("word","word_language","target_language","context_hash","provider_id")
);
