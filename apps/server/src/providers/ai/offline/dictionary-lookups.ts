import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import type { Dictionaries, DictionaryLookup } from '@cinevocab/lexicon';

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

/** A word's translations, likeliest first, without empty or repeated ones; null when the dictionary lacks it. */
export function translationsOf(
  dictionaries: Dictionaries,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  word: string,
  pos?: string | null,
): DictionaryLookup | null {
  if (!dictionaries.hasPair(from, to)) return null;
  const found = firstFound(word, (spelling) => {
    const lookup =
      dictionaries.translate(from, to, spelling, pos) ?? dictionaries.translate(from, to, spelling);
    return lookup && lookup.translations.some((text) => text.trim()) ? lookup : null;
  });
  if (!found) return null;
  const seen = new Set<string>();
  const translations = found.translations
    .map((text) => text.trim())
    .filter((text) => {
      const key = text.toLocaleLowerCase();
      if (!text || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { translations, source: found.source };
}

export function definitionOf(
  dictionaries: Dictionaries,
  language: StudyLanguageCode,
  word: string,
  pos?: string | null,
) {
  return firstFound(word, (spelling) => {
    const found = dictionaries.define(language, spelling, pos) ?? dictionaries.define(language, spelling);
    return found?.definition.trim() ? found : null;
  });
}

export function ipaOf(dictionaries: Dictionaries, language: StudyLanguageCode, word: string) {
  return firstFound(word, (spelling) => {
    const found = dictionaries.ipa(language, spelling);
    return found?.ipa.trim() ? found : null;
  });
}
