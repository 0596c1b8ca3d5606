import { FunctionPartsOfSpeech, type PartOfSpeech, type Reading } from '../languages/parts-of-speech.js';
import { tagOfReading } from './features.js';

/**
 * Parts of speech that treebanks and our readings draw the line between differently, for the same
 * lemma: an auxiliary or a verb (es `ha`), a determiner or a pronoun (`este`), a noun or a name, and
 * the small words of the closed classes (`como` as an adverb or a conjunction).
 */
const families: Partial<Record<PartOfSpeech, string>> = {
  VERB: 'verb',
  AUX: 'verb',
  DET: 'determiner',
  PRON: 'determiner',
  NOUN: 'noun',
  PROPN: 'noun',
  ADP: 'particle',
  ADV: 'particle',
  CCONJ: 'particle',
  SCONJ: 'particle',
  PART: 'particle',
  INTJ: 'particle',
};

const familyOf = (tag: string): string => families[tag as PartOfSpeech] ?? tag;

const isClosedClass = (reading: Reading): boolean =>
  reading.every((part) => part.pos !== null && FunctionPartsOfSpeech.has(part.pos));

/**
 * The reading the tagger's tag points to. The table's own first reading (the likeliest for the form
 * alone) stays when it is of the tag's family: the tagger, trained on little text, decides between
 * a verb and a preposition (es `para`: parar or para) far better than between two verbs (it `sono`:
 * essere, not sonare). Otherwise the first reading with exactly the tag's parts of speech, else the
 * first of its families (`como` tagged SCONJ is the adverb como, not comer). Undefined when no
 * reading fits the tag: the caller keeps the table's own choice then.
 */
export function readingForTag(readings: readonly Reading[], tag: string): Reading | undefined {
  const first = readings[0];
  if (first === undefined) return undefined;
  const wanted = familiesOfTag(tag);
  if (fits(first, wanted)) return first;
  // Between readings of small words only (fr des: de + les, or the article), nothing the learner
  // sees changes, and the table's order knows the contractions better than a tagger trained on little.
  if (isClosedClass(first) && wanted.every((family) => family === 'particle' || family === 'determiner'))
    return first;
  for (const reading of readings) if (tagOfReading(reading) === tag) return reading;
  for (const reading of readings) if (fits(reading, wanted)) return reading;
  return undefined;
}

/** The families of a tag's parts, worked out once per tag (a title has a few dozen tags). */
const tagFamilies = new Map<string, readonly string[]>();

function familiesOfTag(tag: string): readonly string[] {
  let found = tagFamilies.get(tag);
  if (found === undefined) {
    found = tag.split('+').map(familyOf);
    tagFamilies.set(tag, found);
  }
  return found;
}

function fits(reading: Reading, wanted: readonly string[]): boolean {
  if (reading.length !== wanted.length) return false;
  for (let index = 0; index < reading.length; index += 1)
    if (familyOf(reading[index]?.pos ?? 'X') !== wanted[index]) return false;
  return true;
}
