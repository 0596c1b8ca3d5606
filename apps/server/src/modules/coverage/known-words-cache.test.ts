import { describe, expect, it } from 'vitest';
import { createKnownWordsCache } from './known-words-cache.js';
import type { KnownWordsRepository } from './known-words.repository.js';

const pair = { learningLanguage: 'es', nativeLanguage: 'en' };
const hashOf = (token: string) => [...token].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

/** A learner's words as the table holds them, with the repository's three reads counted. */
function storedWords() {
  let clock = 1_000_000;
  const rows = new Map<string, { known: boolean; updatedAt: number }>();
  const reads = { fingerprint: 0, whole: 0, changed: 0 };
  const repository: KnownWordsRepository = {
    async fingerprint() {
      reads.fingerprint += 1;
      const known = [...rows].filter(([, row]) => row.known).map(([token]) => token);
      return { count: known.length, hashes: known.reduce((sum, token) => sum + BigInt(hashOf(token)), 0n) };
    },
    async knownTokens() {
      reads.whole += 1;
      return {
        tokens: [...rows].filter(([, row]) => row.known).map(([token]) => token),
        readAt: new Date(clock),
      };
    },
    async changedSince(_userId, _pair, since) {
      reads.changed += 1;
      const words = [...rows]
        .filter(([, row]) => row.updatedAt > since.getTime())
        .map(([token, row]) => ({ token, known: row.known, hash: hashOf(token) }));
      return { words, readAt: new Date(clock) };
    },
  };
  return {
    repository,
    reads,
    write(token: string, known: boolean) {
      clock += 60_000;
      rows.set(token, { known, updatedAt: clock });
    },
    forget(token: string) {
      clock += 60_000;
      rows.delete(token);
    },
  };
}

describe("a learner's known words kept in memory", () => {
  it('reads the whole set once, then only what a save changed', async () => {
    const stored = storedWords();
    for (let index = 0; index < 1000; index += 1) stored.write(`es:w${index}`, true);
    const cache = createKnownWordsCache(stored.repository);
    expect((await cache.knownOf('u1', pair)).size).toBe(1000);
    expect(await cache.knownOf('u1', pair)).toHaveProperty('size', 1000);
    expect(stored.reads.whole).toBe(1);

    stored.write('es:nuevo', true);
    stored.write('es:w3', false);
    const after = await cache.knownOf('u1', pair);
    expect(after.has('es:nuevo')).toBe(true);
    expect(after.has('es:w3')).toBe(false);
    expect(after.size).toBe(1000);
    expect(stored.reads).toMatchObject({ whole: 1, changed: 1 });
  });

  it('reads the whole set again when a known word was forgotten (its row is gone)', async () => {
    const stored = storedWords();
    for (const token of ['es:a', 'es:b', 'es:c']) stored.write(token, true);
    const cache = createKnownWordsCache(stored.repository);
    await cache.knownOf('u1', pair);
    stored.forget('es:b');
    stored.write('es:d', true);
    const after = await cache.knownOf('u1', pair);
    expect([...after].sort()).toEqual(['es:a', 'es:c', 'es:d']);
    expect(stored.reads).toMatchObject({ whole: 2, changed: 1 });
  });
});
