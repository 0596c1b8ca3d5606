/** Sets the width the stubbed matchMedia answers with (see setup.ts). */
export function setScreenWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { writable: true, configurable: true, value: width });
}
