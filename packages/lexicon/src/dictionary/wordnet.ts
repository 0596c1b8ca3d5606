import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Princeton WordNet 3.0 as Debian's `wordnet-base` installs it (`/usr/share/wordnet`: index.noun,
 * data.noun, … for noun, verb, adj, adv). An index line lists a lemma's synsets most frequent
 * first; a data line, at the byte offset the index gives, ends with `| gloss`: the definition,
 * then examples in double quotes. Build time only.
 */

export const wordnetParts = { NOUN: 'noun', VERB: 'verb', ADJ: 'adj', ADV: 'adv' } as const;
export type WordnetPos = keyof typeof wordnetParts;

export interface WordnetIndexEntry {
  /** Lower case, spaces as underscores (`ice_cream`). */
  lemma: string;
  /** Synset offsets in data.<pos>, most frequent sense first. */
  offsets: number[];
  /** How often the lemma's senses were tagged in the SemCor corpus: how common the part of speech is. */
  taggedSenses: number;
}

/** `house n 12 5 @ ~ #m #p %p 12 7 03544360 08005407 …` → lemma, offsets, tagged senses. */
export function parseWordnetIndexLine(line: string): WordnetIndexEntry | undefined {
  if (line.startsWith(' ') || line.trim() === '') return undefined;
  const fields = line.trim().split(/\s+/);
  const [lemma, , synsetCount, pointerCount] = fields;
  const synsets = Number(synsetCount);
  const pointers = Number(pointerCount);
  if (lemma === undefined || !Number.isInteger(synsets) || !Number.isInteger(pointers)) return undefined;
  const tagged = Number(fields[4 + pointers + 1]);
  const offsets = fields.slice(4 + pointers + 2, 4 + pointers + 2 + synsets).map(Number);
  if (offsets.length !== synsets || offsets.some((offset) => !Number.isInteger(offset))) return undefined;
  return { lemma, offsets, taggedSenses: Number.isInteger(tagged) ? tagged : 0 };
}

export interface Gloss {
  definition: string;
  example?: string;
}

/**
 * A data line's gloss: `… | a dwelling that serves as living quarters…; "he has a house on Cape
 * Cod"; "she felt…"` → the definition and the first example. The example may quote the word in
 * another form; it is kept as WordNet writes it.
 */
export function parseWordnetGloss(dataLine: string): Gloss | undefined {
  const bar = dataLine.indexOf(' | ');
  if (bar === -1) return undefined;
  const gloss = dataLine.slice(bar + 3).trim();
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((match) => (match[1] ?? '').trim());
  const definition = gloss
    .replace(/"[^"]*"/g, '')
    .split(';')
    .map((part) => part.trim())
    // `- A.Lincoln`, `- George Meredith`: the attribution of a quotation, not the definition.
    .filter((part) => part !== '' && !part.startsWith('- '))
    .join('; ')
    .replace(/\s+/g, ' ');
  if (definition === '') return undefined;
  const example = examples.find((text) => text !== '');
  return example === undefined ? { definition } : { definition, example };
}

export interface WordnetDatabase {
  /** The first sense's gloss of a lemma (lower case) as a part of speech, and its tagged count. */
  firstSense(lemma: string, pos: WordnetPos): (Gloss & { taggedSenses: number }) | undefined;
}

export const defaultWordnetDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env.WORDNET_DIR ?? '/usr/share/wordnet';

export const wordnetFiles = (dir: string): string[] =>
  Object.values(wordnetParts).flatMap((part) => [
    path.join(dir, `index.${part}`),
    path.join(dir, `data.${part}`),
  ]);

export function hasWordnet(dir: string): boolean {
  return wordnetFiles(dir).every((file) => existsSync(file));
}

/** Reads the four index files whole (≈ 6 MB) and the data files as bytes, for offsets. */
export function openWordnet(dir: string): WordnetDatabase {
  const parts = new Map<WordnetPos, { index: Map<string, WordnetIndexEntry>; data: Buffer }>();
  for (const [pos, part] of Object.entries(wordnetParts) as [WordnetPos, string][]) {
    const index = new Map<string, WordnetIndexEntry>();
    for (const line of readFileSync(path.join(dir, `index.${part}`), 'utf8').split('\n')) {
      const entry = parseWordnetIndexLine(line);
      if (entry !== undefined) index.set(entry.lemma, entry);
    }
    parts.set(pos, { index, data: readFileSync(path.join(dir, `data.${part}`)) });
  }
  return {
    firstSense(lemma, pos) {
      const part = parts.get(pos);
      const entry = part?.index.get(lemma.toLowerCase().replace(/ /g, '_'));
      const offset = entry?.offsets[0];
      if (part === undefined || entry === undefined || offset === undefined) return undefined;
      const end = part.data.indexOf(0x0a, offset);
      const gloss = parseWordnetGloss(part.data.toString('utf8', offset, end === -1 ? undefined : end));
      return gloss === undefined ? undefined : { ...gloss, taggedSenses: entry.taggedSenses };
    },
  };
}
