import { type EnglishInLine, englishIn } from './foreign-lines.js';
import { levelOfRank, type TitleSentence, type VocabularyWord, type WordSummary } from '@cinevocab/core';
import type { TitleAnalysis } from '../analysis-contract.js';
import {
  FunctionPartsOfSpeech,
  type LanguageModule,
  type LemmaPart,
  type PartOfSpeech,
  type ResolvedToken,
} from '../languages/types.js';
import type { ParsedSubtitles } from '../subtitles/types.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { isWrittenInCapitals, resolveSentence } from './resolve.js';
import { titleCaseTokens } from './title-case.js';
import { type Counted, createTranscriptDraft } from './transcript-lines.js';
import { itemAt } from '../languages/neighbours.js';
import { Counts } from './counts.js';

interface Tally {
  lemma: string;
  count: number;
  orders: number[];
  forms: Counts<string>;
  /** How often the title uses the word as each part of speech: the commonest is the word's. */
  posCounts: Counts<PartOfSpeech>;
}

export type NameStatus = 'name' | 'maybe' | 'word';

/**
 * A parsed subtitle file → its vocabulary, names, sentences and counts. Each sentence is
 * tokenised on its own (linear time), and every word keeps the orders of the sentences it occurs
 * in, so the product can link it back to its moment in the title.
 */
export function analyseParsed(
  parsed: ParsedSubtitles,
  language: LanguageModule,
  table: LemmaTable,
  lexiconVersion: string,
  characterNames: readonly string[] = [],
): TitleAnalysis {
  const tallies = tallyTitle(parsed, language, table, castWordsOf(characterNames));
  const settled = settleMaybeNames(tallies);
  const words = rankedWords(tallies.vocabulary, language, table);
  return {
    language: language.code,
    lexiconVersion,
    summary: summaryOf(words),
    words,
    sentences: sentencesOf(parsed),
    names: namesOf(tallies.names),
    transcript: tallies.transcript.finish(words, settled),
    stats: statsOf(parsed, tallies.tokenCount),
  };
}

/** A title's words as they are counted, sentence by sentence. */
interface Tallies {
  vocabulary: Map<string, Tally>;
  names: Map<string, Tally>;
  /** Capitalised words the tables cannot place: names unless the title also writes them in lower case. */
  maybeNames: Map<string, Tally>;
  seenLowerCase: Set<string>;
  tokenCount: number;
  /** The lines with what each written word was counted as, for the transcript. */
  transcript: ReturnType<typeof createTranscriptDraft>;
}

function tallyTitle(
  parsed: ParsedSubtitles,
  language: LanguageModule,
  table: LemmaTable,
  castWords: ReadonlySet<string>,
): Tallies {
  const tallies: Tallies = {
    vocabulary: new Map(),
    names: new Map(),
    maybeNames: new Map(),
    seenLowerCase: new Set(),
    tokenCount: 0,
    transcript: createTranscriptDraft(),
  };
  const english = language.code === 'en' ? undefined : englishOfLines(parsed, table);
  parsed.sentences.forEach((sentence, index) => {
    tallies.transcript.startLine(sentence);
    const englishHere = english?.[index];
    // Another language's line (English narration left in a Spanish file) holds no words of this one.
    if (englishHere?.isLine === true) return;
    const tokens = resolveSentence(sentence.text, language, table);
    const capitals = capitalsOf(tokens, table);
    tokens.forEach((token, index) => {
      tallies.tokenCount += 1;
      if (
        token.piece.isNumber ||
        token.isAbsorbed === true ||
        englishHere?.words.has(token.piece.key) === true
      )
        return;
      const counted = tallyToken(tallies, token, sentence.order, language, table, castWords, capitals[index]);
      if (counted !== undefined) tallies.transcript.add(token.piece, counted);
    });
  });
  return tallies;
}

/**
 * Counts one word of a sentence as a name, a possible name or vocabulary (function words are not
 * counted); says under which key it counted a possible name or a word of the vocabulary.
 */
