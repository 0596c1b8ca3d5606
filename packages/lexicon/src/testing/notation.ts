import { type Capitals, capitalsOf, isFunctionWord, nameStatus } from '../analysis/analyse-title.js';
import { resolveSentence } from '../analysis/resolve.js';
import { wordPattern } from '../languages/tokenise.js';
import type { LanguageModule, ResolvedToken } from '../languages/types.js';
import type { LemmaTable } from '../tables/lemma-table.js';

/**
 * The one token notation of the tests (house style 14): the sentence as written, each word marked
 * by what the analysis made of it, so a failing diff points at the word that went wrong:
 * `[Tengo=tener] (un=uno) [gato].` The full legend is in the lexicon README, under Tests.
 */
export function renderTokens(text: string, language: LanguageModule, table: LemmaTable): string {
  const tokens = resolveSentence(text, language, table);
  const capitals = new Map(
    capitalsOf(tokens, table).map((around, at) => [tokens[at] as ResolvedToken, around]),
  );
  let output = '';
  let position = 0;
  let index = 0;
  while (index < tokens.length) {
    const wordStart = tokens[index]?.piece.wordStart ?? 0;
    const word: ResolvedToken[] = [];
    while (tokens[index]?.piece.wordStart === wordStart) word.push(tokens[index++] as ResolvedToken);
    // An abbreviation (da `f.eks.`) is one word with its full stops, which the pattern stops at.
    const abbreviation = word[0]?.piece.text.includes('.') === true ? word[0].piece.text.length : 0;
    const wordEnd = wordStart + Math.max(writtenLength(text, wordStart), abbreviation);
    output += text.slice(position, wordStart);
    output += renderWord(word, language, table, capitals);
    position = wordEnd;
  }
  return output + text.slice(position);
}

const wordAt = new RegExp(wordPattern.source, 'uy');

function writtenLength(text: string, start: number): number {
  wordAt.lastIndex = start;
  return wordAt.exec(text)?.[0].length ?? 0;
}

function renderWord(
  tokens: ResolvedToken[],
  language: LanguageModule,
  table: LemmaTable,
  capitals: ReadonlyMap<ResolvedToken, Capitals>,
): string {
  let output = '';
  let index = 0;
  while (index < tokens.length) {
    const first = tokens[index] as ResolvedToken;
    const parts: ResolvedToken[] = [first];
    index += 1;
    while (tokens[index] !== undefined && tokens[index]?.piece === first.piece)
      parts.push(tokens[index++] as ResolvedToken);
    output += renderPiece(parts, language, table, capitals.get(first));
  }
  return output;
}

function renderPiece(
  parts: ResolvedToken[],
  language: LanguageModule,
  table: LemmaTable,
  capitals: Capitals | undefined,
): string {
  const first = parts[0] as ResolvedToken;
  const { text } = first.piece;
  if (first.piece.isNumber) return `<${text}>`;
  if (parts.length === 1 && nameStatus(first, language, table, capitals) !== 'word') return `{${text}}`;
  const lemma = parts.map((part) => part.lemma).join('+');
  const label = lemma === text || lemma === first.piece.key ? text : `${text}=${lemma}`;
  const isFunction = parts.every((part) => isFunctionWord(part, language));
  return isFunction ? `(${label})` : `[${label}]`;
}
