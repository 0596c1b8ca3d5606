import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import type { MachineTranslator } from '../../src/providers/ai/offline/apertium.js';
import type { Dictionaries, DictionaryPair } from '@cinevocab/lexicon';

export interface FakeDictionaryData {
  version?: string;
  /** Pairs with a dictionary: 'es-en', … */
  pairs: string[];
  /** Translations by pair and lemma: { 'es-en': { casa: ['house', 'home'] } }. */
  translations?: Record<string, Record<string, string[]>>;
  /** Any other word of a pair: e.g. a made-up translation for every word of a title. */
  translateAny?: (from: string, to: string, lemma: string) => string[] | null;
  /** English definitions by lemma. */
  definitions?: Record<string, string>;
  /** Any other English word: e.g. a made-up definition for every word of a title. */
  defineAny?: (lemma: string) => string | null;
}

export interface FakeDictionaries extends Dictionaries {
  /** How many look-ups were made (translate and define). */
  readonly lookups: number;
}

/** Dictionaries of the lexicon's shape holding only what a test gives them. */
export function createFakeDictionaries(data: FakeDictionaryData): FakeDictionaries {
  let lookups = 0;
  const pairs = new Set(data.pairs);
  return {
    version: data.version ?? 'fake-1',
    get lookups() {
      return lookups;
    },
    pairs: () =>
      data.pairs.map((pair): DictionaryPair => {
        const [from, to] = pair.split('-') as [StudyLanguageCode, NativeLanguageCode];
        return { from, to, source: `Fake ${pair} dictionary`, licence: 'CC0', headwords: 1234 };
      }),
    hasPair: (from, to) => pairs.has(`${from}-${to}`),
    translate: (from, to, lemma) => {
      lookups += 1;
      const pair = `${from}-${to}`;
      if (!pairs.has(pair)) return null;
      const translations = data.translations?.[pair]?.[lemma] ?? data.translateAny?.(from, to, lemma) ?? null;
      return translations ? { translations, source: `Fake ${pair} dictionary` } : null;
    },
    define: (language, lemma) => {
      lookups += 1;
      const definition =
        language === 'en' ? (data.definitions?.[lemma] ?? data.defineAny?.(lemma) ?? undefined) : undefined;
      return definition ? { definition, source: 'Fake WordNet' } : null;
    },
  };
}

/** A machine translator that translates nothing. */
export const noMachineTranslation: MachineTranslator = {
  pairs: [],
  canTranslate: () => false,
  translate: () => Promise.reject(new Error('no machine translation')),
};

/** A machine translator for the given pairs that writes `[to] sentence`, or fails when told to. */
export function fakeMachineTranslator(
  pairList: string[],
  options: { fail?: boolean } = {},
): MachineTranslator {
  const pairs = pairList.map((pair) => {
    const [from, to] = pair.split('-') as [string, string];
    return { from, to, mode: pair };
  });
  return {
    pairs,
    canTranslate: (from, to) => pairList.includes(`${from}-${to}`),
    translate: async (_from, to, sentences) => {
      if (options.fail) throw new Error('the fake translator failed');
      return sentences.map((sentence) => `[${to}] ${sentence}`);
    },
  };
}
