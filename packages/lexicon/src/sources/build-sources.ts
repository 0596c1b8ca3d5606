/**
 * `npm run lexicon:sources [-- --languages es,fr]`: writes the committed readings,
 * `packages/lexicon/data/readings/<lang>.tsv.gz`, and records what they came from in
 * `data/readings/sources.json`. A maintainer's tool, not a start step: it needs Debian's Apertium
 * packs and lttoolbox-dev (`npm run setup:language-packs`, then `apt-get install lttoolbox-dev`)
 * and the German dictionaries from npm; the app itself only reads the files it writes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { StudyLanguageCode } from '@cinevocab/core';
import { getLanguage, isLexiconLanguage, lexiconLanguages } from '../languages/registry.js';
import { loadFrequencyList } from '../tables/frequency.js';
import type { TableSource } from '../tables/lemma-table.js';
import type { Reading } from '../languages/types.js';
import { formatReading } from '../languages/closed-class.js';
import { leftOutFile, readingsFile, readingsSourcesFile, rulesFile } from '../tables/readings-files.js';
import { SortedReadings } from '../tables/sorted-readings.js';
import { formsNamedElsewhere, namesOfOtherLanguages } from '../tables/other-languages-names.js';
import { trainingPairsOf, trainSuffixRules } from '../tables/suffix-rules.js';
import { leftOutSample, pruneReadings } from './prune-readings.js';
import { analyseForms, findApertium, findCompanions } from './apertium.js';
import { apertiumReadings } from './apertium-readings.js';
import { germanReadings } from './german-readings.js';
import { refineEnglish } from './english-readings.js';
import {
  addParticipleWords,
  addWordnetReadings,
  irregularFormsOf,
  loadWordnet,
  type Wordnet,
} from './wordnet-readings.js';
import { lefffReadings, withAccents, withLigatures } from './lefff-readings.js';
import { mergeReadings } from './lexicon-merge.js';
import { nameParticipleAdjectives, refineDanish } from './danish-readings.js';
import { sanitizeReadings } from './sanitize-readings.js';
import { morphItReadings } from './morph-it-readings.js';
import { transducerForms } from './transducer-forms.js';

function main(): number {
  const { values } = parseArgs({ options: { languages: { type: 'string' } } });
  const languages =
    values.languages === undefined
      ? lexiconLanguages
      : values.languages.split(',').filter((code): code is StudyLanguageCode => isLexiconLanguage(code));
  const sources = readSources();
  for (const language of languages) {
    const started = performance.now();
    const { readings, used } = readingsOf(language);
    sanitizeReadings(language, readings);
    const listed = new Set(loadFrequencyList(language).entries.map((entry) => entry.form));
    const rules = trainSuffixRules(trainingPairsOf(readings, listed));
    const kept = pruneReadings(language, readings, listed, rules);
    const bytes = SortedReadings.toGzip(kept);
    mkdirSync(path.dirname(readingsFile(language)), { recursive: true });
    writeFileSync(readingsFile(language), bytes);
    writeFileSync(rulesFile(language), `${JSON.stringify(rules)}\n`);
    const sample = leftOutSample(readings, kept).map(
      ([form, reading]) => `${form}\t${formatReading(reading)}\n`,
    );
    writeFileSync(leftOutFile(language), sample.join(''));
    sources[language] = used;
    writeFileSync(readingsSourcesFile, `${JSON.stringify(sources, null, 2)}\n`);
    console.log(
      `lexicon-sources language=${language} forms=${readings.size} kept=${kept.size} endings=${rules.endings.length} bytes=${bytes.length} ` +
        `ms=${Math.round(performance.now() - started)}`,
    );
  }
  return 0;
}

function readingsOf(language: StudyLanguageCode): {
  readings: Map<string, Reading[]>;
  used: TableSource[];
} {
  const lexicons = getLanguage(language).readingSources.lexicons ?? [];
  if (lexicons.includes('german-pos-dict')) {
    const counts = new Map(loadFrequencyList(language).entries.map((entry) => [entry.form, entry.count]));
    const german = germanReadings(counts);
    // German dictionaries list no proper names, and in German every noun has a capital: names
    // (Berlin, Thomas) come from the other languages' readings.
    const names = namesOfOtherLanguages(language);
    for (const [form, name] of names) if (!german.readings.has(form)) german.readings.set(form, [[name]]);
    return {
      readings: german.readings,
      used: [
        ...german.sources,
        {
          name: `proper names known to the other languages' committed readings (${names.size})`,
          version: '-',
          licence: 'GPL-2.0-or-later (from the Apertium analysers)',
        },
      ],
    };
  }
  const analyser = findApertium(language);
  if (analyser === undefined)
    throw new Error(`Apertium's ${language} analyser is not installed: npm run setup:language-packs`);
  const list = loadFrequencyList(language);
  const forms = new Set(list.entries.map((entry) => entry.form));
  for (const form of transducerForms(analyser.binary)) forms.add(form);
  const readings = apertiumReadings(analyser, [...forms]);
  const counts = new Map(list.entries.map((entry) => [entry.form, entry.count]));
  const used: TableSource[] = [{ ...analyser.source, name: analyser.source.name.replace(/^analyser: /, '') }];
  const leftToRules = getLanguage(language).readingSources.apertium?.leftToRules;
  const mainNounsAndAdjectives = new Set(nounsAndAdjectives(readings).keys());
  const mainForms = new Set(readings.keys());
  for (const companion of findCompanions(language)) {
    const extra = new Map<string, Reading[]>();
    for (const [form, list] of analyseForms(companion, [...forms])) {
      // A form the main analyser does not know at all takes every reading but a name (calla,
      // cállate: callar, which spa-eng lacks; not People, a magazine to es-pt), unless the rules
      // read it (a diminutive of a word the main analyser has); one it knows only the nouns and
      // adjectives it lacks.
      const isNew = !mainForms.has(form);
      if (isNew && leftToRules?.(form, (base) => mainNounsAndAdjectives.has(base)) === true) continue;
      const kept = isNew
        ? list.filter((reading) => reading.every((part) => part.pos !== 'PROPN'))
        : list.filter(isNounOrAdjective);
      if (kept.length > 0) extra.set(form, kept);
    }
    mergeReadings(readings, extra);
    used.push(companion.source);
  }
  if (language === 'da') {
    refineDanish(readings, counts);
    nameParticipleAdjectives(readings);
  }
  if (lexicons.includes('lefff')) {
    const lefff = lefffReadings();
    mergeReadings(readings, lefff.readings);
    withLigatures(readings);
    withAccents(readings, lefff.lemmas);
    used.push(lefff.source);
  }
  if (lexicons.includes('morph-it')) {
    const morphIt = morphItReadings();
    mergeReadings(readings, morphIt.readings);
    used.push(...morphIt.sources);
  }
  if (lexicons.includes('wordnet-irregular-forms')) {
    const wordnet = loadWordnet();
    refineEnglish(readings, counts, irregularFormsOf(wordnet));
    used.push({
      name: "WordNet 3.0's irregular forms (Debian wordnet-base)",
      version: '3.0',
      licence: 'WordNet 3.0 licence (BSD-like)',
    });
    // The frequency list's forms Apertium does not know, but for names: WordNet has hank and ted
    // as a noun and a verb, and the other languages' readings know them as names.
    const names = formsNamedElsewhere(language);
    const unknown = list.entries
      .map((entry) => entry.form)
      .filter((form) => !names.has(form) || isCommonInWordnet(form, wordnet));
    const added = addWordnetReadings(readings, unknown, wordnet);
    used.push({
      name: `WordNet 3.0's lemmas and ending rules (Debian wordnet-base), for ${added} forms Apertium does not know`,
      version: '3.0',
      licence: 'WordNet 3.0 licence (BSD-like)',
    });
    const participles = addParticipleWords(readings, wordnet);
    used.push({
      name: `WordNet 3.0's adjectives and nouns (Debian wordnet-base), for ${participles} verb forms that are also words of their own (interested, smoking)`,
      version: '3.0',
      licence: 'WordNet 3.0 licence (BSD-like)',
    });
  }
  return { readings, used };
}

/**
 * A word WordNet's sense-tagged texts met twice or more (center, honor, darling): a word, though
 * another language knows it as a name too; hank and ted, met never, stay names.
 */
