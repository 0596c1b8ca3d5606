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

/**
 * The title's lines with the written words that hold vocabulary, gathered while the title is
 * tallied (the one pass that tokenises it) and pointed at the vocabulary once it is ranked. A title
 * has some fifteen thousand such words, kept until the end: they are kept in a few flat arrays
 * (a line's words are a stretch of the word arrays, a word's counted pieces a stretch of the piece
 * arrays), not in an object or two per word for the garbage collector to copy.
 */
export function createTranscriptDraft() {
  const sentences: Sentence[] = [];
  /** Where each line's written words start in the word arrays. */
  const lineFirstWord: number[] = [];
  const wordStart: number[] = [];
  const wordLength: number[] = [];
  /** Where each written word's counted pieces start in the piece arrays. */
  const wordFirstPiece: number[] = [];
  const pieceKey: string[] = [];
  const piecePos: (PartOfSpeech | null)[] = [];
  const pieceIsMaybeName: boolean[] = [];
  return {
    /** The next sentence: every sentence is a line, those without a word of the language too. */
    startLine(sentence: Sentence): void {
      sentences.push(sentence);
      lineFirstWord.push(wordStart.length);
    },
    /** A token of the current line that was counted into the vocabulary, or as a possible name. */
    add(piece: WordPiece, counted: Counted): void {
      const lineStart = itemAt(lineFirstWord, lineFirstWord.length - 1);
      if (lineStart === undefined) return;
      const words = wordStart.length;
      // Pieces of one written word (`dímelo`, `l'homme`, `don't`) share its start: one mark for it.
      if (words === lineStart || wordStart[words - 1] !== piece.wordStart) {
        wordStart.push(piece.wordStart);
        wordLength.push(piece.wordLength);
        wordFirstPiece.push(pieceKey.length);
      }
      pieceKey.push(counted.key);
      piecePos.push(counted.pos);
      pieceIsMaybeName.push(counted.isMaybeName);
    },
    finish(words: readonly VocabularyWord[], settled: ReadonlyMap<string, string>) {
      const indexOf = new Map(words.map((word, index) => [word.name, index]));
      const indexOfPiece = (piece: number): number | undefined => {
        const key = pieceKey[piece] as string;
        const listed = pieceIsMaybeName[piece] === true ? settled.get(key) : key;
        return listed === undefined ? undefined : indexOf.get(listed);
      };
      const lines = sentences.map((sentence, line): TranscriptLine => {
        const marks: number[] = [];
        const lastWord = lineFirstWord[line + 1] ?? wordStart.length;
        for (let word = lineFirstWord[line] ?? 0; word < lastWord; word += 1) {
          const lastPiece = wordFirstPiece[word + 1] ?? pieceKey.length;
          const index = markedWord(wordFirstPiece[word] ?? 0, lastPiece, piecePos, indexOfPiece);
          if (index !== undefined) marks.push(wordStart[word] ?? 0, wordLength[word] ?? 0, index);
        }
        return [toMilliseconds(sentence.start), toMilliseconds(sentence.end), sentence.text, marks];
      });
      return { words: words.map((word) => word.token), lines } satisfies TitleAnalysis['transcript'];
    },
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
  firstPiece: number,
  lastPiece: number,
  piecePos: readonly (PartOfSpeech | null)[],
  indexOfPiece: (piece: number) => number | undefined,
): number | undefined {
  let first: number | undefined;
  for (let piece = firstPiece; piece < lastPiece; piece += 1) {
    const index = indexOfPiece(piece);
    if (index === undefined) continue;
    const pos = piecePos[piece];
    if (pos != null && headParts.has(pos)) return index;
    first ??= index;
  }
  return first;
}

/** Seconds to three decimals: a subtitle's times are whole milliseconds, and the JSON stays short. */
const toMilliseconds = (seconds: number): number => Math.round(seconds * 1000) / 1000;
