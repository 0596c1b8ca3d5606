import { StudyPageMessages, type VocabularyWord } from '@cinevocab/core';
import { useState } from 'react';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import { pickReviewWords, StudyRules } from '../study-logic';
import { useStudyActivity } from './use-study-activity';
import type { TitleStudy } from './use-title-study';

/** How a review ends: at the tenth word to learn, or with every word seen. */
export type ReviewEnding = 'ten-to-learn' | 'all-seen';

/**
 * Vocabulary Review's session: the words drawn, the one shown (and whether its definition is),
 * the words to learn so far, the answers, and how the review ended.
 */
export function useReviewSession(study: TitleStudy) {
  // Drawn once: answers given meanwhile do not reshuffle the review.
  const [deck] = useState(() => pickReviewWords(study.words, study.statusOf));
  const [index, setIndex] = useState(0);
  const [toLearn, setToLearn] = useState<readonly VocabularyWord[]>([]);
  const [ending, setEnding] = useState<ReviewEnding | null>(deck.length === 0 ? 'all-seen' : null);
  const [isDefinitionShown, setDefinitionShown] = useState(false);
  const activity = useStudyActivity();

  const end = (how: ReviewEnding) => {
    setEnding(how);
    playCue('completion');
    showNotification(
      how === 'ten-to-learn'
        ? { tone: 'success', message: StudyPageMessages.identifiedTen }
        : { tone: 'info', message: StudyPageMessages.allWordsSeen },
    );
    activity.sessionEnded();
  };

  const respond = (current: VocabularyWord, knows: boolean) => {
    study.mark(current, knows ? 'known' : 'to-learn');
    playCue(knows ? 'success' : 'learning');
    activity.answered();
    setDefinitionShown(false);
    const learning = knows ? toLearn : [...toLearn, current];
    setToLearn(learning);
    if (learning.length >= StudyRules.reviewLearningTarget) end('ten-to-learn');
    else if (index + 1 >= deck.length) end('all-seen');
    else setIndex(index + 1);
  };

  return {
    deck,
    index,
    word: ending === null ? deck[index] : undefined,
    toLearn,
    ending,
    isDefinitionShown,
    toggleDefinition: () => setDefinitionShown((shown) => !shown),
    respond,
  };
}
