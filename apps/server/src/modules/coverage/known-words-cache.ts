import { LRUCache } from 'lru-cache';
import type { LanguagePair } from '../progress/progress.repository.js';
import type { KnownWordsRepository } from './known-words.repository.js';

/** Learners' known sets kept at most; the least recently asked go first. */
const maxLearners = 500;

/**
 * Each learner's known words per language pair, kept in memory between requests: a page of cards
 * then costs one small query (the set's fingerprint) instead of reading ten thousand words. The
 * set is read again when the fingerprint changed: a save, an estimate or an import, on any server.
 */
export function createKnownWordsCache(repository: KnownWordsRepository) {
  const sets = new LRUCache<string, { fingerprint: string; known: ReadonlySet<string> }>({ max: maxLearners });
  return {
    async knownOf(userId: string, pair: LanguagePair): Promise<ReadonlySet<string>> {
      const key = `${userId}:${pair.learningLanguage}:${pair.nativeLanguage}`;
      const fingerprint = await repository.fingerprint(userId, pair);
      const kept = sets.get(key);
      if (kept?.fingerprint === fingerprint) return kept.known;
      const known = new Set(await repository.knownTokens(userId, pair));
      sets.set(key, { fingerprint, known });
      return known;
    },
  };
}
export type KnownWordsCache = ReturnType<typeof createKnownWordsCache>;
