import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import type { PartOfSpeech } from '../languages/types.js';

/**
 * The dictionary tables as stored in `<lexicon dir>/dictionaries/` (gitignored, built on each
 * machine from its Debian packages): one JSON file per pair, per definition language and per IPA
 * language, and `manifest.json` naming each with its sources, licences and counts.
 */

export const dictionariesDirOf = (lexiconDir: string): string => path.join(lexiconDir, 'dictionaries');
export const dictionaryManifestFile = 'manifest.json';

export const translationsFileName = (from: StudyLanguageCode, to: NativeLanguageCode): string =>
  `translations-${from}-${to}.json`;
export const definitionsFileName = (language: StudyLanguageCode): string => `definitions-${language}.json`;
export const ipaFileName = (language: StudyLanguageCode): string => `ipa-${language}.json`;

/** A source as the manifest and the attributions page name it. */
export interface DictionarySource {
  /** `freedict:deu-eng`, `apertium:spa-eng`, `wordnet`, `espeak-ng`. */
  id: string;
  /** For people: "FreeDict German-English (Ding) 1.9", "Apertium spa-eng bilingual dictionary". */
  name: string;
  debianPackage?: string;
  version: string;
  licence: string;
  url?: string;
  /** How a pair used it, e.g. "reversed" for fra-ita read from Italian. */
  use?: string;
}

interface TableHeader {
  format: 1;
  sources: DictionarySource[];
}

/**
 * `translations-<from>-<to>.json`. An entry is `[sourceMask, translation, …]`, likeliest first;
 * bit i of the mask: `sources[i]` offered one of them. `byPos` holds the per-part-of-speech lists
 * of lemmas whose sources give more than one part of speech.
 */
export interface TranslationsTable extends TableHeader {
  kind: 'translations';
  from: StudyLanguageCode;
  to: NativeLanguageCode;
  entries: Record<string, [number, ...string[]]>;
  byPos: Record<string, Partial<Record<PartOfSpeech, string[]>>>;
}

/** `definitions-<lang>.json`: per lemma its senses `[pos, definition, example]`, the default first. */
export interface DefinitionsTable extends TableHeader {
  kind: 'definitions';
  language: StudyLanguageCode;
  entries: Record<string, [PartOfSpeech, string, string][]>;
}

/** `ipa-<lang>.json`: per lemma its IPA, without slashes. */
export interface IpaTable extends TableHeader {
  kind: 'ipa';
  language: StudyLanguageCode;
  voice: string;
  approximate: boolean;
  entries: Record<string, string>;
}

export type DictionaryTable = TranslationsTable | DefinitionsTable | IpaTable;

export interface DictionaryFileEntry {
  file: string;
  kind: DictionaryTable['kind'];
  from?: StudyLanguageCode;
  to?: NativeLanguageCode;
  language?: StudyLanguageCode;
  sha256: string;
  bytes: number;
  /** Lemmas with an entry. */
  headwords: number;
  sources: DictionarySource[];
  approximate?: boolean;
  /** A hash of what the file was built from (sources and versions, the lemma tables, the builder). */
  plan: string;
  buildMs: number;
}

export interface MissingPair {
  from: StudyLanguageCode;
  to: NativeLanguageCode;
  reason: string;
}

export interface DictionaryManifest {
  format: 1;
  builder: string;
  /** A hash of the files' hashes: changes whenever a file does. */
  version: string;
  files: Record<string, DictionaryFileEntry>;
  /** Learning → native pairs without a dictionary on this machine, and why. */
  missing: MissingPair[];
  /** What was not built at the last build, and why (a package not installed, a table missing). */
  notes: string[];
}

export const emptyDictionaryManifest = (): DictionaryManifest => ({
  format: 1,
  builder: '',
  version: '',
  files: {},
  missing: [],
  notes: [],
});

export function readDictionaryManifest(lexiconDir: string): DictionaryManifest {
  return readDictionaryManifestIn(dictionariesDirOf(lexiconDir));
}

/** The manifest of a folder of dictionary tables (built, or the committed glosses). */
export function readDictionaryManifestIn(folder: string): DictionaryManifest {
  const file = path.join(folder, dictionaryManifestFile);
  if (!existsSync(file)) return emptyDictionaryManifest();
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as DictionaryManifest;
    return manifest.format === 1 ? manifest : emptyDictionaryManifest();
  } catch {
    return emptyDictionaryManifest();
  }
}
