/**
 * `npx tsx packages/lexicon/src/bench/transcript-bench.ts [--dir DIR]` (part of `npm run bench`):
 * what a film's transcript (`GET /api/words/transcript`) weighs, in one line:
 *
 *   transcript-bench file=es_under_the_dome__mixed_eol.srt lines=1829 tokens=8089 marks=4424
 *     json_bytes=… gzip_bytes=… brotli_bytes=… brotli_max_bytes=… analyse_ms=…
 *
 * The film is the shared subtitle with the most lines (a two-hour film), else the longest demo
 * file. The transcript is made in the analysis's one pass over the tokens, so its own cost cannot
 * be timed apart: analyse_ms is the whole analysis (median of 21 runs after 5 warm-ups). gzip and
 * brotli (brotli_bytes) at the levels the server compresses its answers with; brotli_max_bytes at
 * brotli's best. The size budget is a test
 * (transcript-size.test.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadLexicon } from '../analysis/lexicon.js';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { defaultLexiconDir, fromUserDir } from '../cli/paths.js';
import { parseSubtitles } from '../subtitles/parse-subtitles.js';
import { longestFilm, transcriptGzipBudgetBytes, transcriptSize } from './transcript-size.js';

const warmUps = 5;
const runs = 21;

function main(): number {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const dir = values.dir === undefined ? defaultLexiconDir() : fromUserDir(values.dir);
  const film = longestFilm();
  if (film === undefined) {
    console.log('transcript-bench skipped: no subtitle file found');
    return 0;
  }
  ensureLexiconSync({ dir, languages: [film.language], dictionaries: false });
  const lexicon = loadLexicon({ dir, languages: [film.language] });
  const parsed = parseSubtitles(film.bytes, { fileName: path.basename(film.path) });
  const times: number[] = [];
  let analysis = lexicon.analyseParsed(parsed, film.language);
  for (let run = 0; run < warmUps + runs; run += 1) {
    const started = performance.now();
    analysis = lexicon.analyseParsed(parsed, film.language);
    if (run >= warmUps) times.push(performance.now() - started);
  }
  const size = transcriptSize(analysis);
  console.log(
    `transcript-bench file=${path.basename(film.path)} language=${film.language} lines=${size.lines} ` +
      `tokens=${analysis.stats.tokens} marks=${size.marks} words=${analysis.words.length} ` +
      `json_bytes=${size.jsonBytes} gzip_bytes=${size.gzipBytes} brotli_bytes=${size.brotliBytes} ` +
      `brotli_max_bytes=${size.brotliMaxBytes} ` +
      `gzip_budget_bytes=${transcriptGzipBudgetBytes} analyse_ms=${median(times).toFixed(1)}`,
  );
  return 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

process.exitCode = main();
