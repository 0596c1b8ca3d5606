import { countOf, groupedCountOf } from './plural.js';

/** User-facing texts of the coverage badge on title cards and of Home's coverage rows (ours). */
export const TitleCoverageMessages = {
  badge: (percent: number) => `${percent}%`,
  /** The badge's accessible name and tooltip. */
  detail: (percent: number, wordsTo95: number) =>
    wordsTo95 === 0
      ? `You know ${percent}% of the words · ready to watch`
      : `You know ${percent}% of the words · ${wordsTo95} to learn for 95%`,
  readyToWatch: 'Ready to watch',
  readyToWatchHint: 'Titles you can follow: you know 95% of their words or more.',
  almostThere: 'Almost there',
  almostThereHint: 'A few words away from 95%: sort just those words, easiest first.',
  closestToReady: 'Closest to ready',
  closestToReadyHint:
    'No title is at 95% yet. These are the nearest: learn their words, or take the vocabulary check so the words you already know count.',
  wordsToGo: (count: number) => `${groupedCountOf(count, 'word')} to go`,
  /** Home before any title has been analysed for the learner's language. */
  whereYouStand: 'Where you stand',
  nothingMeasuredYet:
    'Open a movie or an episode to see how much of it you can follow. Titles you can watch, and those nearest to it, will then show here.',
  takeVocabularyCheck: 'Take the vocabulary check',
  sortMissingWords: (count: number) => `Sort the ${countOf(count, 'missing word')}`,
  openTitle: 'Open the title',
  failedSuggestions: 'Could not load the titles you are ready for.',
} as const;
