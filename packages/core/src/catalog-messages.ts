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
} as const;
