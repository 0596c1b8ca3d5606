import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { compressedCopies } from './compressed-copies';

let outDir: string | undefined;
afterEach(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Runs the plugin over a build output holding `files` (path inside the output → content). */
async function writeCopies(files: Record<string, string>) {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-copies-'));
  await mkdir(path.join(outDir, 'assets'));
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(outDir, file), content);
  const plugin = compressedCopies();
  const config = { root: outDir, build: { outDir: '.', assetsDir: 'assets' } } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.writeBundle as () => Promise<void>)();
  return outDir;
}

describe('compressedCopies', () => {
  it('writes a brotli and a gzip copy of every script, style sheet and picture, the small ones too', async () => {
    const tiny = 'export{a as t};';
    const large = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `w${i}`))};`;
    const dir = await writeCopies({
      'assets/tiny.js': tiny,
      'assets/large.js': large,
      'assets/card.css': '.c{color:teal}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    for (const [file, content] of [
      ['assets/tiny.js', tiny],
      ['assets/large.js', large],
      ['assets/card.css', '.c{color:teal}'],
      ['favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ] as const) {
      // Each copy holds the file itself: the server sends it as the answer.
      expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).toString()).toBe(content);
      expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).toString()).toBe(content);
    }
  });

  it('leaves source maps and other files without copies', async () => {
    const dir = await writeCopies({ 'assets/a.js.map': '{"version":3}', 'assets/photo.png': 'not text' });
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual(['a.js.map', 'photo.png']);
  });
});
