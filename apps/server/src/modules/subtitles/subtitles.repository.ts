import { createHash } from 'node:crypto';
import type { SubtitleLanguageCode } from '@cinevocab/core';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subtitleUpload, titleAnalysis } from '../../db/schema.js';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';
import type { UploadedSubtitleStore } from '../../providers/subtitles/upload-subtitle-source.js';
import { currentUploadMemoryOf } from '../words/index.js';

/** An upload without its bytes. */
export interface StoredUpload {
  id: string;
  mediaType: 'movie' | 'episode';
  contentId: number;
  language: SubtitleLanguageCode;
  tvId: number | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  format: 'srt' | 'vtt' | 'ass';
  cues: number;
  uploadedBy: string | null;
  updatedAt: Date;
}

export interface UploadFile {
  fileName: string;
  bytes: Uint8Array;
  format: 'srt' | 'vtt' | 'ass';
  cues: number;
}

const described = {
  id: subtitleUpload.id,
  mediaType: subtitleUpload.mediaType,
  contentId: subtitleUpload.contentId,
  language: subtitleUpload.language,
  tvId: subtitleUpload.tvId,
  seasonNumber: subtitleUpload.seasonNumber,
  episodeNumber: subtitleUpload.episodeNumber,
  fileName: subtitleUpload.fileName,
  sizeBytes: subtitleUpload.sizeBytes,
  sha256: subtitleUpload.sha256,
  format: subtitleUpload.format,
  cues: subtitleUpload.cues,
  uploadedBy: subtitleUpload.uploadedBy,
  updatedAt: subtitleUpload.updatedAt,
};

type DescribedRow = Omit<StoredUpload, 'language'> & { language: string };
const toUpload = (row: DescribedRow): StoredUpload => ({
  ...row,
  language: row.language as SubtitleLanguageCode,
});

const fileColumns = (file: UploadFile) => ({
  fileName: file.fileName,
  content: file.bytes,
  sizeBytes: file.bytes.byteLength,
  sha256: createHash('sha256').update(file.bytes).digest('hex'),
  format: file.format,
  cues: file.cues,
});

/** Rows only the uploader may change, or anyone once the uploader's account is gone. */
const changeableBy = (userId: string) =>
  or(eq(subtitleUpload.uploadedBy, userId), isNull(subtitleUpload.uploadedBy));

export interface SubtitleUploadRepositoryOptions {
  /**
   * No other process writes this database (PGlite): the current upload of a title is then
   * remembered between changes, all of which go through here (words/words-memory.ts).
   */
  isOnlyWriter?: boolean;
}

/** What the word service asks for on every summary: the current upload, without its bytes. */
type CurrentUpload = { id: string; sha256: string; fileName: string };

/**
 * Uploaded subtitle files, one per title and language. Every change also forgets the stored
 * analyses of that title and language, in the same transaction, so no answer outlives its file.
 */
