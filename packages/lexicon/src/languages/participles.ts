import type { LemmaPart, ResolvedToken } from './types.js';

/**
 * Past participles in the Romance languages, which dictionaries read two ways: a form of the verb
 * (`ha realizado` → realizar) or an adjective of its own (`las obras realizadas` → realizado). The
 * languages differ in which way their texts lean, so each module says what it does with them; this
 * module only knows the forms.
 */

/**
 * Participles by the ending of their infinitive, the first that fits: irregular ones (poner →
 * puesto, so also suponer → supuesto) and regular ones (ar → ado).
 */
export type ParticipleEndings = readonly (readonly [infinitiveEnding: string, participleEnding: string])[];

/** The masculine singular past participle of an infinitive, or undefined when it is no infinitive. */
export function participleOf(
  infinitive: string,
  regular: ParticipleEndings,
  irregular: ParticipleEndings,
): string | undefined {
  return participleIn(infinitive, irregular) ?? participleIn(infinitive, regular);
}

/** The participle by the first of `endings` the infinitive ends in. */
function participleIn(infinitive: string, endings: ParticipleEndings): string | undefined {
  for (const [ending, participle] of endings) {
    if (infinitive.endsWith(ending))
      return infinitive.slice(0, infinitive.length - ending.length) + participle;
  }
  return undefined;
}

/**
 * The verb reading of a token whose form is a participle of that verb, with the participle's
 * masculine singular: `realizadas` → { verb: realizar, masculine: realizado }.
 */
export function participleReading(
  token: ResolvedToken,
  masculineOf: (infinitive: string) => string | undefined,
  /** The masculine singular's other forms: es realizado → realizada, realizados, realizadas. */
  inflect: (masculine: string) => readonly string[],
): { verb: LemmaPart; masculine: string } | undefined {
  // Most tokens have no verb reading at all (Spanish asks of every token): nothing to sort.
  if (!token.readings.some(isVerbReading)) return undefined;
  const form = token.piece.key;
  // An auxiliary's participle before a full verb's of the same spelling (it `stato`: essere, stare).
  for (const wanted of auxiliaryFirst) {
    for (const reading of token.readings) {
      const part = reading.length === 1 ? reading[0] : undefined;
      if (part?.pos !== wanted) continue;
      const masculine = masculineOf(part.lemma.toLowerCase());
      if (masculine === undefined || masculine.length < 3) continue;
      if (form === masculine || inflect(masculine).includes(form)) return { verb: part, masculine };
    }
  }
  return undefined;
}

/** The readings participleReading tries, in turn: the auxiliaries', then the verbs'. */
const auxiliaryFirst = ['AUX', 'VERB'] as const;

/** A reading of one part, a verb or an auxiliary: the only ones a participle is read from. */
function isVerbReading(reading: readonly LemmaPart[]): boolean {
  const part = reading.length === 1 ? reading[0] : undefined;
  return part !== undefined && (part.pos === 'VERB' || part.pos === 'AUX');
}
