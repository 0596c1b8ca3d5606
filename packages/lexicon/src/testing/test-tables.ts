import type { StudyLanguageCode } from '@cinevocab/core';
import { closedClassTable, words } from '../languages/closed-class.js';
import { getLanguage } from '../languages/registry.js';
import { assembleTable } from '../tables/assemble-table.js';
import { LemmaTable, type LemmaTableData } from '../tables/lemma-table.js';

/**
 * A small table for unit tests, without files: readings in the closed-class notation
 * (`casas casa:NOUN casar:VERB`, one form a line) and a frequency list as words, most frequent first
 * (counts follow Zipf's law). The language's own closed-class table is included, as in a real build.
 */
export function testTableData(language: StudyLanguageCode, analyses: string, frequency = ''): LemmaTableData {
  const ranked = words(frequency);
  return assembleTable({
    language,
    frequency: ranked.map((form, index) => ({ form, count: Math.round(1_000_000 / (index + 1)) })),
    totalCount: 10_000_000,
    closedClass: getLanguage(language).closedClass,
    analyses: closedClassTable(analyses),
    sources: [{ name: 'readings: test readings', version: '1' }],
  });
}

export function testTable(language: StudyLanguageCode, analyses: string, frequency = ''): LemmaTable {
  return new LemmaTable(testTableData(language, analyses, frequency));
}
