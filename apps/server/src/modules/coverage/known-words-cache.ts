import { LRUCache } from 'lru-cache';
import type { LanguagePair } from '../../shared/language-pair.js';
import type { KnownFingerprint, KnownWordsRepository } from './known-words.repository.js';

/** Learners' known sets kept at most; the least recently asked go first. */
const maxLearners = 500;

/**
 * How far back a catch-up reads before the last one: a save that began before it and committed
 * after it carries an earlier time. Reading a word twice changes nothing, and a write missed all
 * the same shows in the fingerprint (the whole set is then read).
 */
const catchUpOverlapMs = 2_000;

interface KeptSet {
  fingerprint: KnownFingerprint;
  known: Set<string>;
  readAt: Date;
}

const sameFingerprint = (a: KnownFingerprint, b: KnownFingerprint) =>
  a.count === b.count && a.hashes === b.hashes;

/**
 * Each learner's known words per language pair, kept in memory between requests: a page of cards
 * then costs one small query (the set's fingerprint) instead of reading ten thousand words. When
 * the fingerprint changed (a save, an estimate or an import, on any server), only the words
 * written since the last read are read and applied; the whole set is read again only when that
 * does not arrive at the database's fingerprint (a word forgotten, a write missed).
 */
export function createKnownWordsCache(repository: KnownWordsRepository) {
  const sets = new LRUCache<string, KeptSet>({ max: maxLearners });

  async function readWhole(key: string, userId: string, pair: LanguagePair, fingerprint: KnownFingerprint) {
    const { tokens, readAt } = await repository.knownTokens(userId, pair);
    const kept = { fingerprint, known: new Set(tokens), readAt };
    sets.set(key, kept);
    return kept.known;
  }

  return {
    async knownOf(userId: string, pair: LanguagePair): Promise<ReadonlySet<string>> {
      const key = `${userId}:${pair.learningLanguage}:${pair.nativeLanguage}`;
      const fingerprint = await repository.fingerprint(userId, pair);
      const kept = sets.get(key);
      if (!kept) return readWhole(key, userId, pair, fingerprint);
      if (sameFingerprint(kept.fingerprint, fingerprint)) return kept.known;

      const since = new Date(kept.readAt.getTime() - catchUpOverlapMs);
      const { words, readAt } = await repository.changedSince(userId, pair, since);
      const known = new Set(kept.known);
      let { count, hashes } = kept.fingerprint;
      for (const word of words) {
        if (word.known && !known.has(word.token)) {
          known.add(word.token);
          count += 1;
          hashes += BigInt(word.hash);
        } else if (!word.known && known.delete(word.token)) {
          count -= 1;
          hashes -= BigInt(word.hash);
        }
      }
      if (!sameFingerprint({ count, hashes }, fingerprint)) return readWhole(key, userId, pair, fingerprint);
      sets.set(key, { fingerprint, known, readAt });
      return known;
    },
  };
}
export type KnownWordsCache = ReturnType<typeof createKnownWordsCache>;
