import { readFile } from 'node:fs/promises';
import { NotASubtitleError } from '@cinevocab/lexicon';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureLexiconPath } from '../../test/fakes/lexicon-with-ensure.js';
import { testLexiconDir } from '../../test/fakes/test-analyser.js';
import { createAnalysisPool } from './analysis-pool.js';
import { LexiconUnavailableError } from './title-analyser.js';

const demoFile = (name: string) => readFile(new URL(`../../demo-subtitles/${name}`, import.meta.url));

describe('the analysis pool', () => {
  const pool = createAnalysisPool({ lexiconDir: testLexiconDir, threads: 1 });
  afterAll(() => pool.close());

  it('analyses a subtitle file in a worker thread', async () => {
    const bytes = await demoFile('movie-910001.es.srt');
    const analysis = await pool.analyse(bytes, 'movie-910001.es.srt', 'es');
    expect(analysis.language).toBe('es');
    expect(analysis.stats.cues).toBeGreaterThanOrEqual(150);
    expect(analysis.words.length).toBeGreaterThan(100);
    expect(analysis.words.map((word) => word.token)).toContain('es:ser');
    expect(await pool.info()).toEqual({
      version: analysis.lexiconVersion,
      languages: expect.arrayContaining(['en', 'es', 'de', 'fr', 'da', 'it']),
    });
  });

  it('tells what a file holds, and refuses what is not a subtitle', async () => {
    const inspection = await pool.inspect(await demoFile('movie-910002.de.srt'), 'film.srt');
    expect(inspection).toMatchObject({ format: 'srt' });
    expect(inspection.cues).toBeGreaterThanOrEqual(150);
    await expect(
      pool.inspect(new TextEncoder().encode('just some words'), 'notes.srt'),
    ).rejects.toBeInstanceOf(NotASubtitleError);
  });

  it('builds the tables before loading them only when asked to', async () => {
    const building = createAnalysisPool({
      lexiconDir: testLexiconDir,
      lexiconModule: ensureLexiconPath,
      ensureTables: true,
      threads: 1,
    });
    try {
      expect((await building.info()).tables).toEqual({
        built: ['es'],
        upToDate: ['en', 'de', 'fr', 'da', 'it'],
      });
    } finally {
      await building.close();
    }
    expect((await pool.info()).tables).toBeUndefined();
  });

  it('says so when the lexicon cannot be loaded', async () => {
    const broken = createAnalysisPool({ lexiconDir: '/nowhere', lexiconModule: 'node:path', threads: 1 });
    try {
      await expect(broken.info()).rejects.toBeInstanceOf(LexiconUnavailableError);
    } finally {
      await broken.close();
    }
  });
});
