import {
  pageCoverElementId,
  pageScriptsElementId,
  type RenderedPage,
  serverStateElementId,
} from '@cinevocab/core';

/** One chunk of the web build's manifest (dist/.vite/manifest.json), as far as pages need it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** What a page's screens load: their scripts and every chunk those import, and their styles. */
export interface ScreenAssets {
  scripts: string[];
  stylesheets: string[];
}

/**
 * The files the given screen modules need at once, from the manifest: each module's chunk and
 * the chunks it imports (recursively), with their style sheets. Unknown modules add nothing.
 * A chunk comes after every chunk it imports, so that the browser can run them one at a time in
 * this order, each in a task of its own (main.tsx).
 */
export function screenAssets(manifest: BuildManifest, screens: readonly string[]): ScreenAssets {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const sheet of chunk.css ?? []) stylesheets.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(chunk.file);
  };
  for (const screen of screens) visit(screen);
  return { scripts, stylesheets: [...stylesheets] };
}

/**
 * The modules the app's entry imports once the page has painted (main.tsx: React DOM, then the
 * app's start): every page needs them at once.
 */
export function appStartModules(manifest: BuildManifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return entry?.dynamicImports ?? [];
}

/** The bare index.html (the browser renders the page), listing the scripts of the app's start. */
export function bareDocument(template: string, manifest: BuildManifest): string {
  const { scripts } = screenAssets(manifest, appStartModules(manifest));
  if (scripts.length === 0) return template;
  return template.replace('</body>', `  ${scriptList(template, scripts)}\n  </body>`);
}

/**
 * The scripts the page needs at once, as a JSON list that main.tsx links once the page has painted
 * (not links in the head: the browser would fetch them before the page's style sheets and
 * pictures, which a slow connection would then bring later).
 */
function scriptList(template: string, scripts: readonly string[]): string {
  const urls = notInTemplate(template, scripts).map((file) => `/${file}`);
  return `<script type="application/json" id="${pageScriptsElementId}">${JSON.stringify(urls)}</script>`;
}

/** The files the template does not link already (the entry's own chunks and styles). */
function notInTemplate(template: string, files: readonly string[]): string[] {
  return files.filter((file) => !template.includes(`"/${file}"`));
}

const rootElement = /<div id="root">[\s\S]*?<\/div>/;
const preloadedStyle = /<link rel="preload" as="style" data-app-styles/g;

/** Over everything the page shows (Mantine's layers go up to a few hundred), and clear. */
const pageCover = `<div id="${pageCoverElementId}" style="position: fixed; inset: 0; z-index: 2147483647"></div>`;

/**
 * The built index.html with a page the server rendered in it:
 * - the app's markup in the root element, under a transparent cover until the browser has taken
 *   it over (tap-proof before its code runs; app/page-cover.ts lifts it). Not `inert` on the root:
 *   lifting that had the browser work out the style of every element of the page again, in one
 *   task of 10-20 ms here and four times that on a phone; removing the cover is well under 1 ms;
 * - the style sheets linked, not only preloaded: the markup must paint styled, so they hold the
 *   first paint (a page the browser renders itself paints its logo first instead), the screens'
 *   sheets among them;
 * - the state the browser takes the page over with, as JSON (a script element that is not run,
 *   so the Content-Security-Policy's `script-src 'self'` still holds), and the scripts it needs.
 */
export function serverRenderedDocument(template: string, page: RenderedPage, assets: ScreenAssets): string {
  if (!rootElement.test(template)) throw new Error('The web build\'s index.html has no <div id="root">.');
  const sheets = notInTemplate(template, assets.stylesheets)
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
  const state = `<script type="application/json" id="${serverStateElementId}">${page.state}</script>`;
  return template
    .replace(preloadedStyle, '<link rel="stylesheet"')
    .replace('</head>', `    ${sheets}\n  </head>`)
    .replace(
      rootElement,
      () =>
        `<div id="root">${page.markup}</div>\n    ${pageCover}\n    ${state}\n    ${scriptList(template, assets.scripts)}`,
    );
}
