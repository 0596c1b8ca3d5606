import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { OutboxMessage } from '@cinevocab/core';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../src/app.js';
import type { Clock } from '../src/clock.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { loadEnv, publicUrlOf } from '../src/env.js';
import type { Mailer } from '../src/mail/mailer.js';
import type { AiProvider } from '../src/providers/ai/ai-provider.js';
import type { MachineTranslator } from '../src/providers/ai/offline/apertium.js';
import type { Pronouncer } from '../src/providers/speech/pronouncer.js';
import type { Dictionaries } from '@cinevocab/lexicon';
import type { TitleAnalyser } from '../src/workers/title-analyser.js';
import { freePort, isAddressInUse } from './free-port.js';
import { type DatabaseKind, openTestDatabase } from './test-database.js';

export const testAuthSecret = 'cinevocab-test-auth-secret-0123456789abcdef';

/** A password every password rule accepts. */
export const goodPassword = 'Popcorn2024';

/** No built web app unless a test asks for one, so the answers do not depend on `npm run build`. */
const noWebBuild = path.join(os.tmpdir(), 'cinevocab-no-web-build');

export interface TestServer {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where the server really listens: http://127.0.0.1:<port>. */
  baseUrl: string;
  /** Where the app believes it is (PUBLIC_URL, or http://localhost:<port>); mail links start with it. */
  publicUrl: string;
  /** The Origin the app's own pages send. */
  origin: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  mailer?: Mailer;
  /** Replaces the subtitle analysis pool (e.g. one on the test lexicon); the test closes it. */
  analyser?: TitleAnalyser;
  /** Replace the offline dictionaries and Apertium (the offline provider is still picked by the settings). */
  dictionaries?: Dictionaries;
  machineTranslator?: MachineTranslator;
  /** Replaces the AI provider the settings pick. */
  aiProvider?: AiProvider;
  /** Replaces the system clock of flash-card schedules and activity days. */
  clock?: Clock;
  /** Replaces eSpeak NG (the real one loads on the first word a test asks about). */
  pronouncer?: Pronouncer;
  /**
   * Serves this database instead of a fresh one, as a restarted server or a second one on the same
   * database does; the test closes it (the server's close() leaves it open).
   */
  database?: DatabaseHandle;
}

/**
 * The whole app on a fresh database of the given kind, listening on 127.0.0.1. The port is chosen
 * before the app is built because the settings (trusted origins, links) must name the real one.
 */
export async function startTestServer(
  kind: DatabaseKind,
  envOverrides: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase(kind));
  const closeDatabase = () => (options.database ? Promise.resolve() : database.close());
  try {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const env = loadEnv({
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST_DIR: noWebBuild,
        ...envOverrides,
      });
      const app = await createApp({
        env,
        database,
        authSecret: testAuthSecret,
        ...(options.mailer ? { mailer: options.mailer } : {}),
        ...(options.analyser ? { analyser: options.analyser } : {}),
        ...(options.dictionaries ? { dictionaries: options.dictionaries } : {}),
        ...(options.machineTranslator ? { machineTranslator: options.machineTranslator } : {}),
        ...(options.aiProvider ? { aiProvider: options.aiProvider } : {}),
        ...(options.clock ? { clock: options.clock } : {}),
        ...(options.pronouncer ? { pronouncer: options.pronouncer } : {}),
      });
      try {
        await app.listen({ port, host: '127.0.0.1' });
      } catch (error) {
        await app.close();
        if (isAddressInUse(error) && attempt < 5) continue;
        throw error;
      }
      const baseUrl = `http://127.0.0.1:${port}`;
      return {
        kind,
        app,
        database,
        baseUrl,
        publicUrl: publicUrlOf(env),
        origin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : baseUrl,
        close: async () => {
          await app.close();
          await closeDatabase();
        },
      };
    }
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}

// ---- Requests as a browser page or an API client sends them. ----

/** What the request helpers need of a server: where it listens and where it believes it is. */
export type ServerAddress = Pick<TestServer, 'baseUrl' | 'publicUrl' | 'origin'>;

export type HeaderMap = Record<string, string>;

export function get(server: ServerAddress, urlPath: string, headers: HeaderMap = {}): Promise<Response> {
  return fetch(`${server.baseUrl}${urlPath}`, { headers, redirect: 'manual' });
}

