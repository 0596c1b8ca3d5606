import {
  AiLimits,
  AiMessages,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyWord,
} from '@cinevocab/core';
import { showNotification } from '@/lib/notify';
import {
  flashCardOf,
  sentencesOf,
  type useSentences,
  useSaveFlashCard,
  useWordTranslation,
  type WordTitle,
} from '@/title-words';
import type { useWordMeanings } from './use-word-meanings';

export interface WordDialogTranslationOptions {
  title: WordTitle;
  titleName: string | null;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
  sentences: ReturnType<typeof useSentences>;
  humanLines: ReadonlyMap<number, string>;
  meanings: ReturnType<typeof useWordMeanings>;
}

/**
 * An opened word's 'AI Translation' (one kept is shown at once, with no new call) and its
 * 'Save as Flashcard'.
 */
export function useWordDialogTranslation(options: WordDialogTranslationOptions) {
  const { title, titleName, learning, native, sentences, humanLines, meanings } = options;
  const saveFlashCard = useSaveFlashCard();
  const dialogTranslation = useWordTranslation({
    title,
    learning,
    native,
    onTranslated: (word, response) => meanings.keepTranslation(word, response),
  });

  const sentencesFor = async (word: VocabularyWord): Promise<string[]> => {
    const all = sentences.data ?? (await sentences.refetch()).data ?? [];
    return sentencesOf(all, word.occurs_in_orders)
      .slice(0, AiLimits.sentencesFromTable)
      .map((sentence) => sentence.sentence);
  };

  const translate = async (word: VocabularyWord) => {
    const stored = meanings.aiTranslationOf(word.token);
    if (stored) {
      dialogTranslation.show(word, stored);
      return;
    }
    const lines = await sentencesFor(word);
    if (lines.length === 0) {
      showNotification({ tone: 'info', message: AiMessages.noSentencesForWord });
      return;
    }
    void dialogTranslation.run(word, lines);
  };

  const saveAsFlashCard = (opened: VocabularyWord) => {
    const shown =
      dialogTranslation.state.word?.token === opened.token ? dialogTranslation.state.response : undefined;
    const response = shown ?? meanings.aiTranslationOf(opened.token);
    saveFlashCard.mutate(
      flashCardOf({
        word: opened,
        response,
        translation: response?.translation || meanings.translationOf(opened.token) || '',
        lines: sentencesOf(sentences.data ?? [], opened.occurs_in_orders),
        humanLines,
        learning,
        native,
        title,
        titleName,
      }),
    );
  };

  return {
    state: dialogTranslation.state,
    translate,
    saveAsFlashCard,
    isSavingFlashCard: saveFlashCard.isPending,
  };
}
