/**
 * How long importing known words takes at the largest size one import allows (50,000 lines), on
 * PGlite on disk, as `npm start` runs it, over real HTTP: pasted words (the 50,000 commonest Spanish
 * forms), the same again (nothing changes), and an Anki package of 50,000 notes written by the
 * app's own exporter. The target: under 5 s for the import (preview and confirm each parse, fold
 * and plan the whole file; the confirm also writes it in one transaction). Part of `npm run bench`.
 */
import { WordImportLimits, WordImportResultSchema } from '@cinevocab/core';
import { loadFrequencyList } from '@cinevocab/lexicon';
import { ankiPackageOf } from '../src/modules/flash-cards/index.js';
import { flashCardOf } from '../test/anki-packages.js';
import { startBenchServer } from './bench-server.js';
import { signedInCookie } from './bench-session.js';

const rounds = 3;
const targetMs = 5_000;

async function main() {
  const forms = loadFrequencyList('es')
    .entries.slice(0, WordImportLimits.maxLines)
    .map((entry) => entry.form);
  const pasted = new TextEncoder().encode(forms.join('\n'));
  const apkg = await ankiPackageOf(
    forms.map((form, index) => flashCardOf(form, index)),
    new Date(),
  );
  const server = await startBenchServer();
  const { base } = server;

  const send = async (cookie: string, step: 'preview' | 'confirm', bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('learning_lang', 'es');
    form.append('translated_lang', 'en');
    form.append('file', new Blob([bytes]), name);
    const started = performance.now();
    const response = await fetch(`${base}/api/word-import/${step}`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`${step} answered ${response.status}: ${JSON.stringify(body)}`);
    return {
      ms: performance.now() - started,
      atServer: server.lastServerMs(),
      result: WordImportResultSchema.parse(body),
    };
  };

  type Timing = { ms: number; atServer: number };
  const cases: Record<string, Timing[]> = {
    'pasted words: preview': [],
    'pasted words: confirm (writes)': [],
    'pasted words: confirm again (writes nothing)': [],
    'Anki package: confirm (writes)': [],
  };
  let counts = '';
  try {
    // Warm-up: the worker loads the word tables on its first analysis.
    const warm = await signedInCookie(base);
    const started = performance.now();
    await send(warm, 'preview', new TextEncoder().encode('casa'), 'warm.txt');
    console.log(`first analysis (loads the word tables): ${(performance.now() - started).toFixed(0)} ms`);
    for (let round = 0; round < rounds; round++) {
      const cookie = await signedInCookie(base);
      cases['pasted words: preview']!.push(await send(cookie, 'preview', pasted, 'pasted.txt'));
      const written = await send(cookie, 'confirm', pasted, 'pasted.txt');
      cases['pasted words: confirm (writes)']!.push(written);
      const again = await send(cookie, 'confirm', pasted, 'pasted.txt');
      if (again.result.known + again.result.to_learn !== 0)
        throw new Error('the same import twice wrote again');
      cases['pasted words: confirm again (writes nothing)']!.push(again);
      cases['Anki package: confirm (writes)']!.push(
        await send(await signedInCookie(base), 'confirm', apkg, 'deck.apkg'),
      );
      const { result } = written;
      counts = `${result.lines} lines → ${result.known} words known, ${result.not_recognised} not recognised`;
    }
  } finally {
    await server.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `\nImporting known words: ${counts}; package ${(apkg.length / 1024 / 1024).toFixed(1)} MiB; median of ${rounds} (ms)`,
  );
  console.table(
    Object.entries(cases).map(([label, times]) => ({
      case: label,
      'over HTTP': median(times.map((time) => time.ms)).toFixed(0),
      'at the server': median(times.map((time) => time.atServer)).toFixed(0),
      [`under ${targetMs / 1000} s`]: median(times.map((time) => time.ms)) < targetMs ? 'yes' : 'NO',
    })),
  );
}

await main();
