import {
  appReadyAttribute,
  type PageApiCall,
  type RenderedPage,
  pageCoverElementId,
  serverStateElementId,
  type Title,
} from '@cinevocab/core';
import { screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/entry-server';
import { setApiTransport } from '@/lib/api-transport';
import { pageSessionStore } from '@/lib/auth-client';
import { queryClient } from '@/lib/query-client';
import { aMovie, ann } from '@/test/catalog-fixtures';
import { fakeProgressServer } from '@/test/progress-fixtures';
import { setScreenWidth } from '@/test/screen-width';
import { aWord, stubWordService, summaryAnswer, vocabularyAnswer } from '@/test/word-service-fixtures';
import { startInBrowser } from './start-in-browser';

/*
 * A page rendered on the server must be taken over by the browser exactly as it was rendered:
 * React does not repair what differs while it hydrates (an attribute keeps the server's value),
 * and in development it says so. Each page here is rendered by the server's code (entry-server),
 * put in the document as the server sends it, and started as main.tsx starts it; nothing may be
 * reported.
 */

const movie = aMovie();
const words = [
  aWord('casa', 1, 12, { forms: ['casa', 'casas'] }),
  aWord('decir', 1, 30, { forms: ['dijo', 'digo'] }),
  aWord('ganso', 4, 2),
];
const popular: Title[] = [
  {
    id: movie.id,
    title: movie.title,
    poster_path: '/poster.jpg',
    backdrop_path: null,
    overview: '',
    release_date: '2019-05-01',
    vote_average: 7,
    vote_count: 100,
    genre_ids: [],
    media_type: 'movie',
  },
];

function fakeServer() {
  const progress = fakeProgressServer({ 'es:casa': 2 });
  stubWordService(
    { summary: () => summaryAnswer(), vocabulary: () => vocabularyAnswer(words) },
    {
      ...progress.api,
      [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }),
      'GET /api/catalog/movie/popular': () => ({ body: { results: popular } }),
      'POST /api/coverage/titles': () => ({ body: { titles: [] } }),
      'GET /api/coverage/suggestions': () => ({ body: { ready: [], almost: [] } }),
      // casa and decir in two lines, ganso in none.
      'GET /api/words/transcript': () => ({
        body: {
          lexicon_version: 'test',
          words: words.map((word) => word.token),
          lines: [
            [61, 63, 'La casa es grande.', [3, 4, 0]],
            [64, 66, 'Dijo que no.', [0, 4, 1]],
          ],
        },
      }),
    },
  );
}

/** The server's in-process API, played by the test's fake fetch. */
async function viaFetch(call: PageApiCall) {
  const answer = await fetch(call.path, {
    method: call.method,
    headers: call.headers,
    ...(call.body === undefined ? {} : { body: call.body }),
  });
  return {
    status: answer.status,
    headers: Object.fromEntries(answer.headers.entries()),
    body: await answer.text(),
  };
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  queryClient.clear();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(appReadyAttribute);
});

async function renderOnServerThenTakeOver(path: string, signedIn: boolean, inThisBrowser = () => {}) {
  const page = await renderPage({ url: path, session: signedIn ? { user: ann } : null, api: viaFetch });
  expect(page, 'a page, not a redirect').toHaveProperty('markup');
  const { markup, state } = page as RenderedPage;
  // The browser's half calls the API with fetch again.
  setApiTransport((url, init) => fetch(url, init));
  pageSessionStore.publish({ data: null, isPending: true });
  window.history.replaceState(null, '', path);
  // What only this browser holds, which the server never sees.
  inThisBrowser();
  document.body.innerHTML = `<div id="root">${markup}</div><div id="${pageCoverElementId}"></div><script type="application/json" id="${serverStateElementId}">${state}</script>`;
  const reported = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  root = await startInBrowser(document.getElementById('root')!);
  await waitFor(() => expect(document.documentElement).toHaveAttribute(appReadyAttribute));
  expect(document.getElementById(pageCoverElementId), 'the cover is lifted').toBeNull();
  return { markup, reported: () => reported.flatMap((spy) => spy.mock.calls.map((call) => String(call[0]))) };
}

