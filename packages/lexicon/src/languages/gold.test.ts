import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { describe, expect, inject, it } from 'vitest';
import { loadLexicon, tableFileName } from '../analysis/lexicon.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { type GoldSentence, scoreGold } from '../testing/gold.js';
import { danishGold } from './da/gold.js';
import { germanGold } from './de/gold.js';
import { englishGold } from './en/gold.js';
import { spanishGold } from './es/gold.js';
import { frenchGold } from './fr/gold.js';
import { italianGold } from './it/gold.js';
import { getLanguage } from './registry.js';

const goldSets: Record<StudyLanguageCode, readonly GoldSentence[]> = {
  en: englishGold,
  es: spanishGold,
  de: germanGold,
  fr: frenchGold,
  da: danishGold,
  it: italianGold,
};

const lexiconDir = inject('lexiconDir');
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

describe('lemma accuracy on the gold sets', () => {
  it.each(Object.keys(goldSets) as StudyLanguageCode[])('%s', (code) => {
    const file = path.join(lexiconDir, tableFileName(code));
    if (!existsSync(file)) {
      console.log(`gold ${code}: skipped, no built table in ${lexiconDir}`);
      return;
    }
    const language = getLanguage(code);
    const lexicon = loadLexicon({ dir: lexiconDir, languages: [code] });
    const table = lexicon.tables.get(code) as LemmaTable;
    const score = scoreGold(goldSets[code], language, table);
    console.log(
      `gold ${code}: ${percent(score.accuracy)} of ${score.words} words (${score.tokens} lemmas)` +
        (score.misses.length > 0 ? `\n  misses: ${score.misses.join(' · ')}` : ''),
    );
    expect(score.tokens).toBeGreaterThanOrEqual(150);
    expect(score.accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
