import { type RefObject, useEffect } from 'react';
import { isTypingIn } from '@/lib/typing-target';
import type { SwipeCardHandle } from '../components/swipe-card';

export interface SortKeysOptions {
  /** While a dialog is open the keys are its own. */
  isPaused: boolean;
  isRoundComplete: boolean;
  onUndo: () => void;
  card: RefObject<SwipeCardHandle | null>;
}

/**
 * The sort's keys: ← known, → to learn (the card swipes away as if dragged), Backspace undoes.
 * Keys typed into a field, a menu or a list, or with a modifier, are left alone.
 */
export function useSortKeys({ isPaused, isRoundComplete, onUndo, card }: SortKeysOptions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaused || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingIn(event.target, '[role="menu"], [role="listbox"]')) return;
      if (event.key === 'Backspace') {
        event.preventDefault();
        onUndo();
      } else if (!isRoundComplete && event.key === 'ArrowLeft') {
        event.preventDefault();
        card.current?.swipe('known');
      } else if (!isRoundComplete && event.key === 'ArrowRight') {
        event.preventDefault();
        card.current?.swipe('learning');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isPaused, onUndo, isRoundComplete, card]);
}
