import { formatWordCount } from './vocabulary-estimate.js';

/** User-facing texts of the vocabulary check and its result on My Words (all ours). */
export const VocabularyEstimateMessages = {
  // The offer and the card on My Words
  cardTitle: 'Your vocabulary',
  offerTitle: 'How many words do you already know?',
  offerBody:
    'Take a three-minute check: say which words you know, and we estimate your vocabulary so the words you know are not asked again.',
  takeCheck: 'Take the vocabulary check',
  retakeCheck: 'Take the check again',
  notNow: 'Not now',
  noEstimateYet: 'No estimate yet.',
  loadFailed: 'Your vocabulary estimate could not be loaded.',
  // The check
  checkTitle: 'Vocabulary check',
  checkIntro:
    'Do you know this word? Answer honestly: some of the words are made up, and saying yes to them lowers your result.',
  itemOf: (index: number, total: number) => `Word ${index} of ${total}`,
  iKnowIt: 'I know this word',
  iDontKnowIt: "I don't know it",
  checkLoading: 'Preparing the check…',
  checkFailed: 'The check could not go on. Try again.',
  // The result
  resultTitle: 'Your result',
  estimateLine: (estimate: number, low: number, high: number) =>
    `About ${formatWordCount(estimate)} words (${formatWordCount(low)}–${formatWordCount(high)})`,
  takenOn: (date: string) => `Estimated on ${date}`,
  unreliable: (falseAlarms: number, pseudowords: number) =>
    `You said you knew ${falseAlarms} of ${pseudowords} made-up words, so this result cannot be trusted and is not applied. Take the check again and answer yes only to words you know.`,
  applyExplain: (estimate: number) =>
    `Mark the ${formatWordCount(estimate)} most frequent words as known, except those you marked yourself. You can undo it in one step.`,
  apply: 'Mark these words as known',
  applied: (words: number) => `${formatWordCount(words)} words marked known from your estimate.`,
  undo: 'Undo the estimate',
  undone: (words: number) => `${formatWordCount(words)} words from your estimate are unmarked again.`,
  applyFailed: 'The estimate could not be applied. Try again.',
  undoFailed: 'The estimate could not be undone. Try again.',
  backToMyWords: 'Back to My Words',
  // The server's refusals
  noEstimate: 'Take the vocabulary check first.',
  notReliable: 'This check claimed too many made-up words to be applied. Take it again.',
  checkNotFinished: 'Answer every word of the check first.',
  checkUnavailable: 'The vocabulary check is not available for this language yet.',
} as const;
