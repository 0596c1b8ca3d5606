import { words } from '../closed-class.js';
import { itemAt } from '../neighbours.js';
import { type ParticipleEndings, participleOf, participleReading } from '../participles.js';
import { FunctionPartsOfSpeech } from '../parts-of-speech.js';
import { readAsVerb } from '../read-as.js';
import type { PartOfSpeech, ResolvedToken, WordPiece } from '../types.js';
import { isAfterArticleOrAdjective, readAgentNoun, readFeminineNoun } from './feminine-nouns.js';

/** French words read by their neighbours: the rules that run once a sentence is looked up. */

const irregularParticiples: ParticipleEndings = [
  ['faire', 'fait'],
  ['dire', 'dit'],
  ['crire', 'crit'],
  ['uire', 'uit'],
  ['prendre', 'pris'],
  ['mettre', 'mis'],
  ['ouvrir', 'ouvert'],
  ['offrir', 'offert'],
  ['couvrir', 'couvert'],
  ['souffrir', 'souffert'],
  ['mourir', 'mort'],
  ['naître', 'né'],
  ['être', 'été'],
  ['avoir', 'eu'],
  ['voir', 'vu'],
  ['pouvoir', 'pu'],
  ['vouloir', 'voulu'],
  ['savoir', 'su'],
  ['devoir', 'dû'],
  ['cevoir', 'çu'],
  ['venir', 'venu'],
  ['tenir', 'tenu'],
  ['courir', 'couru'],
  ['vivre', 'vécu'],
  ['aître', 'u'],
  ['croire', 'cru'],
  ['lire', 'lu'],
  ['boire', 'bu'],
  ['plaire', 'plu'],
  ['suivre', 'suivi'],
  ['indre', 'int'],
  ['asseoir', 'assis'],
  ['quérir', 'quis'],
  ['soudre', 'solu'],
];
const regularParticiples: ParticipleEndings = [
  ['er', 'é'],
  ['ir', 'i'],
  ['re', 'u'],
];
const masculineParticiple = (infinitive: string): string | undefined =>
  participleOf(infinitive, regularParticiples, irregularParticiples);
const participleForms = (masculine: string): string[] =>
  masculine.endsWith('s')
    ? [`${masculine}e`, `${masculine}es`]
    : [`${masculine}e`, `${masculine}s`, `${masculine}es`];

const fromWords = new Set(words("de du des d'"));

/**
 * `date de` after its subject is dater, to date from (l'église date du XIIe siècle); after an
 * article, or an adjective after one, it is the noun (la date de naissance, la nouvelle date de).
 */
function datesFrom(tokens: readonly ResolvedToken[], index: number): boolean {
  const token = tokens[index] as ResolvedToken;
  if (token.piece.key !== 'date' || token.piece.isClauseStart) return false;
  const next = itemAt(tokens, index + 1);
  const previous = itemAt(tokens, index - 1);
  if (next === undefined || !fromWords.has(next.piece.key) || previous === undefined) return false;
  if (previous.pos === 'ADJ') return itemAt(tokens, index - 2)?.pos !== 'DET';
  return previous.pos === 'NOUN' || previous.pos === 'PROPN' || previous.pos === 'PRON';
}

const possessives = new Set(words('mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs'));

/**
 * Forms that are a verb before what only that verb takes, though alone they are read otherwise:
 * - mort before a date (né en 1901 et mort le 4 juin 1946, mort en 1946): mourir.
 * - fait after en and before a possessive (elle en fait sa résidence): faire, not `en fait`.
 * - devant before an infinitive (devant passer par l'administration): devoir, not the preposition.
 * - compte before a number (le canton compte 25 785 habitants): compter, not the noun.
 */
