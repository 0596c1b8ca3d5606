import type { StudyLanguageCode, TitleSentence, VocabularyWord, WordSummary } from '@cinevocab/core';
import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { titleAnalysis } from '../../db/schema.js';
import type { SubtitleSourceKind, TitleRef } from '../../providers/subtitles/subtitle-source.js';
import type { TitleAnalysis } from '@cinevocab/lexicon';

/** The parts of an analysis the word service answers with, by request type. */
export interface AnalysisParts {
  summary: WordSummary;
  vocabulary: VocabularyWord[];
  sentences: TitleSentence[];
  transcript: TitleAnalysis['transcript'];
}
export type AnalysisPart = keyof AnalysisParts;

export interface AnalysisMeta {
  lexiconVersion: string;
  sourceKind: SubtitleSourceKind;
  analysedAt: Date;
}

export interface StoredPart<Part extends AnalysisPart> {
  data: AnalysisParts[Part];
  meta: AnalysisMeta;
}

export interface AnalysisKey {
  title: TitleRef;
  language: StudyLanguageCode;
  lexiconVersion: string;
  sourceId: string;
}

const columnOf = {
  summary: titleAnalysis.summary,
  vocabulary: titleAnalysis.words,
  sentences: titleAnalysis.sentences,
  transcript: titleAnalysis.transcript,
} as const;

/**
 * The rows that hold a part. A row stored before transcripts were has every part but the
 * transcript (its column is null): for the transcript, such a row is as good as none, so the
 * title is analysed again from its file and the row given its transcript (see `save`).
 */
const holdsPart = (part: AnalysisPart | undefined) =>
  part === 'transcript' ? isNotNull(titleAnalysis.transcript) : undefined;

const metaColumns = {
  lexiconVersion: titleAnalysis.lexiconVersion,
  sourceKind: titleAnalysis.sourceKind,
  analysedAt: titleAnalysis.analysedAt,
};

const sameTitle = (title: TitleRef, language: StudyLanguageCode) =>
  and(
    eq(titleAnalysis.mediaType, title.mediaType),
    eq(titleAnalysis.contentId, title.contentId),
    eq(titleAnalysis.language, language),
  );

/** This file's analysis made with this lexicon version. */
const sameFile = (key: AnalysisKey) =>
  and(
    sameTitle(key.title, key.language),
    eq(titleAnalysis.lexiconVersion, key.lexiconVersion),
    eq(titleAnalysis.sourceId, key.sourceId),
  );

/** The title's analyses from a kind of source made with this lexicon version. */
const sameSource = (
  title: TitleRef,
  language: StudyLanguageCode,
  lexiconVersion: string,
  sourceKind: SubtitleSourceKind,
) =>
  and(
    sameTitle(title, language),
    eq(titleAnalysis.lexiconVersion, lexiconVersion),
    eq(titleAnalysis.sourceKind, sourceKind),
  );

/**
 * Stored analyses, one row per title, language, lexicon version and subtitle file. Reads select
 * the one part asked for, so a summary is read without the word list.
 */
