/** Sets the width the stubbed matchMedia answers with (see setup.ts). */
export function setScreenWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: width });
}

/**
 * Which screens show an element of the navigation bar: its style sheet hides the parts marked
 * `data-only` below or from 768 px (a test's DOM does not apply style sheets, so this reads the mark).
 */
export function screensShowing(element: Element): 'wide' | 'narrow' | 'all' {
  const only = element.closest('[data-only]')?.getAttribute('data-only');
  return only === 'wide' || only === 'narrow' ? only : 'all';
}
