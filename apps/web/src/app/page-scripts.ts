import { pageScriptsElementId } from '@cinevocab/core';

/**
 * Linked a few at a time: setting up a script's fetch costs the main thread about a millisecond
 * on a phone, and a page lists eighty or so; all at once, that was one task of a third of a second.
 */
export const scriptsLinkedPerTask = 8;

/**
 * Starts fetching the scripts the server listed for this page (decision 031), a few in each task;
 * resolves once all are linked.
 */
export function fetchPageScripts(): Promise<void> {
  const listed = document.getElementById(pageScriptsElementId)?.textContent;
  if (!listed) return Promise.resolve();
  const hrefs = JSON.parse(listed) as string[];
  return new Promise((resolve) => {
    const linkFrom = (start: number) => {
      // Added together: the page's head changes once a batch, not once a script.
      const links = document.createDocumentFragment();
      for (const href of hrefs.slice(start, start + scriptsLinkedPerTask)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        links.append(link);
      }
      document.head.append(links);
      const next = start + scriptsLinkedPerTask;
      if (next < hrefs.length) setTimeout(() => linkFrom(next), 0);
      else resolve();
    };
    linkFrom(0);
  });
}
