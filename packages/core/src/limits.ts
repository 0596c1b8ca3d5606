/** Business limits of spec 01 §5 and §9, written once and used by the forms and the server. */
export const Limits = {
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 100,
  searchMaxLength: 100,
  sanitizedTextMaxLength: 1000,
  failedAttemptLimit: 5,
  failedAttemptResetMinutes: 15,
  mobileBreakpointPx: 768,
  recentlyVisitedMax: 10,
} as const;

/** Client data cache settings (spec 01 §9). */
export const ClientCache = {
  gcTimeMs: 5 * 60 * 1000,
  queryRetries: 1,
  refetchOnWindowFocus: false,
} as const;

/** Browser storage keys the spec names (spec 01 §3). */
export const StorageKeys = {
  preferredLanguage: 'preferredLanguage',
  myLanguage: 'myLanguage',
  recentlyVisited: 'recentlyVisitedMovies',
  /** Ours (issue 5): word choices not yet confirmed by the server, for every title. */
  pendingProgress: 'cinevocab.pendingProgress',
  /** Ours (issue 5): a title's sort screen, `${prefix}${content}:${language}` (spec 02 §4). */
  sortStatePrefix: 'cinevocab.sort.',
} as const;
