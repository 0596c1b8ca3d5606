import { countOf } from './plural.js';

/**
 * User-facing texts of the AI service and its screens: the Translation Assistant, the table's
 * translations, the training screen, and the exercises the offline provider writes.
 * The texts of the product CineVocab reproduces come first, letter for letter (its users
 * know them, and the tests read them); texts of ours follow, marked `ours`.
 */
export const AiMessages = {
  // Translation Assistant and the table's translations
  aiTranslation: 'AI Translation',
  showTranslation: 'Show Translation',
  translationAssistant: 'Translation Assistant',
  assistantPlaceholder: 'Select a word and click translate to see results here',
  translateWords: 'Translate Words',
  // Toasts, alerts and answers
  noWordOrSentences: 'No word or sentences available for translation',
  noSentencesForWord: 'No sentences found for this word',
  failedToTranslateLater: 'Failed to translate. Please try again later.',
  translationRequestFailed: 'Translation request failed',
  failedToTranslate: 'Failed to translate',
  translationCompleted: 'Translation completed',
  wordsTranslated: 'Words translated successfully!',
  failedToTranslateWords: 'Failed to translate words.',
  translationFailedCell: 'Translation failed',
  noExercisesGenerated: 'No exercises generated',
  failedToGenerate: 'Failed to generate exercises',
  correct: 'Correct!',
  incorrect: 'Incorrect. Try again!',
  generationFailedWithStatus: (status: number) => `Exercise generation failed with status ${status}`,
  translationFailedWithStatus: (status: number) => `Translation failed with status ${status}`,
  // Training screen
  trainVocabulary: 'Train Vocabulary',
  exerciseOf: (index: number, total: number) => `Exercise ${index} of ${total}`,
  score: (score: number) => `Score: ${score}`,
  check: 'Check',
  next: 'Next',
  finish: 'Finish',
  learningLanguage: (language: string) => `Learning ${language}`,
  translatingTo: (language: string) => `Translating to ${language}`,
  generatingExercises: 'Generating exercises...',
  noExercisesAvailable: 'No exercises available',
  tryAgain: 'Try Again',
  trainingComplete: 'Training Complete!',
  youScored: (score: number, total: number) => `You scored ${score} out of ${total}`,
  trainAgain: 'Train Again',
  backToMovie: 'Back to Movie',

  // ours
  backToEpisode: 'Back to Episode',
  pronunciation: 'Pronunciation',
  definition: 'Definition',
  translation: 'Translation',
  explanation: 'Explanation',
  inThisTitle: 'In this title',
  sources: 'Sources',
  offlineAnswer: 'Answered offline from dictionaries',
  modelAnswer: 'Answered by the AI model',
  approximatePronunciation: 'approximate',
  closePanel: 'Close the Translation Assistant',
  noDictionaryKnows: (word: string) => `No dictionary knows "${word}" yet.`,
  byWayOf: (language: string) =>
    `Translated by way of ${language}: no dictionary of this pair has the word, so the meaning may miss the sense used here.`,
  noSentenceTranslation: (language: string) =>
    `The title's lines have no ${language} translation here yet: upload the title's subtitle in ${language} to see each line with its translation.`,
  humanLinesSource: (language: string) => `The title's own ${language} subtitle (paired by time)`,
  /** Under a meaning that came through another language's dictionaries ('By way of English'). */
  viaLanguage: (language: string) => `By way of ${language}`,
  /** A table cell of a word no dictionary knows: quiet, not a failure. */
  noMeaningYet: 'No meaning yet',
  /** 'Translate Words' when no dictionary knew any of the page's words. */
  noMeaningsFound: 'No dictionary knows these words yet.',
  translatedFromBaseWord: (word: string, base: string) =>
    `"${word}" is not in the offline dictionary: this is the translation of "${base}", the word it is formed from.`,
  machineTranslationLabel:
    'Machine translation by Apertium, rule by rule: it can read word by word, so trust the title’s own line first.',
  offlineMachineTranslation: 'offline machine translation',
  rateLimited: 'You are asking the AI too often. Please wait a minute and try again.',
  providerUnavailable: 'The AI service is not available right now. Please try again later.',
  providerTimedOut: 'The AI service took too long to answer. Please try again.',
  providerBadAnswer: 'The AI service gave an answer we could not read. Please try again.',
  providerRefusedKey: 'The AI service refused our key. Ask the administrator to check LLM_API_KEY.',
  // Exercise instructions (both providers)
  questionMultipleChoice: (translation: string) => `Which word means "${translation}"?`,
  questionMatchDefinition: (word: string) => `Which definition matches "${word}"?`,
  questionFillInBlank: 'Fill in the blank with the missing word.',
  blankHintMeaning: (meaning: string) => `Hint: it means "${meaning}".`,
  blankHintLetter: (letter: string, length: number) =>
    `Hint: it starts with "${letter}" (${length} letters).`,
  blank: 'blank',
  questionTranslate: (language: string) => `Translate into ${language}.`,
  questionReorder: 'Put the words in the right order.',
  typeYourAnswer: 'Type your answer',
  yourOrder: 'Your sentence',
  tapWordsInOrder: 'Tap the words in order',
  clearOrder: 'Start over',
  rightAnswer: (answer: string) => `The answer: ${answer}`,
  // Feedback on an answer: a first wrong one may be tried again once; accents are forgiven, noted.
  oneMoreTry: 'Not quite. You have one more try.',
  incorrectAgain: 'Incorrect',
  accentNote: (spelling: string) => `Mind the accents: it is written “${spelling}”.`,
  // The end of a session: the mistakes with their right answers, and their words as flash cards.
  mistakesHeading: 'Your mistakes',
  noMistakes: 'No mistakes. Well done!',
  yourAnswer: (answer: string) => `Your answer: ${answer}`,
  saveMistakesAsCards: (words: number) => `Save ${countOf(words, 'word')} as flash cards`,
  mistakesSaved: (words: number) => `${countOf(words, 'word')} saved to your flash cards.`,
  trainingFrom: 'Training words: your words to learn first, then the rarest of the title',
  // Notes the offline provider writes into its answers
  usedAs: (partOfSpeech: string) => `Used in this title as ${partOfSpeech}.`,
  moreSenses: (senses: string) => `The dictionary also gives: ${senses}.`,
  apertiumSource: (label: string) => `Apertium (${label}, GPL)`,
  approximateSource: (source: string, label: string) => `${source} (${label})`,
  dataSources: 'Data sources and licences',
} as const;

/** Universal part-of-speech tags as an English phrase (the offline explanation); others give no note. */
export const PartOfSpeechPhrases: Readonly<Record<string, string>> = {
  NOUN: 'a noun',
  VERB: 'a verb',
  AUX: 'an auxiliary verb',
  ADJ: 'an adjective',
  ADV: 'an adverb',
  INTJ: 'an interjection',
  NUM: 'a number',
  PRON: 'a pronoun',
  DET: 'a determiner',
  ADP: 'a preposition',
  CCONJ: 'a conjunction',
  SCONJ: 'a conjunction',
};
