import '@/app/mantine-styles';
import '@mantine/notifications/styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

/*
 * The page the server rendered (or the logo of the bare page) is painted before any of the app's
 * code runs: on a slow phone, running it takes the main thread for a while, and the learner sees
 * the page meanwhile. The code has been fetched with the page already (its modulepreload links).
 * React DOM and the rest come in two steps, each its own task, rather than one long one.
 */
await afterNextPaint();
await import('react-dom/client');
await afterNextPaint();
const { startInBrowser } = await import('@/app/start-in-browser');
await startInBrowser(container);

/** Resolves once the browser has painted a frame (at once in a tab that is not shown). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
