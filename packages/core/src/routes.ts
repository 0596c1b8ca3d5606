/** Paths of the single-page app, written once for links and redirects. */
export const AppRoutes = {
  auth: '/auth',
  home: '/',
  /** The first run of a new account: its two languages, then the vocabulary check. */
  welcome: '/welcome',
  myWords: '/my-words',
  /** Known words brought in from an Anki deck, a CSV or TSV export or a pasted list. */
  importWords: '/my-words/import',
  /** The vocabulary check: a three-minute estimate of how many words the learner knows. */
  vocabularyCheck: '/my-words/vocabulary-check',
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
  /** The sort of a title's words limited to the chosen ones (tokens), easiest first. */
  vocabularySortOf: (base: string, tokens: readonly string[]) =>
    `${base}/vocabulary-sort?${new URLSearchParams({ [chosenWordsParam]: tokens.join(',') }).toString()}`,
  movieLevel: (id: number, level: 'all' | number) => `/movie/${id}/level/${level}`,
  /**
   * An episode's words at a level. The path names the episode by its id only; its place in the
   * show rides in the query, which the page needs to ask for the words (decision 008).
   */
  episodeLevel: (episodeId: number, level: 'all' | number, place: EpisodePlace) =>
    `/episode/${episodeId}/level/${level}?${episodePlaceQuery(place)}`,
  /** A season's words together (its episodes as one title) at a level. */
  seasonLevel: (tvId: number, seasonNumber: number, level: 'all' | number) =>
    `/tv/${tvId}/season/${seasonNumber}/level/${level}`,
  /** The sort of a season's words. */
  seasonSort: (tvId: number, seasonNumber: number) => `/tv/${tvId}/season/${seasonNumber}/vocabulary-sort`,
  movieTraining: (id: number) => `/movie/${id}/train-vocabulary`,
  /** An episode's training; its place in the show rides in the query, as for its level pages. */
  episodeTraining: (episodeId: number, place: EpisodePlace) =>
    `/episode/${episodeId}/train-vocabulary?${episodePlaceQuery(place)}`,
  /** A title's transcript, its words coloured by what the learner knows, beside their own video. */
  movieWatch: (id: number) => `/movie/${id}/watch`,
  episodeWatch: (episodeId: number, place: EpisodePlace) =>
    `/episode/${episodeId}/watch?${episodePlaceQuery(place)}`,
  aboutData: '/about/data',
  /** The study pages of a title: Study Words, Vocabulary Review, Context Learning. */
  movieStudy: (id: number, page: StudyPage) => `/movie/${id}/${page}`,
  episodeStudy: (episodeId: number, page: StudyPage, place: EpisodePlace) =>
    `/episode/${episodeId}/${page}?${episodePlaceQuery(place)}`,
} as const;

/** The query parameter of a sort limited to chosen words: their tokens, comma-separated. */
export const chosenWordsParam = 'words';

export type StudyPage = 'study-words' | 'vocabulary-review' | 'context-learning';

/** Where an episode is in its show. */
export interface EpisodePlace {
  tvId: number;
  seasonNumber: number;
  episodeNumber: number;
}

/** `tv=…&season=…&episode=…`: an episode's place, for the pages whose path has only its id. */
export const episodePlaceQuery = ({ tvId, seasonNumber, episodeNumber }: EpisodePlace): string =>
  new URLSearchParams({
    tv: String(tvId),
    season: String(seasonNumber),
    episode: String(episodeNumber),
  }).toString();

/** Query flags the server adds when it sends the browser back from an e-mail link. */
export const AuthReturnFlags = {
  confirmed: 'confirmed',
  error: 'error',
} as const;
