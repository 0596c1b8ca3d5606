import { useEffect } from 'react';
import { isTypingIn } from '@/lib/typing-target';

export interface RecallKeysOptions {
  isAnswerShown: boolean;
  onShowAnswer: () => void;
  onAnswer: (isKnown: boolean) => void;
  /** While a dialog is open the keys are its own. */
  isPaused: boolean;
}

/**
 * A card's keys, as on the sort screen: Space shows the answer; ← or 1 is Don't Know, → or 2 Know
 * It, only once the answer is shown (a key pressed too soon never grades a card unseen). Keys typed
 * into a field, or with a modifier, are left alone.
 */
export function useRecallKeys({ isAnswerShown, onShowAnswer, onAnswer, isPaused }: RecallKeysOptions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaused || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingIn(event.target, '[role="dialog"]')) return;
      const grade = gradeOf(event.key);
      if (event.key === ' ' && !isAnswerShown) {
        // Not the focused button's click as well.
        event.preventDefault();
        onShowAnswer();
      } else if (grade !== undefined && isAnswerShown) {
        event.preventDefault();
        onAnswer(grade);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isAnswerShown, onShowAnswer, onAnswer, isPaused]);
}

function gradeOf(key: string): boolean | undefined {
  if (key === 'ArrowLeft' || key === '1') return false;
  if (key === 'ArrowRight' || key === '2') return true;
  return undefined;
}
