import {
  ApiErrorBodySchema,
  DashboardSchema,
  ImportedWordsSchema,
  type WordImportResult,
  WordImportResultSchema,
} from '@cinevocab/core';
import { sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedPackage, newFormatPackage } from '../../../test/anki-packages.js';
import { createTestAnalyser } from '../../../test/fakes/test-analyser.js';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';

/** One worker pool (loading the lexicon takes seconds) for every server in this file. */
const analyser = createTestAnalyser();
afterAll(() => analyser.close());

const pair = { learning_lang: 'es', translated_lang: 'en' };

/** Requests as the import screen sends them. */
function importClient(server: () => TestServer) {
  const send = (
    step: 'preview' | 'confirm',
    who: Account | null,
    file: Uint8Array | string,
    name: string,
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...pair, ...fields })) form.append(key, value);
    form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
    return fetch(`${server().baseUrl}/api/word-import/${step}`, {
      method: 'POST',
      headers: { origin: server().origin, ...(who ? cookieHeader(who.cookie) : {}) },
      body: form,
    });
  };
  const answered = async (response: Response): Promise<WordImportResult> => {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return WordImportResultSchema.parse(body);
  };
  return {
    send,
    preview: async (who: Account, file: Uint8Array | string, name: string, fields?: Record<string, string>) =>
      answered(await send('preview', who, file, name, fields)),
    confirm: async (who: Account, file: Uint8Array | string, name: string, fields?: Record<string, string>) =>
      answered(await send('confirm', who, file, name, fields)),
    async imported(who: Account) {
      const response = await get(
        server(),
        `/api/word-import?${new URLSearchParams(pair)}`,
        cookieHeader(who.cookie),
      );
      return ImportedWordsSchema.parse(await response.json()).imported;
    },
    async undo(who: Account) {
      const response = await fetch(`${server().baseUrl}/api/word-import?${new URLSearchParams(pair)}`, {
        method: 'DELETE',
        headers: { origin: server().origin, ...cookieHeader(who.cookie) },
      });
      expect(response.status).toBe(200);
      return ImportedWordsSchema.parse(await response.json()).imported;
    },
    async myWords(who: Account) {
      const query = new URLSearchParams({ ...pair, time_zone: 'UTC' });
      const response = await get(server(), `/api/data/user/dashboard?${query}`, cookieHeader(who.cookie));
      const dashboard = DashboardSchema.parse(await response.json());
      return { total: dashboard.total_words, known: dashboard.words_learned };
    },
    /** The learner's rows in the pair, as the database holds them. */
    async rowsOf(who: Account) {
      const query = sql`select w.token, w.status, w.source, w.difficulty from user_word w join "user" u on u.id = w.user_id
             where u.email = ${who.email} order by w.token`;
      // PGlite's and node-postgres' results both carry `rows`.
      const { rows } = (await server().database.db.execute(query)) as unknown as {
        rows: { token: string; status: number; source: string; difficulty: number }[];
      };
      return rows.map((row) => `${row.token} ${row.status} ${row.source} ${row.difficulty}`);
    },
  };
}

