import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * Where an element starts, from the top of the document (null until it is measured): the rows'
 * offsets are counted from the page's top, and what is above the table (buttons that wrap, a
 * loaded title) can move it.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().top + window.scrollY);
      // As a transition: the table's rows are then rendered in slices, not in one long task.
      startTransition(() => setTop((current) => (current === measured ? current : measured)));
    };
    // Measured when the browser draws the next frame, as it works out the page's styles and layout
    // anyway; measuring while React builds the page made it do that work then, in the same task.
    const frame = requestAnimationFrame(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ref]);
  return top;
}
