import { type AiResponse, StudyMessages, type VocabularyWord, type WordStatus } from '@cinevocab/core';
import { useCallback } from 'react';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import type { StatusChange } from '@/title-words';
import { decide, type SortAction, type SortState, undo } from '../sort-engine';
import { translationFields } from './use-sort-translation';

const statusOfAction = (action: SortAction): WordStatus => (action === 'known' ? 'known' : 'to-learn');

export interface SortChoicesOptions {
  sort: SortState;
  setSort: (sort: SortState) => void;
  /** The card on top, while there is one. */
  current: VocabularyWord | undefined;
  words: readonly VocabularyWord[] | undefined;
  byToken: ReadonlyMap<string, VocabularyWord>;
  statusOf: (token: string) => WordStatus;
  setStatuses: (changes: StatusChange[]) => void;
  translationOf: (token: string) => AiResponse | null;
}

/**
 * The learner's choices on the sort: a card decided (its status kept at once, with its
 * translation, and the next card drawn) and the last choice undone.
 */
export function useSortChoices(options: SortChoicesOptions) {
  const { sort, setSort, current, words, byToken, statusOf, setStatuses, translationOf } = options;
  const onDecide = useCallback(
    (action: SortAction) => {
      if (current === undefined || words === undefined) return;
      const status = statusOfAction(action);
      const translated = translationOf(current.token);
      setStatuses([{ word: current, status, ...(translated ? translationFields(translated) : {}) }]);
      const after = (token: string) => (token === current.token ? status : statusOf(token));
      const next = decide(sort, current, action, words, after);
      playCue(action === 'known' ? 'success' : 'learning');
      if (next.isRoundComplete && !sort.isRoundComplete) {
        playCue('completion');
        showNotification({ tone: 'success', message: StudyMessages.identified(next.sessionLearning) });
      }
      setSort(next);
    },
    [current, words, sort, setSort, setStatuses, statusOf, translationOf],
  );

  const onUndo = useCallback(() => {
    const result = undo(sort);
    if (result === undefined) return;
    const word = byToken.get(result.undone.token);
    if (word) setStatuses([{ word, status: 'unsorted' }]);
    setSort(result.state);
    showNotification({ tone: 'info', message: StudyMessages.undid(result.undone.word) });
  }, [sort, setSort, byToken, setStatuses]);

  return { onDecide, onUndo };
}
