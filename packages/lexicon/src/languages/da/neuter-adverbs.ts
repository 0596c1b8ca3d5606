import type { ResolvedToken } from '../types.js';
import { words } from '../closed-class.js';

/**
 * A Danish adjective's neuter singular (`stort`, `naturligt`) is also its adverb (`de vandt stort`,
 * `det skete naturligt`). Dictionaries and Universal Dependencies file the adjective under its base
 * form (stor) and the adverb under its own spelling, and a learner meets them as two uses worth
 * knowing. Only the neighbours tell which one a form is (the rules in `usedAsAdjective`).
 */
export function readNeuterAdverbs(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    const adjective = neuterAdjectiveOf(token);
    if (adjective === undefined) return;
    if (usedAsAdjective(tokens, index)) {
      token.lemma = adjective;
      token.pos = 'ADJ';
    } else {
      token.lemma = token.piece.key;
      token.pos = 'ADV';
    }
  });
}

/** Neuter determiners: the adjective after one agrees with a neuter noun (et, hvert, intet). */
const neuterDeterminers = new Set(
  words('et ét noget intet hvert ethvert dette mit dit sit vort andet sådant hvilket'),
);

/** Verbs whose complement is a predicative adjective, agreeing with the subject. */
export const copulas = new Set(words('være blive forblive virke synes lyde forekomme'));

/** `nok` follows the adjective it grades (`godt nok`, `stort nok`): it does not make it an adverb. */
const gradingAfter = new Set(words('nok'));

/**
 * The adjective whose neuter the token's form is (`stort` → stor), when the token is read as that
 * adjective or as an adverb. Words that are also pronouns or determiners (`alt`, `meget`) keep
 * their reading.
 */
function neuterAdjectiveOf(token: ResolvedToken): string | undefined {
  const key = token.piece.key;
  if (!key.endsWith('t') || token.partIndex !== 0) return undefined;
  if (token.pos !== 'ADJ' && token.pos !== 'ADV') return undefined;
  let adjective: string | undefined;
  for (const reading of token.readings) {
    const part = reading.length === 1 ? reading[0] : undefined;
    if (part === undefined) continue;
    if (part.pos === 'PRON' || part.pos === 'DET') return undefined;
    if (part.pos === 'ADJ' && `${part.lemma.toLowerCase()}t` === key) adjective ??= part.lemma;
  }
  // A participle (`bedraget`: bedrage) is read as an adjective under its verb's lemma.
  const isParticiple = token.readings.some(
    (reading) => reading[0]?.pos === 'VERB' && reading[0].lemma === adjective,
  );
  return isParticiple ? undefined : adjective;
}

function usedAsAdjective(tokens: readonly ResolvedToken[], index: number): boolean {
  const next = tokens[index + 1];
  if (next !== undefined && !next.piece.isClauseStart && !gradingAfter.has(next.piece.key)) {
    // Before another adjective and its noun, right after a neuter article: both describe the noun
    // (`et uskyldigt mælkeagtigt udseende`, `et rigtigt romantisk bryllup`).
    if (isBeforeNounsAdjective(tokens, index)) return true;
    // Before the adjective, adverb or participle it modifies: the adverb (`utroligt dygtig`, `et
    // langt voldsommere`, `positivt modtaget`).
    if (modifiesNext(next)) return false;
    // Before a noun: the adjective (`et stort hus`).
    if (next.pos === 'NOUN') return true;
  }
  // After a neuter determiner (`noget helt specielt`) or a copula (`det er svært`, `det er ikke
  // godt nok`), the adverbs of degree between skipped, within the clause: the adjective.
  for (let before = index - 1; before >= 0; before -= 1) {
    if (tokens[before + 1]?.piece.isClauseStart === true) return false;
    const previous = tokens[before] as ResolvedToken;
    if (neuterDeterminers.has(previous.piece.key) || copulas.has(previous.lemma)) return true;
    // The subject after its copula, in a question or after a fronted word (`er det svært for …`).
    if (subjects.has(previous.piece.key) && copulas.has(tokens[before - 1]?.lemma ?? '')) return true;
    if (previous.pos !== 'ADV' && !degreeWords.has(previous.piece.key)) return false;
  }
  // Anywhere else, mostly after the verb it modifies (`kiggede nysgerrigt`): the adverb.
  return false;
}

const subjects = new Set(words('det den han hun de vi jeg du man'));

/** Adverbs of degree the tagger may read as adjectives (`absolut nødvendigt`). */
const degreeWords = new Set(words('absolut ganske temmelig meget lidt helt aldeles'));

/**
 * Is the token right after a neuter article and before an adjective in its neuter form, itself
 * before a noun? Not before a comparative (`et langt voldsommere angreb`) or another form (`et helt
 * tredje synspunkt`), which it grades.
 */
function isBeforeNounsAdjective(tokens: readonly ResolvedToken[], index: number): boolean {
  const [previous, next, noun] = [tokens[index - 1], tokens[index + 1], tokens[index + 2]];
  if (previous === undefined || !neuterDeterminers.has(previous.piece.key)) return false;
  // The next adjective agrees with the neuter noun too: it ends in -t, or in -sk, which takes none.
  if (next?.pos !== 'ADJ' || !/(?:[^s]t|sk)$/.test(next.piece.key)) return false;
  return noun !== undefined && !noun.piece.isClauseStart && noun.pos === 'NOUN';
}

/** An adjective, an adverb or a participle: a word the adverb can grade or describe. */
function modifiesNext(next: ResolvedToken): boolean {
  if (next.pos === 'ADJ' || next.pos === 'ADV') return true;
  return next.pos === 'VERB' && next.readings.some((reading) => reading[0]?.pos === 'ADJ');
}
