import type { ResolvedToken } from '../types.js';
import { words } from '../closed-class.js';

/**
 * A Danish imperative is the verb's stem (`tag`, `giv`, `hold`, `sæt`), and many stems are nouns
 * or adjectives too (tag a roof, hold a team, lad lazy), which the form alone reads first. Where
 * the word opens its clause and an object pronoun or a particle of the verb follows (`Tag det
 * roligt`, `Lad mig være`, `Hold op`, `Så sæt dig ned`), it is the verb: a noun or an adjective
 * does not start a sentence that way, and in films and series such lines are everywhere.
 */
export function readImperatives(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    // Only a noun or an adjective read first: `men`, `nej` have a verb reading too (mene, neje),
    // but a conjunction or an interjection opens a clause as often as an imperative.
    if (token.partIndex !== 0 || (token.pos !== 'NOUN' && token.pos !== 'ADJ')) return;
    if (!opensClause(tokens, index)) return;
    const next = tokens[index + 1];
    if (next === undefined || next.piece.isClauseStart || !imperativeCues.has(next.piece.key)) return;
    const verb = token.readings.find(
      (reading) =>
        reading.length === 1 &&
        reading[0]?.pos === 'VERB' &&
        isImperativeOf(token.piece.key, reading[0].lemma.toLowerCase()),
    )?.[0];
    if (verb === undefined) return;
    token.lemma = verb.lemma;
    token.pos = 'VERB';
  });
}

/**
 * What follows an imperative: its object as a pronoun, a particle or adverb of the verb, or the
 * infinitive of `lad være`, `lad gå`, `lad stå`.
 */
const imperativeCues = new Set(
  words(`mig dig ham hende os jer dem sig den det dette
  op ned ud ind hen væk frem tilbage hjem her der nu lige bare da så
  være gå stå`),
);

/** Words that may come before an imperative at the start of its clause (`Så sæt dig`, `Og tag den`). */
const beforeImperative = new Set(words('og men så bare nu lige eller'));

function opensClause(tokens: readonly ResolvedToken[], index: number): boolean {
  const token = tokens[index] as ResolvedToken;
  if (token.piece.isClauseStart) return true;
  const previous = tokens[index - 1];
  return previous !== undefined && previous.piece.isClauseStart && beforeImperative.has(previous.piece.key);
}

/** The imperative is the infinitive without its -e, a doubled consonant single (stoppe → stop). */
function isImperativeOf(form: string, infinitive: string): boolean {
  if (infinitive === form) return true;
  if (infinitive === `${form}e`) return true;
  return infinitive === `${form}${form.slice(-1)}e`;
}
