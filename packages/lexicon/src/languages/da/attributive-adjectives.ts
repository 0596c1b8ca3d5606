import type { ResolvedToken } from '../types.js';
import { words } from '../closed-class.js';
import { copulas } from './neuter-adverbs.js';

/**
 * After a determiner, a Danish word in -e is an adjective's definite or plural form: `de lange
 * dage`, `den trætte mand`, `til de eftertragtede stormagasiner`, `hans brugte bil`. Read alone,
 * such forms are often also a verb's infinitive or past tense (lange, trætte, eftertragtede), and
 * the likeliest reading of the form alone is the verb. In this place it is the adjective: its own
 * (lang, træt), or the past participle the verb makes into one, as dictionaries list them
 * (eftertragtet, brugt). A predicative plural after a copula is the adjective too (`de er trætte`).
 */
export function readAttributiveAdjectives(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    if (token.partIndex !== 0 || !token.piece.key.endsWith('e')) return;
    const verb = verbOf(token);
    if (verb === undefined) {
      predicativeAdjective(tokens, index);
      return;
    }
    const previous = wordBefore(tokens, index);
    if (previous === undefined) return;
    const next = tokens[index + 1];
    const nounFollows = next !== undefined && !next.piece.isClauseStart && next.pos === 'NOUN';
    const afterDeterminer = isDeterminer(previous.word, tokens[previous.index - 1], nounFollows);
    const own = ownAdjective(token, verb);
    if (own !== undefined && (afterDeterminer || copulas.has(previous.word.lemma))) {
      token.lemma = own;
      token.pos = 'ADJ';
      return;
    }
    // A participle only before its noun: `hans brugte bil`, not `Hans købte en bil`.
    const participle = afterDeterminer && nounFollows ? participleOf(token.piece.key, verb) : undefined;
    if (participle !== undefined) {
      token.lemma = participle;
      token.pos = 'ADJ';
    }
  });
}

/**
 * A plural in -e after a copula that the tagger read as a noun of the same spelling is the
 * adjective (`de blev høje og vrede`: vred, not the noun vrede "anger").
 */
function predicativeAdjective(tokens: ResolvedToken[], index: number): void {
  const token = tokens[index] as ResolvedToken;
  if (token.pos !== 'NOUN') return;
  const adjective = token.readings.find(
    (reading) =>
      reading.length === 1 && reading[0]?.pos === 'ADJ' && `${reading[0].lemma}e` === token.piece.key,
  )?.[0];
  const previous = wordBefore(tokens, index);
  if (adjective === undefined || previous === undefined || !copulas.has(previous.word.lemma)) return;
  token.lemma = adjective.lemma;
  token.pos = 'ADJ';
}

/** Determiners that only ever stand before their noun phrase (possessives, demonstratives). */
const determiners = new Set(
  words('min mit mine din dit dine sin sit sine hans hendes dens dets deres vores jeres denne dette disse'),
);

/** `den`, `det` and `de` are subjects as often as articles: an article only after a preposition. */
const articleOrPronoun = new Set(words('den det de'));

/** Quantifiers, which stand alone as often (`mange kom`): a determiner only before a noun. */
const quantifiers = new Set(words('mange alle flere nogle begge få'));

/** Prepositions that also join clauses (`efter de kom`): after them `de` may be a subject. */
const conjunctionLike = new Set(words('efter før siden indtil mens som til'));

/** The verb the token is read as: a verb reading, or a participle read as an adjective under its verb. */
function verbOf(token: ResolvedToken): string | undefined {
  if (token.pos === 'VERB') return token.lemma;
  if (token.pos !== 'ADJ') return undefined;
  const isParticiple = token.readings.some(
    (reading) => reading[0]?.pos === 'VERB' && reading[0].lemma === token.lemma,
  );
  return isParticiple ? token.lemma : undefined;
}

/**
 * The word before, past adverbs of degree (`de mest rabiate`) and another adjective joined by og
 * or eller, within the clause.
 */
function wordBefore(
  tokens: readonly ResolvedToken[],
  index: number,
): { word: ResolvedToken; index: number } | undefined {
  for (let before = index - 1; before >= 0; before -= 1) {
    if (tokens[before + 1]?.piece.isClauseStart === true) return undefined;
    const word = tokens[before] as ResolvedToken;
    // Past another adjective it is joined to (`blev høje og vrede`): the two share what comes before.
    if (word.pos === 'CCONJ' && tokens[before - 1]?.pos === 'ADJ' && !word.piece.isClauseStart) {
      before -= 1;
      continue;
    }
    if (word.pos !== 'ADV') return { word, index: before };
  }
  return undefined;
}

function isDeterminer(word: ResolvedToken, before: ResolvedToken | undefined, nounFollows: boolean): boolean {
  if (determiners.has(word.piece.key)) return true;
  if (quantifiers.has(word.piece.key)) return nounFollows;
  if (!articleOrPronoun.has(word.piece.key) || !nounFollows || word.piece.isClauseStart) return false;
  return before?.pos === 'ADP' && !conjunctionLike.has(before.piece.key);
}

/** An adjective reading of the form that is no participle of a verb reading (lange: lang). */
function ownAdjective(token: ResolvedToken, verb: string): string | undefined {
  const verbs = new Set(
    token.readings.filter((reading) => reading[0]?.pos === 'VERB').map((reading) => reading[0]?.lemma),
  );
  verbs.add(verb);
  for (const reading of token.readings) {
    const part = reading.length === 1 ? reading[0] : undefined;
    if (part?.pos === 'ADJ' && !verbs.has(part.lemma)) return part.lemma;
  }
  return undefined;
}

/**
 * The past participle a regular verb's -ede or -te form inflects (eftertragtede → eftertragtet,
 * brugte → brugt), or undefined when the form is no such inflection of the verb.
 */
function participleOf(form: string, verb: string): string | undefined {
  if (!verb.endsWith('e')) return undefined;
  const stem = verb.slice(0, -1);
  if (form === `${stem}ede`) return `${stem}et`;
  if (form === `${stem}te`) return `${stem}t`;
  return undefined;
}
