/** Business limits, written once and used by the forms and the server. */
export const Limits = {
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 100,
  searchMaxLength: 100,
  sanitizedTextMaxLength: 1000,
  /** Failed sign-ins (or sign-ups) of one account before it is locked. */
  failedAttemptLimit: 5,
  failedAttemptResetMinutes: 15,
  /**
   * Failed attempts from one client address, across every account, before the address is locked
   * (same 15-minute rule). Ours, not the spec's: it stops one address spraying guesses over many
   * accounts. It is ten accounts' worth of failures, so a household, or a class behind a school's
   * NAT, where every member runs into their own account's lock, stays well under it; a sprayer
   * gets 50 guesses per 15 minutes instead of the 450 the flood guard alone lets through.
   */
  failedAttemptAddressLimit: 50,
  mobileBreakpointPx: 768,
  recentlyVisitedMax: 10,
  // ours: what hostile input is held to
  /** The largest PostgreSQL `integer` (int4): every id and number a contract sends is stored in one. */
  databaseIntMax: 2_147_483_647,
  /** Objects and arrays nested in a JSON body. Our deepest contract nests 4; 32 leaves room. */
  jsonMaxDepth: 32,
  /** A user's name: sign-up and update-user cut it here after sanitising. */
  userNameMaxLength: 100,
  fileNameMaxLength: 255,
  imageUrlMaxLength: 2048,
  /** Any text sent to better-auth's calls; its longest, a provider's ID token, stays well under. */
  authFieldMaxLength: 8_192,
} as const;

/** Client data cache settings. */
export const ClientCache = {
  gcTimeMs: 5 * 60 * 1000,
  queryRetries: 1,
  refetchOnWindowFocus: false,
  /**
   * How long the data a page was rendered with on the server counts as fresh in the browser: the
   * page taking it over does not ask for it again at once.
   */
  serverRenderedFreshMs: 30_000,
} as const;

/** Browser storage keys, as the product CineVocab reproduces named them. */
export const StorageKeys = {
  preferredLanguage: 'preferredLanguage',
  myLanguage: 'myLanguage',
  recentlyVisited: 'recentlyVisitedMovies',
  /** Ours: word choices not yet confirmed by the server, for every title. */
  pendingProgress: 'cinevocab.pendingProgress',
  /** Ours: a title's sort screen, `${prefix}${content}:${language}`. */
  sortStatePrefix: 'cinevocab.sort.',
  /** Ours: how far a video's lines are shifted, per title and video file, `${prefix}${title}:${file}`. */
  videoOffsetPrefix: 'cinevocab.video-offset.',
} as const;

/** What one save of word choices, and one question about them, may carry (progress.ts). */
export const ProgressLimits = {
  /** Records in one bulk save. */
  bulkMaxRecords: 5_000,
  /** Tokens in one filter-by-tokens question. */
  filterMaxTokens: 5_000,
  /** Titles one word may name in a save. */
  moviesPerRecord: 100,
  tokenMaxLength: 200,
  wordMaxLength: 200,
  translationMaxLength: 1_000,
  notesMaxLength: 1_000,
  aiTranslationMaxLength: 20_000,
  /** The share of a title's running words a learner needs to follow it comfortably. */
  comfortableCoverage: 0.95,
} as const;

/** The coverage questions' limits and thresholds (title-coverage.ts). */
export const TitleCoverageLimits = {
  /** Titles in one question: a page of cards, or a season's episodes. */
  maxTitles: 60,
  /** A title needing at most this many more words to reach 95 % is 'almost there'. */
  almostThereWords: 30,
  /** Titles in each of Home's rows. */
  suggestionsPerRow: 10,
} as const;
