/**
 * How long the offline dictionaries take to build at a server's first start, for the estimate a
 * learner sees meanwhile: a minute or more with every language pack (the build reads FreeDict,
 * Apertium and WordNet data and ranks a hundred thousand lemmas a language); a little over that is
 * said, so that the answer comes before the promise rather than after it.
 */
export const expectedPreparationMs = 90_000;
/** Never ask again sooner than this: past the estimate the build is ending, and a look costs a read. */
export const shortestRetrySeconds = 5;

/** Whether the offline dictionaries are being built, and when they should be ready. */
export interface DictionaryPreparation {
  /** Seconds until the dictionaries should be ready while they are being built, else undefined. */
  readyInSeconds(): number | undefined;
}

/**
 * The server's dictionary build as the AI answers see it: `started` when the build begins (the word
 * tables come first, so at the server's start), `ended` when it is over, built or failed.
 */
export function createDictionaryPreparation(now: () => number = Date.now) {
  let startedAt: number | undefined;
  return {
    started() {
      startedAt = now();
    },
    ended() {
      startedAt = undefined;
    },
    readyInSeconds(): number | undefined {
      if (startedAt === undefined) return undefined;
      const left = startedAt + expectedPreparationMs - now();
      return Math.max(shortestRetrySeconds, Math.ceil(left / 1000));
    },
  } satisfies DictionaryPreparation & { started(): void; ended(): void };
}
