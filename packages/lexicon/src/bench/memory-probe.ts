/**
 * Run by the benchmark in a process of its own: the resident memory of a fresh process before and
 * after loading all six languages (after a full garbage collection), so that no other work of the
 * benchmark's is counted. Prints one JSON line.
 */
import { loadLexicon } from '../analysis/lexicon.js';

const gc = (globalThis as { gc?: () => void }).gc;
const dir = process.argv[2] ?? '';
gc?.();
const baseline = process.memoryUsage().rss;
const started = performance.now();
const lexicon = loadLexicon({ dir });
const loadMs = performance.now() - started;
gc?.();
console.log(
  JSON.stringify({
    languages: lexicon.languages.length,
    baselineMb: Math.round(baseline / 1e6),
    allSixMb: Math.round(process.memoryUsage().rss / 1e6),
    loadMs: Math.round(loadMs),
  }),
);
