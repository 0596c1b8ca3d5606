import { LevelSchema, StudyLanguageCodeSchema } from '@cinevocab/core';
import { z } from 'zod/mini';

/**
 * What the sort screen hands the learn-words drill through navigation state: the
 * learning words, each with what the drill shows of it. Shared by the two features, read with
 * this schema so a stale or hand-made state is refused, not trusted.
 */
export const LearnWordSchema = z.object({
  token: z.string(),
  name: z.string(),
  level: LevelSchema,
  count: z.int().check(z.minimum(0)),
  /** Up to two of the title's sentences with the word. */
  sentences: z.array(z.string()).check(z.maxLength(2)),
  translation: z.optional(z.string()),
  /** The word's part of speech in the title, for the translation its answer shows. */
  pos: z.optional(z.nullable(z.string())),
});
export type LearnWord = z.infer<typeof LearnWordSchema>;

export const LearnWordsStateSchema = z.object({
  words: z.array(LearnWordSchema),
  learning: StudyLanguageCodeSchema,
  /** What the words' counts are of. */
  kind: z._default(z.enum(['movie', 'episode', 'season']), 'movie'),
  /** Where the drill's way back leads, and what to call it. */
  from: z.optional(z.object({ path: z.string(), label: z.string() })),
});
export type LearnWordsState = z.input<typeof LearnWordsStateSchema>;
