/**
 * `npm run bench` (after the lexicon's own figures): how well the vocabulary check estimates
 * simulated learners, per language, over 20 seeds each, in one line per learner:
 *
 *   vocabulary-check-bench language=es learner=truthful-2000 median_error_pct=0.0 max_error_pct=2.0 reliable=20/20 ms_per_check=12
 *
 * A truthful learner knows exactly the N most frequent lemmas; a noisy one also misses 5 % of
 * them and claims 8 % of the words they do not know (made-up ones included); the overclaimer says
 * yes to everything and must be flagged (reliable=0/20). The tables are the built ones of
 * LEXICON_DIR (default data/lexicon), built first when missing.
 */
import type { StudyLanguageCode } from '@cinevocab/core';
import { loadLexicon } from '../analysis/lexicon.js';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { defaultLexiconDir } from '../cli/paths.js';
import { vocabularyCheckBankOf } from '../estimate/check-bank.js';
import {
  noisyLearner,
  overclaimer,
  type SimulatedLearner,
  simulateCheck,
  truthfulLearner,
} from '../estimate/simulated-learner.js';
import { getLanguage, lexiconLanguages } from '../languages/registry.js';

const seeds = Array.from({ length: 20 }, (_, index) => index + 1);

interface Learner {
  name: string;
  known: number | null;
  answer: (seed: number) => SimulatedLearner;
}

const learners: Learner[] = [
  ...[500, 2_000, 8_000].map((known) => ({
    name: `truthful-${known}`,
    known,
    answer: () => truthfulLearner(known),
  })),
  ...[500, 2_000, 8_000].map((known) => ({
    name: `noisy-${known}`,
    known,
    answer: (seed: number) => noisyLearner(known, 0.05, 0.08, seed * 7_919),
  })),
  { name: 'overclaimer', known: null, answer: () => overclaimer },
];

function main(): void {
  const dir = defaultLexiconDir();
  ensureLexiconSync({ dir, languages: lexiconLanguages });
  for (const language of lexiconLanguages as readonly StudyLanguageCode[]) {
    const table = loadLexicon({ dir, languages: [language] }).tables.get(language);
    if (table === undefined) continue;
    const started = performance.now();
    const bank = vocabularyCheckBankOf(table, getLanguage(language));
    const bankMs = Math.round(performance.now() - started);
    console.log(
      `vocabulary-check-bench-detail language=${language} ranked=${bank.rankedLemmas.length} askable=${bank.askableRanks.length} pseudowords=${bank.pseudowords.length} bank_ms=${bankMs}`,
    );
    for (const learner of learners) {
      const errors: number[] = [];
      let reliable = 0;
      const checkStarted = performance.now();
      for (const seed of seeds) {
        const result = simulateCheck(bank, seed, learner.answer(seed));
        if (result.reliable) reliable += 1;
        if (learner.known !== null) errors.push(Math.abs(result.estimate / learner.known - 1) * 100);
      }
      const msPerCheck = (performance.now() - checkStarted) / seeds.length;
      const sorted = errors.sort((a, b) => a - b);
      const figures =
        learner.known === null
          ? ''
          : ` median_error_pct=${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} max_error_pct=${(sorted.at(-1) ?? 0).toFixed(1)}`;
      console.log(
        `vocabulary-check-bench language=${language} learner=${learner.name}${figures} reliable=${reliable}/${seeds.length} ms_per_check=${msPerCheck.toFixed(0)}`,
      );
    }
  }
}

main();
