import { z } from 'zod/mini';
import { DatabaseIntSchema, StorableTextSchema } from './input.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';
import { UserMovieSchema } from './progress.js';

/**
 * Flash cards with spaced repetition, the learner's activity and the My Words dashboard. One
 * contract for the screens and the server.
 */

export const FlashCardLimits = {
  wordMaxLength: 200,
  translationMaxLength: 1_000,
  definitionMaxLength: 4_000,
  pronunciationMaxLength: 200,
  sentences: 5,
  sentenceMaxLength: 1_000,
  titleMaxLength: 300,
  searchMaxLength: 100,
  /** Days of the dashboard's activity grid: 12 weeks. */
  activityDays: 84,
} as const;

/** A sentence of the title on a card: the line, its translation when known, and when it is said. */
export const ContextSentenceSchema = z.object({
  original: StorableTextSchema.check(
    z.trim(),
    z.minLength(1),
    z.maxLength(FlashCardLimits.sentenceMaxLength),
  ),
  translation: z._default(StorableTextSchema.check(z.maxLength(FlashCardLimits.sentenceMaxLength)), ''),
  /** Seconds into the title; null when unknown. */
  time: z._default(z.nullable(z.number().check(z.minimum(0))), null),
});
export type ContextSentence = z.infer<typeof ContextSentenceSchema>;

/**
 * POST /api/flash-cards: a card (word, translation, definition, pronunciation, sentences) and where
 * it came from.
 * Saving the same word in the same languages again updates that card.
 */
export const FlashCardCreateSchema = z.object({
  word: StorableTextSchema.check(z.trim(), z.minLength(1), z.maxLength(FlashCardLimits.wordMaxLength)),
  translation: z._default(
    StorableTextSchema.check(z.trim(), z.maxLength(FlashCardLimits.translationMaxLength)),
    '',
  ),
  definition: z._default(
    StorableTextSchema.check(z.trim(), z.maxLength(FlashCardLimits.definitionMaxLength)),
    '',
  ),
  pronunciation: z._default(
    StorableTextSchema.check(z.trim(), z.maxLength(FlashCardLimits.pronunciationMaxLength)),
    '',
  ),
  context_sentences: z._default(
    z.array(ContextSentenceSchema).check(z.maxLength(FlashCardLimits.sentences)),
    [],
  ),
  word_language: StudyLanguageCodeSchema,
  /** Ours: the language of the translation and definition. */
  translated_language: NativeLanguageCodeSchema,
  /** Ours: the word's stable id ('es:casa'), when the card came from a title's vocabulary. */
  token: z._default(z.nullable(StorableTextSchema.check(z.maxLength(FlashCardLimits.wordMaxLength))), null),
  /** Ours: the title it came from. */
  media_type: z._default(z.nullable(z.enum(['movie', 'episode'])), null),
  content_id: z._default(z.nullable(DatabaseIntSchema.check(z.positive())), null),
  title: z._default(z.nullable(StorableTextSchema.check(z.maxLength(FlashCardLimits.titleMaxLength))), null),
});
export type FlashCardCreate = z.infer<typeof FlashCardCreateSchema>;
export type FlashCardCreateInput = z.input<typeof FlashCardCreateSchema>;

/** Where a card is in its spaced-repetition schedule (FSRS). */
export const CardStateSchema = z.enum(['new', 'learning', 'review', 'relearning']);
export type CardState = z.infer<typeof CardStateSchema>;

export const FlashCardSchema = z.extend(FlashCardCreateSchema, {
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the card is next due (ISO); a new card is due at once. */
  due: z.string(),
  state: CardStateSchema,
  reps: z.int().check(z.minimum(0)),
  lapses: z.int().check(z.minimum(0)),
  last_review: z.nullable(z.string()),
});
export type FlashCard = z.infer<typeof FlashCardSchema>;

