import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDirOf, InvalidSettingsError, lexiconDirOf, listenHostOf, loadEnv, publicUrlOf } from './env.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof InvalidSettingsError) return error.problems;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('settings', () => {
  it('starts with working defaults when nothing is set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      MAIL_FROM: 'CineVocab <no-reply@cinevocab.local>',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_DISABLED: false,
    });
    for (const unset of [
      'DATABASE_URL',
      'PUBLIC_URL',
      'AUTH_SECRET',
      'SMTP_URL',
      'GOOGLE_CLIENT_ID',
      'TRUST_PROXY',
      'HOST',
    ]) {
      expect(env[unset as keyof typeof env], unset).toBeUndefined();
    }
    expect(publicUrlOf(env)).toBe('http://localhost:3000');
  });

  it('listens on this machine only until it is given a public address', () => {
    expect(listenHostOf(loadEnv({}))).toBe('localhost');
    expect(listenHostOf(loadEnv({ PUBLIC_URL: 'https://cinevocab.example' }))).toBe('0.0.0.0');
    expect(listenHostOf(loadEnv({ HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(listenHostOf(loadEnv({ HOST: '127.0.0.1', PUBLIC_URL: 'https://cinevocab.example' }))).toBe(
      '127.0.0.1',
    );
  });

  it('keeps its data and word tables in ./data of the repository, wherever it is started', () => {
    const env = loadEnv({});
    expect(dataDirOf(env)).toBe(path.join(root, 'data'));
    // Where `npm run lexicon:build` writes them.
    expect(lexiconDirOf(env)).toBe(path.join(root, 'data/lexicon'));
    expect(lexiconDirOf(loadEnv({ DATA_DIR: '/srv/cinevocab' }))).toBe('/srv/cinevocab/lexicon');
    expect(lexiconDirOf(loadEnv({ LEXICON_DIR: 'tables' }))).toBe(path.join(root, 'tables'));
  });

  it('reads the values it is given', () => {
    const env = loadEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://cinevocab@db:5432/cinevocab',
      PUBLIC_URL: 'https://cinevocab.example/',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      AUTH_RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({ PORT: 8080, AUTH_RATE_LIMIT_DISABLED: true, LOG_LEVEL: 'warn' });
    expect(publicUrlOf(env)).toBe('https://cinevocab.example');
  });

  it('treats blank values as unset', () => {
    const env = loadEnv({
      DATABASE_URL: '  ',
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: ' ',
      GOOGLE_CLIENT_SECRET: '',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('names every bad setting in one readable error', () => {
    const source = { PORT: 'abc', GOOGLE_CLIENT_ID: 'id-without-secret', LOG_LEVEL: 'loud' };
    expect(() => loadEnv(source)).toThrow(InvalidSettingsError);
    const problems = problemsOf(source);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^LOG_LEVEL: /),
        'GOOGLE_CLIENT_SECRET: must be set together with GOOGLE_CLIENT_ID',
      ]),
    );
    try {
      loadEnv(source);
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split('\n')[0]).toBe('Invalid settings:');
      for (const problem of problems) expect(message).toContain(`  - ${problem}`);
    }
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ AUTH_SECRET: 'too-short' }, 'AUTH_SECRET: must be at least 32 characters'],
    [{ DATABASE_URL: 'mysql://db/cinevocab' }, 'DATABASE_URL: must start with postgres://'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL: must start with smtp:// or smtps://'],
    [{ PUBLIC_URL: 'cinevocab.example' }, 'PUBLIC_URL: must be an http(s) URL'],
    [
      { FACEBOOK_CLIENT_SECRET: 'secret' },
      'FACEBOOK_CLIENT_ID: must be set together with FACEBOOK_CLIENT_SECRET',
    ],
    [{ AUTH_RATE_LIMIT_DISABLED: 'yes' }, 'AUTH_RATE_LIMIT_DISABLED'],
  ])('refuses %j', (source, expected) => {
    expect(problemsOf(source).join('\n')).toContain(expected);
  });
});
