import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import { FunctionPartsOfSpeech, type PartOfSpeech, PartsOfSpeech } from '../languages/types.js';
import {
  type DefinitionsTable,
  type DictionaryManifest,
  type DictionarySource,
  type DictionaryTable,
  definitionsFileName,
  dictionariesDirOf,
  readDictionaryManifestIn,
  type TranslationsTable,
  translationsFileName,
} from './dictionary-files.js';
import { CompactTable } from './compact-table.js';

export interface DictionaryLookup {
  translations: string[];
  source: string;
}

export interface DictionaryPair {
  from: StudyLanguageCode;
  to: NativeLanguageCode;
  source: string;
  licence: string;
  headwords: number;
}

export interface Dictionaries {
  readonly version: string;
  /** Pairs with an offline dictionary: source, licence, headword count. */
  pairs(): DictionaryPair[];
  hasPair(from: StudyLanguageCode, to: NativeLanguageCode): boolean;
  /**
   * Translations of a lemma (as the word service spells it: German nouns capitalised), likeliest
   * first; null when unknown or no pair. `pos` is a Universal tag (NOUN, VERB, ADJ…) or null and
   * may pick the sense.
   */
  translate(
    from: StudyLanguageCode,
    to: NativeLanguageCode,
    lemma: string,
    pos?: string | null,
  ): DictionaryLookup | null;
  /** A monolingual definition (English, WordNet); null otherwise. */
  define(
    language: StudyLanguageCode,
    lemma: string,
    pos?: string | null,
  ): { definition: string; example?: string; source: string } | null;
}

/** Where the tables are: a lexicon dir's built ones (`<dir>/dictionaries`), or a folder of them. */
export type DictionariesLocation = { dir: string } | { folder: string };

const folderOf = (location: DictionariesLocation): string =>
  'folder' in location ? location.folder : dictionariesDirOf(location.dir);

/**
 * The dictionary tables of a folder: the committed glosses (committed-glosses.ts), or those a
 * maintainer built into a lexicon dir. Synchronous and lazy: the manifest is read now, each table
 * on its first use (a few milliseconds to a few tens for the largest); nothing runs a program.
 * A table may be kept gzipped (`<file>.gz`). Without tables every look-up is null and `pairs()`
 * is empty.
 */
export function loadDictionaries(location: DictionariesLocation): Dictionaries {
  const folder = folderOf(location);
  const manifest = readDictionaryManifestIn(folder);
  const loaded = new Map<string, LoadedTable | null>();
  const table = (file: string, kind: DictionaryTable['kind']): LoadedTable | null => {
    if (!loaded.has(file)) loaded.set(file, readTable(folder, manifest, file, kind));
    return loaded.get(file) ?? null;
  };

  return {
    version: manifest.version === '' ? 'none' : manifest.version,
    pairs: () => pairsOf(manifest),
    hasPair: (from, to) => from !== to && Object.hasOwn(manifest.files, translationsFileName(from, to)),
    translate(from, to, lemma, pos) {
      if (from === to) return null;
      const dictionary = table(translationsFileName(from, to), 'translations');
      if (dictionary === null) return null;
      const key = findKey(dictionary.entries, lemma);
      if (key === undefined) return null;
      const [entry, byPos] = dictionary.entries.get(key) as StoredTranslation;
      const [mask, ...all] = entry ?? [0];
      const chosen =
        byPos === undefined
          ? undefined
          : (listForPos(byPos, pos) ?? notTheNoun(from, lemma, pos, all, byPos));
      return { translations: [...(chosen ?? all)], source: sourceNames(dictionary.sources, mask) };
    },
    define(language, lemma, pos) {
      const dictionary = table(definitionsFileName(language), 'definitions');
      if (dictionary === null) return null;
      const key = findKey(dictionary.entries, lemma);
      if (key === undefined) return null;
      const senses = (dictionary.entries.get(key) as DefinitionsTable['entries'][string] | null) ?? [];
      const sense = senseForPos(senses, pos);
      if (sense === undefined) return null;
      const [, definition, example] = sense;
      return {
        definition,
        ...(example === '' ? {} : { example }),
        source: sourceNames(dictionary.sources),
      };
    },
  };
}

/**
 * A table as kept after reading: its header, and its entries compact (one buffer, looked up by
 * binary search, an entry parsed when asked). A translations entry is stored with its
 * per-part-of-speech lists beside it: `[entry, byPos]`.
 */
interface LoadedTable {
  sources: DictionarySource[];
  approximate: boolean;
  entries: CompactTable;
}

type StoredTranslation = [
  entry: TranslationsTable['entries'][string] | null,
  byPos?: TranslationsTable['byPos'][string],
];

/** A table file of the manifest, of the kind asked, compact; null when absent or unreadable. */
function readTable(
  folder: string,
  manifest: DictionaryManifest,
  file: string,
  kind: DictionaryTable['kind'],
): LoadedTable | null {
  const full = path.join(folder, file);
  const compressed = `${full}.gz`;
  if (!Object.hasOwn(manifest.files, file)) return null;
  const isCompressed = existsSync(compressed);
  if (!isCompressed && !existsSync(full)) return null;
  try {
    const text = isCompressed
      ? gunzipSync(readFileSync(compressed)).toString('utf8')
      : readFileSync(full, 'utf8');
    const parsed = JSON.parse(text) as DictionaryTable;
    if (parsed.format !== 1 || parsed.kind !== kind) return null;
    return {
      sources: parsed.sources,
      approximate: parsed.kind === 'ipa' ? parsed.approximate : false,
      entries: CompactTable.of(parsed.kind === 'translations' ? withPartsOfSpeech(parsed) : parsed.entries),
    };
  } catch {
    return null;
  }
}

