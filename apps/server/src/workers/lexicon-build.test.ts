import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lexiconLanguages, readManifest } from '@cinevocab/lexicon';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTablesInChildProcess } from './lexicon-build.js';

const work = mkdtempSync(path.join(tmpdir(), 'lexicon-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sorted = (languages: readonly string[]) => [...languages].sort();

describe('building the word tables in a process of their own', () => {
  it('builds the missing tables from the committed data, then finds them up to date', async () => {
    const lexiconDir = path.join(work, 'lexicon');
    const first = await buildTablesInChildProcess(lexiconDir);
    if (!first.ok) throw new Error(first.message);
    expect(sorted(first.built)).toEqual(sorted(lexiconLanguages));
    expect(first.upToDate).toEqual([]);
    expect(existsSync(path.join(lexiconDir, 'es.json'))).toBe(true);
    expect(readManifest(lexiconDir).version).toBe(first.version);

    // A restarted server builds nothing again.
    const second = await buildTablesInChildProcess(lexiconDir);
    expect(second).toEqual({ ok: true, built: [], upToDate: first.built, version: first.version });
  }, 120_000);

  it('answers with the reason, not a rejection, when the tables cannot be written', async () => {
    const notADirectory = path.join(work, 'a-file');
    writeFileSync(notADirectory, 'not a directory');
    const result = await buildTablesInChildProcess(notADirectory);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).not.toBe('');
  });

  it('starts no build for a server that is stopping', async () => {
    const lexiconDir = path.join(work, 'never-built');
    const result = await buildTablesInChildProcess(lexiconDir, AbortSignal.abort());
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/stopping/) });
    expect(existsSync(lexiconDir)).toBe(false);
  });
});
