import type { LineTranslations, VocabularyWord, WordSummary } from '@cinevocab/core';
import { vi } from 'vitest';
import { type FakeApi, fakeFetch, fakePublicConfig } from './render';

/**
 * A fake word service for tests: run_pipeline, line translations and subtitle uploads answered by
 * the test, which sees every query and every form the page sent. Any other call goes to `api` (plus the app's
 * start-up calls), and a path nobody answers is a 404 as on the real server.
 */

/** One answer: a JSON body, a raw text, nothing at all, or no answer (the network failed). */
export type FakeAnswer =
  | { status?: number; body: unknown }
  | { status?: number; text: string }
  | { status: number }
  | { networkError: string };

export interface WordServiceHandlers {
  summary?: (query: URLSearchParams) => FakeAnswer | Promise<FakeAnswer>;
  vocabulary?: (query: URLSearchParams) => FakeAnswer | Promise<FakeAnswer>;
  sentences?: (query: URLSearchParams) => FakeAnswer | Promise<FakeAnswer>;
  lineTranslations?: (query: URLSearchParams) => FakeAnswer | Promise<FakeAnswer>;
  upload?: (form: FormData) => FakeAnswer | Promise<FakeAnswer>;
}

export const summaryOf = (counts: [number, number, number, number, number, number]): WordSummary => ({
  1: counts[0],
  2: counts[1],
  3: counts[2],
  4: counts[3],
  5: counts[4],
  6: counts[5],
});

/** 300 words: 120 / 60 / 45 / 30 / 27 / 18, or 40 % 20 % 15 % 10 % 9 % 6 %. */
export const aSummary = summaryOf([120, 60, 45, 30, 27, 18]);

export const summaryAnswer = (summary: WordSummary = aSummary): FakeAnswer => ({
  body: {
    success: true,
    data: summary,
    meta: { lexicon_version: 'test-1', subtitle_source: 'demo', analysed_at: '2024-05-01T10:00:00.000Z' },
  },
});

export const noSubtitlesAnswer = (languageName = 'Spanish'): FakeAnswer => ({
  status: 404,
  body: {
    success: false,
    code: 'NO_SUBTITLES',
    error: `No ${languageName} subtitles found for this title.`,
  },
});

/** A word of a title's vocabulary, as the word service sends it. */
export function aWord(
  name: string,
  diff: number,
  count: number,
  extra: Partial<VocabularyWord> = {},
): VocabularyWord {
  return {
    token: `es:${name}`,
    name,
    frequency: diff === 6 ? 0 : 1000 / diff,
    count,
    diff,
    occurs_in_orders: [0],
    forms: [name],
    pos: 'NOUN',
    ...extra,
  };
}

export const vocabularyAnswer = (words: VocabularyWord[]): FakeAnswer => ({
  body: {
    success: true,
    data: words,
    meta: { lexicon_version: 'test-1', subtitle_source: 'demo', analysed_at: '2024-05-01T10:00:00.000Z' },
  },
});

/** GET /api/words/line_translations: each line's translation, by its order. */
export const pairedLinesAnswer = (translations: Record<number, string>): FakeAnswer => ({
  body: {
    status: 'paired',
    source: 'upload',
    lines: Object.entries(translations).map(([order, translation]) => ({
      order: Number(order),
      translation,
    })),
    message: null,
    can_download: false,
  } satisfies LineTranslations,
});

/** GET /api/words/line_translations when nothing can be shown, and why. */
export const unshownLinesAnswer = (
  status: 'none' | 'unpaired',
  message: string,
  canDownload = false,
): FakeAnswer => ({
  body: {
    status,
    source: status === 'none' ? null : 'upload',
    lines: [],
    message,
    can_download: canDownload,
  } satisfies LineTranslations,
});

/** What POST /api/subtitles answers for a good file. */
export const uploadedAnswer: FakeAnswer = {
  status: 201,
  body: { id: '6b1f0c6e-0000-4000-8000-000000000001', file_name: 'film.srt', uploaded_at: '2024-05-01' },
};

/** A promise the test settles when it chooses: holds an answer back to see the page wait. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

export function stubWordService(handlers: WordServiceHandlers, api: FakeApi = {}) {
  const summaryQueries: URLSearchParams[] = [];
  const vocabularyQueries: URLSearchParams[] = [];
  const lineTranslationQueries: URLSearchParams[] = [];
  const uploads: FormData[] = [];
  const others = fakeFetch({
    'GET /api/config': () => ({ body: fakePublicConfig() }),
    'GET /api/me/preferences': () => ({ body: { preferredLanguage: 'es', myLanguage: 'en' } }),
    ...api,
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/words/run_pipeline') {
      const type = url.searchParams.get('type');
      if (type === 'summary' && handlers.summary) {
        summaryQueries.push(url.searchParams);
        return respond(await handlers.summary(url.searchParams));
      }
      if (type === 'vocabulary' && handlers.vocabulary) {
        vocabularyQueries.push(url.searchParams);
        return respond(await handlers.vocabulary(url.searchParams));
      }
      if (type === 'sentences' && handlers.sentences) {
        return respond(await handlers.sentences(url.searchParams));
      }
    }
    if (method === 'GET' && url.pathname === '/api/words/line_translations' && handlers.lineTranslations) {
      lineTranslationQueries.push(url.searchParams);
      return respond(await handlers.lineTranslations(url.searchParams));
    }
    if (method === 'POST' && url.pathname === '/api/subtitles' && handlers.upload) {
      const form = init?.body;
      if (!(form instanceof FormData)) throw new Error('The upload was not sent as multipart form data');
      uploads.push(form);
      return respond(await handlers.upload(form));
    }
    return others(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** The query of every run_pipeline call, in order, as plain objects. */
    summaryQueries: () => summaryQueries.map((query) => Object.fromEntries(query)),
    /** The same for the vocabulary. */
    vocabularyQueries: () => vocabularyQueries.map((query) => Object.fromEntries(query)),
    /** The same for the line translations. */
    lineTranslationQueries: () => lineTranslationQueries.map((query) => Object.fromEntries(query)),
    /** The text fields of every upload, and the name of its file. */
    uploads: () =>
      uploads.map((form) => {
        const fields: Record<string, string> = {};
        let fileName: string | null = null;
        form.forEach((value, name) => {
          if (typeof value === 'string') fields[name] = value;
          else if (name === 'file') fileName = value.name;
        });
        return { fields, fileName };
      }),
  };
}

function respond(answer: FakeAnswer): Response {
  if ('networkError' in answer) throw new TypeError(answer.networkError);
  const status = answer.status ?? 200;
  if ('text' in answer) return new Response(answer.text, { status });
  if (!('body' in answer)) return new Response(null, { status });
  return new Response(JSON.stringify(answer.body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A file of `size` bytes (of `x`) named `name`, as a file chooser or a drop hands it over. */
export function aFile(name: string, size = 64, type = 'application/x-subrip'): File {
  return new File(['x'.repeat(size)], name, { type });
}
