import { useMemo } from 'react';
import { useHumanLines, useSentences, useVocabulary, useWordStatuses } from '@/title-words';
import type { SortScreenProps } from '../components/sort-screen';

/**
 * The words the sort goes through (the title's, or only a plan's chosen ones), their sentences
 * and paired lines, and the learner's status of each.
 */
export function useSortWords({
  title,
  learning,
  native,
  chosenTokens = null,
}: Pick<SortScreenProps, 'title' | 'learning' | 'native' | 'chosenTokens'>) {
  const vocabulary = useVocabulary(title, learning);
  const sentences = useSentences(title, learning, vocabulary.isSuccess);
  const humanLines = useHumanLines(title, learning, native);
  const words = useMemo(() => {
    if (chosenTokens === null || vocabulary.data === undefined) return vocabulary.data;
    const chosen = new Set(chosenTokens);
    return vocabulary.data.filter((word) => chosen.has(word.token));
  }, [vocabulary.data, chosenTokens]);
  const progress = useWordStatuses({ title, words, learning, native, levelCap: 5 });
  return { vocabulary, sentences, humanLines, words, progress };
}
