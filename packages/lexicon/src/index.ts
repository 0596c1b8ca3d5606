export { parseSubtitles, type ParseSubtitlesOptions } from './subtitles/parse-subtitles.js';
export { NotASubtitleError, type NotASubtitleReason } from './subtitles/not-a-subtitle-error.js';
export { type LinePair, type LinePairing, pairLines, type TimedLine } from './subtitles/pair-lines.js';
export type {
  Cue,
  ParsedSubtitles,
  Sentence,
  SubtitleEncoding,
  SubtitleFormat,
  SubtitleStats,
} from './subtitles/types.js';
export type { AnalyseOptions, Lexicon, TitleAnalysis } from './analysis-contract.js';
export {
  createLexiconFromTables,
  unbuiltTable,
  loadLexicon,
  type LoadedLexicon,
  type LoadLexiconOptions,
  type TableOrigin,
} from './analysis/lexicon.js';
export { resolveSentence } from './analysis/resolve.js';
export { type FoldedWord, foldWords } from './analysis/fold-words.js';
export { buildLanguageTable, type BuildTableOptions, type BuiltTable } from './build/build-table.js';
export {
  ensureLexicon,
  ensureLexiconSync,
  type EnsureLexiconOptions,
  type EnsureLexiconResult,
} from './build/ensure-lexicon.js';
export { type LexiconManifest, readManifest } from './build/lexicon-files.js';
export {
  type AttributionSource,
  type Dictionaries,
  dictionarySourcesForAttribution,
  type DictionaryLookup,
  type DictionaryPair,
  type DictionariesLocation,
  loadDictionaries,
} from './dictionary/dictionaries.js';
export { definitionOf, type Gloss, glossOf, glossRulesRevision, headwordOf } from './dictionary/glosses.js';
export { committedGlossesDir, hasCommittedGlosses } from './dictionary/committed-glosses.js';
export {
  type DictionaryBuildOptions,
  ensureDictionariesSync,
  type EnsureDictionariesOptions,
  type EnsureDictionariesResult,
} from './dictionary/build-dictionaries.js';
export {
  type DictionaryFileEntry,
  type DictionaryManifest,
  type DictionarySource,
  type MissingPair,
  readDictionaryManifest,
} from './dictionary/dictionary-files.js';
export { cleanEspeakIpa, moveStressMarks } from './dictionary/espeak-ipa.js';
export { getLanguage, isLexiconLanguage, lexiconLanguages } from './languages/registry.js';
export type { LanguageModule, LemmaPart, PartOfSpeech, Reading, ResolvedToken } from './languages/types.js';
export { assembleTable, type AssembleTableInput } from './tables/assemble-table.js';
export { loadFrequencyList, type FrequencyEntry, type FrequencyList } from './tables/frequency.js';
export { LemmaTable, type LemmaInfo, type LemmaTableData, type TableSource } from './tables/lemma-table.js';
export {
  isAskable,
  type VocabularyCheckBank,
  vocabularyCheckBankOf,
  wordsWithinRank,
} from './estimate/check-bank.js';
export { generatePseudowords } from './estimate/pseudowords.js';
export {
  type CheckItem,
  type CheckReplay,
  replayVocabularyCheck,
  scoreVocabularyCheck,
  VocabularyCheckError,
  type VocabularyCheckResult,
} from './estimate/vocabulary-check.js';
export { type OrderedLine, type TranslationLines, translationLines } from './subtitles/translation-lines.js';
export { judgeLanguage, type LanguageJudgement, likeliestName } from './subtitles/language-guess.js';
export { TaggerModel } from './tagger/tagger-model.js';
export { taggerFile } from './tagger/tagger-files.js';
