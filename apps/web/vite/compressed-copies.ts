import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text, and over a kilobyte (the server compresses nothing smaller). */
const isCompressible = (file: string, bytes: number) => /\.(js|css|svg|json)$/.test(file) && bytes > 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy of every script, style sheet and picture the
 * browser's build emits, at the strongest settings, once, at build time. The server sends the
 * copy the browser accepts (`@fastify/static`'s `preCompressed`) instead of compressing each file
 * again for every request at the light setting it can afford then: a phone downloads about a
 * fifth less script (React: 82 → 68 KB), and the server spends no processor time on it while the
 * page loads.
 */
export function compressedCopies(): Plugin {
  let assetsDir = '';
  return {
    name: 'cinevocab:compressed-copies',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      assetsDir = path.join(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      const files = await readdir(assetsDir);
      await Promise.all(
        files.map(async (file) => {
          const source = path.join(assetsDir, file);
          const content = await readFile(source);
          if (!isCompressible(file, content.length)) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${source}.br`, br), writeFile(`${source}.gz`, gz)]);
        }),
      );
    },
  };
}
