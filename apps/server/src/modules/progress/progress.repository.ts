import type { LibraryItem, ProgressItem } from '@cinevocab/core';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { libraryItem, userWord, userWordTitle } from '../../db/schema.js';
import type { LanguagePair } from '../../shared/language-pair.js';
import { libraryItemOf } from '../library/index.js';
import { libraryRowOf, saveProgress } from './progress-save.repository.js';

export interface WordKey extends LanguagePair {
  token: string;
}

/** A word to keep, as the save's last record for its token says. */
export interface KeptWord extends WordKey {
  word: string;
  translation: string;
  status: 1 | 2;
  level: number;
  notes: string;
  /** Null keeps the AI translation stored already: only the sort screen sends one. */
  aiTranslation: string | null;
  /** The word went from to-learn to known within this save. */
  learnedNow: boolean;
}

export interface TitleKey {
  mediaType: 'movie' | 'episode';
  contentId: number;
}

/** A title a word was met in. */
export interface WordTitle extends WordKey, TitleKey {}

export interface EpisodePlace {
  tvId: number;
  seasonNumber: number;
  episodeNumber: number;
}

export interface NamedTitle extends TitleKey {
  place: EpisodePlace | null;
}

/** What one bulk save changes, worked out by the service; stored in one transaction. */
export interface SavePlan {
  /** Words forgotten (saved as 0) at some point of the save: deleted before `keep` is written. */
  forget: WordKey[];
  keep: KeptWord[];
  /** Links whose last record in the save forgot the word. */
  unlink: WordTitle[];
  /** Links whose last record in the save kept the word: written, or their date touched. */
  link: WordTitle[];
  /** Every title the save names, once: each must be in the library. */
  titles: NamedTitle[];
}

/** A title of My Movies before its words and name are known. */
export interface ProgressTitle extends TitleKey {
  place: EpisodePlace | null;
  favourite: boolean;
  addedAt: Date | null;
  studiedAt: Date | null;
}

export interface WordState {
  status: 1 | 2;
  learnedAt: Date | null;
}

const samePair = (userId: string, pair: LanguagePair) =>
  and(
    eq(userWord.userId, userId),
    eq(userWord.learningLanguage, pair.learningLanguage),
    eq(userWord.nativeLanguage, pair.nativeLanguage),
  );

/** One text[] parameter, however many tokens: `token = any($1)`. */
const tokenAmong = (tokens: readonly string[]) => sql`${userWord.token} = any(${sql.param(tokens)}::text[])`;

export function createProgressRepository(db: Database) {
  return {
    /** Stores a save in one transaction: it is kept whole or not at all (progress-save.repository.ts). */
    save: (userId: string, plan: SavePlan): Promise<void> => saveProgress(db, userId, plan),

    /** The learner's words among `tokens` in the pair. */
    async progressOf(userId: string, pair: LanguagePair, tokens: readonly string[]): Promise<ProgressItem[]> {
      if (tokens.length === 0) return [];
      return db
        .select({
          token: userWord.token,
          status: userWord.status,
          ai_translation: userWord.aiTranslation,
          translation: userWord.translation,
          notes: userWord.notes,
        })
        .from(userWord)
        .where(and(samePair(userId, pair), tokenAmong(tokens)))
        .orderBy(asc(userWord.token));
    },

    /** Status and learnt date of the learner's words among `tokens`, in one query. */
    async statesOf(
      userId: string,
      pair: LanguagePair,
      tokens: readonly string[],
    ): Promise<Map<string, WordState>> {
      if (tokens.length === 0) return new Map();
      const rows = await db
        .select({ token: userWord.token, status: userWord.status, learnedAt: userWord.learnedAt })
        .from(userWord)
        .where(and(samePair(userId, pair), tokenAmong(tokens)));
      return new Map(rows.map(({ token, ...state }) => [token, state]));
    },

    /** How many words the learner has a status for in the pair, and how many of them are known. */
    async wordCounts(userId: string, pair: LanguagePair): Promise<{ total: number; known: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          known: sql<number>`(count(*) filter (where ${userWord.status} = 1))::int`,
        })
        .from(userWord)
        .where(samePair(userId, pair));
      return { total: row?.total ?? 0, known: row?.known ?? 0 };
    },

    /**
     * The library's titles and the titles with saved progress in the pair, each once, with when
     * progress was last saved in it: most lately studied first, then most lately added.
     */
    titlesOf: (userId: string, pair: LanguagePair): Promise<ProgressTitle[]> => titlesOf(db, userId, pair),

    /** Puts the title in the library if it is not there, with `favourite` as asked. */
    setFavourite: (userId: string, title: FavouriteTitle): Promise<LibraryItem> =>
      setFavourite(db, userId, title),
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;

