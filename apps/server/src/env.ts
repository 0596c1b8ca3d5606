import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AiLimits } from '@cinevocab/core';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/**
 * Every setting the server reads, with its default. The README's settings table mirrors this
 * schema; keep the two together.
 */
export const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Where to listen; unset: this machine only, or every interface once PUBLIC_URL is set (listenHostOf). */
    HOST: optionalText,
    /** Where the embedded database, the generated auth secret and other local state live. */
    DATA_DIR: z.string().default('./data'),
    /** A PostgreSQL connection string; when set, it replaces the embedded database. */
    DATABASE_URL: optionalText.pipe(z.url({ message: 'must be a postgres:// URL' }).optional()),
    /** The address people use to reach the app; links in e-mails and cookie security follow it. */
    PUBLIC_URL: optionalText.pipe(z.url({ message: 'must be an http(s) URL' }).optional()),
    /** At least 32 characters; generated and kept in DATA_DIR when unset. */
    AUTH_SECRET: optionalText.pipe(
      z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    ),
    /** smtp:// or smtps:// URL; when unset, mail goes to the local outbox. */
    SMTP_URL: optionalText.pipe(z.url({ message: 'must be an smtp:// or smtps:// URL' }).optional()),
    MAIL_FROM: z.string().default('CineVocab <no-reply@cinevocab.local>'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    /** TMDB v3 API key; with it (or the token below) the catalog comes from TMDB, else the demo catalog. */
    TMDB_API_KEY: optionalText,
    /** TMDB v4 read access token, sent as a bearer token; an alternative to TMDB_API_KEY. */
    TMDB_READ_ACCESS_TOKEN: optionalText,
    TMDB_API_BASE_URL: z.url({ message: 'must be an http(s) URL' }).default('https://api.themoviedb.org/3'),
    TMDB_IMAGE_BASE_URL: z.url({ message: 'must be an http(s) URL' }).default('https://image.tmdb.org/t/p'),
    /** Where the lexicon's word tables are (built by `npm run lexicon:build`); default DATA_DIR/lexicon. */
    LEXICON_DIR: optionalText,
    /** Worker threads analysing subtitles; each holds its own copy of the word tables. */
    ANALYSIS_THREADS: z.coerce.number().int().min(1).max(16).default(1),
    /** OpenSubtitles.com API key; with it, titles without an uploaded or demo file get subtitles from there. */
    OPENSUBTITLES_API_KEY: optionalText,
    OPENSUBTITLES_API_BASE_URL: z
      .url({ message: 'must be an http(s) URL' })
      .default('https://api.opensubtitles.com/api/v1'),
    /** An OpenSubtitles account (both or neither): downloads then count against its quota, not the anonymous one. */
    OPENSUBTITLES_USERNAME: optionalText,
    OPENSUBTITLES_PASSWORD: optionalText,
    /**
     * An OpenAI-compatible API (OpenAI, OpenRouter, or a local Ollama, vLLM or llama.cpp server),
     * e.g. http://localhost:11434/v1. With it and LLM_MODEL the AI answers come from that model;
     * without, from the offline dictionaries.
     */
    LLM_BASE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    ),
    /** Sent as a bearer token; local servers usually need none. */
    LLM_API_KEY: optionalText,
    /** The model's name as the API knows it, e.g. gpt-4o-mini or llama3.1:8b. */
    LLM_MODEL: optionalText,
    /** How long one AI answer may take, retry included; a local model on a CPU may need more. */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    /** Translations and exercise sets one learner may have made per minute (stored answers are free). */
    AI_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(AiLimits.requestsPerMinute),
    /** Trust X-Forwarded-* headers from a reverse proxy (true, or a comma list of proxy addresses). */
    TRUST_PROXY: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the built web app is; the server serves it with a history fallback. */
    WEB_DIST_DIR: optionalText,
    /** Serves the web app's source maps (dist/assets/*.map), which are kept from browsers otherwise. */
    SERVE_SOURCE_MAPS: booleanFlag,
    /** Switches off the auth rate limiter; only for load tests on this machine. */
    AUTH_RATE_LIMIT_DISABLED: booleanFlag,
  })
  .superRefine(
    (env, context) => {
      const pairs = [
        ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
        ['OPENSUBTITLES_USERNAME', 'OPENSUBTITLES_PASSWORD'],
        ['LLM_BASE_URL', 'LLM_MODEL'],
      ] as const;
      for (const [id, secret] of pairs) {
        if (Boolean(env[id]) !== Boolean(env[secret])) {
          context.addIssue({
            code: 'custom',
            path: [env[id] ? secret : id],
            message: `must be set together with ${env[id] ? id : secret}`,
          });
        }
      }
      if (env.SMTP_URL && !/^smtps?:/.test(env.SMTP_URL)) {
        context.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message: 'must start with smtp:// or smtps://',
        });
      }
      if (env.DATABASE_URL && !/^postgres(ql)?:/.test(env.DATABASE_URL)) {
        context.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'must start with postgres://' });
      }
    },
    // Run even when a field above failed, so one error lists every bad setting at once.
    { when: () => true },
  );

export type Env = z.output<typeof EnvSchema>;

export class InvalidSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidSettingsError';
  }
}

/** Reads the settings, failing fast with one readable line per problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`,
  );
  throw new InvalidSettingsError(problems);
}

/**
 * The repository's root: relative DATA_DIR and LEXICON_DIR are read from it, wherever the server
 * was started (`npm start` runs it in apps/server), so the server and `npm run lexicon:build`
 * agree on ./data.
 */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function dataDirOf(env: Env): string {
  return path.resolve(repositoryRoot, env.DATA_DIR);
}

export function lexiconDirOf(env: Env): string {
  return env.LEXICON_DIR === undefined
    ? path.join(dataDirOf(env), 'lexicon')
    : path.resolve(repositoryRoot, env.LEXICON_DIR);
}

/**
 * The address to listen on. Without PUBLIC_URL the app is this machine's (its trusted origins are
 * the loopback ones, and the local outbox holds every confirmation link), so it listens on
 * loopback only; an install given a public address listens on every interface.
 */
export function listenHostOf(env: Env): string {
  return env.HOST ?? (env.PUBLIC_URL ? '0.0.0.0' : 'localhost');
}

export function publicUrlOf(env: Env, port = env.PORT): string {
  return (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
}