export function createTitleAnalysisRepository(db: Database) {
  return {
    /** The analysis of exactly this file, with this lexicon. */
    find<Part extends AnalysisPart>(key: AnalysisKey, part: Part): Promise<StoredPart<Part> | null> {
      return readPart(db, part, sameFile(key));
    },

    /** The newest analysis from a kind of source (OpenSubtitles: finding its file costs a search). */
    findNewestFromSource<Part extends AnalysisPart>(
      title: TitleRef,
      language: StudyLanguageCode,
      lexiconVersion: string,
      sourceKind: SubtitleSourceKind,
      part: Part,
    ): Promise<StoredPart<Part> | null> {
      return readPart(db, part, sameSource(title, language, lexiconVersion, sourceKind), true);
    },

    /** Whether this file is analysed with this lexicon, holding `part` when one is named (reads no part of it). */
    async has(key: AnalysisKey, part?: AnalysisPart): Promise<boolean> {
      const [row] = await db
        .select({ sourceId: titleAnalysis.sourceId })
        .from(titleAnalysis)
        .where(and(sameFile(key), holdsPart(part)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The file id of the newest analysis from a kind of source, or null; null too when `part` is
     * named and that analysis does not hold it (reads no part of it).
     */
    async newestSourceIdFrom(
      title: TitleRef,
      language: StudyLanguageCode,
      lexiconVersion: string,
      sourceKind: SubtitleSourceKind,
      part?: AnalysisPart,
    ): Promise<string | null> {
      const holds = holdsPart(part);
      const [row] = await db
        .select({ sourceId: titleAnalysis.sourceId, holdsPart: holds ?? sql<boolean>`true` })
        .from(titleAnalysis)
        .where(sameSource(title, language, lexiconVersion, sourceKind))
        .orderBy(desc(titleAnalysis.analysedAt))
        .limit(1);
      return row?.holdsPart === true ? row.sourceId : null;
    },

    /** Movies analysed in the language, the most recently analysed first (Home's suggestions). */
    async analysedMovies(language: StudyLanguageCode, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ contentId: titleAnalysis.contentId, analysedAt: titleAnalysis.analysedAt })
        .from(titleAnalysis)
        .where(and(eq(titleAnalysis.mediaType, 'movie'), eq(titleAnalysis.language, language)))
        .orderBy(desc(titleAnalysis.analysedAt))
        .limit(limit * 2);
      return [...new Set(rows.map((row) => row.contentId))].slice(0, limit);
    },

    /**
     * Stores an analysis whole, in one transaction that also drops the title's analyses made with
     * another lexicon version (they can never be answered again). Storing the same file twice
     * keeps the first, only giving it the transcript it lacks when it was stored before
     * transcripts were (the same file and lexicon make the same words, so the rest stays).
     */
    save: (
      key: AnalysisKey,
      sourceKind: SubtitleSourceKind,
      analysis: TitleAnalysis,
    ): Promise<AnalysisMeta> => saveAnalysis(db, key, sourceKind, analysis),
  };
}

async function readPart<Part extends AnalysisPart>(
  db: Database,
  part: Part,
  where: ReturnType<typeof and>,
  newestFirst = false,
): Promise<StoredPart<Part> | null> {
  const query = db
    .select({ data: columnOf[part], ...metaColumns })
    .from(titleAnalysis)
    .where(where)
    .$dynamic();
  const [row] = await (newestFirst ? query.orderBy(desc(titleAnalysis.analysedAt)) : query).limit(1);
  // A part the row does not hold (a transcript before they were stored) is not stored.
  if (!row || row.data === null) return null;
  const { data, ...meta } = row;
  return { data: data as AnalysisParts[Part], meta };
}

function saveAnalysis(
  db: Database,
  key: AnalysisKey,
  sourceKind: SubtitleSourceKind,
  analysis: TitleAnalysis,
): Promise<AnalysisMeta> {
  return db.transaction(async (tx) => {
    await tx
      .delete(titleAnalysis)
      .where(and(sameTitle(key.title, key.language), ne(titleAnalysis.lexiconVersion, key.lexiconVersion)));
    const [inserted] = await tx
      .insert(titleAnalysis)
      .values({
        mediaType: key.title.mediaType,
        contentId: key.title.contentId,
        language: key.language,
        lexiconVersion: key.lexiconVersion,
        sourceKind,
        sourceId: key.sourceId,
        summary: analysis.summary,
        words: analysis.words,
        sentences: analysis.sentences,
        names: analysis.names,
        stats: analysis.stats,
        transcript: analysis.transcript,
      })
      .onConflictDoUpdate({
        target: [
          titleAnalysis.mediaType,
          titleAnalysis.contentId,
          titleAnalysis.language,
          titleAnalysis.lexiconVersion,
          titleAnalysis.sourceId,
        ],
        set: { transcript: analysis.transcript },
        setWhere: isNull(titleAnalysis.transcript),
      })
      .returning(metaColumns);
    if (inserted) return inserted;
    const [existing] = await tx.select(metaColumns).from(titleAnalysis).where(sameFile(key));
    return existing!;
  });
}
export type TitleAnalysisRepository = ReturnType<typeof createTitleAnalysisRepository>;
