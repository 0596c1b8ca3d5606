import { type Level, StudyMessages, type VocabularyWord, WordMessages } from '@cinevocab/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHumanLines, useSaveAndLoad, useSentences, useWordStatuses } from '@/title-words';
import type { VocabularyTablePageProps } from '../components/vocabulary-table-page';
import { type StatusFilter, type TableSort, visibleRows } from '../table-logic';
import { useTableWords } from './use-table-words';
import { useWordDialogTranslation } from './use-word-dialog-translation';
import { useWordMeanings } from './use-word-meanings';

/**
 * Everything the vocabulary table holds: the words and the learner's statuses, the filter, search
 * and sort that make the rows, the opened word, the meanings, and saving.
 */
export function useVocabularyTable(props: VocabularyTablePageProps) {
  const { title, titleName, level, learning, native } = props;
  const { isBuilt, vocabulary, words, isLoading } = useTableWords(title, learning);
  const navigate = useNavigate();
  const heading = level === 'all' ? WordMessages.vocabularyAllLevels : WordMessages.levelTitle(level);
  useDocumentTitle(titleName === null ? heading : `${heading} · ${titleName}`);

  // The words' progress is asked for as soon as the words are known.
  const progress = useWordStatuses({ title, words: vocabulary.data, learning, native });
  const { statusOf } = progress;
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>({ column: 'count', descending: true });
  const [opened, setOpened] = useState<VocabularyWord | null>(null);
  // Once opened, the dialog stays in the page, so that it closes with its transition.
  const [wasDialogOpened, setWasDialogOpened] = useState(false);
  if (opened !== null && !wasDialogOpened) setWasDialogOpened(true);
  const sentences = useSentences(title, learning, opened !== null);
  const humanLines = useHumanLines(title, learning, native);
  const meanings = useWordMeanings({ learning, native, progress });
  const dialogTranslation = useWordDialogTranslation({
    title,
    titleName,
    learning,
    native,
    sentences,
    humanLines,
    meanings,
  });

  const atLevel = useMemo(
    () => (words ?? []).filter((word) => level === 'all' || word.diff === level),
    [words, level],
  );
  const levelCounts = useMemo(() => {
    const counts: Record<Level, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
    for (const word of words ?? []) counts[word.diff] = (counts[word.diff] ?? 0) + 1;
    return counts;
  }, [words]);
  const rows = visibleRows(atLevel, { statusOf, filter, search, sort, locale: learning });
  const learningWords = useMemo(
    () => (words ?? []).filter((word) => statusOf(word.token) === 'to-learn'),
    [words, statusOf],
  );

  const saving = useSaveAndLoad(progress, Boolean(words?.length), {
    nothingToSave: StudyMessages.noMarkedWordsToSave,
    loaded: ({ count }) => StudyMessages.progressLoadedTable(count),
  });

  return {
    isBuilt,
    isLoading,
    vocabulary,
    words,
    navigate,
    heading,
    statusOf,
    filter,
    setFilter,
    search,
    setSearch,
    sort,
    setSort,
    opened,
    setOpened,
    wasDialogOpened,
    sentences,
    meanings,
    dialogTranslation,
    atLevel,
    levelCounts,
    rows,
    learningWords,
    saving,
  };
}

/** What the vocabulary table holds, as its pieces are given it. */
export type VocabularyTableState = ReturnType<typeof useVocabularyTable>;
