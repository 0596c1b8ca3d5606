import type { LemmaTable } from '../tables/lemma-table.js';
import { tokenise } from '../languages/tokenise.js';
import {
  FunctionPartsOfSpeech,
  type LanguageModule,
  type LemmaPart,
  type PartOfSpeech,
  type Reading,
  type ResolvedToken,
  type WordPiece,
} from '../languages/types.js';
import type { TaggerToken } from '../tagger/features.js';
import { readingForTag } from '../tagger/reading-for-tag.js';
import { correctedSpelling } from './misspellings.js';
import { isLemmaLike } from './known-lemma.js';
import { itemAt } from '../languages/neighbours.js';

/**
 * One sentence → its words with lemmas: tokenise, look each piece up (a contraction gives one
 * token per lemma), guess what the table does not know, tag the pieces in context where the
 * language has a tagger, choose each piece's reading, then the language's sentence rules.
 */
export function resolveSentence(text: string, language: LanguageModule, table: LemmaTable): ResolvedToken[] {
  const pieces = tokenise(text, language, table);
  const forms = formReadingsIn(table);
  const lookedUp = pieces.map((piece) => lookUpIn(forms, piece, language, table));
  // A word alone (a one-word line, an entry of a word list) has no context for the tagger to read:
  // the table's likeliest reading for the form alone serves (casa the noun, not casar).
  const tags = lookedUp.length > 1 ? table.tagger?.tag(lookedUp) : undefined;
  const tokens: ResolvedToken[] = [];
  lookedUp.forEach((found, index) => {
    if (found.piece.isNumber) {
      const piece = found.piece;
      tokens.push(tokenOf(piece, piece.text, 'NUM', noReadings, 0, true));
      return;
    }
    pushPiece(tokens, found, tags?.[index], language);
  });
  if (tags === undefined && language.articles !== undefined) nounsAfterArticles(tokens, language.articles);
  language.resolveSentence?.(tokens, table);
  return tokens;
}

/** A piece with the readings the table (or a rule, for a form it does not know) offers for it. */
export interface LookedUpPiece extends TaggerToken {
  readonly piece: WordPiece;
  readonly isGuessed: boolean;
}

/** The readings of a piece: the table's, else the closed classes', else a rule's guess. */
export function lookUp(piece: WordPiece, language: LanguageModule, table: LemmaTable): LookedUpPiece {
  return lookUpIn(formReadingsIn(table), piece, language, table);
}

/** lookUp with the table's forms at hand (a sentence finds them once, not once per piece). */
function lookUpIn(
  forms: Map<string, FormReadings>,
  piece: WordPiece,
  language: LanguageModule,
  table: LemmaTable,
): LookedUpPiece {
  if (piece.isNumber) return lookedUpPiece(piece, noReadings, false);
  const form = formReadingsOf(forms, piece.key, language, table);
  // Unknown, or known only from the frequency list: a rule may still read it (enclitics, plurals),
  // unless it is an acronym no word list has: no lemma is made of a name (OSCE is not oscer).
  if (form.isUnknown && !(isWrittenInCapitals(piece.text) && !form.isListed)) {
    const guessed = guessedReadingsOf(form, language, table);
    // A slip of the pen (definately, hamburguers), which the rules could only keep as written or
    // cut to a lemma no analyser knows; in small letters only, as a capital may start a name.
    const guessedLemma = guessed?.length === 1 ? guessed[0]?.[0]?.lemma : undefined;
    const isUnsure =
      guessed === undefined || (guessedLemma !== undefined && !table.hasAnalysis(guessedLemma));
    if (isUnsure && piece.text === piece.key && !form.isListed) {
      const corrected = correctedReadingsOf(forms, form, language, table);
      if (corrected !== undefined) return lookedUpPiece(piece, corrected, true);
    }
    if (guessed !== undefined) return lookedUpPiece(piece, guessed, true);
  }
  return lookedUpPiece(piece, form.readings, false);
}

/** The readings of the word a misspelt form stands for, worked out the first time it is met. */
function correctedReadingsOf(
  forms: Map<string, FormReadings>,
  form: FormReadings,
  language: LanguageModule,
  table: LemmaTable,
): readonly Reading[] | undefined {
  if (form.corrected === undefined) {
    const word = correctedSpelling(form.key, language, table);
    form.corrected = word === undefined ? null : formReadingsOf(forms, word, language, table).readings;
  }
  return form.corrected ?? undefined;
}