function verbBeforeCue(tokens: readonly ResolvedToken[], index: number): string | undefined {
  const key = (tokens[index] as ResolvedToken).piece.key;
  if (!cueVerbs.has(key)) return undefined;
  const next = itemAt(tokens, index + 1);
  if (next === undefined) return undefined;
  switch (key) {
    case 'mort':
      return isDate(next, itemAt(tokens, index + 2)) ? 'mourir' : undefined;
    case 'fait':
      return itemAt(tokens, index - 1)?.piece.key === 'en' && possessives.has(next.piece.key)
        ? 'faire'
        : undefined;
    case 'devant':
      return isInfinitive(next) ? 'devoir' : undefined;
    default:
      return next.piece.isNumber ? 'compter' : undefined;
  }
}

/** The forms verbBeforeCue reads: one look-up tells every other token to go on. */
const cueVerbs = new Set(words('mort fait devant compte'));

/** `le 4 juin`, `le 1er mai`, `en 1946`. */
const isDate = (next: ResolvedToken, after: ResolvedToken | undefined): boolean =>
  (next.piece.key === 'le' || next.piece.key === 'en') && after !== undefined && /^\d/.test(after.piece.key);

const isInfinitive = (token: ResolvedToken): boolean =>
  token.readings.some(
    (reading) =>
      reading.length === 1 &&
      (reading[0]?.pos === 'VERB' || reading[0]?.pos === 'AUX') &&
      reading[0].lemma === token.piece.key,
  );

/** Words after which `est` is the east, not être: `à l'est`, `nord-est`, `la côte est`. */
const beforeEast = new Set(words("l' l’ nord sud côte"));

/** `est` the point of the compass: after l', nord, sud or côte, or with a capital inside a sentence. */
function isEast(piece: WordPiece, previous: WordPiece | undefined): boolean {
  if (previous !== undefined && beforeEast.has(previous.key)) return true;
  return piece.text === 'Est' && !piece.isSentenceStart;
}

/** Ne is said only before a verb or the pronouns before one (il n'entre pas, ne le dis pas). */
const afterNe = new Set(words("ne n'"));

/**
 * A noun or adjective that is also a verb's present, between a noun or name (its subject) and a
 * determiner in lower case (its object), is the verb: Astral Media annonce le lancement, Bent
 * présente ses excuses, le conflit dure un jour. Not before a capital, which starts a name (la
 * ferme du Coudray Les Arpents).
 */
function isVerbBetweenSubjectAndObject(
  token: ResolvedToken,
  previous: ResolvedToken | undefined,
  next: ResolvedToken | undefined,
): boolean {
  // The cheap tests of the neighbours first: most tokens fail them.
  if (token.pos !== 'NOUN' && token.pos !== 'ADJ') return false;
  if (next?.pos !== 'DET' || (previous?.pos !== 'NOUN' && previous?.pos !== 'PROPN')) return false;
  if (next.piece.text !== next.piece.key || !/e(?:nt)?$/.test(token.piece.key)) return false;
  // A loop, not a callback: a callback that reads the token would make every call of this (one per
  // French word) set up what the callback needs, though few calls get this far.
  for (const reading of token.readings) {
    const part = reading.length === 1 ? reading[0] : undefined;
    if (part?.pos === 'VERB' && part.lemma !== token.piece.key) return true;
  }
  return false;
}

/** A small word that can be a verb is the verb (n'entre: entrer, not the preposition entre). */
function readSmallWordAsVerb(token: ResolvedToken): void {
  if (token.pos === null || !FunctionPartsOfSpeech.has(token.pos)) return;
  readAsVerb(token);
}

type Choice = readonly [lemma: string, pos: PartOfSpeech];

/**
 * Small words their neighbours decide:
 * - `s'` before il/ils is the conjunction si (`s'il te plaît`); elsewhere the pronoun se.
 * - `est` after l', nord, sud or côte is the east (isEast).
 * - `soit` opening a clause, or beside a number, is "that is" (1173 suffrages, soit 77 %), or "so
 *   be it" alone (Soit !); être's subjunctive follows its subject (qu'il soit).
 * - `en outre` is the adverb "moreover", not the preposition outre.
 * - `les Nations unies`: the adjective uni, not the verb unir.
 */
