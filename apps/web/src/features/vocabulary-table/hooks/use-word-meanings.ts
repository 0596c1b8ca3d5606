import {
  AiMessages,
  type AiResponse,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyWord,
  type WordStatus,
} from '@cinevocab/core';
import { useCallback, useState } from 'react';
import { parseStoredTranslation, serialiseTranslation, type useWordStatuses } from '@/title-words';
import { usePageGlosses } from './use-page-glosses';

export interface WordMeaningsOptions {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  progress: ReturnType<typeof useWordStatuses>;
}

/**
 * The words' meanings on the table: the AI's answers asked for on this page, the page's glosses
 * ('Translate Words'), else those kept with the words' progress; a mark keeps the meaning with it.
 */
export function useWordMeanings({ learning, native, progress }: WordMeaningsOptions) {
  const { statusOf, setStatuses } = progress;
  /** The AI's answers asked for on this page (the word's dialog), by token. */
  const [sessionTranslations, setSessionTranslations] = useState<ReadonlyMap<string, AiResponse>>(new Map());
  const pageGlosses = usePageGlosses({ learning, native, statusOf, setStatuses });

  /** A word's meaning: this page's AI answer or gloss, else the one kept with its progress. */
  const translationOf = (token: string): string | null =>
    sessionTranslations.get(token)?.translation ||
    pageGlosses.glosses.get(token) ||
    progress.translations.get(token) ||
    null;
  /** What a row's cell says: its meaning, or quietly that no dictionary knew it. */
  const cellOf = (token: string): string | null =>
    translationOf(token) ?? (pageGlosses.glosses.get(token) === '' ? AiMessages.noMeaningYet : null);
  const aiTranslationOf = (token: string): AiResponse | null =>
    sessionTranslations.get(token) ?? parseStoredTranslation(progress.storedAiTranslations.get(token));

  const glosses = pageGlosses.glosses;
  const onStatus = useCallback(
    (word: VocabularyWord, status: WordStatus) => {
      const made = sessionTranslations.get(word.token);
      const gloss = glosses.get(word.token);
      setStatuses([
        {
          word,
          status,
          ...(made
            ? { translation: made.translation, aiTranslation: serialiseTranslation(made) }
            : gloss
              ? { translation: gloss }
              : {}),
        },
      ]);
    },
    [setStatuses, sessionTranslations, glosses],
  );

  /** A new translation is shown at once, and kept with the word's progress when it has a status. */
  function keepTranslation(word: VocabularyWord, response: AiResponse) {
    setSessionTranslations((current) => new Map(current).set(word.token, response));
    const status = statusOf(word.token);
    if (status !== 'unsorted' && response.translation) {
      setStatuses([
        { word, status, translation: response.translation, aiTranslation: serialiseTranslation(response) },
      ]);
    }
  }

  /** 'Translate Words': the rows in the table's order that have no meaning yet, a page at once. */
  const translateWords = (rows: readonly VocabularyWord[]) =>
    pageGlosses.translate(
      rows.filter((word) => translationOf(word.token) === null && !pageGlosses.glosses.has(word.token)),
    );

  return {
    translationOf,
    cellOf,
    aiTranslationOf,
    onStatus,
    keepTranslation,
    translateWords,
    isTranslating: pageGlosses.isTranslating,
  };
}
