import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadLexicon } from '../analysis/lexicon.js';
import {
  longestFilm,
  sharedSubtitlesDir,
  transcriptGzipBudgetBytes,
  transcriptSize,
} from './transcript-size.js';

/**
 * The size budget of `GET /api/words/transcript`, in bytes (stable on any machine; the time it
 * takes is `npm run bench`'s): a two-hour film's transcript (the longest shared subtitle, else the
 * longest demo file) stays under 150 KB gzipped.
 */
describe("a film's transcript", () => {
  const film = longestFilm();
  if (film !== undefined && !film.path.startsWith(sharedSubtitlesDir)) {
    console.log(`no two-hour film (${sharedSubtitlesDir} is absent): the longest demo file is measured`);
  }

  it.skipIf(film === undefined)('stays within its gzip budget', () => {
    if (film === undefined) return;
    const lexicon = loadLexicon({ dir: inject('lexiconDir'), languages: [film.language] });
    const analysis = lexicon.analyse(film.bytes, film.language, { fileName: path.basename(film.path) });
    const size = transcriptSize(analysis);
    console.log(`transcript of ${path.basename(film.path)}: ${JSON.stringify(size)}`);
    expect(size.lines).toBe(film.sentences);
    expect(size.gzipBytes).toBeLessThanOrEqual(transcriptGzipBudgetBytes);
  });
});
