import {
  languageName,
  type LineTranslations,
  type NativeLanguageCode,
  type StudyLanguageCode,
  WordMessages,
} from '@cinevocab/core';
import { likeliestName, NotASubtitleError } from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FoundSubtitle, SubtitleSource, TitleRef } from '../../providers/subtitles/subtitle-source.js';
import type { TitleAnalyser } from '../../workers/title-analyser.js';
import type { SubtitleUploadRepository } from '../subtitles/index.js';
import { fromProvider, fullTitleKeyOf, type WordService } from '../words/index.js';

export interface LineTranslationDependencies {
  words: WordService;
  /**
   * The subtitle sources, in the word service's order: those that cost nothing are asked each
   * time, a remote one (OpenSubtitles) only when the learner asks for its file.
   */
  sources: readonly SubtitleSource[];
  /** Where a downloaded translation is kept, shared like any upload. */
  uploads: Pick<SubtitleUploadRepository, 'put'>;
  analyser: TitleAnalyser;
  logger: FastifyBaseLogger;
}

/** What the learner asked for: only the files that cost nothing, or a remote one's download too. */
export interface LineTranslationRequest {
  download: boolean;
  userId: string;
}

/** Pairings remembered: one per title, language pair and pair of files. */
const rememberedPairings = 500;

const answer = (
  status: LineTranslations['status'],
  source: LineTranslations['source'],
  message: string | null,
  rest: Partial<Pick<LineTranslations, 'lines' | 'can_download'>> = {},
): LineTranslations => ({ status, source, lines: [], message, can_download: false, ...rest });

/**
 * The title's lines in the learner's own language, from a human: the title's subtitle in that
 * language (an upload, the demo catalog's own, or on request OpenSubtitles') paired with the
 * learning-language lines by time in the analysis worker. A pairing that does not hold is said,
 * never shown.
 */
export function createLineTranslationService(dependencies: LineTranslationDependencies) {
  const { words, sources } = dependencies;
  const pairings = new LRUCache<string, LineTranslations>({ max: rememberedPairings });
  const remoteSources = sources.filter((source) => source.isRemote);

  /** GET /api/words/line_translations */
  async function lineTranslations(
    title: TitleRef,
    learning: StudyLanguageCode,
    native: NativeLanguageCode,
    request: LineTranslationRequest = { download: false, userId: '' },
  ): Promise<LineTranslations> {
    const translates = learning !== native;
    let found = translates ? await translationFile(sources, title, native) : null;
    if (!found && translates && request.download && remoteSources.length > 0) {
      const downloaded = await download(dependencies, title, native, request.userId);
      if ('refused' in downloaded) return downloaded.refused;
      found = downloaded.found;
    }
    const name = languageName(native);
    if (!found) {
      if (request.download) return answer('none', null, WordMessages.noTranslationOnService(name));
      return answer('none', null, WordMessages.noTranslationTrack(name), {
        can_download: translates && remoteSources.length > 0,
      });
    }
    const { meta } = await words.runPipeline({ title, learningLanguage: learning, type: 'summary' });
    // The analysis and the translation file named: a new upload of either is paired anew.
    const key = `${fullTitleKeyOf(title)}:${learning}:${meta.lexiconVersion}:${meta.analysedAt.toISOString()}:${found.sourceId}`;
    const remembered = pairings.get(key);
    if (remembered) return remembered;
    const paired = await pair(dependencies, title, learning, native, found);
    pairings.set(key, paired);
    return paired;
  }

  return {
    lineTranslations,

    /**
     * The human translations of some of the title's lines, by their text (what the translate
     * request sends): those the title's translation has, the others left out. Never downloads.
     */
    async translateSentences(
      title: TitleRef,
      learning: StudyLanguageCode,
      native: NativeLanguageCode,
      texts: readonly string[],
    ): Promise<{ original: string; translation: string }[]> {
      if (texts.length === 0) return [];
      const paired = await lineTranslations(title, learning, native);
      if (paired.status !== 'paired') return [];
      const { data } = await words.runPipeline({ title, learningLanguage: learning, type: 'sentences' });
      const byOrder = new Map(paired.lines.map((line) => [line.order, line.translation]));
      const byText = new Map<string, string>();
      for (const sentence of data as { order: number; sentence: string }[]) {
        const translation = byOrder.get(sentence.order);
        if (translation !== undefined && !byText.has(sentence.sentence))
          byText.set(sentence.sentence, translation);
      }
      return texts.flatMap((original) => {
        const translation = byText.get(original.trim());
        return translation === undefined ? [] : [{ original, translation }];
      });
    },
  };
}
export type LineTranslationService = ReturnType<typeof createLineTranslationService>;

/** The title's file in the learner's language from a source that costs nothing (an upload, the demo catalog's own). */
async function translationFile(
  sources: readonly SubtitleSource[],
  title: TitleRef,
  native: NativeLanguageCode,
): Promise<FoundSubtitle | null> {
  // A remote source would spend a download quota the learner did not ask to spend.
  for (const source of sources) {
    if (source.isRemote) continue;
    const found = await source.find(title, native);
    if (found) return found;
  }
  return null;
}

/**
 * The title's file in the learner's language from a subtitle service, on the learner's request:
 * checked (a subtitle, in that language) and kept as an upload, so that it is downloaded once
 * and shared like any upload.
 */
async function download(
  { sources, uploads, analyser, logger }: LineTranslationDependencies,
  title: TitleRef,
  native: NativeLanguageCode,
  userId: string,
): Promise<{ found: FoundSubtitle | null } | { refused: LineTranslations }> {
  const name = languageName(native);
  for (const source of sources.filter((candidate) => candidate.isRemote)) {
    const remote = await fromProvider(() => source.find(title, native));
    if (!remote) continue;
    const file = await fromProvider(() => remote.load());
    let inspection;
    try {
      inspection = await analyser.inspect(file.bytes, file.fileName, native);
    } catch (error) {
      if (!(error instanceof NotASubtitleError)) throw error;
      return { refused: answer('unpaired', null, WordMessages.translationTrackUnreadable(name)) };
    }
    if (inspection.language?.fits === false) {
      const said = WordMessages.uploadWrongLanguage(name, likeliestName(inspection.language));
      return { refused: answer('unpaired', null, said) };
    }
    await uploads.put(title, native, { ...file, format: inspection.format, cues: inspection.cues }, userId);
    logger.info({ title: fullTitleKeyOf(title), native, source: source.kind }, 'translation downloaded');
    return { found: await translationFile(sources, title, native) };
  }
  return { found: null };
}

/** The title's lines paired by time with the file's, or why they are not shown. */
async function pair(
  { words, analyser, logger }: LineTranslationDependencies,
  title: TitleRef,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  found: FoundSubtitle,
): Promise<LineTranslations> {
  const { data } = await words.runPipeline({ title, learningLanguage: learning, type: 'sentences' });
  const source = found.kind === 'upload' ? 'upload' : 'demo';
  const file = await found.load();
  const name = languageName(native);
  try {
    const lines = (data as { order: number; time: number }[]).map(({ order, time }) => ({ order, time }));
    const pairing = await analyser.translationLines(lines, file.bytes, file.fileName);
    if (pairing.holds) return answer('paired', source, null, { lines: pairing.lines });
    logger.info(
      { title: fullTitleKeyOf(title), native, paired: pairing.pairedShare },
      'translation does not pair',
    );
    return answer('unpaired', source, WordMessages.translationTrackUnpaired(name));
  } catch (error) {
    if (!(error instanceof NotASubtitleError)) throw error;
    return answer('unpaired', source, WordMessages.translationTrackUnreadable(name));
  }
}