function smallWordChoice(
  token: ResolvedToken,
  previous: WordPiece | undefined,
  next: WordPiece | undefined,
): Choice | undefined {
  switch (token.piece.key) {
    case "s'":
      return next?.key === 'il' || next?.key === 'ils' ? ['si', 'SCONJ'] : undefined;
    case 'est':
      return isEast(token.piece, previous) ? ['est', 'NOUN'] : undefined;
    case 'soit':
      return token.piece.isClauseStart || previous?.isNumber === true || next?.isNumber === true
        ? ['soit', 'ADV']
        : undefined;
    case 'outre':
      return previous?.key === 'en' ? ['outre', 'ADV'] : undefined;
    case 'unies':
    case 'unis':
      return previous?.key === 'nations' ? ['uni', 'ADJ'] : undefined;
    default:
      return undefined;
  }
}

/**
 * Verbs their neighbours show: after ne (readSmallWordAsVerb), between a subject and an object
 * (isVerbBetweenSubjectAndObject), `date de` (datesFrom) and the cues of verbBeforeCue. True when
 * the token was read as a verb.
 */
function readVerbInContext(
  tokens: readonly ResolvedToken[],
  index: number,
  previous: ResolvedToken | undefined,
  next: ResolvedToken | undefined,
): boolean {
  const token = tokens[index] as ResolvedToken;
  if (previous !== undefined && afterNe.has(previous.piece.key)) readSmallWordAsVerb(token);
  if (isVerbBetweenSubjectAndObject(token, previous, next)) {
    readAsVerb(token);
    return true;
  }
  const verb = datesFrom(tokens, index) ? 'dater' : verbBeforeCue(tokens, index);
  if (verb === undefined) return false;
  token.lemma = verb;
  token.pos = 'VERB';
  return true;
}

/**
 * - A past participle is the verb (`située`, `reçu` → situer, recevoir), which is how French
 *   texts use it most, even without an auxiliary (`la ville située au nord`); a noun of the same
 *   spelling (le passé, un reçu) stays the noun.
 * - A present participle that is also a noun or an adjective is read as that (`restaurant`,
 *   `important`): as a verb form it is rarer.
 */
function readParticiple(token: ResolvedToken): void {
  if (token.pos === 'ADJ') {
    const participle = participleReading(token, masculineParticiple, participleForms);
    if (participle !== undefined) setChoice(token, [participle.verb.lemma, participle.verb.pos ?? 'VERB']);
  } else if (token.pos === 'VERB' && token.tag !== 'VERB' && token.piece.key.endsWith('ant')) {
    const other = token.readings.find(
      (reading) => reading.length === 1 && (reading[0]?.pos === 'NOUN' || reading[0]?.pos === 'ADJ'),
    )?.[0];
    if (other !== undefined) setChoice(token, [other.lemma, other.pos ?? 'NOUN']);
  }
}

function readNounOrParticiple(token: ResolvedToken, previous: ResolvedToken | undefined): void {
  if (token.pos === 'NOUN') readFeminineNoun(token);
  else if (token.pos === 'ADJ' && isAfterArticleOrAdjective(previous)) readAgentNoun(token);
  readParticiple(token);
}

function setChoice(token: ResolvedToken, [lemma, pos]: Choice): void {
  token.lemma = lemma;
  token.pos = pos;
}

/** The French rules that read a word by its neighbours, once its sentence is looked up. */
export function resolveFrenchSentence(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    const previous = itemAt(tokens, index - 1);
    const next = itemAt(tokens, index + 1);
    const choice = smallWordChoice(token, previous?.piece, next?.piece);
    if (choice !== undefined) setChoice(token, choice);
    else if (!readVerbInContext(tokens, index, previous, next)) readNounOrParticiple(token, previous);
  });
}
