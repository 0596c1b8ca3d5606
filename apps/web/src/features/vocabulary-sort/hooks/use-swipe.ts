import {
  type CSSProperties,
  type PointerEvent,
  type Ref,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type { SwipeCardHandle } from '../components/swipe-card';
import type { SortAction } from '../sort-engine';

/** The card's gesture rules. */
export const SwipeRules = {
  /** A drag past this commits. */
  commitPx: 80,
  /** From here the hint shows… */
  hintStartPx: 30,
  /** …and is at full strength here. */
  hintFullPx: 120,
  /** Less than this is a tap, not a drag. */
  tapTolerancePx: 3,
  /** The action fires this long after the card starts flying off. */
  actionDelayMs: 50,
} as const;

/** Left is known, right is to learn (decision 009). */
export const actionOfOffset = (dx: number): SortAction => (dx < 0 ? 'known' : 'learning');

/** How strong the hint is at a drag of `dx` pixels: 0 below 30 px, 1 from 120 px. */
export function hintStrength(dx: number): number {
  const distance = Math.abs(dx);
  if (distance < SwipeRules.hintStartPx) return 0;
  return Math.min(1, (distance - SwipeRules.hintStartPx) / (SwipeRules.hintFullPx - SwipeRules.hintStartPx));
}

/**
 * The card's drag: followed with the pointer, past 80 px on release it flies off and `onDecide`
 * runs, a shorter drag springs back. `ref` gets the same flight for the arrow keys.
 */
export function useSwipe(onDecide: (action: SortAction) => void, ref: Ref<SwipeCardHandle>) {
  const [dx, setDx] = useState(0);
  const [flight, setFlight] = useState<SortAction | null>(null);
  const [isDragging, setDragging] = useState(false);
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  const fly = useCallback(
    (action: SortAction) => {
      if (flight !== null) return;
      setFlight(action);
      setDragging(false);
      window.setTimeout(() => onDecide(action), SwipeRules.actionDelayMs);
    },
    [flight, onDecide],
  );
  useImperativeHandle(ref, () => ({ swipe: fly }), [fly]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // The card's own buttons are pressed, not dragged.
    if ((event.target as HTMLElement).closest('button') || flight !== null) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null || start.current.pointerId !== event.pointerId) return;
    const offset = event.clientX - start.current.x;
    if (!isDragging && Math.abs(offset) < SwipeRules.tapTolerancePx) return;
    setDragging(true);
    setDx(offset);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null || start.current.pointerId !== event.pointerId) return;
    start.current = null;
    if (Math.abs(dx) > SwipeRules.commitPx) fly(actionOfOffset(dx));
    else {
      setDragging(false);
      setDx(0);
    }
  };

  const shownDx = flight === null ? dx : flight === 'known' ? -600 : 600;
  const hint = flight === null ? hintStrength(dx) : 1;
  const style = {
    '--card-dx': `${shownDx}px`,
    '--card-rotate': `${shownDx / 24}deg`,
    '--hint': hint,
  } as CSSProperties;

  return {
    flight,
    isDragging,
    hint,
    hintAction: flight ?? actionOfOffset(dx),
    style,
    fly,
    onPointerDown,
    onPointerMove,
    onPointerEnd,
  };
}
