import '@/app/mantine-styles';
import '@mantine/notifications/styles.css';
import { holdPageUntilReady } from '@/app/page-cover';
import { fetchPageScripts, runPageScripts } from '@/app/page-scripts';

holdPageUntilReady();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

/*
 * The page the server rendered (or the logo of the bare page) is painted before any of the app's
 * code is fetched or run: on a slow phone and connection, the style sheets and pictures come
 * first, and the learner reads the page while the code arrives. Then every script the page needs
 * is fetched (the list the server gave, `app/page-scripts.ts`) and run, a script per task, rather
 * than all in one long task.
 */
await afterNextPaint();
// All linked before the first import: Vite's import helper links what a dynamic import needs where
// the page has not, one script at a time, and would otherwise link most of them a second time.
await fetchPageScripts();
await runPageScripts();
await import('react-dom/client');
await afterNextPaint();
const { startInBrowser, rememberTimeZoneLater } = await import('@/app/start-in-browser');
await startInBrowser(container);
rememberTimeZoneLater();

/** Resolves once the browser has painted a frame (at once in a tab that is not shown). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
