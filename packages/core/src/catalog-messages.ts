/** User-facing texts of the catalog: browse, search and the detail pages (spec 01 §2, §5, §8). */
export const CatalogMessages = {
  // Movie database failures (spec 01 §8)
  failedPopularMovies: 'Failed to fetch popular movies',
  failedTopRatedMovies: 'Failed to fetch top rated movies',
  failedPopularTv: 'Failed to fetch popular TV shows',
  failedSearch: 'Failed to search movies',
  failedMovieDetails: (id: number | string) => `Failed to fetch details for movie with id: ${id}`,
  failedTvDetails: (id: number | string) => `Failed to fetch details for TV show with id: ${id}`,
  failedSeasonDetails: (n: number | string) => `Failed to fetch details for season ${n}`,
  failedEpisodeDetails: (n: number | string) => `Failed to fetch details for episode ${n}`,
  errorToast: (message: string) => `Error: ${message}`,
  failedEpisodesToast: (n: number | string) => `Failed to load episodes for Season ${n}`,

  // Not-found states (spec 01 §2)
  movieNotFound: 'Movie not found',
  tvNotFound: 'TV Show not found',
  episodeNotFound: 'Episode not found',
  // ours
  seasonNotFound: (n: number | string) => `Season ${n} not found`,
  backToHome: 'Back to Home',

  // Home (spec 01 §2)
  searchPlaceholder: 'Search movies and TV shows…',
  searchLabel: 'Search movies and TV shows',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  recentlyVisited: 'Recently Visited',
  noMoviesFound: 'No movies found',
  seriesTag: 'Series',
  movieTag: 'Movie',
  episodeTag: 'Episode',
  unknownYear: 'Unknown',
  filterAll: 'All',
  filterMovies: 'Movies',
  filterTvShows: 'TV Shows',
  categoryPopular: 'Popular',
  categoryTopRated: 'Top Rated',
  categoryTv: 'TV Shows',
  // ours
  searchResultsFor: (query: string) => `Results for “${query}”`,
  demoCatalogNotice: 'Built-in demo catalog: connect TMDB to browse every film and series.',

  // Detail page shell and action bar (spec 01 §2)
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

  // Movie and TV details (spec 01 §2)
  movieDetails: 'Movie Details',
  tvShowDetails: 'TV Show Details',
  wordLevelSummary: 'Word Level Summary',
  rating: 'Rating',
  votes: (count: number) => `${count.toLocaleString('en-US')} votes`,
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
    `${seasons} season${seasons === 1 ? '' : 's'} (${episodes} episode${episodes === 1 ? '' : 's'})`,
  seasonLabel: 'Season',
  noSeasons: 'No seasons available',
  noEpisodes: 'No episodes found for this season',
  loadingEpisodes: 'Loading episodes...',
  noEpisodeDescription: 'No description available.',
  episodeNumberName: (n: number, name: string) => `${n}. ${name}`,

  // Episode detail (spec 01 §2)
  seasonFallback: (n: number) => `Season ${n}`,
  episodeBadge: (n: number) => `Episode ${n}`,
  noEpisodeOverview: 'No overview available for this episode.',
  episodeDetails: 'Episode Details',
  airDate: 'Air Date',
  unknown: 'Unknown',
  episodeId: 'Episode ID',
  show: 'Show',
  imdbId: 'IMDB ID',
  notRated: 'Not rated yet',
} as const;
