import { useEffect, useRef } from 'react';

/** What each key of the watch page does; a key the page has no use for now is left undefined. */
export interface WatchKeyActions {
  playPause?: () => void;
  step?: (direction: -1 | 0 | 1) => void;
  nextNewWord: () => void;
  markSelected: (status: 'known' | 'to-learn') => void;
  shiftLines?: (seconds: number) => void;
  showHelp: () => void;
}

/**
 * The page's keys. None fires while the learner types in a field or with a modifier held (the
 * browser's own shortcuts), and Space on a focused button or link stays that control's.
 */
export function useWatchKeys(actions: WatchKeyActions) {
  // Read when a key is pressed: the page's actions change at each mark, the listener need not.
  const current = useRef(actions);
  useEffect(() => {
    current.current = actions;
  }, [actions]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const act = actionOf(event, current.current);
      if (!act) return;
      event.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function actionOf(event: KeyboardEvent, actions: WatchKeyActions): (() => void) | undefined {
  const { step, shiftLines, playPause } = actions;
  switch (event.key) {
    case ' ':
      return isControl(event.target) || !playPause ? undefined : playPause;
    case 'ArrowLeft':
      return step && (() => step(-1));
    case 'ArrowRight':
      return step && (() => step(1));
    case 'r':
    case 'R':
      return step && (() => step(0));
    case 'n':
    case 'N':
      return actions.nextNewWord;
    case 'k':
    case 'K':
      return () => actions.markSelected('known');
    case 'l':
    case 'L':
      return () => actions.markSelected('to-learn');
    case '[':
      return shiftLines && (() => shiftLines(-0.1));
    case ']':
      return shiftLines && (() => shiftLines(0.1));
    case '?':
      return actions.showHelp;
    default:
      return undefined;
  }
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'range'].includes(target.type)
  );
}

function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a, [role="button"], input, video') !== null;
}
