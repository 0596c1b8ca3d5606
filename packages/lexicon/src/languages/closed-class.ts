import { type LemmaPart, type PartOfSpeech, PartsOfSpeech, type Reading } from './parts-of-speech.js';

/**
 * Reads a closed-class table written one form a line: the form, then its readings, best first.
 * A reading is `lemma:POS`, or several joined by `+` for a contraction:
 *
 *     del   de:ADP+el:DET
 *     la    el:DET  la:PRON
 *
 * Lines starting with # are comments.
 */
export function closedClassTable(text: string): ReadonlyMap<string, readonly Reading[]> {
  const table = new Map<string, Reading[]>();
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [form, ...readings] = line.split(/\s+/);
    if (form === undefined || readings.length === 0)
      throw new Error(`closed-class line without a reading: ${line}`);
    table.set(form, readings.map(parseReading).map(withSpaces));
  }
  return table;
}

/** An underscore in a closed-class lemma is a space: `f.eks. for_eksempel:ADV` is for eksempel. */
function withSpaces(reading: Reading): Reading {
  return reading.map((part) => ({ ...part, lemma: part.lemma.replaceAll('_', ' ') }));
}

/** `de:ADP+el:DET` → a reading; the notation of the closed-class tables and the committed readings. */
export function parseReading(text: string): Reading {
  return text.split('+').map((part): LemmaPart => {
    const colon = part.lastIndexOf(':');
    if (colon <= 0) throw new Error(`closed-class reading without a part of speech: ${text}`);
    const pos = part.slice(colon + 1);
    if (!isPartOfSpeech(pos)) throw new Error(`unknown part of speech ${pos} in ${text}`);
    return { lemma: part.slice(0, colon), pos };
  });
}

/** A reading in the notation `parseReading` reads. */
export function formatReading(reading: Reading): string {
  return reading.map((part) => `${part.lemma}:${part.pos ?? 'X'}`).join('+');
}

function isPartOfSpeech(value: string): value is PartOfSpeech {
  return (PartsOfSpeech as readonly string[]).includes(value);
}

/**
 * Short-hand for the closed classes whose forms are their own lemmas: `selfLemmas('PRON', 'yo tú él')`
 * gives the lines `yo yo:PRON`, … to append to a closed-class table.
 */
export function selfLemmas(pos: PartOfSpeech, forms: string): string {
  return words(forms)
    .map((form) => `${form} ${form}:${pos}`)
    .join('\n');
}

/** Lines that send every listed form to one lemma: `sameLemma('el', 'DET', 'el la los las')`. */
export function sameLemma(lemma: string, pos: PartOfSpeech, forms: string): string {
  return words(forms)
    .map((form) => `${form} ${lemma}:${pos}`)
    .join('\n');
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}
