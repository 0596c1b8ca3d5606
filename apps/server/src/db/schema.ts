import type {
  ActivityKind,
  AiResponse,
  ContextSentence,
  TitleSentence,
  VocabularyWord,
  WordStatusSource,
  WordSummary,
} from '@cinevocab/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TitleAnalysis } from '@cinevocab/lexicon';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Raw bytes. node-postgres reads bytea as a Buffer and PGlite as a Uint8Array: both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

// ---- Accounts: the tables better-auth reads and writes (see src/auth/auth.ts). ----

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** The study language the user last chose; null until they choose. */
  preferredLanguage: text('preferred_language'),
  /** The user's own language ('My Language'); null until they choose. */
  myLanguage: text('my_language'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** A slow hash (scrypt) written by better-auth; never the password itself. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// ---- Our own tables. ----

/** Mail kept locally while no SMTP server is configured (GET /api/dev/outbox reads it). */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_message_created_at_idx').on(table.createdAt)],
);

/**
 * Failed sign-in and sign-up attempts, counted per scope ('sign-in' or 'sign-up') and key (an
 * e-mail address or a client address), so the lock-out holds whatever client sends the request.
 */
export const authFailure = pgTable(
  'auth_failure',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/** Movie database answers, normalised, keyed by path and query (see providers/catalog). */
export const catalogCache = pgTable('catalog_cache', {
  key: text('key').primaryKey(),
  body: jsonb('body').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Titles a user added to their library (a movie, or an episode of a show). */
export const libraryItem = pgTable(
  'library_item',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').$type<'movie' | 'episode'>().notNull(),
    contentId: integer('content_id').notNull(),
    tvId: integer('tv_id'),
    seasonNumber: integer('season_number'),
    episodeNumber: integer('episode_number'),
    favourite: boolean('favourite').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.mediaType, table.contentId] })],
);

/**
 * Subtitle files people uploaded: one per title and language, used by every user of this server
 * before any other source. Only the uploader may replace or delete one; when their account is
 * deleted the file stays, and anyone may then replace it.
 */
export const subtitleUpload = pgTable(
  'subtitle_upload',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    mediaType: text('media_type').$type<'movie' | 'episode'>().notNull(),
    /** The movie id, or the episode id. */
    contentId: integer('content_id').notNull(),
    language: text('language').notNull(),
    tvId: integer('tv_id'),
    seasonNumber: integer('season_number'),
    episodeNumber: integer('episode_number'),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of `content`: stored analyses name the file they were made from by it. */
    sha256: text('sha256').notNull(),
    format: text('format').$type<'srt' | 'vtt' | 'ass'>().notNull(),
    cues: integer('cues').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('subtitle_upload_title_language_idx').on(table.mediaType, table.contentId, table.language),
  ],
);

/**
 * A title's analysis (the lexicon's TitleAnalysis, one column per part so a summary is read
 * without its word list), per language, lexicon version and subtitle file: a second request for
 * a title is a read. `source_id` names the file (`upload:<id>:<sha256>`, `demo:<sha256>`,
 * `opensubtitles:<file id>`), so a replaced upload or a rebuilt lexicon is never answered from
 * an old analysis.
 */
export const titleAnalysis = pgTable(
  'title_analysis',
  {
    mediaType: text('media_type').$type<'movie' | 'episode'>().notNull(),
    contentId: integer('content_id').notNull(),
    language: text('language').notNull(),
    lexiconVersion: text('lexicon_version').notNull(),
    sourceKind: text('source_kind').$type<'upload' | 'demo' | 'opensubtitles'>().notNull(),
    sourceId: text('source_id').notNull(),
    summary: jsonb('summary').$type<WordSummary>().notNull(),
    words: jsonb('words').$type<VocabularyWord[]>().notNull(),
    sentences: jsonb('sentences').$type<TitleSentence[]>().notNull(),
    names: jsonb('names').$type<TitleAnalysis['names']>().notNull(),
    stats: jsonb('stats').$type<TitleAnalysis['stats']>().notNull(),
    /** Null in the rows analysed before transcripts were: such a row is analysed again when one is asked for. */
    transcript: jsonb('transcript').$type<TitleAnalysis['transcript']>(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [table.mediaType, table.contentId, table.language, table.lexiconVersion, table.sourceId],
    }),
  ],
);

// ---- A learner's progress. ----

/**
 * What a learner knows of a word, per learning language and own language: 1 known, 2 to learn.
 * A forgotten word (saved as 0) has no row. `learned_at` is when a word to learn became known,
 * so My Movies can count the words learnt, not only the words known from the start.
 */
export const userWord = pgTable(
  'user_word',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    learningLanguage: text('learning_lang').notNull(),
    nativeLanguage: text('translated_lang').notNull(),
    token: text('token').notNull(),
    word: text('word').notNull(),
    translation: text('translation').notNull().default(''),
    status: smallint('status').$type<1 | 2>().notNull(),
    level: smallint('difficulty').notNull(),
    notes: text('notes').notNull().default(''),
    aiTranslation: text('ai_translation'),
    learnedAt: timestamp('learned_at', { withTimezone: true }),
    /**
     * Who set the status: the learner's own mark, an applied vocabulary estimate, or an import.
     * Undoing an estimate or an import removes only its own rows, and a learner's mark always
     * replaces them.
     */
    source: text('source').$type<WordStatusSource>().notNull().default('learner'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.learningLanguage, table.nativeLanguage, table.token] }),
    check('user_word_status_check', sql`${table.status} in (1, 2)`),
    check('user_word_source_check', sql`${table.source} in ('learner', 'estimate', 'import')`),
  ],
);

