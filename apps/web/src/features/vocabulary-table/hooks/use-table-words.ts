import type { StudyLanguageCode, VocabularyWord } from '@cinevocab/core';
import { useDeferredValue } from 'react';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { useVocabulary, type WordTitle } from '@/title-words';

/** The deferred words before they come: the page shows its loading rows. */
const wordsOnTheirWay: readonly VocabularyWord[] = [];

/**
 * The table's words, handed to the page in a deferred render so that a phone stays free to answer
 * while the table is built; `isBuilt` says whether the page's own content may be built yet.
 */
export function useTableWords(title: WordTitle, learning: StudyLanguageCode) {
  /*
   * The page comes with the update that brings it (the sign-in check's, the router's), which React
   * may have to render at once, in one task. Its own content is built in a transition after that,
   * in slices; its data is asked for at once. A page the server rendered is built whole at once:
   * the browser takes over the markup that is already on screen, in slices of its own.
   */
  const isFromServer = !useIsInBrowser();
  const isBuilt = useDeferredValue(true, isFromServer);
  const vocabulary = useVocabulary(title, learning);

  /*
   * The words arrive through the data cache, whose updates React renders at once, in one task: with
   * the table that task kept a phone busy for most of a second. The page is built from a deferred
   * copy, which React renders in slices with the page free to answer in between; until it is
   * there, the loading rows stay. Words already in the cache (a second visit) wait their turn too.
   */
  const deferredWords = useDeferredValue(
    // After the page's own content: two smaller tasks rather than one.
    isBuilt ? (vocabulary.data ?? wordsOnTheirWay) : wordsOnTheirWay,
    isFromServer ? (vocabulary.data ?? wordsOnTheirWay) : wordsOnTheirWay,
  );
  const words = deferredWords === wordsOnTheirWay ? undefined : deferredWords;
  const isLoading =
    vocabulary.status === 'pending' || (vocabulary.status === 'success' && words === undefined);
  return { isBuilt, vocabulary, words, isLoading };
}
