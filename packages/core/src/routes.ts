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
} as const;

/** Query flags the server adds when it sends the browser back from an e-mail link. */
export const AuthReturnFlags = {
  confirmed: 'confirmed',
  error: 'error',
} as const;
