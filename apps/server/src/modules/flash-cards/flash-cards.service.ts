import {
  type ActivityKind,
  type CardState,
  type FlashCard,
  type FlashCardCreate,
  type FlashCardList,
  type FlashCardListQuery,
  FlashCardMessages,
  type NativeLanguageCode,
  type ReviewRequest,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from 'ts-fsrs';
import type { Clock } from '../../clock.js';
import { AppError } from '../../http/app-error.js';
import { ankiPackageOf } from './anki-package.js';
import { flashCardsCsv } from './csv-export.js';
import type { CardSchedule, FlashCardRepository, FlashCardRow } from './flash-cards.repository.js';

export interface FlashCardServiceDependencies {
  cards: FlashCardRepository;
  clock: Clock;
  /** Told of each answer (the learner's activity); it must not throw. */
  recordActivity: (userId: string, kind: ActivityKind, count: number) => Promise<void>;
}

/**
 * FSRS with ts-fsrs' default parameters: 90 % retention asked for, learning steps of 1 and 10
 * minutes, a relearning step of 10 minutes, no fuzz. A session's 'Don't Know' is Again and
 * 'Know It' is Good; it has no Hard or Easy.
 */
const scheduler = fsrs();
const grades: Record<ReviewRequest['rating'], Grade> = { again: Rating.Again, good: Rating.Good };
const stateNames: readonly CardState[] = ['new', 'learning', 'review', 'relearning'];

function scheduleOf(card: Card): CardSchedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function fsrsCardOf(row: FlashCardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/** A stored card as the contract gives it. */
export function flashCardOf(row: FlashCardRow): FlashCard {
  return {
    id: row.id,
    word: row.word,
    translation: row.translation,
    definition: row.definition,
    pronunciation: row.pronunciation,
    context_sentences: row.contextSentences,
    // Written from the contract's enums, read back as text.
    word_language: row.wordLanguage as StudyLanguageCode,
    translated_language: row.translatedLanguage as NativeLanguageCode,
    token: row.token,
    media_type: row.mediaType,
    content_id: row.contentId,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    due: row.due.toISOString(),
    state: stateNames[row.state] ?? 'new',
    reps: row.reps,
    lapses: row.lapses,
    last_review: row.lastReview?.toISOString() ?? null,
  };
}

/** A learner's flash cards with spaced repetition. */
export function createFlashCardService({ cards, clock, recordActivity }: FlashCardServiceDependencies) {
  async function ownCard(userId: string, id: string): Promise<FlashCardRow> {
    const row = await cards.find(userId, id);
    if (!row) throw new AppError('NOT_FOUND', FlashCardMessages.cardNotFound);
    return row;
  }

  return {
    /** GET /api/flash-cards: `due_today` counts to the end of the learner's day in `timeZone`. */
    async list(userId: string, query: FlashCardListQuery, timeZone: string): Promise<FlashCardList> {
      const now = clock();
      const [rows, counts] = await Promise.all([
        cards.list(userId, {
          ...(query.search ? { search: query.search } : {}),
          ...(query.due === '1' ? { dueBy: now } : {}),
        }),
        cards.counts(userId, now, timeZone),
      ]);
      return { cards: rows.map(flashCardOf), due_today: counts.dueToday, total: counts.total };
    },

    /** POST /api/flash-cards: a new card, due at once; the same word again updates its card. */
    async save(userId: string, card: FlashCardCreate): Promise<{ card: FlashCard; isNew: boolean }> {
      const now = clock();
      const { row, isNew } = await cards.save(userId, card, scheduleOf(createEmptyCard(now)), now);
      return { card: flashCardOf(row), isNew };
    },

    async get(userId: string, id: string): Promise<FlashCard> {
      return flashCardOf(await ownCard(userId, id));
    },

    /** DELETE /api/flash-cards/:id: gone afterwards, whether it was there or not. */
    remove(userId: string, id: string): Promise<void> {
      return cards.remove(userId, id);
    },

    /** POST /api/flash-cards/:id/review: the card with its next due date. */
    async review(userId: string, id: string, { rating }: ReviewRequest): Promise<FlashCard> {
      const row = await ownCard(userId, id);
      const now = clock();
      const { card, log } = scheduler.next(fsrsCardOf(row), now, grades[rating]);
      const saved = await cards.saveReview(userId, id, scheduleOf(card), {
        rating: log.rating,
        state: log.state,
        due: log.due,
        stability: log.stability,
        difficulty: log.difficulty,
        elapsedDays: log.elapsed_days,
        lastElapsedDays: log.last_elapsed_days,
        scheduledDays: log.scheduled_days,
        learningSteps: log.learning_steps,
        reviewedAt: log.review,
      });
      // Deleted meanwhile.
      if (!saved) throw new AppError('NOT_FOUND', FlashCardMessages.cardNotFound);
      await recordActivity(userId, 'review', 1);
      return flashCardOf(saved);
    },

    /** GET /api/flash-cards/export.csv */
    async exportCsv(userId: string): Promise<string> {
      return flashCardsCsv((await cards.all(userId)).map(flashCardOf));
    },

    /** GET /api/flash-cards/export.apkg */
    async exportApkg(userId: string): Promise<Uint8Array> {
      return ankiPackageOf((await cards.all(userId)).map(flashCardOf), clock());
    },
  };
}
export type FlashCardService = ReturnType<typeof createFlashCardService>;
