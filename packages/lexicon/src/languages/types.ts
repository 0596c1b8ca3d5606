import type { SuffixRule } from './suffixes.js';
import type { StudyLanguageCode } from '@cinevocab/core';
import type { LemmaTable } from '../tables/lemma-table.js';

import type { PartOfSpeech, Reading } from './parts-of-speech.js';

export {
  FunctionPartsOfSpeech,
  type LemmaPart,
  type PartOfSpeech,
  PartsOfSpeech,
  type Reading,
} from './parts-of-speech.js';

/** A word of a sentence, as the tokeniser hands it to the lemmatiser. */
export interface WordPiece {
  /** As written (apostrophes normalised to '). */
  readonly text: string;
  /** The look-up key: lower-case. */
  readonly key: string;
  /** The first word of its sentence (a capital there says nothing about names). */
  readonly isSentenceStart: boolean;
  /** The first word of its sentence or after a comma, colon, semicolon or dash. */
  readonly isClauseStart: boolean;
  /** Digits (`1776`, `3,5`): counted as tokens, never vocabulary. */
  readonly isNumber: boolean;
  /** Where the written word it comes from starts in the sentence (pieces of one word share it). */
  readonly wordStart: number;
  /**
   * How long that written word is in the sentence (UTF-16 units, as `wordStart`): a closing quote
   * the pattern took as a trailing apostrophe (`'hello'`) is left out when no piece keeps it.
   */
  readonly wordLength: number;
}

/** A word after lemmatising: one per lemma part, so `del` gives two. */
export interface ResolvedToken {
  readonly piece: WordPiece;
  lemma: string;
  pos: PartOfSpeech | null;
  /** All readings the table offered for the piece (best first); empty when unknown. */
  readonly readings: readonly Reading[];
  /** The tagger's tag for the piece in this sentence (`NOUN`, `ADP+DET`), where a tagger ran. */
  readonly tag?: string;
  /** Which part of the chosen reading this token is (0 for single-lemma readings). */
  readonly partIndex: number;
  /** The lemma came from the table or a rule, not by default from the form itself. */
  isKnown: boolean;
  /** The lemma came from a rule for unknown forms (endings, enclitics), not from the readings. */
  isGuessed?: boolean;
  /** Part of another word's lemma (the particle of a German separable verb): not counted again. */
  isAbsorbed?: boolean;
}

/** Apertium's data for a language, in a Debian language pack (paths under /usr/share/apertium). */
export interface ApertiumSource {
  readonly debianPackage: string;
  /** The morphological analyser, `lt-proc -a`. */
  readonly analyser: string;
  /** The part-of-speech tagger's model, `apertium-tagger -g`. */
  readonly tagger: string;
  /** A constraint grammar run before the tagger, where it helps a form read alone. */
  readonly grammar?: string;
  /**
   * Other Debian pairs' analysers of the same language. Each pair's dictionary holds the words its
   * translations needed, so one lacks nouns another has (es `pelo` is only pelar's form in
   * spa-eng): their nouns and adjectives that the main analyser lacks are added after its own.
   */
  readonly companions?: readonly { readonly debianPackage: string; readonly analyser: string }[];
  /**
   * A form the main analyser does not know whose companion readings are not taken, because the
   * language's rules read it as a word the main analyser has (es `jovencita` → joven, which the
   * dictionaries translate; jovencita they do not). `isNounOrAdjective` asks the main analyser.
   */
  readonly leftToRules?: (form: string, isNounOrAdjective: (form: string) => boolean) => boolean;
}

/** Lexicons from npm merged into a language's committed readings (sources/build-sources.ts). */
export type ExtraLexicon = 'lefff' | 'morph-it' | 'german-pos-dict' | 'wordnet-irregular-forms';

/**
 * Everything the pipeline needs to know about one language: the registry's entries. The facts the
 * whole product shares (name, ISO 639-3 code, speech locale, flag) are in packages/core
 * (languages.ts); the frequency list is `data/frequency/<code>_50k.txt.gz`.
 */
export interface LanguageModule {
  readonly code: StudyLanguageCode;
  /** What `npm run lexicon:sources` writes this language's committed readings from. */
  readonly readingSources: {
    readonly apertium?: ApertiumSource;
    readonly lexicons?: readonly ExtraLexicon[];
  };
  /** BCP 47 locale for case mapping. */
  readonly locale: string;
  /** German writes every noun with a capital, so a capital does not hint at a name. */
  readonly capitalisesNouns?: boolean;
  /**
   * Splits a word the tokeniser found into the forms to look up: elisions (fr `l'homme`),
   * contractions (en `don't`), clitics (de `geht's`), hyphenated words the table does not know.
   * Pieces keep their case; an elided article keeps its apostrophe (`l'`), as the tables do.
   */
  splitWord(word: string, table: LemmaTable): string[];
  /**
   * Closed-class words and contractions (form → readings): the seed of every table, used for the
   * forms an analyser does not know or gets wrong.
   */
  readonly closedClass: ReadonlyMap<string, readonly Reading[]>;
  /** Lemmas that are function words whatever their part of speech says. */
  readonly functionWords: ReadonlySet<string>;
  /**
   * Subject pronouns (lower-case): a word right after one is read as a verb when it can be
   * (en `I saw`, de `ich weiß`, da `jeg ved`).
   */
  readonly subjectPronouns?: ReadonlySet<string>;
  /** Article lemmas: the word after one is read as a noun when it can be (es `el estado`). */
  readonly articles?: ReadonlySet<string>;
  /** Modal verbs (lemmas): the word after one is read as a verb when it can be (da `skal tage`). */
  readonly modalVerbs?: ReadonlySet<string>;
  /**
   * Where set, a form no table and no spelling dictionary knows, one letter away from a known word,
   * is read as that word (analysis/misspellings.ts). `inflections`: the endings that make a
   * dictionary word's forms (birding is bird + ing, a real word, not a slip); `prefixes`: those that
   * make words of other words (reprint, counterparty).
   */
  readonly misspellings?: {
    readonly inflections: readonly SuffixRule[];
    readonly prefixes: readonly string[];
  };
  /** Readings for a form the table does not know, from rules (Italian enclitics, en `nothin'`). */
  guess?(key: string, table: LemmaTable): Reading | undefined;
  /** Rules that need the whole sentence (German separable verbs). Runs after the look-ups. */
  resolveSentence?(tokens: ResolvedToken[], table: LemmaTable): void;
}
