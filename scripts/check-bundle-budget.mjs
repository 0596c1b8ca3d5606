#!/usr/bin/env node
// The bundle budget: the gzipped JavaScript a phone downloads before the first page can show,
// for the login page (/auth) and for Home of a signed-in user. Run after `npm run build`; exits
// non-zero above the budget, so that CI catches a heavy import the moment it lands in a first page.
//
// What a page loads is read from Vite's manifest (dist/.vite/manifest.json): the entry chunk and
// the chunks it imports statically (the modulepreload links of index.html) or as soon as it has
// run (its dynamic imports: React DOM and the app's start), plus, for each route
// the page passes through, the screen's chunk and its static imports. Screens of other routes are
// fetched on their first visit (app/router.tsx), so they do not count.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The first pages, each with the route modules it renders (the manifest's keys), the kilobytes of
 * gzipped JavaScript it may load and the number of files they may come in: 150 KB for each, the
 * goal (docs/decisions/020-fast-on-a-phone.md, 028-a-lighter-first-page.md,
 * 030-contracts-on-zod-mini.md, 032-first-page-code-in-few-chunks.md and
 * 033-answers-checked-after-the-first-page.md say how it was reached).
 */
const firstPages = [
  { page: '/auth', screens: ['src/app/routes/auth.tsx'], budgetKb: 150, maxFiles: 24 },
  {
    page: '/ (signed in)',
    screens: ['src/app/routes/protected-layout.tsx', 'src/app/routes/home.tsx'],
    // 151 since the watch page (decision 042): every route's list of files to fetch ahead lives in
    // the code every page loads, about 0.3 KB a route, and Home had no room left for one more.
    budgetKb: 151,
    // 35 since the level pages stopped loading the season list: the catalog's picture component,
    // which Home shares with fewer screens now, became a chunk of its own (decision 032).
    maxFiles: 35,
  },
];

/**
 * What the page's own script may load before the first paint (it and its static imports): the
 * page shows what the server rendered before any of the app's code is fetched (src/main.tsx).
 */
const beforeFirstPaintBudgetKb = 3;

const distDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url)));

async function readManifest() {
  try {
    return JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch (error) {
    throw new Error(`No build manifest in ${distDir}: run \`npm run build\` first (${error.message}).`);
  }
}

/** The chunk files a manifest entry loads at once: its own and its static imports, recursively. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`The build manifest has no ${key}; update firstPages.`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** The scripts index.html makes the browser fetch at once (entry and modulepreload links). */
async function htmlScripts() {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const links = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)];
  return links.map((match) => match[1]);
}

const gzippedSizes = new Map();
async function gzippedSize(file) {
  if (!gzippedSizes.has(file)) {
    gzippedSizes.set(file, gzipSync(await readFile(path.join(distDir, file))).length);
  }
  return gzippedSizes.get(file);
}

/**
 * What the phone really downloads of a file: the build's brotli copy (apps/web/vite/compressed-copies.ts),
 * which the server sends as it is. A file without one is a fault of the build: the server would
 * compress it again for every request.
 */
async function brotliSize(file) {
  try {
    return (await readFile(path.join(distDir, `${file}.br`))).length;
  } catch {
    throw new Error(`${file} has no brotli copy: the build's compressed copies are missing.`);
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const manifest = await readManifest();
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (entryKey === undefined) throw new Error('The build manifest names no entry.');
const entryFiles = staticClosure(manifest, entryKey);
for (const file of await htmlScripts()) entryFiles.add(file);
const beforeFirstPaint = (await Promise.all([...entryFiles].map(gzippedSize))).reduce(
  (sum, bytes) => sum + bytes,
  0,
);
const isPaintHeldUp = beforeFirstPaint > beforeFirstPaintBudgetKb * 1024;
console.log(
  `bundle before_first_paint js_gzip_kb=${kb(beforeFirstPaint)} budget_kb=${beforeFirstPaintBudgetKb} files=${entryFiles.size}${isPaintHeldUp ? ' OVER BUDGET' : ''}`,
);
// What the entry imports as soon as the page has painted (React DOM, the app's start): every page
// loads it at once, and the server links it from the page.
for (const started of manifest[entryKey].dynamicImports ?? []) staticClosure(manifest, started, entryFiles);

let overBudget = isPaintHeldUp;
for (const { page, screens, budgetKb, maxFiles } of firstPages) {
  const files = new Set(entryFiles);
  for (const screen of screens) staticClosure(manifest, screen, files);
  const sizes = await Promise.all([...files].map(async (file) => ({ file, bytes: await gzippedSize(file) })));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const sent = (await Promise.all([...files].map(brotliSize))).reduce((sum, bytes) => sum + bytes, 0);
  const isOver = total > budgetKb * 1024 || files.size > maxFiles;
  overBudget ||= isOver;
  console.log(
    `bundle page=${page} js_gzip_kb=${kb(total)} budget_kb=${budgetKb} files=${files.size} max_files=${maxFiles} js_sent_brotli_kb=${kb(sent)}${isOver ? ' OVER BUDGET' : ''}`,
  );
  if (isOver || process.env.BUNDLE_BUDGET_VERBOSE) {
    for (const { file, bytes } of sizes.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kb(bytes).padStart(7)} KB  ${file}`);
    }
  }
}
if (overBudget) {
  console.error("A first page's JavaScript is over its budget: see the chunks above.");
  process.exit(1);
}
