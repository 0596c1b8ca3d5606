/**
 * A title's words: the one entry to the layer that every screen on a title's words stands on.
 * Features import from here and nowhere deeper (lint holds them to it); what is not exported here
 * is the layer's own business.
 */

// Which title, and the word service that analyses it.
export {
  levelPath,
  parseLevelParam,
  titleFields,
  titleKeyOf,
  translationTitleOf,
  type WordTitle,
} from './api/word-title';
export { isNoSubtitles, runPipeline } from './api/run-pipeline';
export { useVocabulary, vocabularyQueryOptions } from './api/get-vocabulary';
export { formatTime, sentencesOf, useSentences } from './api/get-sentences';
export {
  lineTranslationsQueryKey,
  lineTranslationsQueryOptions,
  useHumanLines,
  useLineTranslations,
} from './api/get-line-translations';
export { countsByLevel, TitleWordRules } from './word-rules';

// The learner's statuses of the words, and the background saver that keeps them.
export { ProgressSyncProvider } from './components/progress-sync-provider';
export { SyncStatus } from './components/sync-status';
export { useWordStatuses, type StatusChange } from './hooks/use-word-statuses';
export { useSaveAndLoad } from './hooks/use-save-and-load';

// Translations (a word's, or a page's glosses at once): asked for, kept with a word's progress, shown in the Translation Assistant.
export { translationQueryOptions, useTranslate } from './api/translate-word';
export { useGlosses } from './api/get-glosses';
export { parseStoredTranslation, serialiseTranslation } from './translation/stored-translation';
export { TranslationDetails } from './translation/translation-details';
export { TranslationPanel } from './translation/translation-panel';
export { type TranslationState, useWordTranslation } from './translation/use-word-translation';
export { definitionOf, flashCardOf } from './translation/flash-card-of';
export { useSaveFlashCard } from './api/save-flash-card';

// The learner's coverage of the titles on cards, and the pair it is counted in.
export { CoverageBadge } from './coverage/coverage-badge';
export { CoveragePairProvider, useCoveragePair } from './coverage/coverage-pair';
export { type CardTitle, useTitleCoverage } from './coverage/get-title-coverage';

// Pieces of the screens on a title's words.
export { FloatingButtons, floatingButtonsRoom } from './components/floating-buttons';
export { DownloadTranslation, TitleLines } from './components/title-lines';
export { VocabularyError } from './components/vocabulary-error';
