/**
 * Compiles the server for `npm start`: src/index.ts and the modules it runs in worker threads and
 * child processes (src/workers/worker-file.ts names them), with the workspace
 * packages they import (which ship as TypeScript), into dist/ as plain ES modules. Dependencies
 * from npm stay imports of node_modules. Takes well under a second, so `npm start` runs it every
 * time and dist/ is never stale.
 *
 * Plain JavaScript, so that building needs nothing but node and esbuild.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverDir, 'dist');
const repositoryRoot = path.resolve(serverDir, '../..');

/**
 * Source files find their neighbours (migrations, demo subtitles, the lexicon's data, the web
 * build) relative to their own `import.meta.url`. Bundled, that would be dist/'s; so each source
 * file's `import.meta.url` is rewritten to its own place, relative to dist/ (the checkout can
 * still move).
 */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

/** npm packages stay outside the bundle; the workspace's own packages (@cinevocab/*) go in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@cinevocab/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: {
    index: path.join(serverDir, 'src/index.ts'),
    'analysis.worker': path.join(serverDir, 'src/workers/analysis.worker.ts'),
    'lexicon-build.process': path.join(serverDir, 'src/workers/lexicon-build.process.ts'),
    'create-database.process': path.join(serverDir, 'src/workers/create-database.process.ts'),
    'speech.process': path.join(serverDir, 'src/workers/speech.process.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Tells workers/worker-file.ts that the workers are compiled beside the server.
  define: { COMPILED_SERVER: 'true' },
  logLevel: 'warning',
  plugins: [npmPackagesExternal, ownImportMetaUrl],
});
console.log(
  `server compiled to ${pathToFileURL(outdir).href.replace(pathToFileURL(repositoryRoot).href, '.')} ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
