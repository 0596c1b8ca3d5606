import type { StudyLanguageCode, VocabularyWord } from '@cinevocab/core';
import type { SubtitleSource, TitleRef } from '../../providers/subtitles/subtitle-source.js';
import { titleKeyOf } from './catalog-title.js';
import type { AnalysisTarget } from './title-analyses.js';
import type { TitleAnalysisRepository } from './title-analysis.repository.js';

/** What storedVocabulary finds: an analysis to read, or none (and whether one costs nothing to make). */
export type StoredVocabulary =
  | { key: string; hasFreeFile: false; load(): Promise<VocabularyWord[]> }
  | { key: null; hasFreeFile: boolean };

/**
 * The title's vocabulary from the analysis its page answers from, found without asking a remote
 * source for anything and without analysing: `key` names that analysis, so a caller may keep what
 * it makes of it. Without one, `hasFreeFile` tells that a file costing nothing (an upload, the
 * demo catalog's own) waits to be analysed.
 */
export async function storedVocabularyOf(
  sources: readonly SubtitleSource[],
  analyses: TitleAnalysisRepository,
  { title, learningLanguage, lexiconVersion }: AnalysisTarget,
): Promise<StoredVocabulary> {
  const storedAs = (sourceId: string): StoredVocabulary => {
    const key = { title, language: learningLanguage, lexiconVersion, sourceId };
    return {
      key: `${titleKeyOf(title)}:${learningLanguage}:${lexiconVersion}:${sourceId}`,
      hasFreeFile: false,
      load: async () => (await analyses.find(key, 'vocabulary'))?.data ?? [],
    };
  };
  for (const source of sources) {
    if (source.isRemote) {
      const sourceId = await analyses.newestSourceIdFrom(
        title,
        learningLanguage,
        lexiconVersion,
        source.kind,
      );
      if (sourceId !== null) return storedAs(sourceId);
      continue;
    }
    const found = await source.find(title, learningLanguage);
    if (!found) continue;
    const isStored = await analyses.has({
      title,
      language: learningLanguage,
      lexiconVersion,
      sourceId: found.sourceId,
    });
    return isStored ? storedAs(found.sourceId) : { key: null, hasFreeFile: true };
  }
  return { key: null, hasFreeFile: false };
}

/**
 * What the title's summary would be made from now: the first local source's file (uploads are in
 * the database, so this is the same on every server), else whatever remote file is stored, which
 * is never replaced for a lexicon version.
 */
export async function currentFileOf(
  sources: readonly SubtitleSource[],
  title: TitleRef,
  learningLanguage: StudyLanguageCode,
): Promise<string> {
  for (const source of sources) {
    if (source.isRemote) continue;
    const found = await source.find(title, learningLanguage);
    if (found) return found.sourceId;
  }
  return 'remote';
}
