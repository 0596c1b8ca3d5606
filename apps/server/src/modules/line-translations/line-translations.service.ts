import {
  languageName,
  type LineTranslations,
  type NativeLanguageCode,
  type StudyLanguageCode,
  WordMessages,
} from '@cinevocab/core';
import { NotASubtitleError } from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FoundSubtitle, SubtitleSource, TitleRef } from '../../providers/subtitles/subtitle-source.js';
import type { TitleAnalyser } from '../../workers/title-analyser.js';
import { fullTitleKeyOf } from '../words/catalog-title.js';
import type { WordService } from '../words/words.service.js';

export interface LineTranslationDependencies {
  words: WordService;
  /** The subtitle sources, in the word service's order; only those that cost nothing are asked. */
  sources: readonly SubtitleSource[];
  analyser: TitleAnalyser;
  logger: FastifyBaseLogger;
}

/** Pairings remembered: one per title, language pair and pair of files. */
const rememberedPairings = 500;

/**
 * The title's lines in the learner's own language, from a human: the title's subtitle in that
 * language (an upload, the demo catalog's own) paired with the learning-language lines by time
 * in the analysis worker. A pairing that does not hold is said, never shown.
 */
export function createLineTranslationService({
  words,
  sources,
  analyser,
  logger,
}: LineTranslationDependencies) {
  const pairings = new LRUCache<string, LineTranslations>({ max: rememberedPairings });

  async function translationFile(title: TitleRef, native: NativeLanguageCode): Promise<FoundSubtitle | null> {
    // A remote source would spend a download quota the learner did not ask to spend.
    for (const source of sources) {
      if (source.isRemote) continue;
      const found = await source.find(title, native);
      if (found) return found;
    }
    return null;
  }

  async function pair(
    title: TitleRef,
    learning: StudyLanguageCode,
    native: NativeLanguageCode,
    found: FoundSubtitle,
  ): Promise<LineTranslations> {
    const { data: sentences } = await words.runPipeline({
      title,
      learningLanguage: learning,
      type: 'sentences',
    });
    const source = found.kind === 'upload' ? 'upload' : 'demo';
    const file = await found.load();
    try {
      const lines = (sentences as { order: number; time: number }[]).map(({ order, time }) => ({
        order,
        time,
      }));
      const pairing = await analyser.translationLines(lines, file.bytes, file.fileName);
      if (!pairing.holds) {
        logger.info(
          { title: fullTitleKeyOf(title), native, paired: pairing.pairedShare },
          'translation does not pair',
        );
        return {
          status: 'unpaired',
          source,
          lines: [],
          message: WordMessages.translationTrackUnpaired(languageName(native)),
        };
      }
      return { status: 'paired', source, lines: pairing.lines, message: null };
    } catch (error) {
      if (!(error instanceof NotASubtitleError)) throw error;
      return {
        status: 'unpaired',
        source,
        lines: [],
        message: WordMessages.translationTrackUnreadable(languageName(native)),
      };
    }
  }

  return {
    /** GET /api/words/line_translations */
    async lineTranslations(
      title: TitleRef,
      learning: StudyLanguageCode,
      native: NativeLanguageCode,
    ): Promise<LineTranslations> {
      const found = learning === native ? null : await translationFile(title, native);
      if (!found) {
        return {
          status: 'none',
          source: null,
          lines: [],
          message: WordMessages.noTranslationTrack(languageName(native)),
        };
      }
      const { meta } = await words.runPipeline({ title, learningLanguage: learning, type: 'summary' });
      // The analysis and the translation file named: a new upload of either is paired anew.
      const key = `${fullTitleKeyOf(title)}:${learning}:${meta.lexiconVersion}:${meta.analysedAt.toISOString()}:${found.sourceId}`;
      const remembered = pairings.get(key);
      if (remembered) return remembered;
      const paired = await pair(title, learning, native, found);
      pairings.set(key, paired);
      return paired;
    },

    /**
     * The human translations of some of the title's lines, by their text (what the translate
     * request sends): those the title's translation has, the others left out.
     */
    async translateSentences(
      title: TitleRef,
      learning: StudyLanguageCode,
      native: NativeLanguageCode,
      texts: readonly string[],
    ): Promise<{ original: string; translation: string }[]> {
      if (texts.length === 0) return [];
      const paired = await this.lineTranslations(title, learning, native);
      if (paired.status !== 'paired') return [];
      const { data: sentences } = await words.runPipeline({
        title,
        learningLanguage: learning,
        type: 'sentences',
      });
      const byOrder = new Map(paired.lines.map((line) => [line.order, line.translation]));
      const byText = new Map<string, string>();
      for (const sentence of sentences as { order: number; sentence: string }[]) {
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
