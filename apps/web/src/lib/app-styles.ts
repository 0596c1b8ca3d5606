/**
 * The app's style sheets as the built page names them: preloaded, not linked, so that they do not
 * hold the first paint (vite.config.ts). Makes them style sheets and resolves once they have
 * loaded (or failed: the app then shows rather than staying on the logo), so that the first render
 * is never unstyled. In development the styles come with the code and there is nothing to wait for.
 */
export function applyAppStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          // The preloaded answer is reused: the sheet is not fetched twice.
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
