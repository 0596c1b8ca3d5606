import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import type { Dictionaries } from './dictionaries.js';
import { englishModalDefinition, englishModalMeanings, writtenMeaningsSource } from './english-meanings.js';
import { interjectionDefinition, interjectionMeanings } from './interjections.js';

/** A lemma's meaning in the learner's language, likeliest first. */
export interface Gloss {
  translations: string[];
  /** The dictionaries it came from, for the answer's sources. */
  source: string;
  /**
   * Set when the pair's own dictionaries do not know the lemma and it was translated into this
   * language first, then from there: the screen says so, as such a gloss can miss the sense
   * (Danish `ret` → right → derecho, never "dish").
   */
  via?: Pivot;
}

/**
 * Raised whenever the look-up rules here, or the meanings written in code (english-meanings.ts,
 * interjections.ts), change what a word means though the committed tables stay the same: the
 * offline provider's id names it, so the answers a server stored are made again instead of served
 * as they were.
 */
export const glossRulesRevision = 5;

/** Languages a gloss may go through: both a learning and a native language, the best-served first. */
const pivots = ['en', 'es', 'fr', 'de'] as const;
type Pivot = (typeof pivots)[number];

/** The pivot's translations followed, and each one's translations kept: a few senses, not a dump. */
const pivotTranslationsFollowed = 3;
const keptPerPivotTranslation = 2;
const maxTranslations = 5;