/** GET /api/flash-cards?search=&due=: newest first; `due=1` only the cards due now. */
export const FlashCardListQuerySchema = z.object({
  search: z.optional(StorableTextSchema.check(z.trim(), z.maxLength(FlashCardLimits.searchMaxLength))),
  due: z.optional(z.enum(['0', '1'])),
});
export type FlashCardListQuery = z.infer<typeof FlashCardListQuerySchema>;

export const FlashCardListSchema = z.object({
  cards: z.array(FlashCardSchema),
  /** The learner's cards due by the end of their day, whatever the search. */
  due_today: z.int().check(z.minimum(0)),
  total: z.int().check(z.minimum(0)),
});
export type FlashCardList = z.infer<typeof FlashCardListSchema>;

/**
 * POST /api/flash-cards/{id}/review: one answer of a session. 'Don't Know' is `again`, 'Know It'
 * is `good`. The answer is the card with its next due date.
 */
export const ReviewRequestSchema = z.object({
  rating: z.enum(['again', 'good']),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

/** Kinds of activity that keep a streak going. */
export const ActivityKindSchema = z.enum(['sort', 'review', 'training', 'study']);
export type ActivityKind = z.infer<typeof ActivityKindSchema>;

/**
 * POST /api/data/user/activity: activity the server cannot see for itself (a finished training
 * session). Word marks and card reviews are recorded where they are saved.
 */
export const ActivityRecordSchema = z.object({
  kind: ActivityKindSchema,
  count: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), 1),
});
export type ActivityRecord = z.infer<typeof ActivityRecordSchema>;

/** An IANA time zone the browser reports ('Europe/Copenhagen'); days and streaks are counted in it. */
export const TimeZoneSchema = z.string().check(
  z.maxLength(64),
  // Names only ('Etc/GMT+5' included): an offset such as '+05:30' means the opposite to PostgreSQL.
  z.regex(/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/, 'not a time zone'),
  z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'not a time zone'),
);

/** GET /api/data/user/dashboard?learning_lang&translated_lang&time_zone */
export const DashboardQuerySchema = z.object({
  learning_lang: StudyLanguageCodeSchema,
  translated_lang: NativeLanguageCodeSchema,
  time_zone: z._default(TimeZoneSchema, 'UTC'),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const AchievementIds = [
  'first-ten-known',
  'hundred-known',
  'seven-day-streak',
  'first-title-at-95',
  'ten-flash-cards',
  'first-training',
] as const;
export const AchievementIdSchema = z.enum(AchievementIds);
export type AchievementId = z.infer<typeof AchievementIdSchema>;

export const DashboardSchema = z.object({
  /** Words with a status in the pair. */
  total_words: z.int().check(z.minimum(0)),
  /** Words known in the pair. */
  words_learned: z.int().check(z.minimum(0)),
  /** Consecutive days with any activity, up to today (or yesterday, if none yet today). */
  day_streak: z.int().check(z.minimum(0)),
  achievements: z.array(
    z.object({
      id: AchievementIdSchema,
      earned: z.boolean(),
      /** How far along: e.g. 7 of 10 known words. */
      progress: z.int().check(z.minimum(0)),
      goal: z.int().check(z.minimum(1)),
    }),
  ),
  /** My Movies' titles, the latest studied first (at most 4). */
  your_content: z.array(UserMovieSchema),
  /** The last 84 days in the learner's time zone, oldest first: activity counts per day. */
  activity: z.array(z.object({ date: z.string(), count: z.int().check(z.minimum(0)) })),
  flash_cards: z.object({ total: z.int().check(z.minimum(0)), due_today: z.int().check(z.minimum(0)) }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/**
 * Consecutive days with activity ending today, or yesterday when today has none yet (a streak is
 * not lost before the day is over). `days` are local dates (YYYY-MM-DD) with any activity.
 */
export function streakOf(days: ReadonlySet<string>, today: string): number {
  const step = (date: string): string => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const previous = new Date(Date.UTC(year, month - 1, day - 1));
    return previous.toISOString().slice(0, 10);
  };
  let date = days.has(today) ? today : step(today);
  let streak = 0;
  while (days.has(date)) {
    streak += 1;
    date = step(date);
  }
  return streak;
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
