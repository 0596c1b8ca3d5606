import { StudyPageMessages, type VocabularyWord } from '@cinevocab/core';
import { useState } from 'react';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import { useStudyActivity } from './use-study-activity';
import { useStudyCards } from './use-study-cards';
import type { TitleStudy } from './use-title-study';

/** The words starred in this session: a star keeps a word to learn, with a flash card. */
function useStarredWords(study: TitleStudy) {
  const [starred, setStarred] = useState<readonly VocabularyWord[]>([]);
  const isStarred = (word: VocabularyWord) => starred.some((each) => each.token === word.token);
  const toggleStar = (current: VocabularyWord) => {
    if (isStarred(current)) {
      setStarred((list) => list.filter((each) => each.token !== current.token));
      return;
    }
    setStarred((list) => [...list, current]);
    study.saveToLearn(current);
    showNotification({ tone: 'success', message: StudyPageMessages.addedToStarred });
  };
  return { starred, isStarred, toggleStar };
}

/**
 * Study Words' session: its cards, this session's answers and stars, and the answers' activity.
 */
export function useStudySession(study: TitleStudy) {
  const activity = useStudyActivity();
  const cards = useStudyCards(study, activity.sessionEnded);
  /** This session's answers ('learned' true or false), by token; Reset Progress clears them. */
  const [learned, setLearned] = useState<ReadonlyMap<string, boolean>>(new Map());
  const stars = useStarredWords(study);

  const answer = (current: VocabularyWord, knows: boolean) => {
    const wasKnown = study.statusOf(current.token) === 'known';
    study.mark(current, knows ? 'known' : 'to-learn');
    if (!knows && wasKnown) {
      showNotification({ tone: 'info', message: StudyPageMessages.removedFromLearned });
    }
    setLearned((map) => new Map(map).set(current.token, knows));
    playCue(knows ? 'success' : 'learning');
    activity.answered();
    cards.advance();
  };

  /** The session's answers only: what was saved to the learner's progress stays saved. */
  const reset = () => {
    cards.redeal();
    setLearned(new Map());
    showNotification({ tone: 'info', message: StudyPageMessages.progressReset });
  };

  return { ...cards, ...stars, learned, answer, reset };
}
