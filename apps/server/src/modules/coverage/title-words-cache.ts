import { LRUCache } from 'lru-cache';

/** One word of a title as coverage needs it: its token and how often the title says it. */
export interface TitleWord {
  token: string;
  count: number;
}

/** Analyses kept at most; the least recently asked go first (a few hundred KB each at worst). */
const maxTitles = 2_000;

/**
 * Each stored analysis's words reduced to (token, count), most frequent first, kept in memory by
 * the analysis's key: a card's coverage is then a pass over an array, not a read of the title's
 * vocabulary. A key names one file, cast and lexicon version, so what is kept is never stale.
 */
export function createTitleWordsCache() {
  const titles = new LRUCache<string, readonly TitleWord[]>({ max: maxTitles });
  return {
    async wordsOf(
      key: string,
      load: () => Promise<readonly { token: string; count: number }[]>,
    ): Promise<readonly TitleWord[]> {
      const kept = titles.get(key);
      if (kept) return kept;
      const words = (await load())
        .map(({ token, count }) => ({ token, count }))
        .sort((a, b) => b.count - a.count);
      titles.set(key, words);
      return words;
    },
    get size(): number {
      return titles.size;
    },
  };
}
export type TitleWordsCache = ReturnType<typeof createTitleWordsCache>;
