import { countOf, groupDigits } from './plural.js';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** User-facing texts of the catalog's title pages and its failures (Home's are in browse-messages.ts). */
export const CatalogMessages = {
  // Movie database failures
  failedPopularMovies: 'Failed to fetch popular movies',
  failedTopRatedMovies: 'Failed to fetch top rated movies',
  failedPopularTv: 'Failed to fetch popular TV shows',
  failedSearch: 'Failed to search movies',
  failedMovieDetails: (id: number | string) => `Failed to fetch details for movie with id: ${id}`,
  failedTvDetails: (id: number | string) => `Failed to fetch details for TV show with id: ${id}`,
  failedSeasonDetails: (n: number | string) => `Failed to fetch details for season ${n}`,
  failedEpisodeDetails: (n: number | string) => `Failed to fetch details for episode ${n}`,
  failedEpisodesToast: (n: number | string) => `Failed to load episodes for Season ${n}`,

  // Not-found states
  movieNotFound: 'Movie not found',
  tvNotFound: 'TV Show not found',
  episodeNotFound: 'Episode not found',
  // ours
  seasonNotFound: (n: number | string) => `Season ${n} not found`,
  backToHome: 'Back to Home',

  // Detail page shell and action bar
  backToMovies: 'Back to Movies',
  backToShow: (name: string) => `Back to ${name}`,
  simpleSort: 'Simple Sort',
  showAllWords: 'Show All Words',
  generateQuiz: 'Generate Quiz',
  addMovieToLibrary: 'Add Movie to Library',
  addEpisodeToLibrary: 'Add Episode to Library',
  movieAdded: 'Movie added to library!',
  episodeAdded: 'Episode added to library!',
  // ours
  addToLibraryFailed: (message: string) => `Could not add to library: ${message}`,
  studyActionsLabel: 'Study this title',
  detailLoadFailed: 'This page could not be loaded',

  // Movie and TV details
  movieDetails: 'Movie Details',
  tvShowDetails: 'TV Show Details',
  wordLevelSummary: 'Word Level Summary',
  rating: 'Rating',
  votes: (count: number) => `${groupDigits(count)} votes`,
  releaseDate: 'Release Date',
  firstAirDate: 'First Air Date',
  runtime: 'Runtime',
  runtimeMinutes: (minutes: number) => `${minutes} min`,
  genres: 'Genres',
  overview: 'Overview',
  productionCompanies: 'Production Companies',
  noOverview: 'No overview available.',
  seasonsAndEpisodes: 'Seasons & Episodes',
  seasonsLine: (seasons: number, episodes: number) =>
    `${countOf(seasons, 'season')} (${countOf(episodes, 'episode')})`,
  seasonLabel: 'Season',
  noSeasons: 'No seasons available',
  noEpisodes: 'No episodes found for this season',
  loadingEpisodes: 'Loading episodes...',
  noEpisodeDescription: 'No description available.',
  episodeNumberName: (n: number, name: string) => `${n}. ${name}`,

  // Episode detail
  seasonFallback: (n: number) => `Season ${n}`,
  episodeBadge: (n: number) => `Episode ${n}`,
  noEpisodeOverview: 'No overview available for this episode.',
  episodeDetails: 'Episode Details',
  airDate: 'Air Date',
  unknown: 'Unknown',
  /** A calendar date as 'July 16, 2010'; `monthIndex` counts from 0 (January). */
  calendarDate: (year: number, monthIndex: number, day: number) =>
    `${monthNames[monthIndex] ?? ''} ${day}, ${year}`,
  episodeId: 'Episode ID',
  show: 'Show',
  imdbId: 'IMDB ID',
  notRated: 'Not rated yet',
  // ours
  /** The stored title of a visited episode. */
  episodeVisitTitle: (show: string, episode: string) => `${show}: ${episode}`,
  episodesOfSeason: (season: string) => `Episodes of ${season}`,
  ratingOutOfTen: '/ 10',
} as const;
