import type { LibraryItem, ProgressItem } from '@cinevocab/core';
import { and, asc, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { libraryItem, userWord, userWordTitle } from '../../db/schema.js';
import { libraryItemOf } from '../library/library.repository.js';

/** A learning language and the learner's own language: progress is kept per pair. */
export interface LanguagePair {
  learningLanguage: string;
  nativeLanguage: string;
}

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

/**
 * Rows per statement. The big statements take one array parameter per column (`unnest`), so their
 * size does not meet PostgreSQL's 65,535-parameter limit: a chunk only bounds one statement's
 * memory. A 5,000-word save is one statement per table.
 */
const chunkSize = 5_000;

function chunksOf<T>(items: readonly T[], size = chunkSize): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

type ArrayType = 'text' | 'smallint' | 'integer' | 'boolean';

/**
 * `unnest($1::text[], $2::smallint[], …) as rows(a, b, …)`: many rows in one parameter per column,
 * which PGlite and PostgreSQL read far faster than a VALUES list of thousands of parameters.
 */
function rowsOf(columns: Record<string, [ArrayType, readonly unknown[]]>): SQL {
  const entries = Object.entries(columns);
  const arrays = entries.map(([, [type, values]]) => sql`${sql.param(values)}::${sql.raw(type)}[]`);
  const names = entries.map(([name]) => sql.identifier(name));
  return sql`unnest(${sql.join(arrays, sql`, `)}) as rows(${sql.join(names, sql`, `)})`;
}

/** Links of words to titles as `rowsOf` rows, in the columns of `user_word_title`'s key. */
const wordTitleRows = (links: readonly WordTitle[]) =>
  rowsOf({
    learning_lang: ['text', links.map((link) => link.learningLanguage)],
    translated_lang: ['text', links.map((link) => link.nativeLanguage)],
    token: ['text', links.map((link) => link.token)],
    media_type: ['text', links.map((link) => link.mediaType)],
    content_id: ['integer', links.map((link) => link.contentId)],
  });

/** A column of `rowsOf`. */
const row = (name: string) => sql`rows.${sql.identifier(name)}`;
/** A column of `rowsOf`, selected under its own name. */
const field = (name: string) => row(name).as(name);

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
    /** Stores a save in one transaction: it is kept whole or not at all. */
    async save(userId: string, plan: SavePlan): Promise<void> {
      await db.transaction(async (tx) => {
        for (const keys of chunksOf(plan.forget)) {
          const forgotten = rowsOf({
            learning_lang: ['text', keys.map((key) => key.learningLanguage)],
            translated_lang: ['text', keys.map((key) => key.nativeLanguage)],
            token: ['text', keys.map((key) => key.token)],
          });
          await tx.delete(userWord).where(
            and(
              eq(userWord.userId, userId),
              sql`(${userWord.learningLanguage}, ${userWord.nativeLanguage}, ${userWord.token})
                  in (select * from ${forgotten})`,
            ),
          );
        }
        for (const links of chunksOf(plan.unlink)) {
          const unlinked = wordTitleRows(links);
          await tx.delete(userWordTitle).where(
            and(
              eq(userWordTitle.userId, userId),
              sql`(${userWordTitle.learningLanguage}, ${userWordTitle.nativeLanguage}, ${userWordTitle.token},
                    ${userWordTitle.mediaType}, ${userWordTitle.contentId})
                  in (select * from ${unlinked})`,
            ),
          );
        }
        for (const words of chunksOf(plan.keep)) {
          const kept = rowsOf({
            learning_lang: ['text', words.map((word) => word.learningLanguage)],
            translated_lang: ['text', words.map((word) => word.nativeLanguage)],
            token: ['text', words.map((word) => word.token)],
            word: ['text', words.map((word) => word.word)],
            translation: ['text', words.map((word) => word.translation)],
            status: ['smallint', words.map((word) => word.status)],
            difficulty: ['smallint', words.map((word) => word.level)],
            notes: ['text', words.map((word) => word.notes)],
            ai_translation: ['text', words.map((word) => word.aiTranslation)],
            learned_now: ['boolean', words.map((word) => word.learnedNow)],
          });
          await tx
            .insert(userWord)
            // Every column, in the table's order (drizzle checks): a new column cannot be missed.
            .select(
              tx
                .select({
                  userId: sql`${userId}::text`.as('user_id'),
                  learningLanguage: field('learning_lang'),
                  nativeLanguage: field('translated_lang'),
                  token: field('token'),
                  word: field('word'),
                  translation: field('translation'),
                  status: field('status'),
                  level: field('difficulty'),
                  notes: field('notes'),
                  aiTranslation: field('ai_translation'),
                  learnedAt: sql`case when ${row('learned_now')} then now() end`.as('learned_at'),
                  source: sql`'learner'::text`.as('source'),
                  createdAt: sql`now()`.as('created_at'),
                  updatedAt: sql`now()`.as('updated_at'),
                })
                .from(kept),
            )
            .onConflictDoUpdate({
              target: [userWord.userId, userWord.learningLanguage, userWord.nativeLanguage, userWord.token],
              set: {
                word: sql`excluded.word`,
                translation: sql`excluded.translation`,
                status: sql`excluded.status`,
                level: sql`excluded.difficulty`,
                notes: sql`excluded.notes`,
                aiTranslation: sql`coalesce(excluded.ai_translation, ${userWord.aiTranslation})`,
                // Set when a word to learn becomes known; cleared when it is to learn again.
                learnedAt: sql`case
                  when excluded.status = 2 then null
                  when excluded.learned_at is not null then excluded.learned_at
                  when ${userWord.status} = 2 then now()
                  else ${userWord.learnedAt} end`,
                // The learner's own mark replaces what an estimate or an import had set.
                source: 'learner',
                updatedAt: sql`now()`,
              },
              // The same save twice changes nothing, updated_at included.
              setWhere: sql`(${userWord.word}, ${userWord.translation}, ${userWord.status}, ${userWord.level}, ${userWord.notes})
                  is distinct from (excluded.word, excluded.translation, excluded.status, excluded.difficulty, excluded.notes)
                or (excluded.ai_translation is not null and excluded.ai_translation is distinct from ${userWord.aiTranslation})
                or excluded.learned_at is not null`,
            });
        }
        for (const links of chunksOf(plan.link)) {
          const linked = wordTitleRows(links);
          await tx
            .insert(userWordTitle)
            .select(
              tx
                .select({
                  userId: sql`${userId}::text`.as('user_id'),
                  learningLanguage: field('learning_lang'),
                  nativeLanguage: field('translated_lang'),
                  token: field('token'),
                  mediaType: field('media_type'),
                  contentId: field('content_id'),
                  updatedAt: sql`now()`.as('updated_at'),
                })
                .from(linked),
            )
            .onConflictDoUpdate({
              target: [
                userWordTitle.userId,
                userWordTitle.learningLanguage,
                userWordTitle.nativeLanguage,
                userWordTitle.token,
                userWordTitle.mediaType,
                userWordTitle.contentId,
              ],
              set: { updatedAt: sql`now()` },
            });
        }
        for (const titles of chunksOf(plan.titles)) {
          await tx
            .insert(libraryItem)
            .values(
              titles.map((title) => ({
                userId,
                mediaType: title.mediaType,
                contentId: title.contentId,
                tvId: title.place?.tvId ?? null,
                seasonNumber: title.place?.seasonNumber ?? null,
                episodeNumber: title.place?.episodeNumber ?? null,
              })),
            )
            .onConflictDoUpdate({
              target: [libraryItem.userId, libraryItem.mediaType, libraryItem.contentId],
              set: {
                tvId: sql`excluded.tv_id`,
                seasonNumber: sql`excluded.season_number`,
                episodeNumber: sql`excluded.episode_number`,
              },
              // An entry keeps its place; one without learns it from the save.
              setWhere: sql`${libraryItem.tvId} is null and excluded.tv_id is not null`,
            });
        }
      });
    },

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
    async titlesOf(userId: string, pair: LanguagePair): Promise<ProgressTitle[]> {
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
      const newestFirst = (a: Date | null, b: Date | null) =>
        (b?.getTime() ?? -Infinity) - (a?.getTime() ?? -Infinity) || 0;
      return [...titles.values()].sort(
        (a, b) =>
          newestFirst(a.studiedAt, b.studiedAt) ||
          newestFirst(a.addedAt, b.addedAt) ||
          a.mediaType.localeCompare(b.mediaType) ||
          a.contentId - b.contentId,
      );
    },

    /** Puts the title in the library if it is not there, with `favourite` as asked. */
    async setFavourite(
      userId: string,
      title: TitleKey & { place: EpisodePlace | null; favourite: boolean },
    ): Promise<LibraryItem> {
      const [row] = await db
        .insert(libraryItem)
        .values({
          userId,
          mediaType: title.mediaType,
          contentId: title.contentId,
          tvId: title.place?.tvId ?? null,
          seasonNumber: title.place?.seasonNumber ?? null,
          episodeNumber: title.place?.episodeNumber ?? null,
          favourite: title.favourite,
        })
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
    },
  };
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>;
