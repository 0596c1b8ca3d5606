import { StudyPageMessages, type VocabularyWord } from '@cinevocab/core';
import { useMemo, useState } from 'react';
import { showNotification } from '@/lib/notify';
import { type ContextTab, contextWords, pageOf, StudyRules } from '../study-logic';
import { useStudyActivity } from './use-study-activity';
import type { TitleStudy } from './use-title-study';

/**
 * Context Learning's session: the tab and page of words shown, this session's flags (the words
 * marked in their lines, the words saved here, the definitions shown), and the marks.
 */
export function useContextSession(study: TitleStudy) {
  const { words, statusOf } = study;
  const lists = useMemo(() => contextWords(words, statusOf), [words, statusOf]);
  const [tab, setTab] = useState<ContextTab>('all');
  const [pageNumber, setPageNumber] = useState(1);
  /** This session's flags: the words marked in their lines, and the words saved here. */
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [savedHere, setSavedHere] = useState<readonly VocabularyWord[]>([]);
  const [isDefinitionsShown, setDefinitionsShown] = useState(false);
  const activity = useStudyActivity();

  const chooseTab = (next: ContextTab) => {
    setTab(next);
    setPageNumber(1);
  };

  const toggleHighlight = (word: VocabularyWord) =>
    setHighlighted((current) => {
      const next = new Set(current);
      if (!next.delete(word.token)) next.add(word.token);
      return next;
    });

  const toggleKnown = (word: VocabularyWord) => {
    if (statusOf(word.token) === 'known') {
      study.mark(word, 'unsorted');
    } else {
      study.mark(word, 'known');
      setSavedHere((list) => list.filter((each) => each.token !== word.token));
      showNotification({ tone: 'success', message: StudyPageMessages.markedKnown(word.name) });
    }
    activity.answered();
  };

  const toggleSaved = (word: VocabularyWord) => {
    if (statusOf(word.token) === 'to-learn') {
      study.mark(word, 'unsorted');
      setSavedHere((list) => list.filter((each) => each.token !== word.token));
    } else {
      study.saveToLearn(word);
      setSavedHere((list) => [...list.filter((each) => each.token !== word.token), word]);
      showNotification({ tone: 'success', message: StudyPageMessages.savedToList(word.name) });
    }
    activity.answered();
  };

  /** The page's own flags only: what was saved to the learner's progress stays saved. */
  const reset = () => {
    setHighlighted(new Set());
    setSavedHere([]);
    setDefinitionsShown(false);
    chooseTab('all');
    showNotification({ tone: 'info', message: StudyPageMessages.resetAllWords });
  };

  return {
    lists,
    tab,
    chooseTab,
    shown: pageOf(lists[tab], pageNumber, StudyRules.contextPageSize),
    setPageNumber,
    highlighted,
    toggleHighlight,
    savedHere,
    isDefinitionsShown,
    setDefinitionsShown,
    toggleKnown,
    toggleSaved,
    reset,
  };
}