/**
 * The titles a learner met a word in, per language pair: how My Movies knows the titles with
 * saved progress and when each was last studied. A link may outlive its word (a word forgotten
 * in another title keeps this title's date), so it has no foreign key to user_word.
 */
export const userWordTitle = pgTable(
  'user_word_title',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    learningLanguage: text('learning_lang').notNull(),
    nativeLanguage: text('translated_lang').notNull(),
    token: text('token').notNull(),
    mediaType: text('media_type').$type<'movie' | 'episode'>().notNull(),
    /** The movie id, or the episode id. */
    contentId: integer('content_id').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Named: the generated name is longer than PostgreSQL's 63-character identifiers.
    primaryKey({
      name: 'user_word_title_pk',
      columns: [
        table.userId,
        table.learningLanguage,
        table.nativeLanguage,
        table.token,
        table.mediaType,
        table.contentId,
      ],
    }),
  ],
);

/**
 * The words a learner never wants to see as new, per learning language (whatever their own
 * language): a name the analysis took for a word, a word of another language. The watch page
 * shows them as plain text and leaves them out of its counts.
 */
export const userIgnoredWord = pgTable(
  'user_ignored_word',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    learningLanguage: text('learning_lang').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.learningLanguage, table.token] })],
);

// ---- The AI service. ----

/**
 * What the AI said of a word, shared by every learner: keyed by the word (lower-case), the
 * language pair, a hash of what came with it (the sentences and part of speech) and the provider
 * that answered (its model and prompt version, or its offline data version), so asking again
 * costs nothing and a new model or data set is never answered from an old answer.
 */
export const aiTranslation = pgTable(
  'ai_translation',
  {
    word: text('word').notNull(),
    wordLanguage: text('word_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    /** Hex SHA-256 of the sentences sent and the part of speech. */
    contextHash: text('context_hash').notNull(),
    providerId: text('provider_id').notNull(),
    response: jsonb('response').$type<AiResponse>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({
      name: 'ai_translation_pk',
      columns: [table.word, table.wordLanguage, table.targetLanguage, table.contextHash, table.providerId],
    }),
  ],
);

/**
 * Each learner's AI provider calls in their current minute (modules/ai/rate-limit.repository.ts):
 * one row per learner, counted in one statement, so every server on the database shares the count.
 */
export const aiRequestWindow = pgTable('ai_request_window', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** When the learner's current minute began: their first counted call after the last one ended. */
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

// ---- Flash cards and the learner's activity. ----

/**
 * A learner's flash card: the word, what it means, the title's sentences
 * it came with, and its spaced-repetition schedule (ts-fsrs' Card, one column per field). One card
 * per word and language pair, whatever its case: saving the word again updates the card.
 */
export const flashCard = pgTable(
  'flash_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    translation: text('translation').notNull().default(''),
    definition: text('definition').notNull().default(''),
    pronunciation: text('pronunciation').notNull().default(''),
    contextSentences: jsonb('context_sentences').$type<ContextSentence[]>().notNull().default([]),
    wordLanguage: text('word_language').notNull(),
    translatedLanguage: text('translated_language').notNull(),
    token: text('token'),
    mediaType: text('media_type').$type<'movie' | 'episode'>(),
    contentId: integer('content_id'),
    title: text('title'),
    // ts-fsrs' Card.
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs' State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('flash_cards_user_word_idx').on(
      table.userId,
      table.wordLanguage,
      table.translatedLanguage,
      sql`lower(${table.word})`,
    ),
    index('flash_cards_user_created_idx').on(table.userId, table.createdAt),
    index('flash_cards_user_due_idx').on(table.userId, table.due),
    check('flash_cards_state_check', sql`${table.state} between 0 and 3`),
  ],
);

/**
 * Each answer given to a card (ts-fsrs' ReviewLog): the card as it was before the answer, so a
 * schedule can be explained, undone or the FSRS parameters fitted to the learner later.
 */
export const flashCardReview = pgTable(
  'flash_card_review',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => flashCard.id, { onDelete: 'cascade' }),
    /** ts-fsrs' Rating: 1 again, 3 good (the session has no hard or easy). */
    rating: smallint('rating').notNull(),
    state: smallint('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('flash_card_review_card_idx').on(table.cardId, table.reviewedAt)],
);

/**
 * What a learner did, when: words sorted, cards reviewed, a training or study session finished.
 * Day streaks and the dashboard's activity grid are counted from it in the learner's time zone.
 */
export const userActivity = pgTable(
  'user_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    index('user_activity_user_at_idx').on(table.userId, table.at),
    check('user_activity_count_check', sql`${table.count} >= 0`),
  ],
);

/**
 * A learner's last vocabulary check per learning language: the estimated number of words known,
 * its range, whether it is believed (few made-up words claimed), and when it was taken. Taking the
 * check again replaces it; applying it writes `user_word` rows of source 'estimate'.
 */
export const vocabularyEstimate = pgTable(
  'vocabulary_estimate',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    learningLanguage: text('learning_lang').notNull(),
    estimate: integer('estimate').notNull(),
    low: integer('low').notNull(),
    high: integer('high').notNull(),
    reliable: boolean('reliable').notNull(),
    falseAlarms: smallint('false_alarms').notNull(),
    pseudowords: smallint('pseudowords').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.learningLanguage] }),
    check('vocabulary_estimate_range_check', sql`0 <= ${table.low} and ${table.low} <= ${table.high}`),
  ],
);