describe.each(databaseKinds)('importing known words on %s', (kind) => {
  let server: TestServer;
  const client = importClient(() => server);

  beforeAll(async () => {
    server = await startTestServer(kind, { AUTH_RATE_LIMIT_DISABLED: '1' }, { analyser });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('previews an Anki export without changing anything, then imports it once', async () => {
    const learner = await createSignedInUser(server, 'anki');
    // `casas` and `casa` are one word; `xyzzyq` is none; `Casa` is the same word again.
    const apkg = await exportedPackage(['casas', 'perro', 'hablamos', 'xyzzyq', 'casa'], {
      casas: 30,
      perro: 21,
    });
    const preview = await client.preview(learner, apkg, 'CineVocab.apkg');
    expect(preview).toMatchObject({
      format: 'anki',
      lines: 5,
      known: 2,
      to_learn: 1,
      unchanged: 0,
      not_recognised: 1,
      not_recognised_examples: ['xyzzyq'],
      confirmed: false,
    });
    expect(await client.rowsOf(learner)).toEqual([]);
    expect(await client.myWords(learner)).toEqual({ total: 0, known: 0 });

    const done = await client.confirm(learner, apkg, 'CineVocab.apkg');
    expect(done).toMatchObject({ known: 2, to_learn: 1, unchanged: 0, confirmed: true });
    expect(await client.rowsOf(learner)).toEqual([
      'es:casa 1 import 1',
      'es:hablar 2 import 1',
      'es:perro 1 import 1',
    ]);
    expect(await client.myWords(learner)).toEqual({ total: 3, known: 2 });

    const again = await client.confirm(learner, apkg, 'CineVocab.apkg');
    expect(again).toMatchObject({ known: 0, to_learn: 0, unchanged: 3 });
    expect(await client.rowsOf(learner)).toHaveLength(3);
    expect(await client.imported(learner)).toBe(3);
  });

  it('reads the package of newer Anki versions the same way', async () => {
    const learner = await createSignedInUser(server, 'anki21b');
    const apkg = await newFormatPackage(await exportedPackage(['perro', 'gato'], { gato: 100 }));
    expect(await client.confirm(learner, apkg, 'collection.colpkg')).toMatchObject({ known: 1, to_learn: 1 });
  });

  it("never changes the learner's own marks, and never turns a known word back into one to learn", async () => {
    const learner = await createSignedInUser(server, 'marks');
    const saved = await sendJson(
      server,
      'POST',
      '/api/data/user/words/bulk',
      [{ token: 'es:casa', word: 'casa', ...pair, status: 2, difficulty: 1 }],
      cookieHeader(learner.cookie),
    );
    expect(saved.status).toBe(200);
    await client.confirm(learner, 'perro\n', 'pasted.txt');
    const toLearn = await client.preview(learner, 'casa\nperro\ngato\n', 'pasted.txt', {
      status: 'to-learn',
    });
    expect(toLearn).toMatchObject({ known: 0, to_learn: 1, unchanged: 2 });
    await client.confirm(learner, 'casa\nperro\ngato\n', 'pasted.txt', { status: 'to-learn' });
    expect(await client.rowsOf(learner)).toEqual([
      'es:casa 2 learner 1',
      'es:gato 2 import 2',
      'es:perro 1 import 1',
    ]);

    // A word to learn from an earlier import becomes known; the learner's stays theirs.
    const known = await client.confirm(learner, 'casa\ngatos\n', 'pasted.txt');
    expect(known).toMatchObject({ known: 1, unchanged: 1 });
    expect(await client.rowsOf(learner)).toEqual([
      'es:casa 2 learner 1',
      'es:gato 1 import 2',
      'es:perro 1 import 1',
    ]);

    expect(await client.undo(learner)).toBe(2);
    expect(await client.rowsOf(learner)).toEqual(['es:casa 2 learner 1']);
  });

  it('reads pasted running text as its words: names, numbers and little words left out', async () => {
    const learner = await createSignedInUser(server, 'prose');
    const text = 'Ayer fui al mercado con María y compré 3 manzanas. El vendedor dijo xyzzyq.';
    const preview = await client.preview(learner, text, 'pasted.txt');
    // ayer, fui (ser), mercado, compré (comprar), manzanas (manzana), vendedor, dijo (decir), xyzzyq.
    expect(preview).toMatchObject({
      format: 'running-text',
      lines: 8,
      known: 7,
      not_recognised: 1,
      not_recognised_examples: ['xyzzyq'],
    });
    await client.confirm(learner, text, 'pasted.txt');
    expect(await client.rowsOf(learner)).toEqual([
      'es:ayer 1 import 2',
      'es:comprar 1 import 1',
      'es:decir 1 import 1',
      'es:manzana 1 import 3',
      'es:mercado 1 import 2',
      'es:ser 1 import 1',
      'es:vendedor 1 import 3',
    ]);
  });

  it('reads a CSV export by its chosen column, quotes and byte order mark included', async () => {
    const learner = await createSignedInUser(server, 'csv');
    const csv = '\ufeffTranslation,Word\n"the house, a home",casa\n"the dog, a pet","perro"\n';
    const preview = await client.preview(learner, csv, 'lingq.csv');
    expect(preview).toMatchObject({ format: 'table', has_header: true, column: 1, known: 2 });
    expect(preview.columns.map((column) => column.name)).toEqual(['Translation', 'Word']);
    const wrongColumn = await client.preview(learner, csv, 'lingq.csv', { column: '0' });
    expect(wrongColumn).toMatchObject({ known: 0, not_recognised: 2 });
  });

  it('writes all of an import or none of it', async () => {
    const learner = await createSignedInUser(server, 'whole');
    // The database refuses the last word, as a full disk or a broken constraint would.
    await server.database.db.execute(sql`
      create or replace function refuse_gato() returns trigger language plpgsql as $$
      begin if new.token = 'es:gato' then raise exception 'refused'; end if; return new; end $$`);
    await server.database.db.execute(
      sql`create trigger refuse_gato before insert on user_word for each row execute function refuse_gato()`,
    );
    try {
      const response = await client.send('confirm', learner, 'casa\nperro\ngato\n', 'pasted.txt');
      expect(response.status).toBe(500);
      expect(await client.rowsOf(learner)).toEqual([]);
    } finally {
      await server.database.db.execute(sql`drop trigger refuse_gato on user_word`);
    }
    expect(await client.confirm(learner, 'casa\nperro\ngato\n', 'pasted.txt')).toMatchObject({ known: 3 });
  });

  it('refuses what is no word list with a 4xx and its reason', async () => {
    const learner = await createSignedInUser(server, 'hostile');
    const refusal = async (file: Uint8Array | string, name: string, status = 400) => {
      const response = await client.send('preview', learner, file, name);
      const body = ApiErrorBodySchema.parse(await response.json());
      expect(response.status, body.message).toBe(status);
      return body.message;
    };
    expect(await refusal(zipSync({ 'photo.jpg': new Uint8Array(10) }), 'deck.apkg')).toMatch(
      /no Anki collection/,
    );
    expect(await refusal(zipSync({ 'collection.anki21b': new Uint8Array(50) }), 'deck.apkg')).toMatch(
      /Support older Anki versions/,
    );
    expect(await refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'deck.apkg')).toMatch(
      /no Anki collection/,
    );
    expect(await refusal('casa\u0000perro', 'words.txt')).toMatch(/not text/);
    expect(await refusal('', 'words.txt')).toMatch(/Choose a file/);
    expect(await refusal('Tengo un gato negro. '.repeat(12_501), 'pasted.txt')).toMatch(
      /words of running text/,
    );
    const signedOut = await client.send('preview', null, 'casa', 'words.txt');
    expect(signedOut.status).toBe(401);
    expect(await client.rowsOf(learner)).toEqual([]);
  });

  it('counts a huge line as not recognised instead of analysing it', async () => {
    const learner = await createSignedInUser(server, 'long');
    const preview = await client.preview(learner, `casa\n${'a'.repeat(1_000_000)}\n`, 'words.txt');
    expect(preview).toMatchObject({ known: 1, not_recognised: 1 });
    expect(preview.not_recognised_examples[0]).toHaveLength(40);
  });
});
