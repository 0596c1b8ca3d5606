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
await afterFirstContentfulPaint();
// All linked before the first import: Vite's import helper links what a dynamic import needs where
// the page has not, one script at a time, and would otherwise link most of them a second time.
await fetchPageScripts();
await runPageScripts();
await import('react-dom/client');
await afterNextPaint();
const { startInBrowser, rememberTimeZoneLater } = await import('@/app/start-in-browser');
await startInBrowser(container);
rememberTimeZoneLater();

/**
 * Resolves once the page's first content is on the screen, as the browser's paint timing reports
 * it, or a second after this is called if it has not said so by then; at once in a tab that is not
 * shown. Waiting for the next frame only is not enough: on a busy phone that frame is drawn but
 * can reach the screen 100 ms later, and the scripts then arrive before the page is seen and
 * compete with its pictures.
 */
function afterFirstContentfulPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return afterNextPaint();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(done, 1000);
  });
}

/** Resolves once the browser has painted a frame (at once in a tab that is not shown). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
