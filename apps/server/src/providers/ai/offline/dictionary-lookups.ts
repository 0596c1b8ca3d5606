import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import {
  type Dictionaries,
  definitionOf as lexiconDefinitionOf,
  type Gloss,
  glossOf,
} from '@cinevocab/lexicon';

/**
 * The spellings to look a word up by: as asked, lower-case, and with a capital (German nouns
 * are written so, and a learner may type them lower-case).
 */
function spellingsOf(word: string): string[] {
  const trimmed = word.trim();
  const lower = trimmed.toLocaleLowerCase();
  const capital = lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
  return [...new Set([trimmed, lower, capital])];
}

function firstFound<T>(word: string, lookUp: (spelling: string) => T | null): T | null {
  for (const spelling of spellingsOf(word)) {
    const found = lookUp(spelling);
    if (found) return found;
  }
  return null;
}

/**
 * A word's translations, likeliest first: the pair's own dictionaries, else by way of English
 * (glossOf); null when no dictionary knows it.
 */
export function translationsOf(
  dictionaries: Dictionaries,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  word: string,
  pos?: string | null,
): Gloss | null {
  return firstFound(word, (spelling) => glossOf(dictionaries, from, to, spelling, pos));
}

export function definitionOf(
  dictionaries: Dictionaries,
  language: StudyLanguageCode,
  word: string,
  pos?: string | null,
) {
  return firstFound(word, (spelling) => {
    const found =
      lexiconDefinitionOf(dictionaries, language, spelling, pos) ??
      lexiconDefinitionOf(dictionaries, language, spelling);
    return found?.definition.trim() ? found : null;
  });
}