export function createSubtitleUploadRepository(
  db: Database,
  { isOnlyWriter = false }: SubtitleUploadRepositoryOptions = {},
) {
  const memory = isOnlyWriter ? currentUploadMemoryOf<CurrentUpload>(db) : undefined;
  /** A change to the uploads, which the memory of current uploads, if any, takes in. */
  const change = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
    memory ? memory.change(() => db.transaction(work)) : db.transaction(work);

  const store = {
    async find(mediaType: 'movie' | 'episode', contentId: number, language: SubtitleLanguageCode) {
      const [row] = await db
        .select(described)
        .from(subtitleUpload)
        .where(sameTitle(mediaType, contentId, language));
      return row ? toUpload(row) : null;
    },

    async findById(id: string): Promise<StoredUpload | null> {
      const [row] = await db.select(described).from(subtitleUpload).where(eq(subtitleUpload.id, id));
      return row ? toUpload(row) : null;
    },

    async findCurrent(title: TitleRef, language: SubtitleLanguageCode): Promise<CurrentUpload | null> {
      const read = () => currentUploadOf(db, title, language);
      return memory ? memory.find(`${title.mediaType}:${title.contentId}:${language}`, read) : read();
    },

    async contentOf(id: string): Promise<Uint8Array | null> {
      const [row] = await db
        .select({ content: subtitleUpload.content })
        .from(subtitleUpload)
        .where(eq(subtitleUpload.id, id));
      return row?.content ?? null;
    },

    /**
     * Stores the file for a title and language, or replaces the one there when `userId` may
     * change it. `null` when another user's upload is there (the caller answers 403).
     */
    async put(
      title: TitleRef,
      language: SubtitleLanguageCode,
      file: UploadFile,
      userId: string,
    ): Promise<{ upload: StoredUpload; isNew: boolean } | null> {
      return change((tx) => insertOrReplace(tx, title, language, file, userId));
    },

    /** Replaces the file of an upload `userId` may change; null when there is none. */
    async replace(id: string, file: UploadFile, userId: string): Promise<StoredUpload | null> {
      return change((tx) => replaceFile(tx, id, file, userId));
    },

    /** Deletes an upload `userId` may change; false when there is none. */
    async delete(id: string, userId: string): Promise<boolean> {
      return change((tx) => deleteUpload(tx, id, userId));
    },
  };
  return store satisfies UploadedSubtitleStore;
}
/** A transaction of the database. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const sameTitle = (mediaType: 'movie' | 'episode', contentId: number, language: string) =>
  and(
    eq(subtitleUpload.mediaType, mediaType),
    eq(subtitleUpload.contentId, contentId),
    eq(subtitleUpload.language, language),
  );

async function currentUploadOf(
  db: Database,
  title: TitleRef,
  language: SubtitleLanguageCode,
): Promise<CurrentUpload | null> {
  const [row] = await db
    .select({ id: subtitleUpload.id, sha256: subtitleUpload.sha256, fileName: subtitleUpload.fileName })
    .from(subtitleUpload)
    .where(sameTitle(title.mediaType, title.contentId, language));
  return row ?? null;
}

/** Replaces the file of an upload `userId` may change (see `replace`). */
async function replaceFile(
  tx: Transaction,
  id: string,
  file: UploadFile,
  userId: string,
): Promise<StoredUpload | null> {
  const [row] = await tx
    .update(subtitleUpload)
    .set({ ...fileColumns(file), uploadedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(subtitleUpload.id, id), changeableBy(userId)))
    .returning(described);
  if (!row) return null;
  await forgetAnalyses(tx, row);
  return toUpload(row);
}

/** Deletes an upload `userId` may change (see `delete`). */
async function deleteUpload(tx: Transaction, id: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .delete(subtitleUpload)
    .where(and(eq(subtitleUpload.id, id), changeableBy(userId)))
    .returning(described);
  if (!row) return false;
  await forgetAnalyses(tx, row);
  return true;
}

/** Deletes the stored analyses of the upload's title and language: they were made from the file it replaced. */
const forgetAnalyses = (
  tx: Transaction,
  upload: { mediaType: string; contentId: number; language: string },
) =>
  tx
    .delete(titleAnalysis)
    .where(
      and(
        eq(titleAnalysis.mediaType, upload.mediaType as 'movie' | 'episode'),
        eq(titleAnalysis.contentId, upload.contentId),
        eq(titleAnalysis.language, upload.language),
      ),
    );

/** Inserts the title's upload, or replaces the one there when `userId` may change it (see `put`). */
async function insertOrReplace(
  tx: Transaction,
  title: TitleRef,
  language: SubtitleLanguageCode,
  file: UploadFile,
  userId: string,
): Promise<{ upload: StoredUpload; isNew: boolean } | null> {
  const [row] = await tx
    .insert(subtitleUpload)
    .values({
      mediaType: title.mediaType,
      contentId: title.contentId,
      language,
      ...(title.mediaType === 'episode'
        ? { tvId: title.tvId, seasonNumber: title.seasonNumber, episodeNumber: title.episodeNumber }
        : {}),
      ...fileColumns(file),
      uploadedBy: userId,
    })
    .onConflictDoUpdate({
      target: [subtitleUpload.mediaType, subtitleUpload.contentId, subtitleUpload.language],
      set: { ...fileColumns(file), uploadedBy: userId, updatedAt: sql`now()` },
      setWhere: changeableBy(userId),
    })
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ ...described, isNew: sql<boolean>`(xmax = 0)` });
  if (!row) return null;
  await forgetAnalyses(tx, row);
  const { isNew, ...upload } = row;
  return { upload: toUpload(upload), isNew };
}

export type SubtitleUploadRepository = ReturnType<typeof createSubtitleUploadRepository>;
