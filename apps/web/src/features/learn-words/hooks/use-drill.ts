import { StudyMessages } from '@cinevocab/core';
import { useState } from 'react';
import type { LearnWord } from '@/lib/learn-words-state';
import { showNotification } from '@/lib/notify';
import { playCue } from '@/lib/sound-cues';
import { answer, currentWord, deckName, shuffle, startDrill } from '../drill-engine';

/**
 * The drill in progress: the word shown and whether its answer is, 'Know It' and 'Don't Know',
 * Shuffle and Reset, each with its sound and its toast.
 */
export function useDrill(words: readonly LearnWord[]) {
  const [state, setState] = useState(() => startDrill(words));
  const [isAnswerShown, setAnswerShown] = useState(false);

  const respond = (knows: boolean) => {
    const step = answer(state, knows);
    setState(step.state);
    setAnswerShown(false);
    playCue(knows ? 'success' : 'learning');
    if (step.nextPass) {
      showNotification({
        tone: 'info',
        message: StudyMessages.passComplete(step.nextPass.pass - 1, step.nextPass.words),
      });
    }
    if (step.state.isDone) playCue('completion');
  };

  const reset = () => {
    setState(startDrill(words));
    setAnswerShown(false);
    showNotification({ tone: 'info', message: StudyMessages.sessionReset });
  };

  const onShuffle = () => {
    setState(shuffle(state));
    setAnswerShown(false);
    showNotification({ tone: 'info', message: StudyMessages.wordsShuffled(deckName(state)) });
  };

  return {
    state,
    word: currentWord(state),
    isAnswerShown,
    showAnswer: () => setAnswerShown(true),
    respond,
    reset,
    onShuffle,
  };
}
