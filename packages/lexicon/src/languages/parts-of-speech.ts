/**
 * Parts of speech and readings: what every table and rule speaks in. A module of its own, imported
 * by the tables and the language modules alike, so that neither imports the other.
 */

/** Universal part-of-speech tags (universaldependencies.org), as word records carry them. */
export const PartsOfSpeech = [
  'NOUN',
  'VERB',
  'AUX',
  'ADJ',
  'ADV',
  'ADP',
  'DET',
  'PRON',
  'CCONJ',
  'SCONJ',
  'PART',
  'NUM',
  'PROPN',
  'INTJ',
  'X',
] as const;
export type PartOfSpeech = (typeof PartsOfSpeech)[number];

/** Closed classes: words of these parts of speech are function words, not vocabulary to learn. */
export const FunctionPartsOfSpeech: ReadonlySet<PartOfSpeech> = new Set<PartOfSpeech>([
  'DET',
  'PRON',
  'ADP',
  'CCONJ',
  'SCONJ',
  'PART',
]);

/** One lemma with its part of speech (null when the source does not say). */
export interface LemmaPart {
  readonly lemma: string;
  readonly pos: PartOfSpeech | null;
}

/**
 * One reading of a word form: usually a single lemma; a contraction has several parts
 * (es `del` → de + el, it `della` → di + il, es `dámelo` → dar + me + lo).
 */
export type Reading = readonly LemmaPart[];

/** Do two readings name the same lemmas with the same parts of speech? */
export function sameReading(a: Reading, b: Reading): boolean {
  return (
    a.length === b.length &&
    a.every((part, index) => part.lemma === b[index]?.lemma && part.pos === b[index]?.pos)
  );
}

/** The readings without repeats, each where it first stands. */
export function distinctReadings<T extends Reading>(readings: readonly T[]): T[] {
  return readings.filter(
    (reading, index) => readings.findIndex((other) => sameReading(other, reading)) === index,
  );
}

/** A part of speech as a small integer in the tables: 1 + its index in PartsOfSpeech, 0 for unknown. */
export type PartOfSpeechCode = number;

export const codeOfPos = (pos: PartOfSpeech | null): PartOfSpeechCode =>
  pos === null ? 0 : PartsOfSpeech.indexOf(pos) + 1;

export const posOfCode = (code: PartOfSpeechCode): PartOfSpeech | null => PartsOfSpeech[code - 1] ?? null;
