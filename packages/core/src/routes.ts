/** Paths of the single-page app (spec 01 §2), written once for links and redirects. */
export const AppRoutes = {
  auth: '/auth',
  home: '/',
  myWords: '/my-words',
  myMovies: '/my-movies',
  flashCards: '/flash-cards',
  learnFlashCards: '/learn-flash-cards',
  learnWords: '/learn-words',
  category: (category: 'popular' | 'top_rated' | 'tv') => `/?category=${category}`,
  movie: (id: number) => `/movie/${id}`,
  tv: (id: number) => `/tv/${id}`,
  episode: (tvId: number, seasonNumber: number, episodeNumber: number) =>
    `/tv/${tvId}/season/${seasonNumber}/episode/${episodeNumber}`,
  /** The study tools of a title (document 2): `base` is a movie path or an episode path. */
  vocabularySort: (base: string) => `${base}/vocabulary-sort`,
  movieLevel: (id: number, level: 'all' | number) => `/movie/${id}/level/${level}`,
  episodeLevel: (episodeId: number, level: 'all' | number) => `/episode/${episodeId}/level/${level}`,
  movieTraining: (id: number) => `/movie/${id}/train-vocabulary`,
  episodeTraining: (episodeId: number) => `/episode/${episodeId}/train-vocabulary`,
} as const;

/** Query flags the server adds when it sends the browser back from an e-mail link. */
export const AuthReturnFlags = {
  confirmed: 'confirmed',
  error: 'error',
} as const;
