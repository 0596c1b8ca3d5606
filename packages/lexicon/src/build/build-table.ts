import { createHash } from 'node:crypto';
import type { StudyLanguageCode } from '@cinevocab/core';
import { getLanguage } from '../languages/registry.js';
import type { Reading } from '../languages/types.js';
import { assembleTable } from '../tables/assemble-table.js';
import { loadFrequencyList } from '../tables/frequency.js';
import { LemmaTable, type LemmaTableData, type TableSource } from '../tables/lemma-table.js';
import { analyseForms, apertiumShareDir, findApertium } from './apertium.js';
import { germanAnalyses, germanSources } from './german.js';

export interface BuildTableOptions {
  /** Frequency lists (`<lang>_50k.txt`); without it, the npm fallback lists. */
  frequencyDir?: string;
  /** Use the Debian language packs (Apertium) when installed; default true. */
  useLanguagePacks?: boolean;
  apertiumShareDir?: string;
}

export interface BuiltTable {
  data: LemmaTableData;
  /** An analyser (Apertium or the German dictionaries) read the forms; false: closed classes only. */
  hasAnalyser: boolean;
  ms: number;
}

/** Marks a table built without an analyser, so that installing the language packs triggers a rebuild. */
const noAnalyser = (language: StudyLanguageCode): TableSource => ({
  name: `no analyser for ${language}: Apertium is not installed (npm run setup:language-packs); closed-class words only`,
  version: '-',
});

/** What a table would be built from now: compared with a built table's sources to see if it is stale. */
export function plannedSources(language: StudyLanguageCode, options: BuildTableOptions = {}): TableSource[] {
  const frequency = loadFrequencyList(language, options.frequencyDir).source;
  return [frequency, ...analyserSources(language, options), closedClassSource(language)];
}

/**
 * The language's hand-made table, versioned by its content: editing it makes the built table
 * stale, so the next start rebuilds it (and the lexicon version changes).
 */
function closedClassSource(language: StudyLanguageCode): TableSource {
  const entries = JSON.stringify([...getLanguage(language).closedClass]);
  return {
    name: 'closed-class table and rules (packages/lexicon)',
    version: createHash('sha256').update(entries).digest('hex').slice(0, 12),
  };
}

function analyserSources(language: StudyLanguageCode, options: BuildTableOptions): TableSource[] {
  if (language === 'de') return germanSources();
  const apertium =
    options.useLanguagePacks === false
      ? undefined
      : findApertium(language, options.apertiumShareDir ?? apertiumShareDir());
  return apertium === undefined ? [noAnalyser(language)] : [apertium.source];
}

/** Builds one language's table (language-data-research §0, §2, §3). */
export function buildLanguageTable(language: StudyLanguageCode, options: BuildTableOptions = {}): BuiltTable {
  const started = performance.now();
  const list = loadFrequencyList(language, options.frequencyDir);
  const forms = list.entries.map((entry) => entry.form);
  let analyses: Map<string, Reading[]> | undefined;
  let sources: TableSource[];
  if (language === 'de') {
    const german = germanAnalyses(new Set(forms));
    analyses = german.readings;
    sources = german.sources;
  } else {
    const apertium =
      options.useLanguagePacks === false
        ? undefined
        : findApertium(language, options.apertiumShareDir ?? apertiumShareDir());
    analyses = apertium === undefined ? undefined : analyseForms(apertium, forms);
    sources = apertium === undefined ? [noAnalyser(language)] : [apertium.source];
  }
  const module = getLanguage(language);
  const assemble = (): LemmaTableData =>
    assembleTable({
      language,
      frequency: list.entries,
      totalCount: list.totalCount,
      closedClass: module.closedClass,
      ...(analyses === undefined ? {} : { analyses }),
      sources: [list.source, ...sources, closedClassSource(language)],
    });
  let data = assemble();
  if (analyses !== undefined && module.guess !== undefined) {
    // Forms the analyser does not know but a rule reads (it `dimmi`, es `tortillas`): read them now,
    // so that their counts go to their lemmas' ranks too.
    const draft = new LemmaTable(data);
    let guessed = 0;
    for (const form of forms) {
      if (analyses.has(form) || module.closedClass.has(form)) continue;
      const reading = module.guess(form, draft);
      if (reading !== undefined) {
        analyses.set(form, [reading]);
        guessed += 1;
      }
    }
    if (guessed > 0) data = assemble();
  }
  return { data, hasAnalyser: analyses !== undefined, ms: performance.now() - started };
}
