import { countOf } from './plural.js';

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
  sortMissingWords: (count: number) => `Sort the ${countOf(count, 'missing word')}`,
  openTitle: 'Open the title',
  failedSuggestions: 'Could not load the titles you are ready for.',
} as const;
