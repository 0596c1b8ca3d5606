import { describe, expect, it } from 'vitest';
import { FlashCardMessages } from './flash-card-messages.js';
import {
  ActivityRecordSchema,
  DashboardQuerySchema,
  FlashCardCreateSchema,
  FlashCardSchema,
  localDate,
  streakOf,
} from './flash-cards.js';

describe('a day streak', () => {
  const days = new Set(['2026-11-20', '2026-11-21', '2026-11-22']);

  it('counts the days in a row up to today', () => {
    expect(streakOf(new Set([...days, '2026-11-23']), '2026-11-23')).toBe(4);
  });

  it('is not lost before today is over, and is lost after a day without activity', () => {
    expect(streakOf(days, '2026-11-23')).toBe(3);
    expect(streakOf(days, '2026-11-24')).toBe(0);
  });

  it('crosses months and years', () => {
    expect(streakOf(new Set(['2025-12-31', '2026-01-01']), '2026-01-01')).toBe(2);
    expect(streakOf(new Set(['2026-02-28', '2026-03-01']), '2026-03-01')).toBe(2);
  });
});

describe('a local date', () => {
  it('is the day in the learner’s time zone, not the server’s', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(localDate(lateEvening, 'UTC')).toBe('2026-11-23');
    expect(localDate(lateEvening, 'Europe/Copenhagen')).toBe('2026-11-24');
    expect(localDate(lateEvening, 'America/Los_Angeles')).toBe('2026-11-23');
  });

  it('refuses a time zone that does not exist', () => {
    expect(
      DashboardQuerySchema.safeParse({ learning_lang: 'es', translated_lang: 'en', time_zone: 'Mars/Base' })
        .success,
    ).toBe(false);
    expect(DashboardQuerySchema.parse({ learning_lang: 'es', translated_lang: 'en' }).time_zone).toBe('UTC');
    expect(
      DashboardQuerySchema.safeParse({ learning_lang: 'es', translated_lang: 'en', time_zone: '+05:30' })
        .success,
    ).toBe(false);
    expect(
      DashboardQuerySchema.safeParse({ learning_lang: 'es', translated_lang: 'en', time_zone: 'Etc/GMT+5' })
        .success,
    ).toBe(true);
  });
});

describe('the reminder of cards due', () => {
  it("says the spec's text, with one card in the singular", () => {
    expect(FlashCardMessages.timeToReview(3)).toBe('Time to review 3 cards you need to practice');
    expect(FlashCardMessages.timeToReview(1)).toBe('Time to review 1 card you need to practice');
  });
});

describe('a flash card', () => {
  const card = { word: ' casa ', word_language: 'es', translated_language: 'en' } as const;

  it('is saved trimmed, with empty texts and no title when the screen sends none', () => {
    expect(FlashCardCreateSchema.parse(card)).toEqual({
      word: 'casa',
      translation: '',
      definition: '',
      pronunciation: '',
      context_sentences: [],
      word_language: 'es',
      translated_language: 'en',
      token: null,
      media_type: null,
      content_id: null,
      title: null,
    });
    expect(
      FlashCardCreateSchema.parse({
        ...card,
        translation: ' house ',
        context_sentences: [{ original: ' Mi casa. ' }],
      }),
    ).toMatchObject({
      translation: 'house',
      context_sentences: [{ original: 'Mi casa.', translation: '', time: null }],
    });
  });

  it('comes back from the server with the card’s defaults and its schedule', () => {
    const stored = {
      ...card,
      id: 'c1',
      created_at: '2026-11-23T10:00:00Z',
      updated_at: '2026-11-23T10:00:00Z',
      due: '2026-11-23T10:00:00Z',
      state: 'new',
      reps: 0,
      lapses: 0,
      last_review: null,
    };
    expect(FlashCardSchema.parse(stored)).toMatchObject({
      word: 'casa',
      translation: '',
      token: null,
      state: 'new',
    });
    expect(FlashCardSchema.safeParse({ ...stored, reps: -1 }).success).toBe(false);
    expect(FlashCardSchema.safeParse({ ...stored, state: 'done' }).success).toBe(false);
  });

  it('counts a finished session once unless told otherwise', () => {
    expect(ActivityRecordSchema.parse({ kind: 'training' })).toEqual({ kind: 'training', count: 1 });
    expect(ActivityRecordSchema.safeParse({ kind: 'training', count: 0 }).success).toBe(false);
    expect(ActivityRecordSchema.safeParse({ kind: 'training', count: 1.5 }).success).toBe(false);
  });
});
