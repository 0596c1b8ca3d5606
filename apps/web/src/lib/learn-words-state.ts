import { LevelSchema, StudyLanguageCodeSchema } from '@cinevocab/core';
import { z } from 'zod';

/**
 * What the sort screen hands the learn-words drill through navigation state: the
 * learning words, each with what the drill shows of it. Shared by the two features, read with
 * this schema so a stale or hand-made state is refused, not trusted.
 */
export const LearnWordSchema = z.object({
  token: z.string(),
  name: z.string(),
  level: LevelSchema,
  count: z.number().int().min(0),
  /** Up to two of the title's sentences with the word. */
  sentences: z.array(z.string()).max(2),
  translation: z.string().optional(),
  /** The word's part of speech in the title, for the translation its answer shows. */
  pos: z.string().nullable().optional(),
});
export type LearnWord = z.infer<typeof LearnWordSchema>;

export const LearnWordsStateSchema = z.object({
  words: z.array(LearnWordSchema),
  learning: StudyLanguageCodeSchema,
  /** What the words' counts are of. */
  kind: z.enum(['movie', 'episode', 'season']).default('movie'),
  /** Where the drill's way back leads, and what to call it. */
  from: z.object({ path: z.string(), label: z.string() }).optional(),
});
export type LearnWordsState = z.input<typeof LearnWordsStateSchema>;
