import type { LemmaTable } from '../tables/lemma-table.js';
import { seededRandom } from './seeded-random.js';

/**
 * Made-up words that look like the language's own: a letter-trigram chain learnt from its real
 * words (each letter drawn after the two before it, as often as the real words have it there), so
 * they share its spelling and endings. A candidate the table knows in any way (a form of the
 * frequency list or of the analysers' readings, a lemma) is a real word and dropped, as is one of
 * the words it learnt from.
 */

const start = '\u0002';
const end = '\u0003';

export interface PseudowordOptions {
  /** The seed of the chain: the same seed and words give the same made-up words. */
  seed: number;
  count: number;
  minLength?: number;
  maxLength?: number;
}

export function generatePseudowords(
  words: readonly string[],
  table: LemmaTable,
  { seed, count, minLength = 5, maxLength = 9 }: PseudowordOptions,
): string[] {
  const chain = trigramChain(words);
  const real = new Set(words.map((word) => word.toLowerCase()));
  const random = seededRandom(seed);
  const made = new Set<string>();
  const lower = new Set<string>();
  for (let attempt = 0; made.size < count && attempt < count * 400; attempt += 1) {
    const word = walk(chain, random, maxLength + 1);
    if (word === undefined || word.length < minLength || word.length > maxLength) continue;
    const key = word.toLowerCase();
    if (real.has(key) || lower.has(key) || isKnown(key, word, table)) continue;
    made.add(word);
    lower.add(key);
  }
  return [...made];
}

function isKnown(key: string, word: string, table: LemmaTable): boolean {
  return table.has(key) || table.lemma(key) !== undefined || table.lemma(word) !== undefined;
}

/** Two letters → the letters that follow them in the words, each as often as it does. */
type Chain = Map<string, string[]>;

function trigramChain(words: readonly string[]): Chain {
  const chain: Chain = new Map();
  for (const word of words) {
    const letters = [start, start, ...word, end];
    for (let index = 2; index < letters.length; index += 1) {
      const context = `${letters[index - 2] ?? ''}${letters[index - 1] ?? ''}`;
      let next = chain.get(context);
      if (next === undefined) {
        next = [];
        chain.set(context, next);
      }
      next.push(letters[index] ?? end);
    }
  }
  return chain;
}

function walk(chain: Chain, random: () => number, limit: number): string | undefined {
  let word = '';
  let context = `${start}${start}`;
  while (word.length <= limit) {
    const next = chain.get(context);
    if (next === undefined || next.length === 0) return undefined;
    const letter = next[Math.floor(random() * next.length)] ?? end;
    if (letter === end) return word;
    word += letter;
    context = `${context.slice(-1)}${letter}`;
  }
  return undefined;
}
