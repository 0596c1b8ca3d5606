import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PartOfSpeech } from '../languages/types.js';
import type { DictdEntry } from './freedict.js';
import { parseWordnetIndexLine, wordnetParts, type WordnetPos } from './wordnet.js';

/**
 * English → Slovak from the Open Multilingual Wordnet's Slovak files, whose words hang on Princeton
 * WordNet 3.0 synsets; the English side comes from WordNet's own index files. The gloss build reads
 * every language through omw.ts, which shares this file's tab reader; readOmwSlovak itself is
 * called by its tests only. The files, their commit and their licences: data/README.md.
 */

export const omwSlovakFiles = {
  wordnet: 'wn-data-slk.tab',
  wiktionary: 'wn-wikt-slk.tab',
  version: 'SOURCE',
  wordnetDir: 'wordnet-3.0',
} as const;

/**
 * The index must be the original WordNet 3.0: Debian's wordnet-base patched data.verb and data.adj,
 * so its verb and adjective offsets differ from those the tab files use, and most verbs would
 * silently find no synset.
 * The verb eat's first synset is 01168468 in 3.0, 01168486 in Debian.
 */
const eatAnchor = /^eat v (?:\S+ )+?01168468 /m;

function assertOriginalOffsets(indexVerb: string, dir: string): void {
  if (!eatAnchor.test(indexVerb))
    throw new Error(
      `${dir}/index.verb is not the original WordNet 3.0 (Debian's offsets differ): see omw-slovak.ts`,
    );
}

const universalPos: Record<WordnetPos, PartOfSpeech> = { NOUN: 'NOUN', VERB: 'VERB', ADJ: 'ADJ', ADV: 'ADV' };
/** The synset key's letter in the tab files per part of speech. */
const posLetter: Record<WordnetPos, string> = { NOUN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };

export interface OmwSlovakOptions {
  /** The original Princeton WordNet 3.0 index files' folder; default `<sourceDir>/wordnet-3.0`. */
  wordnetDir?: string;
  /**
   * How common a Slovak word is (1 = commonest), to order a synset's Slovak words: the tab files
   * keep no order within a synset. Words both sources give come first, then by this rank.
   */
  rankOf?: (word: string) => number | undefined;
}

/** The repository and commit the files came from, for the sources list; undefined when absent. */
export function omwSlovakVersion(sourceDir: string): string | undefined {
  const file = path.join(sourceDir, omwSlovakFiles.version);
  if (!existsSync(path.join(sourceDir, omwSlovakFiles.wordnet)) || !existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8').split('\n')[0]?.trim();
  return line === undefined || line === '' ? undefined : line;
}

/** `pes domáci (Canis familiaris)` → `pes domáci`; a word with digits, `?` or odd signs → undefined. */
export function cleanOmwWord(raw: string): string | undefined {
  const text = raw
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '' || text.split(' ').length > 3) return undefined;
  return /^[\p{L}][\p{L}\p{M}' .-]*$/u.test(text) && !text.endsWith('.') ? text : undefined;
}

interface SynsetWords {
  /** Cleaned words in file order, each with the sources that give it (1 wordnet, 2 Wiktionary). */
  words: Map<string, number>;
}

/**
 * The tab file's synsets, from lines `02084071-n TAB slk:lemma TAB pes`: `02084071-n` → words;
 * satellite adjectives (`-s`) share the adjectives' offsets and are filed under `-a`.
 */
export function parseOmwTab(
  text: string,
  into = new Map<string, SynsetWords>(),
  sourceBit = 1,
): Map<string, SynsetWords> {
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [synset, kind, word] = line.split('\t');
    if (synset === undefined || kind === undefined || word === undefined || !kind.endsWith(':lemma'))
      continue;
    const key = synset.trim().replace(/-s$/, '-a');
    const cleaned = cleanOmwWord(word);
    if (cleaned === undefined) continue;
    const entry = into.get(key) ?? { words: new Map<string, number>() };
    entry.words.set(cleaned, (entry.words.get(cleaned) ?? 0) | sourceBit);
    into.set(key, entry);
  }
  return into;
}

/** A synset's words: those both sources give first, then commonest, then fewest words, then as the file has them. */
function orderedWords(synset: SynsetWords, rankOf: OmwSlovakOptions['rankOf']): string[] {
  const words = [...synset.words];
  const rank = (word: string): number => rankOf?.(word) ?? rankOf?.(word.toLowerCase()) ?? 1e9;
  return words
    .map(([word, bits], index) => ({
      word,
      both: bits === 3 ? 0 : 1,
      rank: rank(word),
      length: word.split(' ').length,
      index,
    }))
    .sort((a, b) => a.both - b.both || a.rank - b.rank || a.length - b.length || a.index - b.index)
    .map(({ word }) => word);
}

/**
 * Every English WordNet lemma with Slovak words, as dictd entries: headword the English lemma
 * (spaces for WordNet's underscores, `ice cream`), one entry per part of speech, the part of
 * speech tagged most often in SemCor first; groups are its synsets with Slovak words, most
 * frequent sense first; each group the synset's Slovak words. Direction: English → Slovak,
 * to be read forward (not through the builder's reversed reading).
 */
export function readOmwSlovak(sourceDir: string, options: OmwSlovakOptions = {}): DictdEntry[] {
  const synsets = parseOmwTab(readFileSync(path.join(sourceDir, omwSlovakFiles.wordnet), 'utf8'));
  const wiktionary = path.join(sourceDir, omwSlovakFiles.wiktionary);
  if (existsSync(wiktionary)) parseOmwTab(readFileSync(wiktionary, 'utf8'), synsets, 2);
  const wordnetDir = options.wordnetDir ?? path.join(sourceDir, omwSlovakFiles.wordnetDir);
  const byLemma = new Map<string, { entry: DictdEntry; tagged: number; order: number }[]>();
  let order = 0;
  for (const pos of Object.keys(wordnetParts) as WordnetPos[]) {
    const text = readFileSync(path.join(wordnetDir, `index.${wordnetParts[pos]}`), 'utf8');
    if (pos === 'VERB') assertOriginalOffsets(text, wordnetDir);
    for (const line of text.split('\n')) {
      const parsed = parseWordnetIndexLine(line);
      if (parsed === undefined) continue;
      const groups = parsed.offsets
        .map((offset) => synsets.get(`${String(offset).padStart(8, '0')}-${posLetter[pos]}`))
        .filter((synset): synset is SynsetWords => synset !== undefined)
        .map((synset) => orderedWords(synset, options.rankOf));
      if (groups.length === 0) continue;
      const headword = parsed.lemma.replace(/_/g, ' ');
      const entry: DictdEntry = { headword, pos: universalPos[pos], groups, examples: 0, isUntagged: false };
      const list = byLemma.get(headword) ?? [];
      list.push({ entry, tagged: parsed.taggedSenses, order: order++ });
      byLemma.set(headword, list);
    }
  }
  return [...byLemma.values()].flatMap((list) =>
    list.sort((a, b) => b.tagged - a.tagged || a.order - b.order).map(({ entry }) => entry),
  );
}