function tallyToken(
  tallies: Tallies,
  token: ResolvedToken,
  order: number,
  language: LanguageModule,
  table: LemmaTable,
  castWords: ReadonlySet<string>,
  capitals: Capitals | undefined,
): Counted | undefined {
  if (token.piece.text === token.piece.key) tallies.seenLowerCase.add(token.piece.key);
  const status =
    token.partIndex !== 0
      ? 'word'
      : isCastWord(token, castWords)
        ? 'name'
        : nameStatus(token, language, table, capitals);
  if (status === 'name') {
    add(tallies.names, token.piece.text, token.piece.text, token, order);
    return undefined;
  }
  if (status === 'maybe') {
    add(tallies.maybeNames, token.piece.key, token.lemma, token, order, token.piece.text);
    return { isMaybeName: true, key: token.piece.key, pos: token.pos };
  }
  if (isFunctionWord(token, language)) return undefined;
  // A closed-class use of a content word (`when` as a conjunction) is listed as the content word.
  const content =
    token.pos !== null && FunctionPartsOfSpeech.has(token.pos) ? contentReading(token) : undefined;
  const word = content === undefined ? token : { ...token, pos: content.pos };
  add(tallies.vocabulary, token.lemma, token.lemma, word, order, formOf(token, language));
  return { isMaybeName: false, key: token.lemma, pos: word.pos };
}

/**
 * A possible name the title also writes in lower case is a word; the others are names. Gives the
 * vocabulary key of each possible name that became a word.
 */
function settleMaybeNames({ maybeNames, seenLowerCase, vocabulary, names }: Tallies): Map<string, string> {
  const settled = new Map<string, string>();
  for (const [key, tally] of maybeNames) {
    if (seenLowerCase.has(key)) {
      const lowerForms = new Counts<string>();
      for (const [form, count] of tally.forms.entries()) lowerForms.add(form.toLowerCase(), count);
      mergeInto(vocabulary, { ...tally, forms: lowerForms }, tally.lemma);
      settled.set(key, tally.lemma);
    } else {
      mergeInto(names, tally, mostFrequentForm(tally));
    }
  }
  return settled;
}

/**
 * The title's most frequent words first, then the language's commonest; names only to break the
 * last ties (comparing numbers first keeps this sort cheap: most words occur once).
 */