/** A title to mark as a favourite or not, with its place when it is an episode. */
type FavouriteTitle = TitleKey & { place: EpisodePlace | null; favourite: boolean };

async function titlesOf(db: Database, userId: string, pair: LanguagePair): Promise<ProgressTitle[]> {
  const [library, studied] = await Promise.all([
    db.select().from(libraryItem).where(eq(libraryItem.userId, userId)),
    db
      .select({
        mediaType: userWordTitle.mediaType,
        contentId: userWordTitle.contentId,
        studiedAt: max(userWordTitle.updatedAt),
      })
      .from(userWordTitle)
      .where(
        and(
          eq(userWordTitle.userId, userId),
          eq(userWordTitle.learningLanguage, pair.learningLanguage),
          eq(userWordTitle.nativeLanguage, pair.nativeLanguage),
        ),
      )
      .groupBy(userWordTitle.mediaType, userWordTitle.contentId),
  ]);
  const titles = new Map<string, ProgressTitle>();
  for (const row of library) {
    titles.set(`${row.mediaType}:${row.contentId}`, {
      mediaType: row.mediaType,
      contentId: row.contentId,
      place:
        row.tvId !== null && row.seasonNumber !== null && row.episodeNumber !== null
          ? { tvId: row.tvId, seasonNumber: row.seasonNumber, episodeNumber: row.episodeNumber }
          : null,
      favourite: row.favourite,
      addedAt: row.addedAt,
      studiedAt: null,
    });
  }
  for (const row of studied) {
    const key = `${row.mediaType}:${row.contentId}`;
    const known = titles.get(key);
    // max() of a non-empty group is never null; drizzle types it as nullable.
    const studiedAt = row.studiedAt === null ? null : new Date(row.studiedAt);
    if (known) known.studiedAt = studiedAt;
    else
      titles.set(key, {
        mediaType: row.mediaType,
        contentId: row.contentId,
        place: null,
        favourite: false,
        addedAt: null,
        studiedAt,
      });
  }
  return [...titles.values()].sort(
    (a, b) =>
      newestFirst(a.studiedAt, b.studiedAt) ||
      newestFirst(a.addedAt, b.addedAt) ||
      a.mediaType.localeCompare(b.mediaType) ||
      a.contentId - b.contentId,
  );
}

const newestFirst = (a: Date | null, b: Date | null) =>
  (b?.getTime() ?? -Infinity) - (a?.getTime() ?? -Infinity) || 0;

async function setFavourite(db: Database, userId: string, title: FavouriteTitle): Promise<LibraryItem> {
  const [row] = await db
    .insert(libraryItem)
    .values({ ...libraryRowOf(userId, title), favourite: title.favourite })
    .onConflictDoUpdate({
      target: [libraryItem.userId, libraryItem.mediaType, libraryItem.contentId],
      set: {
        favourite: sql`excluded.favourite`,
        tvId: sql`coalesce(${libraryItem.tvId}, excluded.tv_id)`,
        seasonNumber: sql`coalesce(${libraryItem.seasonNumber}, excluded.season_number)`,
        episodeNumber: sql`coalesce(${libraryItem.episodeNumber}, excluded.episode_number)`,
      },
    })
    .returning();
  return libraryItemOf(row!);
}
