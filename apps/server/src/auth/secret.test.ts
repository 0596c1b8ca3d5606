import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret.js';

describe('the auth secret', () => {
  let root: string;
  let dataDir: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-secret-'));
    // Not created yet, as on a first start.
    dataDir = path.join(root, 'data');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is generated on first start and kept readable by its owner only', async () => {
    const secret = await resolveAuthSecret(undefined, dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'auth-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('is the same on the next start, so sessions survive a restart', async () => {
    const first = await resolveAuthSecret(undefined, dataDir);
    expect(await resolveAuthSecret(undefined, dataDir)).toBe(first);
  });

  it('differs between installations', async () => {
    const other = path.join(root, 'other');
    expect(await resolveAuthSecret(undefined, dataDir)).not.toBe(await resolveAuthSecret(undefined, other));
  });

  it('comes from AUTH_SECRET when that is set, and then nothing is written', async () => {
    const configured = 'a-configured-secret-of-at-least-32-chars';
    await resolveAuthSecret(undefined, dataDir);
    expect(await resolveAuthSecret(configured, dataDir)).toBe(configured);
    const fresh = path.join(root, 'fresh');
    expect(await resolveAuthSecret(configured, fresh)).toBe(configured);
    await expect(stat(fresh)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.each([
    ['empty', ''],
    ['too short', 'short\n'],
  ])('is never taken from a damaged (%s) file', async (_what, content) => {
    await resolveAuthSecret(undefined, dataDir);
    await writeFile(path.join(dataDir, 'auth-secret'), content);
    await expect(resolveAuthSecret(undefined, dataDir)).rejects.toThrow(/auth-secret/);
  });
});
