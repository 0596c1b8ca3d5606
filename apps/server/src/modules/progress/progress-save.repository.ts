import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { libraryItem, userWord, userWordTitle } from '../../db/schema.js';
import type { KeptWord, NamedTitle, SavePlan, WordKey, WordTitle } from './progress.repository.js';

/** A transaction of the database. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Stores a bulk save (planned in bulk-save.ts) in one transaction: it is kept whole or not at
 * all. Forgotten words and links go first, so a word forgotten and kept again in one save ends kept.
 */
export async function saveProgress(db: Database, userId: string, plan: SavePlan): Promise<void> {
  await db.transaction(async (tx) => {
    for (const keys of chunksOf(plan.forget)) await deleteWords(tx, userId, keys);
    for (const links of chunksOf(plan.unlink)) await deleteWordTitles(tx, userId, links);
    for (const words of chunksOf(plan.keep)) await upsertWords(tx, userId, words);
    for (const links of chunksOf(plan.link)) await upsertWordTitles(tx, userId, links);
    for (const titles of chunksOf(plan.titles)) await addToLibrary(tx, userId, titles);
  });
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

async function deleteWords(tx: Transaction, userId: string, keys: readonly WordKey[]): Promise<void> {
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

async function deleteWordTitles(tx: Transaction, userId: string, links: readonly WordTitle[]): Promise<void> {
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

async function upsertWords(tx: Transaction, userId: string, words: readonly KeptWord[]): Promise<void> {
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

async function upsertWordTitles(tx: Transaction, userId: string, links: readonly WordTitle[]): Promise<void> {
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

async function addToLibrary(tx: Transaction, userId: string, titles: readonly NamedTitle[]): Promise<void> {
  await tx
    .insert(libraryItem)
    .values(titles.map((title) => libraryRowOf(userId, title)))
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

/** A title's row in the learner's library, an episode with its place in its show. */
export function libraryRowOf(userId: string, title: NamedTitle) {
  return {
    userId,
    mediaType: title.mediaType,
    contentId: title.contentId,
    tvId: title.place?.tvId ?? null,
    seasonNumber: title.place?.seasonNumber ?? null,
    episodeNumber: title.place?.episodeNumber ?? null,
  };
}
