import {
  AiLimits,
  AiMessages,
  type AiResponse,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type TitleSentence,
  type VocabularyWord,
} from '@cinevocab/core';
import { useCallback, useState } from 'react';
import { showNotification } from '@/lib/notify';
import {
  flashCardOf,
  parseStoredTranslation,
  sentencesOf,
  serialiseTranslation,
  useSaveFlashCard,
  type useWordStatuses,
  useWordTranslation,
  type WordTitle,
} from '@/title-words';

/**
 * What a translation adds to a word's progress record: an answer with no meaning (no dictionary
 * knows the word) leaves the translation the word has alone.
 */
export const translationFields = (response: AiResponse) => ({
  ...(response.translation ? { translation: response.translation } : {}),
  aiTranslation: serialiseTranslation(response),
});

export interface SortTranslationOptions {
  title: WordTitle;
  titleName: string | null;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  progress: ReturnType<typeof useWordStatuses>;
  /** The title's sentences, once they have come. */
  sentences: readonly TitleSentence[] | undefined;
  humanLines: ReadonlyMap<number, string> | undefined;
}

/**
 * The sort's Translation Assistant: a card's AI translation (made here, or kept with its
 * progress), the panel that shows it, and the flash card saved from it.
 */
export function useSortTranslation(options: SortTranslationOptions) {
  const { title, titleName, learning, native, progress, sentences, humanLines } = options;
  const { statusOf, setStatuses, storedAiTranslations } = progress;
  const [isPanelOpen, setPanelOpen] = useState(false);
  const saveFlashCard = useSaveFlashCard();
  /** AI translations made on this screen, by token (those kept with progress come from it). */
  const [sessionTranslations, setSessionTranslations] = useState<ReadonlyMap<string, AiResponse>>(new Map());
  const translationOf = useCallback(
    (token: string): AiResponse | null =>
      sessionTranslations.get(token) ?? parseStoredTranslation(storedAiTranslations.get(token)),
    [sessionTranslations, storedAiTranslations],
  );
  const translation = useWordTranslation({
    title,
    learning,
    native,
    onTranslated: (word, response) => {
      setSessionTranslations((current) => new Map(current).set(word.token, response));
      // A word already sorted keeps its translation with its progress at once.
      const status = statusOf(word.token);
      if (status !== 'unsorted') setStatuses([{ word, status, ...translationFields(response) }]);
    },
  });

  const onTranslate = (word: VocabularyWord) => {
    setPanelOpen(true);
    const stored = translationOf(word.token);
    if (stored) {
      translation.show(word, stored);
      return;
    }
    if (!sentences) {
      showNotification({ tone: 'info', message: AiMessages.noWordOrSentences });
      return;
    }
    const lines = sentencesOf(sentences, word.occurs_in_orders)
      .slice(0, AiLimits.sentencesFromSort)
      .map((sentence) => sentence.sentence);
    if (lines.length === 0) {
      showNotification({ tone: 'info', message: AiMessages.noSentencesForWord });
      return;
    }
    void translation.run(word, lines);
  };

  const onSaveFlashCard = () => {
    const { word, response } = translation.state;
    if (!word || !response) return;
    saveFlashCard.mutate(
      flashCardOf({
        word,
        response,
        translation: response.translation || progress.translations.get(word.token) || '',
        lines: sentencesOf(sentences ?? [], word.occurs_in_orders),
        humanLines,
        learning,
        native,
        title,
        titleName,
      }),
    );
  };

  return {
    state: translation.state,
    translationOf,
    onTranslate,
    isPanelOpen,
    closePanel: () => setPanelOpen(false),
    isSavingFlashCard: saveFlashCard.isPending,
    onSaveFlashCard,
  };
}
