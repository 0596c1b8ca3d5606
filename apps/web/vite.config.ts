import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type BuildOptions, defineConfig, type Plugin } from 'vite';
import { compressedCopies } from './vite/compressed-copies.ts';
import { firstPageChunks, firstPageGroups } from './vite/first-page-chunks.ts';

/** The Fastify server the dev server forwards API calls to (`npm run serve`, PORT 3000). */
const apiOrigin = 'http://localhost:3000';

/**
 * The built page preloads its style sheets instead of linking them, so that they do not hold the
 * first paint: the logo in index.html shows as soon as the page arrives, while the sheets (fetched
 * at once, at the highest priority) and the scripts download. `main.tsx` makes them style sheets
 * and waits for them before the app's first render (lib/app-styles.ts): nothing shows unstyled.
 */
function stylesAfterFirstPaint(): Plugin {
  return {
    name: 'cinevocab:styles-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<link rel="stylesheet"/g, '<link rel="preload" as="style" data-app-styles'),
    },
  };
}

const sourceAlias = { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) };
/**
 * The flag pictures of country-flag-icons (MIT), as files: the package lists its SVG files in no
 * export, only as React components, which made them part of the JavaScript of every page.
 */
const flagsAlias = {
  find: /^@flags\//,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
    '3x2/',
  ),
};

/** The browser's build: what the pages download. */
const browserBuild = {
  target: 'es2022', // Maps are written for error reports but never linked from the bundles: a browser does not
  // fetch them, and the server only serves them when told to (SERVE_SOURCE_MAPS).
  sourcemap: 'hidden',
  // dist/.vite/manifest.json: which chunks each route's screen loads, read by the bundle budget
  // check (scripts/check-bundle-budget.mjs).
  manifest: true,
  rolldownOptions: {
    output: {
      // Each screen is its own chunk, fetched when its route is first visited (app/router.tsx).
      // React and the router are needed by every page, so they are kept apart from the app's
      // code and stay cached across its releases. The rest of what every page needs comes in a
      // few chunks (vite/first-page-chunks.ts).
      codeSplitting: {
        groups: [
          {
            name: 'react',
            test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            priority: firstPageGroups.length + 1,
          },
          ...firstPageGroups,
        ],
      },
    },
  },
} satisfies BuildOptions;

/**
 * The server's build of the app (src/entry-server.tsx) into dist/.server/, which the static file
 * handler never serves (it serves no path with a segment starting with a dot).
 */
const serverBuild = {
  target: 'node20',
  outDir: 'dist/.server',
  emptyOutDir: true,
  sourcemap: true,
  rolldownOptions: { input: 'src/entry-server.tsx' },
} satisfies BuildOptions;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stylesAfterFirstPaint(), firstPageChunks(), compressedCopies()],
  resolve: { alias: [sourceAlias, flagsAlias] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: apiOrigin,
        changeOrigin: true,
        // The server refuses state-changing calls whose Origin is not its own (CSRF guard), so
        // the proxied request must look as if it came from the server's own page.
        configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', apiOrigin)),
      },
    },
  },
  // The server's build (`vite build --ssr`, see package.json) takes every package in, so that the
  // API server loads one module with only what the pages use, not whole libraries.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        // React's production build, whatever NODE_ENV the server runs with: Vite leaves
        // process.env.NODE_ENV to be read at run time in a server build, and unset it means the
        // development build, several times slower to render.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  build: isSsrBuild ? serverBuild : browserBuild,
}));
