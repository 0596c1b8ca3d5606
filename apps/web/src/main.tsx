import '@/app/mantine-styles';
import '@mantine/notifications/styles.css';
import { pageScriptsElementId } from '@cinevocab/core';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

/*
 * The page the server rendered (or the logo of the bare page) is painted before any of the app's
 * code is fetched or run: on a slow phone and connection, the style sheets and pictures come
 * first, and the learner reads the page while the code arrives. Then every script the page needs
 * is fetched (the list the server gave, linked a few at a time), and React DOM and the rest run in two steps, each
 * its own task, rather than one long one.
 */
await afterNextPaint();
// All linked before the first import: Vite's import helper links what a dynamic import needs where
// the page has not, one script at a time, and would otherwise link most of them a second time.
await fetchPageScripts();
await import('react-dom/client');
await afterNextPaint();
const { startInBrowser } = await import('@/app/start-in-browser');
await startInBrowser(container);

/** Resolves once the browser has painted a frame (at once in a tab that is not shown). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Linked a few at a time: setting up a script's fetch costs the main thread about a millisecond
 * on a phone, and a page lists eighty or so; all at once, that was one task of a third of a second.
 */
const scriptsLinkedPerTask = 8;

/** Starts fetching the scripts the server listed for this page, a few in each task; resolves once all are linked. */
function fetchPageScripts(): Promise<void> {
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