function rankedWords(
  vocabulary: ReadonlyMap<string, Tally>,
  language: LanguageModule,
  table: LemmaTable,
): VocabularyWord[] {
  const words = [...vocabulary.values()].map((tally) => wordOf(tally, language, table));
  words.sort(
    (a, b) =>
      b.count - a.count || b.frequency - a.frequency || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  return words;
}

/** How many of the words are at each level. */
function summaryOf(words: readonly VocabularyWord[]): WordSummary {
  const summary: WordSummary = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  for (const word of words) summary[word.diff as keyof WordSummary] += 1;
  return summary;
}

function sentencesOf(parsed: ParsedSubtitles): TitleSentence[] {
  return parsed.sentences.map((sentence) => ({
    order: sentence.order,
    sentence: sentence.text,
    time: sentence.start,
  }));
}

/** The names, most frequent first, each as the title writes it most often. */
function namesOf(names: ReadonlyMap<string, Tally>): TitleAnalysis['names'] {
  return [...names.values()]
    .map((tally) => ({ name: mostFrequentForm(tally), count: tally.count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
}

function statsOf(parsed: ParsedSubtitles, tokenCount: number): TitleAnalysis['stats'] {
  return {
    format: parsed.format,
    encoding: parsed.encoding,
    cues: parsed.stats.cues,
    skippedCues: parsed.stats.skippedCues,
    emptyCues: parsed.stats.emptyCues,
    sentences: parsed.stats.sentences,
    tokens: tokenCount,
  };
}

function add(
  tallies: Map<string, Tally>,
  key: string,
  lemma: string,
  token: ResolvedToken,
  order: number,
  form: string = token.piece.text,
): void {
  let tally = tallies.get(key);
  if (tally === undefined) {
    tally = { lemma, count: 0, orders: [], forms: new Counts(), posCounts: new Counts() };
    tallies.set(key, tally);
  }
  tally.count += 1;
  if (itemAt(tally.orders, tally.orders.length - 1) !== order) tally.orders.push(order);
  tally.forms.add(form);
  if (token.pos !== null) tally.posCounts.add(token.pos);
}

function mergeInto(tallies: Map<string, Tally>, tally: Tally, key: string): void {
  const existing = tallies.get(key);
  if (existing === undefined) {
    tallies.set(key, tally);
    return;
  }
  existing.count += tally.count;
  existing.orders = [...new Set([...existing.orders, ...tally.orders])].sort((a, b) => a - b);
  for (const [form, count] of tally.forms.entries()) existing.forms.add(form, count);
  for (const [pos, count] of tally.posCounts.entries()) existing.posCounts.add(pos, count);
}

/** The form the title writes a name in most often. */
function mostFrequentForm(tally: Tally): string {
  return tally.forms.commonest() ?? tally.lemma;
}

function wordOf(tally: Tally, language: LanguageModule, table: LemmaTable): VocabularyWord {
  const info = table.lemma(tally.lemma);
  return {
    token: `${language.code}:${tally.lemma}`,
    name: tally.lemma,
    frequency: info?.frequency ?? 0,
    count: tally.count,
    diff: levelOfRank(info?.rank),
    occurs_in_orders: tally.orders,
    forms: tally.forms.byCount(),
    // The part of speech the title uses it as most often, the first met on a tie: its meaning is
    // looked up for it (es `poder` said as a verb 40 times and once as a noun means "can", not "power").
    pos: tally.posCounts.commonest() ?? info?.pos ?? null,
  };
}

/**
 * What each sentence holds of English (englishIn). A short line the words alone cannot place ("So
 * before then", "Many people will say") is English too where the lines on both sides of it are
 * and most of its words are unknown to the language's analysers: a title's English narration
 * comes in runs of lines, and a line of the language itself has few such words.
 */
function englishOfLines(parsed: ParsedSubtitles, table: LemmaTable): EnglishInLine[] {
  const lines = parsed.sentences.map((sentence) => englishIn(sentence.text, table));
  return lines.map((line, index) => {
    if (line.isLine || lines[index - 1]?.isLine !== true || lines[index + 1]?.isLine !== true) return line;
    const words = parsed.sentences[index]?.text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
    const unknown = words.filter((word) => !table.hasAnalysis(word)).length;
    return words.length <= shortLineWords && unknown * 2 > words.length
      ? { isLine: true, words: line.words }
      : line;
  });
}

/** The lines englishIn does not judge by their words alone are this short or shorter. */
const shortLineWords = 5;

/**
 * Articles, pronouns, prepositions, conjunctions: words of the closed classes. A word that is also
 * an adverb or an adjective under the same lemma is vocabulary, whichever use this one is (en `so`,
 * `when`, `out`; es `poco`, `cuando`; da `hvor`): Universal Dependencies counts those uses as
 * content words, and a learner has to learn them all the same. Not one that is also a noun or a
 * verb: those are other words spelt alike (fr `pour`, `par`: le pour et le contre, the golf par),
 * which would list the commonest prepositions as nouns.
 */
export function isFunctionWord(token: ResolvedToken, language: LanguageModule): boolean {
  const isClosed =
    (token.pos !== null && FunctionPartsOfSpeech.has(token.pos)) || language.functionWords.has(token.lemma);
  return isClosed && contentReading(token) === undefined;
}

const contentParts: ReadonlySet<PartOfSpeech> = new Set(['ADJ', 'ADV']);

/** The form's reading as a content word under the same lemma, if it has one. */
export function contentReading(token: ResolvedToken): LemmaPart | undefined {
  // Lower-cased only for a form that has such a reading: most have none.
  let lemma: string | undefined;
  for (const reading of token.readings) {
    const part = reading.length === 1 ? reading[0] : undefined;
    if (part?.pos == null || !contentParts.has(part.pos)) continue;
    lemma ??= token.lemma.toLowerCase();
    if (part.lemma.toLowerCase() === lemma) return part;
  }
  return undefined;
}

/** The form as the word list shows it: lower-case, but German nouns keep their capital. */
function formOf(token: ResolvedToken, language: LanguageModule): string {
  if (language.capitalisesNouns === true && isCapitalised(token.lemma)) {
    return token.piece.key.charAt(0).toUpperCase() + token.piece.key.slice(1);
  }
  return token.piece.key;
}

function isCapitalised(text: string): boolean {
  const code = text.charCodeAt(0);
  // A to Z, or a letter past ASCII that has a small form (É, Ø); not a digit or a sign.
  if (code < 128) return code >= 65 && code <= 90;
  const first = text.charAt(0);
  return first !== first.toLowerCase();
}

/**
 * The lower-case keys of the capitalised words of the characters' names: 'Rosa Díaz (voice)' →
 * rosa, díaz. Lower-case particles ('de', 'van') and one-letter initials stay words.
 */
export function castWordsOf(characterNames: readonly string[]): ReadonlySet<string> {
  const words = new Set<string>();
  for (const name of characterNames) {
    const withoutNotes = name.replace(/\([^)]*\)/gu, ' ');
    for (const part of withoutNotes.split(/[^\p{L}\p{M}'’]+/u)) {
      const word = part.replace(/^['’]+|['’]+$/gu, '');
      if (word.length >= 2 && isCapitalised(word)) words.add(word.toLowerCase());
    }
  }
  return words;
}

/** A capitalised word that is part of a character's name: a name, whatever else the language makes of it. */
function isCastWord(token: ResolvedToken, castWords: ReadonlySet<string>): boolean {
  return castWords.size > 0 && isCapitalised(token.piece.text) && castWords.has(token.piece.key);
}

/** What the capitals around a token of a sentence say of it, besides its own. */
export interface Capitals {
  /** Beside another capitalised word inside the sentence (isInCapitalisedRun). */
  readonly inName: boolean;
  /** In words written in title case (titleCaseTokens): its capital says no more than at a sentence start. */
  readonly isTitleCase: boolean;
  /** Right after a determiner (lo Stato, la Regione, the Senate), where no run of capitals is. */
  readonly afterDeterminer: boolean;
  /** Right after a number (3 Corps, 5 Euros), where no run of capitals is: a count of a noun. */
  readonly afterNumber: boolean;
}

/** The capitals around each token of a sentence: in title case, no run of capitals is a name. */
export function capitalsOf(tokens: readonly ResolvedToken[], table: LemmaTable): Capitals[] {
  const capitals = new Array<Capitals>(tokens.length).fill(noCapitals);
  // Only a capitalised word's status reads them (nameStatus), and title case takes three such
  // words: most lines have one, their first.
  let capitalised = 0;
  for (const token of tokens) if (isCapitalised(token.piece.text)) capitalised += 1;
  if (capitalised === 0) return capitals;
  const inTitleCase =
    capitalised >= 3
      ? titleCaseTokens(tokens, (key) => table.isName(key) || table.isNamedElsewhere(key))
      : undefined;
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isCapitalised((tokens[index] as ResolvedToken).piece.text)) continue;
    capitals[index] =
      inTitleCase?.[index] === true
        ? inTitleCaseWords
        : isInCapitalisedRun(tokens, index)
          ? inNames
          : capitalsAfter(itemAt(tokens, index - 1));
  }
  return capitals;
}

function capitalsAfter(previous: ResolvedToken | undefined): Capitals {
  if (previous?.pos === 'DET') return afterDeterminer;
  return previous?.piece.isNumber === true ? afterNumber : noCapitals;
}

const noCapitals: Capitals = {
  inName: false,
  isTitleCase: false,
  afterDeterminer: false,
  afterNumber: false,
};
const inTitleCaseWords: Capitals = { ...noCapitals, isTitleCase: true };
const inNames: Capitals = { ...noCapitals, inName: true };
const afterDeterminer: Capitals = { ...noCapitals, afterDeterminer: true };
const afterNumber: Capitals = { ...noCapitals, afterNumber: true };

/**
 * Is the token beside another capitalised word inside its sentence (Los Angeles, Tom Gaines, Van
 * Helsing)? Such runs are names more often than not.
 */
function isInCapitalisedRun(tokens: readonly ResolvedToken[], index: number): boolean {
  return isCapitalisedInside(itemAt(tokens, index - 1)) || isCapitalisedInside(itemAt(tokens, index + 1));
}

function isCapitalisedInside(token: ResolvedToken | undefined): boolean {
  return token !== undefined && !token.piece.isSentenceStart && isCapitalised(token.piece.text);
}

/** The commonest lemmas (levels 1 to 3): a capitalised one inside a sentence is still the word. */
const commonWordRank = 3000;

/**
 * A capitalised word is a name when the sources know it only as a name, or as a name too and it is
 * not at the start of its sentence (`Will`, `Rose`) nor one of the commonest nouns right after a
 * determiner (lo Stato, la Regione: isCommonNoun). Inside a sentence, a capitalised word the
 * sources know as an ordinary word (`Marco`, a rare noun in Italian) may be a name: it is one
 * unless the title also writes it in lower case (decided at the end). Function words, words at a
 * sentence start or in capitals, and German nouns are words.
 */
export function nameStatus(
  token: ResolvedToken,
  language: LanguageModule,
  table: LemmaTable,
  { inName, isTitleCase, afterDeterminer, afterNumber }: Capitals = noCapitals,
): NameStatus {
  const { text } = token.piece;
  const isSentenceStart = token.piece.isSentenceStart || isTitleCase;
  if (!isCapitalised(text)) return 'word';
  const isAllCaps = text.length > 1 && text === text.toUpperCase();
  const readings = token.readings;
  if (readings.length > 0) {
    // An acronym's reading (fr SUD, a trade union) says nothing of the word written Sud.
    let proper = 0;
    for (const reading of readings)
      if (reading[0]?.pos === 'PROPN' && (isAllCaps || !isWrittenInCapitals(reading[0].lemma))) proper += 1;
    if (proper === readings.length) return 'name';
    if (
      proper > 0 &&
      !isSentenceStart &&
      !isAllCaps &&
      !((afterDeterminer || afterNumber) && !inName && isCommonNoun(token, table))
    )
      return 'name';
  }
  if (table.isName(token.piece.key)) return 'name';
  // A word whose lemma itself has a capital is written so as a rule (en `Palestinian`, de nouns).
  if (token.pos !== null && token.pos !== 'PROPN' && isCapitalised(token.lemma)) return 'word';
  // Only a rule's guess knows it, the guess found no ending to take off, and no frequency list
  // has it (Rimuru opening a line of an anime): a name unless the title also writes it in lower
  // case, except in German, where such words are nouns.
  const isOnlyGuessed =
    token.isGuessed === true &&
    token.lemma.toLowerCase() === token.piece.key &&
    !table.isListed(token.piece.key) &&
    language.capitalisesNouns !== true;
  if (isSentenceStart || isAllCaps) return token.isKnown && !isOnlyGuessed ? 'word' : 'maybe';
  if (token.pos !== null && token.pos !== 'PROPN') {
    if (FunctionPartsOfSpeech.has(token.pos) || language.functionWords.has(token.lemma)) return 'word';
    if (language.capitalisesNouns === true) return 'word';
    // A noun counted (5 Euros, 3 Corps): a common noun, as no name is counted so.
    if (afterNumber && token.pos === 'NOUN') return 'word';
    // A noun with a definite or plural ending (da `Hjemmeværnet` → hjemmeværn, `Socialdemokratiet`
    // → socialdemokrati, which only the rules read): names do not take such endings. Not beside
    // another capitalised word, where it is part of a name (Los Angeles is no plural of angel).
    if (
      token.pos === 'NOUN' &&
      (!inName || token.isGuessed === true) &&
      strippedLetters(token.piece.key, token.lemma) >= 2
    )
      return 'word';
    // One of the commonest words of the language, which no source knows as a name: the word, as in
    // the names of places and bodies (la Banque de France, the Home Office) or as a title (Dad,
    // Sir, Señor). Not one other languages know only as a name (Marco: it marco is also a noun),
    // one beside another capitalised word (Los Angeles, Tom Gaines), nor a form only a rule reads.
    const rank = table.lemma(token.lemma)?.rank ?? Infinity;
    const isCommonWord = rank <= commonWordRank && !table.isNamedElsewhere(token.piece.key);
    if (!inName && token.isGuessed !== true && text.length > 1 && isCommonWord) return 'word';
    return 'maybe';
  }
  // Known only from the frequency list: in German every noun is capitalised, so that says nothing
  // unless an analyser would have known the noun.
  if (token.isKnown && language.capitalisesNouns === true && !table.hasAnalyses) return 'word';
  return 'maybe';
}

/**
 * Can the word be one of the commonest nouns (levels 1 to 3)? After a determiner, such a noun
 * written with a capital is an institution or a title (lo Stato, la Regione, the Senate), which
 * the learner learns as the noun, though the sources know the capitalised form as a name too.
 */
function isCommonNoun(token: ResolvedToken, table: LemmaTable): boolean {
  return token.readings.some(
    (reading) =>
      reading.length === 1 &&
      reading[0]?.pos === 'NOUN' &&
      (table.lemma(reading[0].lemma)?.rank ?? Infinity) <= commonWordRank,
  );
}

/** How many letters of the form's end its lemma does not share (socialdemokratiet → socialdemokrati: 2). */
function strippedLetters(form: string, lemma: string): number {
  const lower = lemma.toLowerCase();
  let common = 0;
  while (common < form.length && form[common] === lower[common]) common += 1;
  return form.length - common;
}
