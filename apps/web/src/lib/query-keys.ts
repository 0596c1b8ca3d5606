import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';

/**
 * The query keys that more than one feature reads, fills or makes stale, written once: a feature
 * invalidates another's answers through these, never through a literal of its own. A key only
 * one feature uses stays in that feature's endpoint file.
 */
export const QueryKeys = {
  /** Every word-service answer about a title in a learning language: summary, vocabulary, sentences. */
  titleWords: (
    title: { mediaType: 'movie' | 'episode' | 'season'; id: number; seasonNumber?: number },
    learning: StudyLanguageCode,
  ) =>
    // A season's id is its show's: the season's number tells the show's seasons apart.
    title.mediaType === 'season'
      ? (['words', title.mediaType, `${title.id}/${title.seasonNumber}`, learning] as const)
      : (['words', title.mediaType, title.id, learning] as const),
  /** Every progress answer of a language pair (statuses, coverage): a save makes them stale. */
  progress: (learning: StudyLanguageCode, native: NativeLanguageCode) =>
    ['progress', learning, native] as const,
  /**
   * The coverage of the titles of one list of cards, under the pair's progress key: every save
   * makes it stale.
   */
  titleCoverage: (learning: StudyLanguageCode, native: NativeLanguageCode, titles: readonly string[]) =>
    ['progress', learning, native, 'title-coverage', ...titles] as const,
  /** Home's 'Ready to watch' and 'Almost there' rows, which follow every save too. */
  coverageSuggestions: (learning: StudyLanguageCode, native: NativeLanguageCode) =>
    ['progress', learning, native, 'coverage-suggestions'] as const,
  /** My Movies' lists, whose counts follow every save. */
  userMovies: ['user-movies'] as const,
  /** The flash card lists and sessions, which a card saved from any screen changes. */
  flashCards: ['flash-cards'] as const,
  /** My Words, which every card and every answer changes. */
  dashboard: ['dashboard'] as const,
} as const;
