import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { describe, expect, inject, it } from 'vitest';
import { loadLexicon, tableFileName } from '../analysis/lexicon.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { type GoldSentence, scoreGold } from '../testing/gold.js';
import { getLanguage, lexiconLanguages } from './registry.js';

/** Each language's gold set, `<code>/gold.ts`: its one exported list of sentences. */
async function goldSetOf(code: StudyLanguageCode): Promise<readonly GoldSentence[]> {
  const module = (await import(`./${code}/gold.ts`)) as Record<string, readonly GoldSentence[]>;
  const set = Object.values(module)[0];
  if (set === undefined) throw new Error(`languages/${code}/gold.ts exports no gold set`);
  return set;
}

const lexiconDir = inject('lexiconDir');
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

describe('lemma accuracy on the gold sets', () => {
  it.each(lexiconLanguages)('%s', async (code) => {
    const file = path.join(lexiconDir, tableFileName(code));
    if (!existsSync(file)) {
      console.log(`gold ${code}: skipped, no built table in ${lexiconDir}`);
      return;
    }
    const language = getLanguage(code);
    const lexicon = loadLexicon({ dir: lexiconDir, languages: [code] });
    const table = lexicon.tables.get(code) as LemmaTable;
    const score = scoreGold(await goldSetOf(code), language, table);
    console.log(
      `gold ${code}: ${percent(score.accuracy)} of ${score.words} words (${score.tokens} lemmas)` +
        (score.misses.length > 0 ? `\n  misses: ${score.misses.join(' · ')}` : ''),
    );
    expect(score.tokens).toBeGreaterThanOrEqual(150);
    expect(score.accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
