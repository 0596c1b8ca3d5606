/**
 * Runs `run` when the browser next has nothing to do (soon after a page has started), for code a
 * page may need but whose fetching and running must not hold up its start. Returns a cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
