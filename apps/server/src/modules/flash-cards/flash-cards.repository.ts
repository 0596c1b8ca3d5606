import type { FlashCardCreate } from '@cinevocab/core';
import { and, asc, desc, eq, ilike, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { flashCard, flashCardReview } from '../../db/schema.js';

export type FlashCardRow = typeof flashCard.$inferSelect;

/** A card's place in its FSRS schedule: ts-fsrs' Card, as the table keeps it. */
export interface CardSchedule {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs' State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: Date | null;
}

/** One answer, as ts-fsrs logs it: the card's schedule before the answer. */
export interface CardReviewLog {
  rating: number;
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reviewedAt: Date;
}

/** Card ids are uuids: anything else names no card (and must not reach PostgreSQL's uuid parser). */
const cardIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isCardId = (id: string) => cardIdPattern.test(id);

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const ownCard = (userId: string, id: string) => and(eq(flashCard.userId, userId), eq(flashCard.id, id));

function fieldsOf(card: FlashCardCreate) {
  return {
    word: card.word,
    translation: card.translation,
    definition: card.definition,
    pronunciation: card.pronunciation,
    contextSentences: card.context_sentences,
    wordLanguage: card.word_language,
    translatedLanguage: card.translated_language,
    token: card.token,
    mediaType: card.media_type,
    contentId: card.content_id,
    title: card.title,
  };
}

/** A learner's flash cards; every read and write is scoped to the learner. */
export function createFlashCardRepository(db: Database) {
  return {
    /**
     * Stores a new card with `schedule`, or, when the learner has the word (whatever its case) in
     * the same languages, updates that card's fields and keeps its schedule.
     */
    save: (
      userId: string,
      card: FlashCardCreate,
      schedule: CardSchedule,
      now: Date,
    ): Promise<{ row: FlashCardRow; isNew: boolean }> => insertOrUpdate(db, userId, card, schedule, now),

    /**
     * The learner's cards, newest first; `search` among word, translation and definition (any
     * case); `dueBy` only the cards due by then, the most overdue first.
     */
    list: (userId: string, filter: CardFilter): Promise<FlashCardRow[]> => listCards(db, userId, filter),

    /** Every card of the learner, in the order they were saved (the exports). */
    all(userId: string): Promise<FlashCardRow[]> {
      return db
        .select()
        .from(flashCard)
        .where(eq(flashCard.userId, userId))
        .orderBy(asc(flashCard.createdAt), asc(flashCard.id));
    },

    async find(userId: string, id: string): Promise<FlashCardRow | null> {
      if (!isCardId(id)) return null;
      const [row] = await db.select().from(flashCard).where(ownCard(userId, id)).limit(1);
      return row ?? null;
    },

    /** Deletes the learner's card; another's, or none, is left as it is. */
    async remove(userId: string, id: string): Promise<void> {
      if (!isCardId(id)) return;
      await db.delete(flashCard).where(ownCard(userId, id));
    },

    /** The card's next schedule and the answer's log, together; null when the card is gone. */
    async saveReview(
      userId: string,
      id: string,
      schedule: CardSchedule,
      log: CardReviewLog,
    ): Promise<FlashCardRow | null> {
      if (!isCardId(id)) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(flashCard)
          .set({ ...schedule, updatedAt: log.reviewedAt })
          .where(ownCard(userId, id))
          .returning();
        if (!row) return null;
        await tx.insert(flashCardReview).values({ cardId: id, ...log });
        return row;
      });
    },

    /**
     * How many cards the learner has, and how many are due before the end of their day: the
     * next local midnight after `now` in `timeZone`, worked out by PostgreSQL (daylight saving
     * included).
     */
    async counts(userId: string, now: Date, timeZone: string): Promise<{ total: number; dueToday: number }> {
      const endOfDay = sql`((((${now.toISOString()}::timestamptz at time zone ${timeZone})::date + 1)::timestamp) at time zone ${timeZone})`;
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          dueToday: sql<number>`(count(*) filter (where ${flashCard.due} < ${endOfDay}))::int`,
        })
        .from(flashCard)
        .where(eq(flashCard.userId, userId));
      return { total: row?.total ?? 0, dueToday: row?.dueToday ?? 0 };
    },
  };
}
export type FlashCardRepository = ReturnType<typeof createFlashCardRepository>;

/** Which of the learner's cards a list shows: `search` in word, translation or definition; `dueBy` only those due by then. */
interface CardFilter {
  search?: string;
  dueBy?: Date;
}

async function insertOrUpdate(
  db: Database,
  userId: string,
  card: FlashCardCreate,
  schedule: CardSchedule,
  now: Date,
): Promise<{ row: FlashCardRow; isNew: boolean }> {
  const fields = fieldsOf(card);
  // Insert or update, not one upsert: the unique index is on lower(word), which drizzle's
  // conflict target cannot name. A card deleted between the two is inserted on the next turn.
  for (let attempt = 1; ; attempt++) {
    const [inserted] = await db
      .insert(flashCard)
      .values({ userId, ...fields, ...schedule, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { row: inserted, isNew: true };
    const [updated] = await db
      .update(flashCard)
      .set({ ...fields, updatedAt: now })
      .where(
        and(
          eq(flashCard.userId, userId),
          eq(flashCard.wordLanguage, card.word_language),
          eq(flashCard.translatedLanguage, card.translated_language),
          sql`lower(${flashCard.word}) = lower(${card.word})`,
        ),
      )
      .returning();
    if (updated) return { row: updated, isNew: false };
    if (attempt >= 3) throw new Error('flash card neither inserted nor updated');
  }
}

function listCards(db: Database, userId: string, { search, dueBy }: CardFilter): Promise<FlashCardRow[]> {
  const pattern = search ? containing(search) : null;
  return db
    .select()
    .from(flashCard)
    .where(
      and(
        eq(flashCard.userId, userId),
        pattern
          ? or(
              ilike(flashCard.word, pattern),
              ilike(flashCard.translation, pattern),
              ilike(flashCard.definition, pattern),
            )
          : undefined,
        dueBy ? lte(flashCard.due, dueBy) : undefined,
      ),
    )
    .orderBy(...(dueBy ? [asc(flashCard.due)] : []), desc(flashCard.createdAt), desc(flashCard.id));
}
