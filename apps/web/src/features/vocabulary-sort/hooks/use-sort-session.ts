import { AppRoutes, StudyMessages, type TitleSentence, type VocabularyWord } from '@cinevocab/core';
import { type RefObject, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LearnWordsState } from '@/lib/learn-words-state';
import { showNotification } from '@/lib/notify';
import { sentencesOf, useSaveAndLoad } from '@/title-words';
import type { SortScreenProps } from '../components/sort-screen';
import type { SwipeCardHandle } from '../components/swipe-card';
import { useSortChoices } from './use-sort-choices';
import { useSortKeys } from './use-sort-keys';
import { useSortQueue } from './use-sort-queue';
import { useSortTranslation } from './use-sort-translation';
import { useSortWords } from './use-sort-words';

/** What the learn-words drill is given: the words to learn, each with two of its sentences. */
const learnWordsStateOf = (
  { learning, kind, titlePath }: Pick<SortScreenProps, 'learning' | 'kind' | 'titlePath'>,
  learningWords: readonly VocabularyWord[],
  sentences: readonly TitleSentence[],
): LearnWordsState => ({
  learning,
  kind,
  from: { path: AppRoutes.vocabularySort(titlePath), label: StudyMessages.adaptiveSort },
  words: learningWords.map((word) => ({
    token: word.token,
    name: word.name,
    level: word.diff,
    count: word.count,
    pos: word.pos,
    sentences: sentencesOf(sentences, word.occurs_in_orders.slice(0, 2)).map((sentence) => sentence.sentence),
  })),
});

/**
 * Everything the sort screen holds below its banner: the title's words and the learner's
 * statuses, the sort in progress, the open dialog, the translation, and the keys.
 */
export function useSortSession(props: SortScreenProps, card: RefObject<SwipeCardHandle | null>) {
  const { title, titleName, learning, native, chosenTokens = null } = props;
  const navigate = useNavigate();
  const { vocabulary, sentences, humanLines, words, progress } = useSortWords(props);
  const { statusOf, setStatuses } = progress;

  const [dialog, setDialog] = useState<'known' | 'learning' | null>(null);
  const [sentencesOfWord, setSentencesOfWord] = useState<VocabularyWord | null>(null);
  const sentencesData = sentences.data;
  const translation = useSortTranslation({
    title,
    titleName,
    learning,
    native,
    progress,
    sentences: sentencesData,
    humanLines,
  });
  const byToken = useMemo(() => new Map((words ?? []).map((word) => [word.token, word])), [words]);
  const isReady = words !== undefined && !progress.isLoading;
  const queue = useSortQueue({ title, learning, chosenTokens, words, statusOf, isReady });
  const current = isReady ? byToken.get(queue.sort.queue[0] ?? '') : undefined;
  const { onDecide, onUndo } = useSortChoices({
    ...queue,
    current,
    words,
    byToken,
    statusOf,
    setStatuses,
    translationOf: translation.translationOf,
  });
  useSortKeys({
    isPaused: dialog !== null || sentencesOfWord !== null,
    isRoundComplete: queue.sort.isRoundComplete,
    onUndo,
    card,
  });

  /** 'Save Progress' and 'Load Progress', with their busy states. */
  const saving = useSaveAndLoad(progress, Boolean(words?.length), {
    nothingToSave: StudyMessages.noWordsToSave,
    loaded: ({ count, known, learning: learningCount }) =>
      StudyMessages.progressLoadedSort(count, known, learningCount),
  });

  const learnWords = () => {
    if (queue.learningWords.length === 0) {
      showNotification({ tone: 'info', message: StudyMessages.noLearningWordsAvailable });
      return;
    }
    const state = learnWordsStateOf(props, queue.learningWords, sentencesData ?? []);
    void navigate(AppRoutes.learnWords, { state });
  };

  return {
    ...queue,
    saving,
    words,
    statusOf,
    byToken,
    current,
    sentences,
    isReady,
    noWords: vocabulary.isError || (words !== undefined && words.length === 0),
    dialog,
    setDialog,
    sentencesOfWord,
    setSentencesOfWord,
    translation,
    onDecide,
    onUndo,
    learnWords,
  };
}

/** What the sort screen holds below its banner, as its pieces are given it. */
export type SortSessionState = ReturnType<typeof useSortSession>;
