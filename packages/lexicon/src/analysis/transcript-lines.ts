import type { TranscriptLine, VocabularyWord } from '@cinevocab/core';
import type { TitleAnalysis } from '../analysis-contract.js';
import type { PartOfSpeech, WordPiece } from '../languages/types.js';
import type { Sentence } from '../subtitles/types.js';
import { itemAt } from '../languages/neighbours.js';

/**
 * What a token was counted as: a word of the vocabulary (under its lemma), or a capitalised word
 * that may be a name (under its key), which only the end of the title settles.
 */
export interface Counted {
  readonly isMaybeName: boolean;
  readonly key: string;
  /** As the token was counted (a closed-class use of a content word as the content word). */
  readonly pos: PartOfSpeech | null;
}

/** A written word of a line with what its pieces were counted as, in order. */
interface WrittenWord {
  readonly start: number;
  readonly length: number;
  readonly counted: Counted[];
}

interface DraftLine {
  readonly sentence: Sentence;
  readonly words: WrittenWord[];
}

/**
 * The title's lines with the written words that hold vocabulary, gathered while the title is
 * tallied (the one pass that tokenises it) and pointed at the vocabulary once it is ranked.
 */
export function createTranscriptDraft() {
  const lines: DraftLine[] = [];
  return {
    /** The next sentence: every sentence is a line, those without a word of the language too. */
    startLine(sentence: Sentence): void {
      lines.push({ sentence, words: [] });
    },
    /** A token of the current line that was counted into the vocabulary, or as a possible name. */
    add(piece: WordPiece, counted: Counted): void {
      const words = lines[lines.length - 1]?.words;
      if (words === undefined) return;
      const last = itemAt(words, words.length - 1);
      // Pieces of one written word (`dímelo`, `l'homme`, `don't`) share its start: one mark for it.
      if (last?.start === piece.wordStart) last.counted.push(counted);
      else words.push({ start: piece.wordStart, length: piece.wordLength, counted: [counted] });
    },
    finish(words: readonly VocabularyWord[], settled: ReadonlyMap<string, string>) {
      return transcriptOf(lines, words, settled);
    },
  };
}

/**
 * The lines as the transcript gives them: each written word that holds vocabulary marked with
 * the word it stands for (markedWord). `settled` gives the vocabulary key of each possible name
 * that the title also writes in lower case (the others are names, and left plain).
 */
function transcriptOf(
  lines: readonly DraftLine[],
  words: readonly VocabularyWord[],
  settled: ReadonlyMap<string, string>,
): TitleAnalysis['transcript'] {
  const indexOf = new Map(words.map((word, index) => [word.name, index]));
  const indexOfCounted = (counted: Counted): number | undefined => {
    const key = counted.isMaybeName ? settled.get(counted.key) : counted.key;
    return key === undefined ? undefined : indexOf.get(key);
  };
  return {
    words: words.map((word) => word.token),
    lines: lines.map(({ sentence, words: written }): TranscriptLine => {
      const marks: number[] = [];
      for (const word of written) {
        const index = markedWord(word.counted, indexOfCounted);
        if (index !== undefined) marks.push(word.start, word.length, index);
      }
      return [toMilliseconds(sentence.start), toMilliseconds(sentence.end), sentence.text, marks];
    }),
  };
}

/** The parts of speech a learner looks a word up by: what a written word is marked as first. */
const headParts: ReadonlySet<PartOfSpeech> = new Set(['NOUN', 'VERB', 'AUX', 'ADJ']);

/**
 * The vocabulary word a written word is marked as: its first listed noun, verb, auxiliary or
 * adjective, else its first listed word. Most written words hold one listed word, a clitic's
 * pronouns being function words (es `dímelo` → decir). Those that hold more are contractions,
 * where this picks the word a learner looks up: the auxiliary, not its `n't` (en `don't` → do),
 * the verb, not the negation (fr `n'est` → être, not `ne`), the noun after a number (it
 * `quarant'anni` → anno); and hyphenated words the tables do not know, split into their parts,
 * where it picks the first noun (de `Leuchtturm-Club` → Leuchtturm), though the head of a
 * Germanic compound is its last. The other listed words of such a written word get no mark of
 * their own, so a word's count in the vocabulary can be more than the marks pointing to it
 * (transcript-lines.test.ts checks by how much).
 */
function markedWord(
  counted: readonly Counted[],
  indexOfCounted: (counted: Counted) => number | undefined,
): number | undefined {
  let first: number | undefined;
  for (const piece of counted) {
    const index = indexOfCounted(piece);
    if (index === undefined) continue;
    if (piece.pos !== null && headParts.has(piece.pos)) return index;
    first ??= index;
  }
  return first;
}

/** Seconds to three decimals: a subtitle's times are whole milliseconds, and the JSON stays short. */
const toMilliseconds = (seconds: number): number => Math.round(seconds * 1000) / 1000;