/** Each translations entry with its per-part-of-speech lists, when it has them. */
function withPartsOfSpeech(table: TranslationsTable): Record<string, StoredTranslation> {
  // No prototype, so that a headword `__proto__` is an own entry like any other.
  const joined = Object.create(null) as Record<string, StoredTranslation>;
  for (const key of Object.keys(table.entries)) {
    const entry = table.entries[key] ?? null;
    // Without lists, no second element: JSON would turn an undefined one into null.
    joined[key] = Object.hasOwn(table.byPos, key) ? [entry, table.byPos[key]] : [entry];
  }
  return joined;
}

/** The lemma as given, then in lower case, then capitalised (a German noun asked in lower case). */
function findKey(entries: CompactTable, lemma: string): string | undefined {
  const given = lemma.normalize('NFC').replace(/’/g, "'").trim();
  const lower = given.toLowerCase();
  const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
  return [given, lower, capitalised].find((key) => key !== '' && entries.has(key));
}

const partOfSpeechOf = (pos: string | null | undefined): PartOfSpeech | null => {
  const upper = pos?.trim().toUpperCase();
  return (PartsOfSpeech as readonly string[]).includes(upper ?? '') ? (upper as PartOfSpeech) : null;
};

/**
 * German writes every noun with a capital, so a lemma in lower case is no noun: where the part of
 * speech it is read as has no list of its own, the translations filed under the noun are another
 * word's, which a dictionary folding case files under the same key (de `los!`, go ahead: not das
 * Los, lot or fate).
 */
function notTheNoun(
  from: StudyLanguageCode,
  lemma: string,
  pos: string | null | undefined,
  all: readonly string[],
  byPos: Partial<Record<PartOfSpeech, string[]>>,
): string[] | undefined {
  const first = lemma.charAt(0);
  const wanted = partOfSpeechOf(pos);
  if (wanted === null || wanted === 'NOUN' || wanted === 'PROPN') return undefined;
  if (from !== 'de' || first === first.toUpperCase() || byPos.NOUN === undefined) return undefined;
  const nouns = new Set(byPos.NOUN);
  const rest = all.filter((translation) => !nouns.has(translation));
  return rest.length > 0 ? rest : undefined;
}

/** The list for a part of speech; AUX and VERB stand in for each other, a name for a noun. */
function listForPos(
  byPos: Partial<Record<PartOfSpeech, string[]>>,
  pos: string | null | undefined,
): string[] | undefined {
  const wanted = partOfSpeechOf(pos);
  if (wanted === null) return undefined;
  const alternatives: Partial<Record<PartOfSpeech, PartOfSpeech>> = {
    AUX: 'VERB',
    VERB: 'AUX',
    PROPN: 'NOUN',
  };
  const alternative = alternatives[wanted];
  return byPos[wanted] ?? (alternative === undefined ? undefined : byPos[alternative]);
}

/**
 * The sense for a part of speech: the given one when the word has it, else the commonest (the
 * first); none for a function word's or a name's tag (WordNet has no sense of `like` the
 * preposition, and its verb sense would mislead).
 */
function senseForPos(
  senses: DefinitionsTable['entries'][string],
  pos: string | null | undefined,
): DefinitionsTable['entries'][string][number] | undefined {
  const wanted = partOfSpeechOf(pos);
  if (wanted !== null && (FunctionPartsOfSpeech.has(wanted) || wanted === 'PROPN' || wanted === 'NUM'))
    return undefined;
  const asked = wanted === 'AUX' ? 'VERB' : wanted;
  return senses.find(([sensePos]) => sensePos === asked) ?? senses[0];
}

function sourceNames(sources: readonly DictionarySource[], mask?: number): string {
  const used = sources.filter((_, index) => mask === undefined || mask === 0 || (mask & (1 << index)) !== 0);
  return (used.length > 0 ? used : sources)
    .map((source) => (source.use === undefined ? source.name : `${source.name}, ${source.use}`))
    .join(' + ');
}

function pairsOf(manifest: DictionaryManifest): DictionaryPair[] {
  return Object.values(manifest.files)
    .filter((entry) => entry.kind === 'translations' && entry.from !== undefined && entry.to !== undefined)
    .map((entry) => ({
      from: entry.from as StudyLanguageCode,
      to: entry.to as NativeLanguageCode,
      source: sourceNames(entry.sources),
      licence: [...new Set(entry.sources.map((source) => source.licence))].join('; '),
      headwords: entry.headwords,
    }))
    .sort((a, b) => (a.from + a.to).localeCompare(b.from + b.to));
}

/** A source for an attributions page: what it is, its licence, and what the app uses it for. */
export interface AttributionSource extends DictionarySource {
  usedFor: string[];
}

/**
 * Every source the built dictionaries of `dir` come from, once each, with its licence and uses
 * (e.g. "translations es→en", "definitions en", "IPA da (approximate)"): for an attributions page.
 */
export function dictionarySourcesForAttribution(location: DictionariesLocation): AttributionSource[] {
  const manifest = readDictionaryManifestIn(folderOf(location));
  const byId = new Map<string, AttributionSource>();
  for (const entry of Object.values(manifest.files)) {
    const use =
      entry.kind === 'translations'
        ? `translations ${entry.from ?? '?'}→${entry.to ?? '?'}`
        : entry.kind === 'definitions'
          ? `definitions ${entry.language ?? '?'}`
          : `IPA ${entry.language ?? '?'}${entry.approximate === true ? ' (approximate)' : ''}`;
    for (const source of entry.sources) {
      const { use: _use, ...rest } = source;
      const known = byId.get(source.id) ?? { ...rest, usedFor: [] };
      const label = source.use === undefined ? use : `${use} (${source.use})`;
      if (!known.usedFor.includes(label)) known.usedFor.push(label);
      byId.set(source.id, known);
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