/** A translation as a headword: 'to eat' is eat, 'house (building)' is house. */
export function headwordOf(translation: string): string {
  return translation
    .replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ')
    .replace(/^to\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The gloss of a lemma for the part of speech the title uses it as: the pair's own dictionaries
 * first; a lemma they lack, or a pair with none, by way of another language (English first: the
 * learning language's translations into it, each translated on), marked `via`; a feminine noun
 * of a person the dictionaries lack, from its masculine (operadora → operador → operator). Null
 * when no dictionary knows it.
 */
export function glossOf(
  dictionaries: Dictionaries,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  lemma: string,
  pos?: string | null,
): Gloss | null {
  if (from === to) return null;
  return (
    asWritten(dictionaries, from, to, lemma, pos) ??
    fromMasculine(dictionaries, from, to, lemma, pos) ??
    fromBaseWord(dictionaries, from, to, lemma, pos) ??
    withItsAccent(dictionaries, from, to, lemma, pos)
  );
}

/**
 * Subtitles often drop an accent (`dia`, `rapido`, `ahi` for día, rápido, ahí): a word no
 * dictionary knows is looked up once more with each of its letters given the accent the language
 * writes on it, the first spelling a dictionary knows winning.
 */
const accentsOf: Partial<Record<StudyLanguageCode, Readonly<Record<string, readonly string[]>>>> = {
  es: { a: ['á'], e: ['é'], i: ['í'], o: ['ó'], u: ['ú'], n: ['ñ'] },
  it: { a: ['à'], e: ['è', 'é'], i: ['ì'], o: ['ò'], u: ['ù'] },
  fr: { a: ['à', 'â'], e: ['é', 'è', 'ê'], i: ['î'], o: ['ô'], u: ['ù', 'û'], c: ['ç'] },
  da: { a: ['å', 'æ'], o: ['ø'] },
  de: { a: ['ä'], o: ['ö'], u: ['ü'] },
};

function withItsAccent(
  dictionaries: Dictionaries,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  lemma: string,
  pos: string | null | undefined,
): Gloss | null {
  const accents = accentsOf[from];
  if (accents === undefined) return null;
  const letters = [...lemma];
  for (let index = letters.length - 1; index >= 0; index -= 1) {
    for (const accented of accents[letters[index]!.toLowerCase()] ?? []) {
      const spelling = [...letters.slice(0, index), accented, ...letters.slice(index + 1)].join('');
      const gloss = asWritten(dictionaries, from, to, spelling, pos);
      if (gloss !== null) return gloss;
    }
  }
  return null;
}

/**
 * Forms the dictionaries list under another word: a Danish adverb is its adjective's neuter
 * (`rigtigt` → rigtig "right"), and a Danish present tense the analysis took for a noun of
 * agent is its verb's (`kender` → kende "know"). The meaning of the base word serves.
 */
const baseWords: Partial<
  Record<StudyLanguageCode, readonly { ending: RegExp; base: string; pos: string; basePos: string }[]>
> = {
  da: [
    { ending: /t$/, base: '', pos: 'ADV', basePos: 'ADJ' },
    { ending: /er$/, base: 'e', pos: 'NOUN', basePos: 'VERB' },
  ],
};

function fromBaseWord(
  dictionaries: Dictionaries,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  lemma: string,
  pos: string | null | undefined,
): Gloss | null {
  const rule = (baseWords[from] ?? []).find((each) => each.pos === pos && each.ending.test(lemma));
  if (rule === undefined) return null;
  const base = lemma.replace(rule.ending, rule.base);
  return asWritten(dictionaries, from, to, base, rule.basePos);
}

/** The word as it is spelled: the pair's own dictionaries, else by way of another language. */
function asWritten(
  dictionaries: Dictionaries,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  lemma: string,
  pos: string | null | undefined,
): Gloss | null {
  return direct(dictionaries, from, to, lemma, pos) ?? throughPivot(dictionaries, from, to, lemma, pos);
}

function direct(
  dictionaries: Dictionaries,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  lemma: string,
  pos: string | null | undefined,
): Gloss | null {
  const written =
    (from === 'en' ? englishModalMeanings(lemma, to, pos) : undefined) ??
    interjectionMeanings(from, to, lemma, pos);
  if (written !== undefined) return { translations: [...written], source: writtenMeaningsSource };
  return cleaned(dictionaries.translate(from, to, lemma, pos));
}

/**
 * A lemma's definition in its own language (English, from WordNet) for the part of speech the
 * title uses it as; an English modal read as an auxiliary, or an interjection, has its own
 * (english-meanings.ts, interjections.ts: WordNet's verb `can` is "preserve in a can or tin").
 */
export function definitionOf(
  dictionaries: Dictionaries,
  language: StudyLanguageCode,
  lemma: string,
  pos?: string | null,
): { definition: string; example?: string; source: string } | null {
  const written =
    language === 'en'
      ? (englishModalDefinition(lemma, pos) ?? interjectionDefinition(lemma, pos))
      : undefined;
  if (written !== undefined) return { definition: written, source: writtenMeaningsSource };
  return dictionaries.define(language, lemma, pos);
}

function throughPivot(
  dictionaries: Dictionaries,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  lemma: string,
  pos: string | null | undefined,
): Gloss | null {
  for (const pivot of pivots) {
    if (pivot === from || pivot === to) continue;
    // Through another language than English only a word the analysis knows the kind of (or an
    // English word): the other dictionaries' reversed entries read a word it could not place as
    // their own homograph (Italian `perche` as French perche, a pole).
    if (pivot !== 'en' && from !== 'en' && !isContentPos(pos)) continue;
    const first = direct(dictionaries, from, pivot, lemma, pos);
    if (first === null) continue;
    const followed = first.translations.slice(0, pivotTranslationsFollowed).flatMap((translation) => {
      const onward = direct(dictionaries, pivot, to, headwordOf(translation), pos);
      return onward === null ? [] : [onward];
    });
    if (followed.length === 0) continue;
    // Round robin: the first translation of each sense before any second one.
    const translations = unique(
      Array.from({ length: keptPerPivotTranslation }, (_, rank) =>
        followed.flatMap((onward) => onward.translations[rank] ?? []),
      ).flat(),
    ).slice(0, maxTranslations);
    const sources = unique([first.source, ...followed.map((onward) => onward.source)]);
    return { translations, source: sources.join(' + '), via: pivot };
  }
  return null;
}

/**
 * Feminine nouns of persons are words of their own in the lexicon (operadora, candidata,
 * actrice), and the dictionaries often list the masculine only: its translation serves, with
 * English's few gendered words turned (chico boy → girl).
 */
const masculineEndings: Partial<Record<StudyLanguageCode, readonly [RegExp, string][]>> = {
  es: [
    [/ora$/, 'or'],
    [/a$/, 'o'],
  ],
  it: [
    [/trice$/, 'tore'],
    [/essa$/, 'e'],
    [/a$/, 'o'],
  ],
  fr: [
    [/euse$/, 'eur'],
    [/rice$/, 'eur'],
    [/ière$/, 'ier'],
    [/enne$/, 'en'],
    [/e$/, ''],
  ],
};

const feminineOfEnglish: Readonly<Record<string, string>> = {
  boy: 'girl',
  man: 'woman',
  son: 'daughter',
  brother: 'sister',
  father: 'mother',
  uncle: 'aunt',
  king: 'queen',
  husband: 'wife',
  grandfather: 'grandmother',
  nephew: 'niece',
  prince: 'princess',
  lord: 'lady',
  sir: 'madam',
  gentleman: 'lady',
  waiter: 'waitress',
  actor: 'actress',
  god: 'goddess',
  hero: 'heroine',
  master: 'mistress',
  mister: 'miss',
  boyfriend: 'girlfriend',
};

function fromMasculine(
  dictionaries: Dictionaries,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  lemma: string,
  pos: string | null | undefined,
): Gloss | null {
  if (pos !== 'NOUN' && pos !== 'ADJ' && pos !== null && pos !== undefined) return null;
  const rule = (masculineEndings[from] ?? []).find(([ending]) => ending.test(lemma));
  if (rule === undefined) return null;
  const masculine = lemma.replace(rule[0], rule[1]);
  if (to === 'en') {
    const gloss = direct(dictionaries, from, 'en', masculine, pos);
    if (gloss === null) return null;
    return { ...gloss, translations: gloss.translations.map((text) => feminineOfEnglish[text] ?? text) };
  }
  const english = fromMasculine(dictionaries, from, 'en', lemma, pos);
  if (english === null) return null;
  const onward = english.translations
    .slice(0, pivotTranslationsFollowed)
    .flatMap((text) => direct(dictionaries, 'en', to, headwordOf(text), pos)?.translations.slice(0, 2) ?? []);
  if (onward.length === 0) return null;
  return { translations: unique(onward).slice(0, maxTranslations), source: english.source, via: 'en' };
}

const isContentPos = (pos: string | null | undefined): boolean =>
  pos === 'NOUN' || pos === 'VERB' || pos === 'ADJ' || pos === 'ADV' || pos === 'AUX';

/** The look-up without empty or repeated translations; null when none is left. */
function cleaned(lookup: { translations: string[]; source: string } | null): Gloss | null {
  if (lookup === null) return null;
  const translations = unique(lookup.translations.map((text) => text.trim()).filter((text) => text !== ''));
  return translations.length === 0 ? null : { translations, source: lookup.source };
}

/** First spelling of each, without regard to case. */
function unique(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
