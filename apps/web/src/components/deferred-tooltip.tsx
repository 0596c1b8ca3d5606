import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  type Ref,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { whenIdle } from '@/lib/when-idle';

const loadTooltip = () => import('./mantine-tooltip');
const MantineTooltip = lazy(loadTooltip);

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

export type DeferredTooltipProps = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'events'> & {
  /** One element that takes a ref and pointer, focus and key handlers (a button, a link). */
  children: ReactElement<TargetProps>;
};

/**
 * A tooltip on hover, focus and touch whose code (Mantine's Tooltip and the positioning library
 * under it, 17 KB of compressed JavaScript) is fetched when the browser is idle after the first
 * page, not with it. The element is never re-created when the code arrives (a focused badge keeps
 * its focus): the tooltip is laid over it by reference. Whatever the tooltip says must also be in
 * the element's accessible name or description, since it shows only on demand.
 */
export function DeferredTooltip({ children, ...tooltipProps }: DeferredTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => whenIdle(() => void loadTooltip()), []);

  const own = children.props;
  const trigger = cloneElement(children, {
    ref: setTarget,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') setOpened(true);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      if (event.pointerType === 'mouse') setOpened(false);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      // A touch screen has no hover, and a tap does not always focus a button.
      if (event.pointerType === 'touch') setOpened((isOpen) => !isOpen);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      setOpened(true);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      setOpened(false);
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') setOpened(false);
    },
  });

  return (
    <>
      {trigger}
      {opened ? (
        <Suspense fallback={null}>
          <MantineTooltip {...tooltipProps} target={target} opened>
            {null}
          </MantineTooltip>
        </Suspense>
      ) : null}
    </>
  );
}
