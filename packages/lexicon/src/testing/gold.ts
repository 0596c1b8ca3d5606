import { resolveSentence } from '../analysis/resolve.js';
import type { LanguageModule, ResolvedToken } from '../languages/types.js';
import type { LemmaTable } from '../tables/lemma-table.js';

/**
 * A gold sentence: the text, and the gold lemma of each written word in order, space-separated.
 * A written word that is several lemmas joins them with `+` (es `del` → `de+el`, fr `l'homme` →
 * `le+homme`, en `don't` → `do+not`); a German particle carries its verb's lemma.
 */
export type GoldSentence = readonly [text: string, lemmas: string];

export interface GoldScore {
  /** Written words whose lemmas all match. */
  correctWords: number;
  words: number;
  /** Gold lemmas (a contraction counts each). */
  tokens: number;
  accuracy: number;
  misses: string[];
}

/** Scores the pipeline's lemmas against a gold set, word by written word (case is not scored). */
export function scoreGold(
  gold: readonly GoldSentence[],
  language: LanguageModule,
  table: LemmaTable,
): GoldScore {
  let correctWords = 0;
  let words = 0;
  let tokens = 0;
  const misses: string[] = [];
  for (const [text, lemmaText] of gold) {
    const expected = lemmaText.split(/\s+/).filter((lemma) => lemma !== '');
    const predicted = groupByWord(resolveSentence(text, language, table));
    if (predicted.length !== expected.length) {
      throw new Error(
        `gold sentence "${text}" has ${expected.length} lemmas for ${predicted.length} written words: ` +
          predicted.map((word) => word.text).join(' | '),
      );
    }
    expected.forEach((lemma, index) => {
      const word = predicted[index];
      words += 1;
      tokens += lemma.split('+').length;
      if (word !== undefined && word.lemmas.toLowerCase() === lemma.toLowerCase()) correctWords += 1;
      else misses.push(`${word?.text ?? '?'}: ${word?.lemmas ?? '?'} ≠ ${lemma}`);
    });
  }
  return { correctWords, words, tokens, accuracy: words === 0 ? 0 : correctWords / words, misses };
}

function groupByWord(tokens: readonly ResolvedToken[]): { text: string; lemmas: string }[] {
  const words: { start: number; text: string; lemmas: string[] }[] = [];
  for (const token of tokens) {
    const last = words[words.length - 1];
    if (last !== undefined && last.start === token.piece.wordStart) {
      last.lemmas.push(token.lemma);
      if (!last.text.endsWith(token.piece.text)) last.text += token.piece.text;
    } else {
      words.push({ start: token.piece.wordStart, text: token.piece.text, lemmas: [token.lemma] });
    }
  }
  return words.map((word) => ({ text: word.text, lemmas: word.lemmas.join('+') }));
}
