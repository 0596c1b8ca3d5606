/**
 * User-facing texts of Home: the search, the categories, the cards' tags and the failures told
 * there. Apart from the title pages' (catalog-messages.ts): a page carries every text of a table
 * it reads one of, and Home is the first page a signed-in learner opens.
 */
export const BrowseMessages = {
  errorToast: (message: string) => `Error: ${message}`,
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
  searchDocumentTitle: (query: string) => `Search: ${query}`,
  categoryControlLabel: 'Browse by category',
  mediaFilterLabel: 'Show only',
  recentlyVisitedBack: 'Scroll back through recently visited titles',
  recentlyVisitedForward: 'Scroll forward through recently visited titles',
  tryAgain: 'Try again',
} as const;