/** A JSON request as the app's own page sends it: with the app's Origin (override it to test others). */
export function sendJson(
  server: ServerAddress,
  method: 'POST' | 'PUT',
  urlPath: string,
  body: unknown,
  headers: HeaderMap = {},
): Promise<Response> {
  return fetch(`${server.baseUrl}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.origin, ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
}

export function cookieHeader(cookie: string): HeaderMap {
  return { cookie };
}

export function bearerHeader(token: string): HeaderMap {
  return { authorization: `Bearer ${token}` };
}

// ---- Accounts. ----

/** A new address for each test, so tests sharing a server never meet. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

export function signUp(
  server: ServerAddress,
  email: string,
  password: string = goodPassword,
  headers: HeaderMap = {},
): Promise<Response> {
  return sendJson(server, 'POST', '/api/auth/sign-up/email', { email, password }, headers);
}

export interface SignInResult {
  response: Response;
  /** `name=value` of the session cookie, ready for a Cookie header; undefined when none was set. */
  cookie: string | undefined;
  /** The bearer token of the `set-auth-token` header: given only to an API client that asks. */
  token: string | null;
}

/** A sign-in as the app's own page sends it: it gets the session cookie, and no bearer token. */
export async function signIn(
  server: ServerAddress,
  email: string,
  password: string = goodPassword,
  headers: HeaderMap = {},
): Promise<SignInResult> {
  const response = await sendJson(server, 'POST', '/api/auth/sign-in/email', { email, password }, headers);
  return { response, cookie: sessionCookieOf(response), token: response.headers.get('set-auth-token') };
}

/**
 * A sign-in as an API client sends it (no Origin, as curl or a mobile app), asking for a bearer
 * token with `X-Auth-Client: api`; it gets the token and the cookie.
 */
export async function signInAsApiClient(
  server: ServerAddress,
  email: string,
  password: string = goodPassword,
  headers: HeaderMap = {},
): Promise<SignInResult> {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-client': 'api', ...headers },
    body: JSON.stringify({ email, password }),
    redirect: 'manual',
  });
  return { response, cookie: sessionCookieOf(response), token: response.headers.get('set-auth-token') };
}

/** The session cookie a response sets, as `name=value`. */
export function sessionCookieOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => /^[^=]*session_token=/.test(line));
  return cookie?.split(';')[0];
}

export async function outbox(server: ServerAddress): Promise<OutboxMessage[]> {
  const response = await get(server, '/api/dev/outbox');
  if (response.status !== 200) throw new Error(`GET /api/dev/outbox answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

/** The mails to one address, newest first; waits a little for the `count`-th to arrive. */
export async function mailsTo(server: ServerAddress, email: string, count = 1): Promise<OutboxMessage[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = (await outbox(server)).filter((mail) => mail.to === email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Opens the first link of the newest mail to `email`, as a mail client would, without following
 * the redirect. Links name the app's public address; the request goes to where the server listens.
 */
export async function openNewestMailLink(server: ServerAddress, email: string): Promise<Response> {
  const [newest] = await mailsTo(server, email);
  const link = newest?.links[0];
  if (!link) throw new Error(`no mail with a link was sent to ${email}`);
  if (!link.startsWith(`${server.publicUrl}/`))
    throw new Error(`${link} does not start with the app's address`);
  return get(server, link.slice(server.publicUrl.length));
}

export interface Account {
  email: string;
  password: string;
  cookie: string;
  token: string;
}

/**
 * Registers, confirms and signs in a new user, failing loudly if any step does not work.
 * Mind better-auth's flood limit (30 sign-ins and 30 sign-ups a minute per client address): a
 * suite that needs more on one server should start it with TRUST_PROXY=true and send each test's
 * requests with an X-Forwarded-For of its own, as the lock-out suite does.
 */
export async function createSignedInUser(
  server: ServerAddress,
  label: string,
  headers: HeaderMap = {},
): Promise<Account> {
  const email = uniqueEmail(label);
  const signedUp = await signUp(server, email, goodPassword, headers);
  if (signedUp.status !== 200)
    throw new Error(`sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  const confirmed = await openNewestMailLink(server, email);
  if (confirmed.status !== 302) throw new Error(`the confirmation link answered ${confirmed.status}`);
  // As an API client, so the account comes with a bearer token as well as the cookie.
  const { response, cookie, token } = await signInAsApiClient(server, email, goodPassword, headers);
  if (response.status !== 200 || !cookie || !token) {
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  }
  return { email, password: goodPassword, cookie, token };
}
