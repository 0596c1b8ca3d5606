import { tokenise } from '../languages/tokenise.js';
import type { LanguageModule } from '../languages/types.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { lookUp, type LookedUpPiece } from '../analysis/resolve.js';

/**
 * Treebank sentences as the tagger meets them in a title: cut into pieces by our own tokeniser,
 * each piece with its gold tag. A treebank cuts words its own way (es `dámelo` is dá + me + lo, en
 * `cannot` is can + not); a piece's gold tag is the tags of the treebank words it covers, joined
 * (`VERB+PRON+PRON`), which is what the readings of such a piece say too.
 */

/** A treebank word as written (a multiword token's surface once, with all its words' tags). */
interface SurfaceWord {
  readonly form: string;
  readonly tags: readonly string[];
}

export interface TreebankSentence {
  readonly text: string;
  readonly words: readonly SurfaceWord[];
}

/** Reads a CoNLL-U file's sentences: their text and surface words with tags (UPOS). */
export function readTreebank(conllu: string): TreebankSentence[] {
  const sentences: TreebankSentence[] = [];
  let text = '';
  let words: { form: string; tags: string[] }[] = [];
  let multiwordEnd = -1;
  for (const rawLine of conllu.split('\n')) {
    const line = rawLine.replace(/\r$/, '');
    if (line === '') {
      if (words.length > 0) sentences.push({ text, words });
      text = '';
      words = [];
      multiwordEnd = -1;
      continue;
    }
    if (line.startsWith('#')) {
      const match = /^# text = (.*)$/.exec(line);
      if (match) text = match[1] ?? '';
      continue;
    }
    const [id = '', form = '', , upos = ''] = line.split('\t');
    if (id.includes('.')) continue;
    const range = /^(\d+)-(\d+)$/.exec(id);
    if (range) {
      multiwordEnd = Number(range[2]);
      words.push({ form, tags: [] });
    } else if (Number(id) <= multiwordEnd) {
      words[words.length - 1]?.tags.push(upos);
    } else {
      words.push({ form, tags: [upos] });
    }
  }
  if (words.length > 0) sentences.push({ text, words });
  return sentences;
}

export interface GoldTaggedSentence {
  readonly pieces: readonly LookedUpPiece[];
  readonly tags: readonly string[];
}

const normalise = (text: string): string => text.replace(/’/g, "'").replace(/‐/g, '-');

/** Where each string starts and ends in `text`, in order; undefined when one is not found. */
function spansOf(text: string, strings: readonly string[]): [number, number][] | undefined {
  const spans: [number, number][] = [];
  let cursor = 0;
  for (const string of strings) {
    const start = text.indexOf(normalise(string), cursor);
    if (start < 0) return undefined;
    cursor = start + string.length;
    spans.push([start, cursor]);
  }
  return spans;
}

/**
 * The sentence cut and looked up as the analysis does, with the gold tag of each piece; undefined
 * when the pieces and the treebank's words cannot be lined up (a few sentences whose text differs
 * from their words).
 */
export function goldTagged(
  sentence: TreebankSentence,
  language: LanguageModule,
  table: LemmaTable,
): GoldTaggedSentence | undefined {
  const text = normalise(sentence.text);
  const pieces = tokenise(sentence.text, language, table);
  const wordSpans = spansOf(
    text,
    sentence.words.map((word) => word.form),
  );
  const pieceSpans = spansOf(
    text,
    pieces.map((piece) => piece.text),
  );
  if (wordSpans === undefined || pieceSpans === undefined || pieces.length === 0) return undefined;
  const tags: string[] = [];
  for (const [start, end] of pieceSpans) {
    const covered: string[] = [];
    sentence.words.forEach((word, index) => {
      const [wordStart, wordEnd] = wordSpans[index] ?? [0, 0];
      if (wordStart < end && wordEnd > start) covered.push(...word.tags.filter((tag) => tag !== 'PUNCT'));
    });
    if (covered.length === 0) return undefined;
    tags.push(covered.join('+'));
  }
  return { pieces: pieces.map((piece) => lookUp(piece, language, table)), tags };
}
