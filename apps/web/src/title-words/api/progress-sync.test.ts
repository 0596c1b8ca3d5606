import type { SavedWordInput } from '@cinevocab/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createProgressSync, type ProgressSync } from './progress-sync';

const word = (token: string, status: 0 | 1 | 2): SavedWordInput => ({
  token: `es:${token}`,
  word: token,
  learning_lang: 'es',
  translated_lang: 'en',
  movies: [910001],
  status,
  difficulty: 2,
});

describe('saving word choices in the background', () => {
  let sent: SavedWordInput[][];
  let answer: () => Promise<unknown>;
  let syncs: ProgressSync[];
  const start = (storage: Storage = localStorage) => {
    const sync = createProgressSync({
      send: (records) => {
        sent.push([...records]);
        return answer();
      },
      storage,
      storageKey: 'test.pending',
      debounceMs: 1_000,
      retryDelaysMs: [2_000, 5_000],
    });
    syncs.push(sync);
    return sync;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sent = [];
    syncs = [];
    answer = () => Promise.resolve({ saved: 1 });
  });
  afterEach(() => {
    for (const sync of syncs) sync.dispose();
    vi.useRealTimers();
  });

  it('sends a burst of marks once, a second after the last, with the latest mark of each word', async () => {
    const sync = start();
    sync.enqueue([word('casa', 2)]);
    await vi.advanceTimersByTimeAsync(500);
    sync.enqueue([word('perro', 1)]);
    sync.enqueue([word('casa', 1)]);
    expect(sync.getState().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[word('casa', 1), word('perro', 1)]]);
    expect(sync.getState()).toMatchObject({ status: 'idle', pending: 0 });
    expect(localStorage.getItem('test.pending')).toBeNull();
  });

  it('keeps the marks in this browser until the server has them, and sends them after a reload', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const first = start();
    first.enqueue([word('casa', 2)]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(first.getState().status).toBe('retrying');
    first.dispose();

    // The tab is closed and opened again, online this time.
    answer = () => Promise.resolve({ saved: 1 });
    const second = start();
    // The kept marks are checked against the contract, fetched only when some were left.
    await vi.dynamicImportSettled();
    expect(second.pendingFor('es', 'en').get('es:casa')?.status).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent.at(-1)).toEqual([word('casa', 2)]);
    expect(second.pendingFor('es', 'en').size).toBe(0);
  });

  it('keeps what a previous page left when a mark is made before it is read, and the newer mark wins', async () => {
    localStorage.setItem('test.pending', JSON.stringify([word('casa', 2), word('perro', 1)]));
    answer = () => new Promise(() => {}); // Nothing is saved in this test.
    const sync = start();
    // A mark made at once, before the kept ones are checked: the kept ones stay in this browser.
    sync.enqueue([word('casa', 1)]);
    const kept = JSON.parse(localStorage.getItem('test.pending') ?? '[]') as SavedWordInput[];
    expect(kept.map((record) => `${record.token}=${record.status}`).sort()).toEqual([
      'es:casa=1',
      'es:casa=2',
      'es:perro=1',
    ]);

    await vi.dynamicImportSettled();
    const pending = sync.pendingFor('es', 'en');
    expect(pending.get('es:casa')?.status).toBe(1);
    expect(pending.get('es:perro')?.status).toBe(1);
    expect(JSON.parse(localStorage.getItem('test.pending') ?? '[]')).toHaveLength(2);
  });

  it('drops kept records the server would refuse, and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('test.pending', JSON.stringify([{ token: 'es:casa' }, word('perro', 1), 'junk']));
    const sync = start();
    await vi.dynamicImportSettled();
    expect([...sync.pendingFor('es', 'en').keys()]).toEqual(['es:perro']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([[word('perro', 1)]]);

    localStorage.setItem('test.pending', 'not json');
    start();
    expect(warn).toHaveBeenCalledWith(
      "Could not read 'test.pending' kept in this browser",
      expect.any(SyntaxError),
    );
    warn.mockRestore();
  });

  it('retries a failed save later, and later again', async () => {
    let calls = 0;
    answer = () => (++calls < 3 ? Promise.reject(new TypeError('offline')) : Promise.resolve({ saved: 1 }));
    const sync = start();
    sync.enqueue([word('casa', 1)]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveLength(2);
    expect(sync.getState().status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(sync.getState()).toMatchObject({ status: 'idle', pending: 0 });
  });

  it('keeps a mark made while the save was on its way, and sends it next', async () => {
    let release = () => {};
    answer = () => new Promise((resolve) => (release = () => resolve({ saved: 1 })));
    const sync = start();
    sync.enqueue([word('casa', 2)]);
    await vi.advanceTimersByTimeAsync(1_000);
    sync.enqueue([word('casa', 1)]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.pendingFor('es', 'en').get('es:casa')?.status).toBe(1);
    answer = () => Promise.resolve({ saved: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent.at(-1)).toEqual([word('casa', 1)]);
    expect(sync.getState().pending).toBe(0);
  });

  it('drops records the server refuses as wrong instead of sending them forever', async () => {
    const refused = vi.fn();
    answer = () => Promise.reject(new ApiError(400, 'VALIDATION_ERROR', "Record 1 ('es:casa'): bad"));
    const sync = createProgressSync({
      send: (records) => {
        sent.push([...records]);
        return answer();
      },
      onRefused: refused,
      storage: localStorage,
      storageKey: 'test.pending',
    });
    syncs.push(sync);
    sync.enqueue([word('casa', 1)]);
    await sync.flush();
    expect(refused).toHaveBeenCalledOnce();
    expect(sync.getState()).toMatchObject({ status: 'idle', pending: 0 });
  });

  it('keeps the marks of a signed-out learner for when they are back', async () => {
    answer = () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'Authentication required'));
    const sync = start();
    sync.enqueue([word('casa', 1)]);
    await sync.flush();
    expect(sync.getState()).toMatchObject({ status: 'retrying', pending: 1 });
  });

  it('sends what waits as the page closes in pieces small enough for the browser to let go', async () => {
    const sync = start();
    const long = 'x'.repeat(1_000);
    sync.enqueue(
      Array.from({ length: 150 }, (_, index) => ({ ...word(`w${index}`, 1), ai_translation: long })),
    );
    await sync.flush({ keepalive: true });
    expect(sent.length).toBeGreaterThan(2);
    for (const body of sent) expect(JSON.stringify(body).length).toBeLessThan(64 * 1024);
    expect(sent.flat()).toHaveLength(150);
    expect(sync.getState().pending).toBe(0);
  });

  it('keeps each language pair apart', () => {
    const sync = start();
    sync.enqueue([word('casa', 1), { ...word('casa', 2), translated_lang: 'de' }]);
    expect(sync.pendingFor('es', 'en').get('es:casa')?.status).toBe(1);
    expect(sync.pendingFor('es', 'de').get('es:casa')?.status).toBe(2);
  });
});
