import { describe, expect, it } from 'vitest';
import { type FoldedWord, type FoldWords, foldEntries, littleWordsOf } from './fold-words.js';

/** A lexicon of three words and three little words, folding as the lexicon's `foldWords` does. */
const words: Record<string, string> = { mercado: 'mercado', fui: 'ir', manzanas: 'manzana' };
const little = new Set(['al', 'con', 'y']);
const fakeFold: FoldWords = async (entries) =>
  entries.map((entry) => {
    const content = entry.split(' ').filter((word) => !little.has(word));
    const lemmas = new Set(content.map((word) => words[word]));
    const [lemma] = [...lemmas];
    if (lemmas.size !== 1 || lemma === undefined) return null;
    return { token: `es:${lemma}`, lemma, level: 1 } satisfies FoldedWord;
  });

describe('the little words of running text', () => {
  it('are the words that fold to none alone but add nothing beside a word of the text', async () => {
    const entries = ['fui', 'al', 'mercado', 'con', 'xyzzy', 'y', 'Pedro', 'manzanas'];
    const folded = await foldEntries(entries, 'es', fakeFold);
    expect(await littleWordsOf(entries, folded, 'es', fakeFold)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('are none when no word of the text folds, as nothing tells them from unknown words', async () => {
    const entries = ['al', 'xyzzy'];
    const folded = await foldEntries(entries, 'es', fakeFold);
    expect(await littleWordsOf(entries, folded, 'es', fakeFold)).toEqual([false, false]);
  });
});
