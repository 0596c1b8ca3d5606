import '@/app/mantine-styles';
import '@mantine/notifications/styles.css';
import { pageScriptsElementId } from '@cinevocab/core';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

/*
 * The page the server rendered (or the logo of the bare page) is painted before any of the app's
 * code is fetched or run: on a slow phone and connection, the style sheets and pictures come
 * first, and the learner reads the page while the code arrives. Then every script the page needs
 * is fetched at once (the list the server gave), and React DOM and the rest run in two steps, each
 * its own task, rather than one long one.
 */
await afterNextPaint();
fetchPageScripts();
await import('react-dom/client');
await afterNextPaint();
const { startInBrowser } = await import('@/app/start-in-browser');
await startInBrowser(container);

/** Resolves once the browser has painted a frame (at once in a tab that is not shown). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Starts fetching the scripts the server listed for this page, all together. */
function fetchPageScripts(): void {
  const listed = document.getElementById(pageScriptsElementId)?.textContent;
  if (!listed) return;
  // Added together: the page's head changes once, not once a script.
  const links = document.createDocumentFragment();
  for (const href of JSON.parse(listed) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