function isCommonInWordnet(form: string, wordnet: Wordnet): boolean {
  const met = Object.values(wordnet.index).reduce((sum, index) => sum + (index.get(form) ?? 0), 0);
  return met >= 2;
}

/**
 * A companion analyser's nouns and adjectives: the words it adds to forms the main one knows. Not
 * its verbs there: its dictionary, made for another pair, reads common words as rare verbs (es
 * `dios` as a form of decir, `personas` of personar).
 */
function nounsAndAdjectives(readings: ReadonlyMap<string, Reading[]>): Map<string, Reading[]> {
  const kept = new Map<string, Reading[]>();
  for (const [form, list] of readings) {
    const content = list.filter(isNounOrAdjective);
    if (content.length > 0) kept.set(form, content);
  }
  return kept;
}

const isNounOrAdjective = (reading: Reading): boolean =>
  reading.length === 1 && (reading[0]?.pos === 'NOUN' || reading[0]?.pos === 'ADJ');

function readSources(): Partial<Record<StudyLanguageCode, TableSource[]>> {
  if (!existsSync(readingsSourcesFile)) return {};
  return JSON.parse(readFileSync(readingsSourcesFile, 'utf8')) as Partial<
    Record<StudyLanguageCode, TableSource[]>
  >;
}

process.exitCode = main();
