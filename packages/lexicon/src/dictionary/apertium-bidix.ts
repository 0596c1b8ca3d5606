import { ltProc } from '../sources/apertium.js';
import type { PartOfSpeech } from '../languages/types.js';

/**
 * Apertium's bilingual dictionaries: `lt-proc -b pair.autobil.bin` reads
 * `^lemma<tags>$` and answers `^lemma<tags>/translation<tags>/alternative<tags>$`, the default
 * translation first. The dictionary matches the tags the pair's own analyser gives (a Spanish
 * noun needs its gender: `^casa<n><f><sg>$`), so each lemma is first analysed by that analyser
 * and every analysis whose lemma is the word itself is looked up. Build time only.
 */

export interface BidixReading {
  pos: PartOfSpeech | null;
  /** Default first, then the lexical-selection alternatives. */
  translations: string[];
}

/** Characters that the Apertium stream format reserves: lemmas with them are not looked up. */
const reserved = /[\^$/<>@*#[\]{}\\\s]/;

/** The lemma's part of speech in our own table, for a lemma the pair's analyser does not know. */
export type PosOf = (lemma: string) => PartOfSpeech | null;

/**
 * Tags to try in the bilingual dictionary for a lemma the analyser lacks: Apertium's analysers
 * know fewer words than their dictionaries (apertium-eng-spa's analyser has no `soltar`, its
 * dictionary translates it), so the lemma is asked with the tags of its part of speech, each
 * gender where nouns and adjectives have one.
 */
const guessedTags: Partial<Record<PartOfSpeech, readonly string[]>> = {
  VERB: ['<vblex><inf>'],
  NOUN: ['<n><m><sg>', '<n><f><sg>', '<n><mf><sg>', '<n><nt><sg>', '<n><ut><sg>'],
  ADJ: ['<adj><m><sg>', '<adj><mf><sg>', '<adj><sint><m><sg>', '<adj>'],
  ADV: ['<adv>'],
  INTJ: ['<ij>'],
};

/** Each asked lemma's own analyses, or its guessed ones when the analyser knows none. */
function analysesOf(analyser: string, asked: readonly string[], posOf: PosOf | undefined): string[][] {
  return ltProc(['-a', analyser], asked).map((line, index) => {
    const lemma = asked[index] ?? '';
    const own = ownAnalyses(line, lemma);
    if (own.length > 0 || posOf === undefined) return own;
    const pos = posOf(lemma);
    return (pos === null ? [] : (guessedTags[pos] ?? [])).map((tags) => `${lemma}${tags}`);
  });
}

export function bidixTranslations(
  analyser: string,
  bidix: string,
  lemmas: readonly string[],
  posOf?: PosOf,
): Map<string, BidixReading[]> {
  const asked = lemmas.filter((lemma) => lemma !== '' && !reserved.test(lemma));
  const analyses = analysesOf(analyser, asked, posOf);
  const queries: { lemma: string; analysis: string }[] = [];
  asked.forEach((lemma, index) => {
    for (const analysis of analyses[index] ?? []) queries.push({ lemma, analysis });
  });
  const answers = ltProc(
    ['-b', bidix],
    queries.map(({ analysis }) => `^${analysis}$`),
  );
  const result = new Map<string, BidixReading[]>();
  queries.forEach(({ lemma, analysis }, index) => {
    const translations = parseBidixLine(answers[index] ?? '');
    if (translations.length === 0) return;
    const readings = result.get(lemma) ?? [];
    const pos = posOfApertiumTags(analysis);
    const same = readings.find((reading) => reading.pos === pos);
    if (same === undefined) readings.push({ pos, translations });
    else for (const text of translations) if (!same.translations.includes(text)) same.translations.push(text);
    result.set(lemma, readings);
  });
  return result;
}

/**
 * Translations through a third language (it → en through Spanish, where FreeDict's ita-eng is
 * small): the first dictionary's answers, with their tags, are the second's questions
 * (`^casa<n><f><sg>$` → casa<n><f><sg> → house, home). Each answer of the first step keeps its
 * own order; a step that does not know the word ends the chain.
 */
export function pivotTranslations(
  analyser: string,
  firstBidix: string,
  secondBidix: string,
  lemmas: readonly string[],
  posOf?: PosOf,
): Map<string, BidixReading[]> {
  const asked = lemmas.filter((lemma) => lemma !== '' && !reserved.test(lemma));
  const analyses = analysesOf(analyser, asked, posOf);
  const first: { lemma: string; analysis: string }[] = [];
  asked.forEach((lemma, index) => {
    for (const analysis of analyses[index] ?? []) first.push({ lemma, analysis });
  });
  const middle = ltProc(
    ['-b', firstBidix],
    first.map(({ analysis }) => `^${analysis}$`),
  );
  const second: { lemma: string; analysis: string }[] = [];
  first.forEach((query, index) => {
    // Only the default: the alternatives of both steps multiply into noise.
    const [pivot] = bidixOutputs(middle[index] ?? '');
    if (pivot !== undefined && !reserved.test(pivot.slice(0, pivot.indexOf('<'))))
      second.push({ ...query, analysis: pivot });
  });
  const answers = ltProc(
    ['-b', secondBidix],
    second.map(({ analysis }) => `^${analysis}$`),
  );
  const result = new Map<string, BidixReading[]>();
  second.forEach(({ lemma, analysis }, index) => {
    const translations = parseBidixLine(answers[index] ?? '');
    if (translations.length === 0) return;
    const readings = result.get(lemma) ?? [];
    readings.push({ pos: posOfApertiumTags(analysis), translations });
    result.set(lemma, readings);
  });
  return result;
}

/** The known answers of a bilingual line with their tags: `^casa<n><f><sg>/casa<n><f><sg>$` → ['casa<n><f><sg>']. */
function bidixOutputs(line: string): string[] {
  const trimmed = line.trim();
  if (!trimmed.startsWith('^') || !trimmed.endsWith('$')) return [];
  const [, ...outputs] = trimmed.slice(1, -1).split('/');
  return outputs.filter((output) => output !== '' && !/^[@*#]/.test(output) && output.indexOf('<') > 0);
}

/**
 * An analyser's line (`^casa/casa<n><f><sg>/casar<vblex><pri><p3><sg>$`) → the analyses whose
 * lemma is the word itself, one per distinct tag sequence (`casa<n><f><sg>`); compounds and
 * contractions (`+`) are dropped.
 */
export function ownAnalyses(line: string, lemma: string): string[] {
  const trimmed = line.trim();
  if (!trimmed.startsWith('^') || !trimmed.endsWith('$') || trimmed.indexOf('^', 1) !== -1) return [];
  const [, ...analyses] = trimmed.slice(1, -1).split('/');
  const own = new Set<string>();
  for (const analysis of analyses) {
    if (analysis.startsWith('*') || analysis.includes('+')) continue;
    const tagStart = analysis.indexOf('<');
    if (tagStart <= 0) continue;
    if (analysis.slice(0, tagStart).toLowerCase() !== lemma.toLowerCase()) continue;
    own.add(`${lemma}${analysis.slice(tagStart)}`);
  }
  return [...own];
}

/** `^casa<n><f><sg>/house<n><sg>/home<n><sg>$` → ['house', 'home']; unknown (`@casa`) → []. */
export function parseBidixLine(line: string): string[] {
  const trimmed = line.trim();
  if (!trimmed.startsWith('^') || !trimmed.endsWith('$')) return [];
  const [, ...outputs] = trimmed.slice(1, -1).split('/');
  const translations: string[] = [];
  for (const output of outputs) {
    if (output.startsWith('@') || output.startsWith('*') || output.startsWith('#')) continue;
    const text = asWritten(output)
      .replace(/<[^>]*>/g, '')
      .replace(/#/g, '')
      .replace(/_/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // `prpers` is Apertium's lemma for every personal pronoun, not a word.
    if (text !== '' && text !== 'prpers' && !translations.includes(text)) translations.push(text);
  }
  return translations;
}

/**
 * Apertium writes a feminine noun as its masculine lemma with a feminine tag (`girl` →
 * `chico<n><f><sg>`, the generator makes "chica" of it): the word itself is its feminine form.
 */
function asWritten(output: string): string {
  if (!/<n><f>/.test(output)) return output;
  const tagStart = output.indexOf('<');
  const lemma = output.slice(0, tagStart);
  const feminine = lemma.replace(/o$/, 'a').replace(/or$/, 'ora');
  return feminine + output.slice(tagStart);
}

const posOfTag: Readonly<Record<string, PartOfSpeech>> = {
  n: 'NOUN',
  vblex: 'VERB',
  vbser: 'AUX',
  vbhaver: 'AUX',
  vbmod: 'AUX',
  vaux: 'AUX',
  vbdo: 'AUX',
  adj: 'ADJ',
  adv: 'ADV',
  preadv: 'ADV',
  pr: 'ADP',
  det: 'DET',
  predet: 'DET',
  prn: 'PRON',
  rel: 'PRON',
  cnjcoo: 'CCONJ',
  cnjsub: 'SCONJ',
  cnjadv: 'SCONJ',
  num: 'NUM',
  ij: 'INTJ',
  np: 'PROPN',
};

/** The first tag of `casa<n><f><sg>` → NOUN. */
export function posOfApertiumTags(analysis: string): PartOfSpeech | null {
  const first = /<([^>]+)>/.exec(analysis)?.[1];
  return first === undefined ? null : (posOfTag[first] ?? null);
}
