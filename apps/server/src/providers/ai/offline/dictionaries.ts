import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';

/*
 * The lexicon's offline dictionaries, as packages/lexicon is to export them (`loadDictionaries`).
 * This file mirrors that API until it lands; then these types come from '@cinevocab/lexicon'.
 */

export interface DictionaryLookup {
  /** Likeliest first. */
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
  pairs(): DictionaryPair[];
  hasPair(from: StudyLanguageCode, to: NativeLanguageCode): boolean;
  translate(
    from: StudyLanguageCode,
    to: NativeLanguageCode,
    lemma: string,
    pos?: string | null,
  ): DictionaryLookup | null;
  /** English (WordNet) only. */
  define(
    language: StudyLanguageCode,
    lemma: string,
    pos?: string | null,
  ): { definition: string; example?: string; source: string } | null;
  ipa(
    language: StudyLanguageCode,
    lemma: string,
  ): { ipa: string; approximate: boolean; source: string } | null;
}
