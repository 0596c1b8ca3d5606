import type { Reading } from '../languages/parts-of-speech.js';

/**
 * What the tagger sees of a sentence, and the features it weighs. The features are the ones an
 * averaged-perceptron tagger is known to do well with (the word, its endings, its neighbours, the
 * tags just given), plus what our own lexicon says a form can be: its "ambiguity class" (`NOUN|VERB`
 * for es `para` in the readings' order) and the reading the lexicon would pick alone. Those two let
 * a model trained on a few hundred thousand words handle forms it never saw in training.
 *
 * Features come in groups by what they depend on, so that tagging can add up each group's weights
 * once per distinct form and reuse them (a title says the same few thousand words again and again).
 */

/** One piece of a sentence as the tagger sees it. */
export interface TaggerToken {
  /** Lower-case look-up key. */
  readonly key: string;
  /** As written (for its shape: capitals, hyphens). */
  readonly text: string;
  readonly isSentenceStart: boolean;
  /** The readings the lexicon offers for the key (best first); empty when it knows none. */
  readonly readings: readonly Reading[];
}

/** The tag of a reading: its parts' parts of speech joined (`ADP+DET` for es `del`). */
export function tagOfReading(reading: Reading): string {
  return reading.map((part) => part.pos ?? 'X').join('+');
}

/** What the lexicon says a form can be: its readings' tags, in order, without repeats. */
export function ambiguityClass(readings: readonly Reading[]): string {
  if (readings.length === 0) return '?';
  const tags: string[] = [];
  for (const reading of readings) {
    const tag = tagOfReading(reading);
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags.join('|');
}

/** The facts of one form that every feature group reads, worked out once per form. */
export interface FormFacts {
  readonly key: string;
  readonly suffix3: string;
  readonly ambiguity: string;
}

export function factsOf(token: TaggerToken): FormFacts {
  return { key: token.key, suffix3: token.key.slice(-3), ambiguity: ambiguityClass(token.readings) };
}

/** Stands for the words before the sentence's first and after its last. */
export const startFacts: FormFacts = { key: '<s>', suffix3: '<s>', ambiguity: '<s>' };
export const endFacts: FormFacts = { key: '</s>', suffix3: '</s>', ambiguity: '</s>' };

/** Features of the form itself: the same wherever it stands. */
export function formFeatures(token: TaggerToken, facts: FormFacts): string[] {
  const { key } = facts;
  const best = token.readings[0];
  return [
    'bias',
    `w ${key}`,
    `s1 ${key.slice(-1)}`,
    `s2 ${key.slice(-2)}`,
    `s3 ${facts.suffix3}`,
    `s4 ${key.slice(-4)}`,
    `a ${facts.ambiguity}`,
    `f ${best === undefined ? '?' : tagOfReading(best)}`,
  ];
}

/** How a token is written where it stands: capitals, sentence start, hyphen. */
export function shapeOf(token: TaggerToken): string {
  return shapes[shapeIndexOf(token)] as string;
}

/**
 * The shapes by number (shapeIndexOf), written as the features spell them: the tagger keeps a
 * form's weights per shape by this number, without making the shape's string for every token.
 */
export const shapes: readonly string[] = ['', 'S'].flatMap((start) =>
  ['l', 'C', 'A'].flatMap((letters) => ['', '-'].map((hyphen) => `${start}${letters}${hyphen}`)),
);

/** The number of the token's shape in `shapes`. */
export function shapeIndexOf(token: TaggerToken): number {
  const { text } = token;
  const first = text.charAt(0);
  const isCapital = first !== first.toLowerCase();
  const isAllCaps = isCapital && text.length > 1 && text === text.toUpperCase();
  const letters = isAllCaps ? 2 : isCapital ? 1 : 0;
  return (token.isSentenceStart ? 6 : 0) + letters * 2 + (text.includes('-') ? 1 : 0);
}

/** Features of the shape, alone and with what the form can be (a capital on a noun or a name). */
export function shapeFeatures(shape: string, facts: FormFacts): string[] {
  return [`h ${shape}`, `ha ${shape} ${facts.ambiguity}`];
}

/** Features of a neighbour at `offset` (−2, −1, +1, +2): they depend only on that neighbour's form. */
export function neighbourFeatures(offset: number, facts: FormFacts): string[] {
  if (offset === -1 || offset === 1)
    return [`w${offset} ${facts.key}`, `s${offset} ${facts.suffix3}`, `a${offset} ${facts.ambiguity}`];
  return [`w${offset} ${facts.key}`];
}

/** Features of the tags already given to the two words before (the tagger goes left to right). */
export function tagHistoryFeatures(previous: string, beforePrevious: string): string[] {
  return [`t1 ${previous}`, `t2 ${beforePrevious} ${previous}`];
}

/** Features of the tag before together with this form. */
export function afterTagFeatures(previous: string, facts: FormFacts): string[] {
  return [`t1w ${previous} ${facts.key}`, `t1a ${previous} ${facts.ambiguity}`];
}

/** The form together with the word before it (en `to record`, `the record`): a word pair. */
export function afterFormFeature(before: FormFacts, facts: FormFacts): string {
  return `ww ${before.key} ${facts.key}`;
}

/** What the form can be next to what the next form can be (es `para` before a noun). */
export function pairFeature(facts: FormFacts, next: FormFacts): string {
  return `aa ${facts.ambiguity} ${next.ambiguity}`;
}

/** Every feature of token `index`, given the tags already chosen before it (for training). */
export function allFeatures(
  tokens: readonly TaggerToken[],
  facts: readonly FormFacts[],
  index: number,
  previous: string,
  beforePrevious: string,
): string[] {
  const at = (offset: number): FormFacts =>
    facts[index + offset] ?? (index + offset < 0 ? startFacts : endFacts);
  const token = tokens[index] as TaggerToken;
  const own = at(0);
  return [
    ...formFeatures(token, own),
    ...shapeFeatures(shapeOf(token), own),
    ...neighbourFeatures(-2, at(-2)),
    ...neighbourFeatures(-1, at(-1)),
    ...neighbourFeatures(1, at(1)),
    ...neighbourFeatures(2, at(2)),
    ...tagHistoryFeatures(previous, beforePrevious),
    ...afterTagFeatures(previous, own),
    pairFeature(own, at(1)),
    afterFormFeature(at(-1), own),
  ];
}

export const startTag = '<s>';

/**
 * The one tag the readings allow, when they allow one only: such a form takes it without weighing,
 * in training as at run time (most words of a title).
 */
export function onlyTagOf(token: TaggerToken, facts: FormFacts): string | undefined {
  return token.readings.length > 0 && !facts.ambiguity.includes('|') ? facts.ambiguity : undefined;
}
