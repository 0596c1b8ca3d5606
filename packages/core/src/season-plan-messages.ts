import { countOf } from './plural.js';
import { StudyMessages } from './study-messages.js';

/** Texts of a season's plan on a show's page, and of the season's words in the study screens. */
export const SeasonPlanMessages = {
  heading: (seasonName: string) => `Plan for ${seasonName}`,
  loading: 'Reading the season’s words…',
  failed: 'The season’s plan could not be loaded.',
  retry: 'Load the plan again',
  noEpisodesAnalysed: (languageName: string) =>
    `No episode of this season has ${languageName} subtitles yet. Open an episode to fetch them.`,
  seasonWords: (words: number, newWords: number) =>
    `${countOf(words, 'word')} in the season, ${newWords} new to you`,
  analysedEpisodes: (analysed: number, total: number) =>
    analysed === total
      ? `All ${countOf(total, 'episode')} counted.`
      : `${analysed} of ${countOf(total, 'episode')} counted; the others have no subtitles fetched yet.`,
  episodeNewWords: (newWords: number, words: number) => `${countOf(newWords, 'new word')} of ${words}`,
  episodeNotAnalysed: 'Not counted yet',
  episodeListLabel: 'New words per episode',
  openSeasonTable: 'See the season’s words',
  sortSeasonWords: 'Sort the season’s words',
  beforeFirst: (episodeNumber: number, count: number) =>
    `Before episode ${episodeNumber}, learn these ${countOf(count, 'word')}`,
  beforeFirstHint: 'They come back most often in the later episodes.',
  learnFirstWords: 'Sort these words',
  nothingBeforeFirst: 'You already know every word of the first episode that comes back later.',
  /** The season as a title of the study screens. */
  seasonTitle: (showTitle: string, seasonName: string) => `${showTitle}: ${seasonName}`,
  appearsInSeason: (count: number) => `Appears ${countOf(count, 'time')} in the season`,
  backToShow: 'Back to Show',
  /** The sort screen's intro when it sorts only a plan's chosen words. */
  chosenWordsIntro: (count: number) =>
    `Only the ${countOf(count, 'word')} chosen for you, easiest first. Swipe left if you know a word, right to learn it.`,
} as const;

/** What the study screens say a title is: a movie, an episode, or a season's episodes together. */
export type TitleKind = 'movie' | 'episode' | 'season';

/** 'Appears 3 times in the movie' (the episode, the season). */
export const appearsInTitle = (kind: TitleKind): ((count: number) => string) =>
  kind === 'movie'
    ? StudyMessages.appearsInMovie
    : kind === 'episode'
      ? StudyMessages.appearsInEpisode
      : SeasonPlanMessages.appearsInSeason;

/** The link back to the title's own page (a season's is its show's). */
export const backToTitle = (kind: TitleKind): string =>
  kind === 'movie'
    ? StudyMessages.backToMovie
    : kind === 'episode'
      ? StudyMessages.backToEpisode
      : SeasonPlanMessages.backToShow;