/** What the tables say of one form (lower-case), the same wherever it stands. */
interface FormReadings {
  readonly key: string;
  /** The table's readings, else the closed classes'; none when neither knows the form. */
  readonly readings: readonly Reading[];
  /** Neither knows it, or only the frequency list does: a rule may read it. */
  readonly isUnknown: boolean;
  readonly isListed: boolean;
  /** The rules' reading, as a piece's readings; null when they have none; undefined until asked. */
  guessed?: readonly Reading[] | null;
  /** The readings of the word it is a misspelling of; null when none; undefined until asked. */
  corrected?: readonly Reading[] | null;
}

/**
 * The forms looked up so far, per table: a title of 15,000 words has a couple of thousand forms,
 * and each look-up takes several Map look-ups, a rule's guess many more. Cleared past this many.
 */
const formReadings = new WeakMap<LemmaTable, Map<string, FormReadings>>();
const cachedFormLimit = 50_000;

/** The forms of the table looked up so far. */
function formReadingsIn(table: LemmaTable): Map<string, FormReadings> {
  let forms = formReadings.get(table);
  if (forms === undefined) {
    forms = new Map();
    formReadings.set(table, forms);
  }
  return forms;
}

function formReadingsOf(
  cache: Map<string, FormReadings>,
  key: string,
  language: LanguageModule,
  table: LemmaTable,
): FormReadings {
  let form = cache.get(key);
  if (form === undefined) {
    if (cache.size >= cachedFormLimit) cache.clear();
    const readings: readonly Reading[] | undefined = table.readings(key) ?? language.closedClass.get(key);
    form = {
      key,
      readings: readings ?? noReadings,
      isUnknown: readings === undefined || (table.hasAnalyses && readings[0]?.[0]?.pos === null),
      isListed: table.isListed(key),
    };
    cache.set(key, form);
  }
  return form;
}

/** The rules' reading of an unknown form, worked out the first time a piece of it needs one. */
function guessedReadingsOf(
  form: FormReadings,
  language: LanguageModule,
  table: LemmaTable,
): readonly Reading[] | undefined {
  if (form.guessed === undefined) {
    const guessed = guessedReading(form.key, language, table);
    form.guessed = guessed === undefined ? null : [guessed];
  }
  return form.guessed ?? undefined;
}

function lookedUpPiece(piece: WordPiece, readings: readonly Reading[], isGuessed: boolean): LookedUpPiece {
  return {
    piece,
    key: piece.key,
    text: piece.text,
    isSentenceStart: piece.isSentenceStart,
    readings,
    isGuessed,
  };
}

const noReadings: readonly Reading[] = [];

/** A word of two or more capitals: an acronym (OSCE, RSA), or a word in a shouted line. */
export function isWrittenInCapitals(text: string): boolean {
  return text.length > 1 && text !== text.toLowerCase() && text === text.toUpperCase();
}

/**
 * Right after an article, a word that can be a noun is one (es `el estado`, fr `la porte`, it `i
 * fatti`), whatever its likeliest reading alone (estar, porter, fare).
 */
function nounsAfterArticles(tokens: ResolvedToken[], articles: ReadonlySet<string>): void {
  tokens.forEach((token, index) => {
    const previous = itemAt(tokens, index - 1);
    if (previous === undefined || previous.pos !== 'DET' || !articles.has(previous.lemma)) return;
    if (token.pos !== 'VERB' && token.pos !== 'AUX') return;
    const noun = token.readings.find((reading) => reading.length === 1 && reading[0]?.pos === 'NOUN')?.[0];
    if (noun === undefined) return;
    token.lemma = noun.lemma;
    token.pos = 'NOUN';
  });
}

/** Guesses per table and form: unknown words come back often, and the rules try many endings. */
const guesses = new WeakMap<LemmaTable, Map<string, Reading | null>>();

function guess(key: string, language: LanguageModule, table: LemmaTable): Reading | undefined {
  if (language.guess === undefined) return undefined;
  let cache = guesses.get(table);
  if (cache === undefined) {
    cache = new Map();
    guesses.set(table, cache);
  }
  let reading = cache.get(key);
  if (reading === undefined) {
    reading = language.guess(key, table) ?? null;
    cache.set(key, reading);
  }
  return reading ?? undefined;
}

