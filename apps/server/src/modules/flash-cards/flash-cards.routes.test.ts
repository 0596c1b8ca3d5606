import {
  type FlashCard,
  type FlashCardCreateInput,
  FlashCardListSchema,
  FlashCardMessages,
  FlashCardSchema,
  Messages,
} from '@cinevocab/core';
import { strFromU8, unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { day, hour, minute, testClock } from '../../../test/test-clock.js';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  type HeaderMap,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';
import { ankiDeckId, ankiDeckName, ankiModelId } from './anki-package.js';
import { csvColumns } from './csv-export.js';

const ErrorSchema = z.object({ code: z.string(), message: z.string() });

/** A Spanish card for an English speaker, unless told otherwise. */
function card(word: string, extra: Partial<FlashCardCreateInput> = {}): FlashCardCreateInput {
  return { word, translation: `${word} (en)`, word_language: 'es', translated_language: 'en', ...extra };
}

/** Requests as the flash cards pages send them. */
function flashCardClient(server: () => TestServer) {
  const auth = (who: Account | null): HeaderMap => (who ? cookieHeader(who.cookie) : {});
  const client = {
    create: (who: Account | null, body: unknown) =>
      sendJson(server(), 'POST', '/api/flash-cards', body, auth(who)),
    async created(who: Account, body: FlashCardCreateInput, status = 201): Promise<FlashCard> {
      const response = await client.create(who, body);
      const answer: unknown = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(status);
      return FlashCardSchema.parse(answer);
    },
    list: (who: Account | null, query = '', headers: HeaderMap = {}) =>
      get(server(), `/api/flash-cards${query}`, { ...auth(who), ...headers }),
    async listed(who: Account, query = '', headers: HeaderMap = {}) {
      const response = await client.list(who, query, headers);
      const answer: unknown = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(200);
      return FlashCardListSchema.parse(answer);
    },
    read: (who: Account | null, id: string) => get(server(), `/api/flash-cards/${id}`, auth(who)),
    remove: (who: Account | null, id: string) =>
      fetch(`${server().baseUrl}/api/flash-cards/${id}`, {
        method: 'DELETE',
        headers: { origin: server().origin, ...auth(who) },
      }),
    review: (who: Account | null, id: string, body: unknown) =>
      sendJson(server(), 'POST', `/api/flash-cards/${id}/review`, body, auth(who)),
    async reviewed(who: Account, id: string, rating: 'again' | 'good'): Promise<FlashCard> {
      const response = await client.review(who, id, { rating });
      const answer: unknown = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(200);
      return FlashCardSchema.parse(answer);
    },
    exportFile: (who: Account | null, extension: 'csv' | 'apkg') =>
      get(server(), `/api/flash-cards/export.${extension}`, auth(who)),
  };
  return client;
}

/**
 * RFC 4180 read back: quoted cells with doubled quotes, commas and line breaks inside. A line
 * break outside quotes ends a row, CRLF or not, as spreadsheets read it.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[index + 1] === '\n') index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0)
    throw new Error(`the CSV does not end with CRLF: ${JSON.stringify(row)}`);
  return rows;
}

const clock = testClock();

describe.each(databaseKinds)('flash cards on %s', (kind) => {
  let server: TestServer;
  const client = flashCardClient(() => server);
  const { create, created, list, listed, read, remove, review, reviewed, exportFile } = client;

  beforeAll(async () => {
    server = await startTestServer(kind, { AUTH_RATE_LIMIT_DISABLED: '1' }, { clock: clock.now });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('saving and reading cards', () => {
    it('saves a card with everything it came with, due at once, and reads it back', async () => {
      clock.set('2030-03-10T12:00:00Z');
      const learner = await createSignedInUser(server, 'cards-save');
      const saved = await created(learner, {
        word: '  cocina ',
        translation: 'kitchen',
        definition: 'the room where food is cooked',
        pronunciation: 'ko-ˈθi-na',
        context_sentences: [
          { original: 'La cocina huele a limón.', translation: 'The kitchen smells of lemon.', time: 65.4 },
        ],
        word_language: 'es',
        translated_language: 'en',
        token: 'es:cocina',
        media_type: 'movie',
        content_id: 910001,
        title: 'The Lemon Tree Kitchen',
      });
      expect(saved).toMatchObject({
        word: 'cocina',
        translation: 'kitchen',
        context_sentences: [{ original: 'La cocina huele a limón.', time: 65.4 }],
        token: 'es:cocina',
        media_type: 'movie',
        content_id: 910001,
        title: 'The Lemon Tree Kitchen',
        state: 'new',
        reps: 0,
        lapses: 0,
        last_review: null,
        due: '2030-03-10T12:00:00.000Z',
        created_at: '2030-03-10T12:00:00.000Z',
      });

      const response = await read(learner, saved.id);
      expect(response.status).toBe(200);
      expect(FlashCardSchema.parse(await response.json())).toEqual(saved);
    });

    it('updates the card when I save the same word again in any case, keeping its schedule', async () => {
      clock.set('2030-03-10T12:00:00Z');
      const learner = await createSignedInUser(server, 'cards-twice');
      const first = await created(learner, card('Limón', { translation: 'lemon' }));
      clock.advance(minute);
      const answered = await reviewed(learner, first.id, 'good');

      clock.advance(hour);
      const again = await created(
        learner,
        card('limón', { translation: 'lime', definition: 'a citrus fruit' }),
        200,
      );
      expect(again).toMatchObject({
        id: first.id,
        word: 'limón',
        translation: 'lime',
        definition: 'a citrus fruit',
        created_at: first.created_at,
        updated_at: '2030-03-10T13:01:00.000Z',
        // The schedule the answer gave it.
        due: answered.due,
        state: answered.state,
        reps: 1,
      });
      // Another language pair is another card.
      const inGerman = await created(learner, card('limón', { translated_language: 'de' }), 201);
      expect(inGerman.id).not.toBe(first.id);
      expect((await listed(learner)).total).toBe(2);
    });

    it('lists my cards newest first and finds them by word, translation or definition in any case', async () => {
      clock.set('2030-03-10T12:00:00Z');
      const learner = await createSignedInUser(server, 'cards-search');
      await created(learner, card('abuela', { translation: 'grandmother' }));
      clock.advance(minute);
      await created(learner, card('pan', { translation: 'bread', definition: 'Baked from flour' }));
      clock.advance(minute);
      await created(learner, card('harina', { translation: 'flour' }));
      clock.advance(minute);
      await created(learner, card('cien', { translation: '100%' }));

      const all = await listed(learner);
      expect(all.cards.map((each) => each.word)).toEqual(['cien', 'harina', 'pan', 'abuela']);
      expect(all.total).toBe(4);

      const flour = await listed(learner, '?search=FLOUR');
      expect(flour.cards.map((each) => each.word)).toEqual(['harina', 'pan']);
      // The search narrows the cards, not the counts.
      expect(flour.total).toBe(4);
      expect((await listed(learner, '?search=BUEL')).cards.map((each) => each.word)).toEqual(['abuela']);
      // % and _ are looked for as they are, not as wildcards.
      expect(
        (await listed(learner, `?search=${encodeURIComponent('%')}`)).cards.map((each) => each.word),
      ).toEqual(['cien']);
      expect((await listed(learner, '?search=_')).cards).toEqual([]);
      expect((await listed(learner, '?search=nothing-like-it')).cards).toEqual([]);
    });

    it('deletes a card, and deleting it twice is harmless', async () => {
      const learner = await createSignedInUser(server, 'cards-delete');
      const saved = await created(learner, card('gato'));
      expect((await remove(learner, saved.id)).status).toBe(204);
      expect((await remove(learner, saved.id)).status).toBe(204);
      expect((await remove(learner, 'not-a-card-id')).status).toBe(204);

      const response = await read(learner, saved.id);
      expect(response.status).toBe(404);
      expect(ErrorSchema.parse(await response.json())).toEqual({
        code: 'NOT_FOUND',
        message: FlashCardMessages.cardNotFound,
      });
      expect((await read(learner, 'not-a-card-id')).status).toBe(404);
      expect((await review(learner, saved.id, { rating: 'good' })).status).toBe(404);
      expect((await listed(learner)).cards).toEqual([]);
    });

    it("never shows, changes or deletes another learner's card", async () => {
      const owner = await createSignedInUser(server, 'cards-owner');
      const stranger = await createSignedInUser(server, 'cards-stranger');
      const mine = await created(owner, card('secreto', { translation: 'secret' }));

      expect(await listed(stranger)).toEqual({ cards: [], due_today: 0, total: 0 });
      expect((await listed(stranger, '?search=secre')).cards).toEqual([]);
      expect((await listed(stranger, '?due=1')).cards).toEqual([]);
      const peek = await read(stranger, mine.id);
      expect(peek.status).toBe(404);
      expect(ErrorSchema.parse(await peek.json()).message).toBe(FlashCardMessages.cardNotFound);
      expect((await review(stranger, mine.id, { rating: 'again' })).status).toBe(404);
      expect((await remove(stranger, mine.id)).status).toBe(204);
      // The same word is the stranger's own card, not an update of the owner's.
      const theirs = await created(stranger, card('secreto', { translation: 'mystery' }), 201);
      expect(theirs.id).not.toBe(mine.id);

      const kept = await read(owner, mine.id);
      expect(kept.status).toBe(200);
      expect(FlashCardSchema.parse(await kept.json())).toEqual(mine);
    });
  });

  describe('spaced repetition', () => {
    it('schedules answers with FSRS: again within minutes, good later, and each later good further', async () => {
      const start = new Date('2030-03-10T12:00:00Z');
      clock.set(start);
      const learner = await createSignedInUser(server, 'cards-fsrs');
      const forgotten = await created(learner, card('olvidar'));
      const known = await created(learner, card('saber'));
      const dueIn = (answered: FlashCard, from: Date) => new Date(answered.due).getTime() - from.getTime();

      const again = await reviewed(learner, forgotten.id, 'again');
      expect(dueIn(again, start)).toBeGreaterThan(0);
      expect(dueIn(again, start)).toBeLessThanOrEqual(10 * minute);
      expect(again).toMatchObject({
        state: 'learning',
        reps: 1,
        lapses: 0,
        last_review: start.toISOString(),
      });

      const good = await reviewed(learner, known.id, 'good');
      expect(dueIn(good, start)).toBeGreaterThan(dueIn(again, start));
      expect(good).toMatchObject({ state: 'learning', reps: 1 });

      // Answered Good again when it is due: out of learning, days away.
      clock.set(good.due);
      const second = await reviewed(learner, known.id, 'good');
      expect(second.state).toBe('review');
      const secondInterval = dueIn(second, new Date(good.due));
      expect(secondInterval).toBeGreaterThanOrEqual(day);

      clock.set(second.due);
      const third = await reviewed(learner, known.id, 'good');
      expect(dueIn(third, new Date(second.due))).toBeGreaterThan(secondInterval);

      // Forgotten after all: a lapse, back within minutes.
      clock.set(third.due);
      const lapse = await reviewed(learner, known.id, 'again');
      expect(lapse).toMatchObject({ state: 'relearning', lapses: 1, reps: 4 });
      expect(dueIn(lapse, new Date(third.due))).toBeLessThanOrEqual(10 * minute);

      // The schedule is stored: reading the card gives the same.
      const stored = FlashCardSchema.parse(await (await read(learner, known.id)).json());
      expect(stored.due).toBe(lapse.due);
    });

    it('lists the cards due now with due=1 and counts the cards due before the end of my day', async () => {
      const learner = await createSignedInUser(server, 'cards-due');
      // A new card is due when it is saved: save each at the instant it should be due.
      const dueAt = async (word: string, instant: string) => {
        clock.set(instant);
        await created(learner, card(word));
      };
      await dueAt('cero', '2030-03-10T21:00:00Z');
      await dueAt('uno', '2030-03-10T20:00:00Z');
      await dueAt('dos', '2030-03-10T22:50:00Z');
      await dueAt('tres', '2030-03-10T23:30:00Z');
      await dueAt('cuatro', '2030-03-11T05:00:00Z');
      await dueAt('cinco', '2030-03-14T12:00:00Z');
      // 22:30 UTC: 23:30 in Copenhagen (UTC+1), 15:30 in Los Angeles (UTC-7 since that morning).
      clock.set('2030-03-10T22:30:00Z');

      const due = await listed(learner, '?due=1');
      expect(due.cards.map((each) => each.word)).toEqual(['uno', 'cero']);
      expect(due.total).toBe(6);
      // Before 00:00 UTC; before 00:00 in Copenhagen (23:00 UTC); before 00:00 in Los Angeles (07:00 UTC).
      expect(due.due_today).toBe(4);
      const zone = (name: string) => ({ 'x-time-zone': name });
      expect((await listed(learner, '?due=1', zone('Europe/Copenhagen'))).due_today).toBe(3);
      expect((await listed(learner, '', zone('America/Los_Angeles'))).due_today).toBe(5);
      expect((await listed(learner, '?due=0', zone('UTC'))).cards).toHaveLength(6);

      // Answered: due again later, so no longer due now.
      const [uno] = due.cards;
      await reviewed(learner, uno!.id, 'good');
      expect((await listed(learner, '?due=1')).cards.map((each) => each.word)).toEqual(['cero']);
    });
  });

  describe('exports', () => {
    it('exports my cards as a CSV file a spreadsheet reads, quotes, commas and line breaks included', async () => {
      clock.set('2030-03-10T12:00:00Z');
      const learner = await createSignedInUser(server, 'cards-csv');
      const first = await created(learner, {
        ...card('año', { translation: 'year, as in "a year"', definition: 'twelve months\nof time' }),
        pronunciation: 'ˈa.ɲo',
        context_sentences: [
          { original: 'Feliz año nuevo.', time: 3725.9 },
          { original: 'Otro año.', time: 10 },
        ],
        title: 'Noche, "vieja"',
      });
      clock.advance(minute);
      await created(learner, card('=cmd', { translation: 'a formula' }));
      await created(await createSignedInUser(server, 'cards-csv-other'), card('ajeno'));

      const response = await exportFile(learner, 'csv');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="cinevocab-flash-cards.csv"',
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
      // Rows end with CRLF (RFC 4180).
      expect(text.split('\r\n')).toHaveLength(4);
      const rows = parseCsv(text);
      expect(rows).toEqual([
        [...csvColumns],
        [
          'año',
          'year, as in "a year"',
          'twelve months\nof time',
          'ˈa.ɲo',
          'Feliz año nuevo.',
          '62:05',
          'es',
          'en',
          'Noche, "vieja"',
          first.created_at,
        ],
        ["'=cmd", 'a formula', '', '', '', '', 'es', 'en', '', '2030-03-10T12:01:00.000Z'],
      ]);
    });

    it('exports my cards as an Anki package: a zip whose collection opens with one note per card', async () => {
      clock.set('2030-03-10T12:00:00Z');
      const learner = await createSignedInUser(server, 'cards-apkg');
      await created(learner, {
        ...card('cocina', { translation: 'kitchen', definition: 'a room <for cooking>' }),
        pronunciation: 'ko-ˈθi-na',
        context_sentences: [{ original: 'La cocina huele a limón.', time: 65 }],
        title: 'The Lemon Tree Kitchen',
      });
      clock.advance(minute);
      await created(learner, card('pan', { translation: 'bread' }));

      const response = await exportFile(learner, 'apkg');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="cinevocab-flash-cards.apkg"',
      );
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
      expect(strFromU8(files.media!)).toBe('{}');

      const SQL = await initSqlJs();
      const collection = new SQL.Database(files['collection.anki2']);
      try {
        const rows = (query: string) => collection.exec(query)[0]?.values ?? [];
        const notes = rows('select id, mid, flds, sfld, typeof(id) from notes order by id');
        expect(notes).toHaveLength(2);
        const fields = notes.map((note) => String(note[2]).split('\u001f'));
        expect(fields.map(([front]) => front)).toEqual(['cocina', 'pan']);
        const [cocinaBack, panBack] = fields.map(([, back]) => back!);
        expect(cocinaBack).toContain('kitchen');
        expect(cocinaBack).toContain('a room &lt;for cooking&gt;');
        expect(cocinaBack).toContain('ko-ˈθi-na');
        expect(cocinaBack).toContain('La cocina huele a limón.');
        expect(cocinaBack).toContain('1:05 · The Lemon Tree Kitchen');
        expect(panBack).toContain('bread');
        expect(notes.map((note) => [note[1], note[3], note[4]])).toEqual([
          [ankiModelId, 'cocina', 'integer'],
          [ankiModelId, 'pan', 'integer'],
        ]);

        // One new card per note, in the CineVocab deck.
        expect(rows('select nid, did, ord, type, queue from cards order by nid')).toEqual(
          notes.map((note) => [note[0], ankiDeckId, 0, 0, 0]),
        );
        const [col] = rows('select ver, models, decks, dconf from col');
        expect(col![0]).toBe(11);
        const models = JSON.parse(String(col![1])) as Record<
          string,
          { flds: { name: string }[]; tmpls: { qfmt: string }[] }
        >;
        expect(models[ankiModelId]!.flds.map((field) => field.name)).toEqual(['Front', 'Back']);
        expect(models[ankiModelId]!.tmpls[0]!.qfmt).toBe('{{Front}}');
        const decks = JSON.parse(String(col![2])) as Record<string, { name: string; conf: number }>;
        expect(decks[ankiDeckId]!.name).toBe(ankiDeckName);
        expect(Object.keys(JSON.parse(String(col![3])) as object)).toContain(String(decks[ankiDeckId]!.conf));
        expect(rows("select name from sqlite_master where type = 'table' order by name").flat()).toEqual([
          'cards',
          'col',
          'graves',
          'notes',
          'revlog',
        ]);
      } finally {
        collection.close();
      }
    });

    it('exports an empty package and a header-only CSV when I have no cards', async () => {
      const learner = await createSignedInUser(server, 'cards-export-empty');
      const csv = await exportFile(learner, 'csv');
      expect(await csv.text()).toBe(`${csvColumns.join(',')}\r\n`);
      const files = unzipSync(new Uint8Array(await (await exportFile(learner, 'apkg')).arrayBuffer()));
      const SQL = await initSqlJs();
      const collection = new SQL.Database(files['collection.anki2']);
      expect(collection.exec('select count(*) from notes')[0]!.values).toEqual([[0]]);
      collection.close();
    });
  });

  describe('refusals', () => {
    it('answers 401 to a signed-out visitor on every flash card route', async () => {
      const learner = await createSignedInUser(server, 'cards-401');
      const saved = await created(learner, card('puerta'));
      const answers = await Promise.all([
        list(null),
        create(null, card('puerta')),
        read(null, saved.id),
        remove(null, saved.id),
        review(null, saved.id, { rating: 'good' }),
        exportFile(null, 'csv'),
        exportFile(null, 'apkg'),
      ]);
      for (const response of answers) {
        expect(response.status).toBe(401);
        expect(ErrorSchema.parse(await response.json())).toEqual({
          code: 'UNAUTHENTICATED',
          message: Messages.authenticationRequired,
        });
      }
      expect((await read(learner, saved.id)).status).toBe(200);
    });

    it('refuses cards, answers, searches and time zones the contract does not allow', async () => {
      const learner = await createSignedInUser(server, 'cards-400');
      const saved = await created(learner, card('ventana'));
      const answers = await Promise.all([
        create(learner, {}),
        create(learner, card('   ')),
        create(learner, card('casa', { word_language: 'zz' as 'es' })),
        create(learner, card('casa', { translated_language: 'xx' as 'en' })),
        create(learner, card('x'.repeat(201))),
        create(
          learner,
          card('casa', { context_sentences: Array.from({ length: 6 }, () => ({ original: 'Hola.' })) }),
        ),
        review(learner, saved.id, { rating: 'easy' }),
        review(learner, saved.id, {}),
        list(learner, '?due=2'),
        list(learner, `?search=${'a'.repeat(101)}`),
        list(learner, '', { 'x-time-zone': 'Mars/Olympus_Mons' }),
      ]);
      for (const response of answers) {
        expect(response.status).toBe(400);
        expect(ErrorSchema.parse(await response.json()).code).toBe('VALIDATION_ERROR');
      }
      expect((await listed(learner)).cards.map((each) => each.word)).toEqual(['ventana']);
      expect(FlashCardSchema.parse(await (await read(learner, saved.id)).json()).reps).toBe(0);
    });
  });
});
