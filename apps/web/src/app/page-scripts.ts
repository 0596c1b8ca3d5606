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
  const hrefs = listedPageScripts();
  if (hrefs.length === 0) return Promise.resolve();
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

/**
 * Runs the scripts the server listed for this page one at a time, in its order (a script after
 * those it imports), each in a task of its own; resolves once all have run. Importing the page's
 * screen afterwards then runs nothing more: run together, the screens' forty or so scripts were one
 * task of 100 ms on a phone (the table of a title's words), long enough to keep a tap waiting.
 * A script that fails to load is left to the import that needs it, which reports it as before.
 */
export async function runPageScripts(run: (href: string) => Promise<unknown> = runScript): Promise<void> {
  for (const href of listedPageScripts()) await run(href).catch(() => undefined);
}

const runScript = (href: string): Promise<unknown> => import(/* @vite-ignore */ href);

/** The scripts the server listed for this page (the server's `pages/page-document.ts`). */
function listedPageScripts(): string[] {
  const listed = document.getElementById(pageScriptsElementId)?.textContent;
  return listed ? (JSON.parse(listed) as string[]) : [];
}