/**
 * The reading rules give a form no reading covers: the language's own rules (enclitics, compounds),
 * else those learnt from the known forms' endings. The committed readings leave out the rare forms
 * these read right (see sources/prune-readings.ts), so this is also how those are read.
 */
export function guessedReading(
  key: string,
  language: LanguageModule,
  table: LemmaTable,
): Reading | undefined {
  const guessed = guess(key, language, table);
  const single = guessed?.length === 1 ? guessed[0] : undefined;
  if (guessed !== undefined && (single === undefined || isLemmaLike(single, key, table))) return guessed;
  const bySuffix = table.guessBySuffix(key);
  return bySuffix === undefined || !isLemmaLike(bySuffix, key, table) ? undefined : [bySuffix];
}

function pushPiece(
  tokens: ResolvedToken[],
  found: LookedUpPiece,
  tag: string | undefined,
  language: LanguageModule,
): void {
  const { piece, readings } = found;
  const previous = itemAt(tokens, tokens.length - 1);
  // One reading (most pieces) is the one whatever the tag says: nothing to choose.
  const best =
    readings.length <= 1
      ? readings[0]
      : ((tag === undefined || isSmallWordTag(tag)
          ? verbAfterSubject(readings, previous, language)
          : undefined) ??
        (tag === undefined ? undefined : readingForTag(readings, tag)) ??
        choose(readings, piece));
  if (best === undefined || best.length === 0) {
    tokens.push(tokenOf(piece, piece.key, null, noReadings, 0, false));
    return;
  }
  for (let partIndex = 0; partIndex < best.length; partIndex += 1) {
    const { lemma, pos } = best[partIndex] as LemmaPart;
    tokens.push(tokenOf(piece, lemma, pos, readings, partIndex, true, tag, found.isGuessed));
  }
}

/**
 * A token, every one with the same fields in the same order (those it lacks undefined): the
 * engine then reads a field of any token the same fast way, where tokens of several shapes (with
 * a tag or without, a field added later) make every rule that reads them slower.
 */
function tokenOf(
  piece: WordPiece,
  lemma: string,
  pos: PartOfSpeech | null,
  readings: readonly Reading[],
  partIndex: number,
  isKnown: boolean,
  tag?: string,
  isGuessed?: boolean,
): ResolvedToken {
  return {
    piece,
    lemma,
    pos,
    readings,
    tag,
    partIndex,
    isKnown,
    isGuessed: isGuessed === true ? true : undefined,
    isAbsorbed: undefined,
  };
}

/**
 * The table's best reading, unless a capital inside a sentence picks a proper name (`Paris`, not
 * pari): the choice where no tag decides.
 */
function choose(readings: readonly Reading[], piece: WordPiece): Reading | undefined {
  if (readings.length > 1) {
    const first = piece.text.charAt(0);
    if (!piece.isSentenceStart && first !== first.toLowerCase()) {
      const name = readings.find((reading) => reading.length === 1 && reading[0]?.pos === 'PROPN');
      if (name !== undefined) return name;
    }
  }
  return readings[0];
}

/** The tagger calls the word a small one (a preposition, a conjunction, a pronoun …). */
const smallWordTags = new Map<string, boolean>();

function isSmallWordTag(tag: string): boolean {
  let isSmall = smallWordTags.get(tag);
  if (isSmall === undefined) {
    isSmall = tag.split('+').every((part) => FunctionPartsOfSpeech.has(part as PartOfSpeech));
    smallWordTags.set(tag, isSmall);
  }
  return isSmall;
}

/**
 * A subject pronoun opening its clause, or a modal verb, before a word that can be a verb makes
 * it one (fr il entre, da jeg ved, es yo como, de ich weiß), where a tagger trained on little
 * text calls it a small word.
 * After a verb, as in a question or a clause that starts otherwise (da overraskes man gang på
 * gang), the next word is anything.
 */
function verbAfterSubject(
  readings: readonly Reading[],
  previous: ResolvedToken | undefined,
  language: LanguageModule,
): Reading | undefined {
  const cuesVerb =
    previous !== undefined &&
    previous.partIndex === 0 &&
    ((language.subjectPronouns?.has(previous.piece.key) === true && previous.piece.isClauseStart) ||
      language.modalVerbs?.has(previous.lemma) === true);
  if (!cuesVerb) return undefined;
  return readings.find(
    (reading) => reading.length === 1 && (reading[0]?.pos === 'VERB' || reading[0]?.pos === 'AUX'),
  );
}
