import {
  type AiResponse,
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyWord,
  type WordStatus,
  type TitleKind,
} from '@cinevocab/core';
import { useCallback, useMemo, useState } from 'react';
import {
  parseStoredTranslation,
  serialiseTranslation,
  useSentences,
  useVocabulary,
  useSaveFlashCard,
  type WordTitle,
  useWordStatuses,
  flashCardOf,
  useHumanLines,
} from '@/title-words';
import { linesOf, sentencesByOrder } from '../study-logic';

/** What every study page is given by its route: the title, its page, and the language pair. */
export interface StudyPageProps {
  title: WordTitle;
  kind: TitleKind;
  /** The title's own page (the back link). */
  titlePath: string;
  /** The title's name once the catalog has it; null while it loads. */
  titleName: string | null;
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/**
 * A title's words as the study pages use them: its vocabulary and sentences in the
 * learning language, the learner's status of each word (read and written through
 * useWordStatuses, so every screen agrees), the translations known of them, and the flash card a
 * word becomes.
 */
export function useTitleStudy({ title, titleName, learning, native }: StudyPageProps) {
  const vocabulary = useVocabulary(title, learning);
  const sentences = useSentences(title, learning, vocabulary.isSuccess);
  const words = vocabulary.data;
  const progress = useWordStatuses({ title, words, learning, native });
  const { statusOf, setStatuses, translations, storedAiTranslations } = progress;
  // The study pages say 'Saved to your word list' or 'Starred' themselves: the card is part of it,
  // saved with the meaning known (the learner is asked only when no dictionary knows the word).
  const { mutate: saveCard } = useSaveFlashCard({ announce: false, reviewMeaning: false });
  const byOrder = useMemo(() => sentencesByOrder(sentences.data ?? []), [sentences.data]);
  /** The AI's answers asked for on this page, by token (those kept with progress come from it). */
  const [answers, setAnswers] = useState<ReadonlyMap<string, AiResponse>>(new Map());

  const answerOf = useCallback(
    (token: string): AiResponse | null =>
      answers.get(token) ?? parseStoredTranslation(storedAiTranslations.get(token)),
    [answers, storedAiTranslations],
  );

  /** The learner's own translation of a word, else the AI's; empty when neither is known. */
  const translationOf = useCallback(
    (token: string): string => translations.get(token) || answerOf(token)?.translation || '',
    [translations, answerOf],
  );

  const humanLines = useHumanLines(title, learning, native);
  const linesFor = useCallback(
    (word: VocabularyWord, limit?: number) => linesOf(byOrder, word, limit),
    [byOrder],
  );

  /** A mark goes to the learner's progress with the AI's answer, if one was asked for. */
  const mark = useCallback(
    (word: VocabularyWord, status: WordStatus, response: AiResponse | null = answerOf(word.token)) => {
      setStatuses([
        {
          word,
          status,
          ...(response
            ? {
                aiTranslation: serialiseTranslation(response),
                // The learner's own translation stays theirs.
                ...(!translations.get(word.token) && response.translation
                  ? { translation: response.translation }
                  : {}),
              }
            : {}),
        },
      ]);
    },
    [setStatuses, answerOf, translations],
  );

  /** A new answer of the AI is shown at once, and kept with the word's progress when it has a status. */
  const keepAnswer = useCallback(
    (word: VocabularyWord, response: AiResponse) => {
      if (answers.get(word.token) === response) return;
      setAnswers((current) => new Map(current).set(word.token, response));
      const status = statusOf(word.token);
      if (status !== 'unsorted') mark(word, status, response);
    },
    [answers, statusOf, mark],
  );

  /** 'Saved' and 'starred' words become to learn, and a flash card of the title's lines. */
  const saveToLearn = useCallback(
    (word: VocabularyWord) => {
      mark(word, 'to-learn');
      saveCard(
        flashCardOf({
          word,
          title,
          titleName,
          translation: translationOf(word.token),
          response: answerOf(word.token),
          lines: linesFor(word),
          humanLines,
          learning,
          native,
        }),
      );
    },
    [mark, saveCard, title, titleName, translationOf, answerOf, linesFor, humanLines, learning, native],
  );

  const isReady = vocabulary.isSuccess && !progress.isLoading && !sentences.isPending;
  return {
    vocabulary,
    words: words ?? [],
    isReady,
    statusOf,
    translationOf,
    answerOf,
    keepAnswer,
    linesFor,
    mark,
    saveToLearn,
  };
}

export type TitleStudy = ReturnType<typeof useTitleStudy>;
