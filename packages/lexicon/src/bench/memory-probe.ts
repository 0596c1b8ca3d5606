/**
 * Run by the benchmark in a process of its own: the resident memory of a fresh process before and
 * after loading all six languages (after a full garbage collection), so that no other work of the
 * benchmark's is counted. Prints one JSON line.
 */
import { loadLexicon } from '../analysis/lexicon.js';
import { checkedLanguages, spellingStemsOf } from '../tables/spelling-stems.js';

const gc = (globalThis as { gc?: () => void }).gc;
const dir = process.argv[2] ?? '';
gc?.();
const baseline = process.memoryUsage().rss;
const started = performance.now();
const lexicon = loadLexicon({ dir });
const loadMs = performance.now() - started;
gc?.();
const allSixMb = Math.round(process.memoryUsage().rss / 1e6);
// The spelling lists read on a title's first unknown word: German, Danish and Italian's, which
// vouch for guessed lemmas (spelling-stems.ts), and English's, which tells slips from words
// (analysis/misspellings.ts).
const stemsStarted = performance.now();
for (const language of [...checkedLanguages, 'en' as const]) spellingStemsOf(language);
const stemsMs = performance.now() - stemsStarted;
gc?.();
console.log(
  JSON.stringify({
    languages: lexicon.languages.length,
    baselineMb: Math.round(baseline / 1e6),
    allSixMb,
    withSpellingMb: Math.round(process.memoryUsage().rss / 1e6),
    loadMs: Math.round(loadMs),
    stemsMs: Math.round(stemsMs),
  }),
);