describe('a page the server rendered, taken over in the browser', () => {
  const pages = [
    ['the login screen', '/auth', false],
    ['Home', '/', true],
    ['search results', '/?search=casa', true],
    ['a movie page', `/movie/${movie.id}`, true],
    ["a movie's vocabulary table", `/movie/${movie.id}/level/all`, true],
    ['My Words', '/my-words', true],
    ['My Movies', '/my-movies', true],
    ['the flash cards', '/flash-cards', true],
    ['the data sources', '/about/data', true],
    ['a study screen (rendered in the browser only)', `/movie/${movie.id}/study-words`, true],
    ["a movie's transcript", `/movie/${movie.id}/watch`, true],
    ['a page that does not exist', '/no/such/page', true],
  ] as const;
  it.each(
    pages.flatMap(([name, path, signedIn]) =>
      [375, 1280].map((width) => [name, width, path, signedIn] as const),
    ),
  )('shows %s at %i px as rendered, with nothing rendered again', async (_, width, path, signedIn) => {
    setScreenWidth(width);
    fakeServer();
    const { markup, reported } = await renderOnServerThenTakeOver(path, signedIn);
    expect(markup.length).toBeGreaterThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reported().filter((text) => /hydrat|did not match|rendered again/i.test(text))).toEqual([]);
  });

  // A page rendered in the browser only is a spinner from the server, replaced by design.
  const serverPages = pages.filter(([name]) => !name.includes('in the browser only'));
  it.each(serverPages.map(([name, path, signedIn]) => [name, path, signedIn] as const))(
    'keeps every element of %s that the server sent and the learner sees, once taken over',
    async (_, path, signedIn) => {
      fakeServer();
      const shown: Element[] = [];
      await renderOnServerThenTakeOver(path, signedIn, () =>
        // Once the server's markup is in the document, before the browser's code takes it over.
        queueMicrotask(() =>
          shown.push(
            ...[...document.querySelectorAll('#root *')].filter(
              (element) => element.closest('[hidden], [style*="display:none"]') === null,
            ),
          ),
        ),
      );
      // Long enough for what a page fetches once it has started (a tooltip's code) to arrive.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // An element made again costs the phone its work, and loses the focus or the pointer on it.
      const madeAgain = shown.filter((element) => !element.isConnected);
      expect(madeAgain.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
    },
  );

  it.each([
    ['a movie page', `/movie/${movie.id}`],
    ["a movie's vocabulary table", `/movie/${movie.id}/level/all`],
  ])(
    'takes %s over in parts, each committed in a task of its own: the navigation, the page, and its body',
    async (_, path) => {
      fakeServer();
      const { markup } = await renderOnServerThenTakeOver(path, true);
      // React hydrates each Suspense boundary of the server's markup (<!--$-->) in a pass and a
      // commit of its own: the whole app's, the page's under the navigation bar, and the body's.
      expect(markup.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    },
  );

  it("keeps the server's statuses while taking over, then shows the marks this browser has not saved yet", async () => {
    setScreenWidth(1280);
    fakeServer();
    const { reported } = await renderOnServerThenTakeOver(`/movie/${movie.id}/level/all`, true, () =>
      localStorage.setItem('cinevocab.pendingProgress.user-1', JSON.stringify([pendingMark('es:ganso', 2)])),
    );
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}\\b`) });
    expect(row('casa')).toHaveAttribute('data-status', 'to-learn');
    await waitFor(() => expect(row('ganso')).toHaveAttribute('data-status', 'to-learn'));
    expect(reported().filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
});

function pendingMark(token: string, status: 1 | 2) {
  return {
    token,
    word: token.slice(3),
    learning_lang: 'es',
    translated_lang: 'en',
    movies: [movie.id],
    status,
    difficulty: 4,
  };
}
