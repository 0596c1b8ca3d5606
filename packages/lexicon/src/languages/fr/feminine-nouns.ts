import type { LemmaPart, ResolvedToken } from '../types.js';

/**
 * French feminine nouns: listed as themselves (la joueuse, une épouse), as Universal Dependencies
 * and most dictionaries list them, where the readings would file them under the masculine.
 */

/**
 * A feminine noun the tagger reads as a noun is listed as itself where the readings have it (une
 * épouse, la duchesse, les actrices → épouse, duchesse, actrice), as Universal Dependencies and
 * most dictionaries list it, not under its masculine (époux, duc, acteur): to the learner it is a
 * word of its own. So is a regular feminine the readings know only under its masculine (la
 * présidente, une conseillère, la créatrice), where the word is a noun only (isNounOnly).
 */
export function readFeminineNoun(token: ResolvedToken): void {
  const key = token.piece.key;
  if (token.tag !== 'NOUN' || !/es?$/.test(key)) return;
  const own = ownNounReading(token);
  if (own !== undefined) token.lemma = own.lemma;
  else if (isNounOnly(token) && isFeminineOf(key.replace(/s$/, ''), token.lemma))
    token.lemma = key.replace(/s$/, '');
}

/** The form's reading as a noun of its own (épouse, joueuses → joueuse), if it has one. */
function ownNounReading(token: ResolvedToken): LemmaPart | undefined {
  const key = token.piece.key;
  return token.readings.find(
    (reading) =>
      reading.length === 1 &&
      reading[0]?.pos === 'NOUN' &&
      (reading[0].lemma === key || `${reading[0].lemma}s` === key),
  )?.[0];
}

export const isAfterArticleOrAdjective = (previous: ResolvedToken | undefined): boolean =>
  previous?.pos === 'DET' || previous?.pos === 'ADJ';

/**
 * A feminine agent noun the tagger took for an adjective after an article or an adjective (une
 * ancienne joueuse australienne: joueuse, not the adjective joueur). Only -euse and -trice: la
 * première, une bonne are the adjectives premier and bon far more often.
 */
export function readAgentNoun(token: ResolvedToken): void {
  if (!/(?:euse|trice)s?$/.test(token.piece.key)) return;
  const own = ownNounReading(token);
  if (own === undefined) return;
  token.lemma = own.lemma;
  token.pos = 'NOUN';
}

/**
 * Read first as a noun, and never as a verb: not an adjective said of a woman (la dernière, une
 * Espagnole: dernier, espagnol) or a participle (les employées: employé), which keep the masculine.
 * Not a rule's guess either (bielloises), which may as well be an adjective.
 */
function isNounOnly(token: ResolvedToken): boolean {
  if (token.pos !== 'NOUN' || token.isGuessed === true || token.readings[0]?.[0]?.pos !== 'NOUN')
    return false;
  return !token.readings.some((reading) => reading[0]?.pos === 'VERB');
}

/** Regular feminine endings of nouns: présidente, conseillère, créatrice, chanteuse, lionne. */
const feminineEndings: readonly (readonly [masculine: string, feminine: string])[] = [
  ['teur', 'trice'],
  ['eur', 'euse'],
  ['er', 'ère'],
  ['ien', 'ienne'],
  ['on', 'onne'],
  ['el', 'elle'],
  ['', 'e'],
];

/** Is `form` (a singular) the feminine of the masculine noun `masculine`? */
function isFeminineOf(form: string, masculine: string): boolean {
  if (form === masculine || masculine.length < 3) return false;
  return feminineEndings.some(
    ([male, female]) =>
      masculine.endsWith(male) && form === masculine.slice(0, masculine.length - male.length) + female,
  );
}
