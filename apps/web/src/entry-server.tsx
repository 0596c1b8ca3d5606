import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageRedirect, PageRenderer, PageRenderRequest, RenderedPage } from '@cinevocab/core';
import { dehydrate, type Query, QueryClient, skipToken } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { prefetchEveryPageData } from '@/app/every-page-data';
import { preloadScreens, screenModules } from '@/app/router';
import { serializeServerRenderedState, toStateData } from '@/lib/server-rendered-state';
import { setApiTransport } from '@/lib/api-transport';
import { setGivenTimeZone } from '@/lib/time-zone';
import { createSessionStore } from '@/lib/auth-client';

/**
 * The app rendered on the server, for the first page of a visit: the page arrives as HTML, with
 * the data it shows, so that a phone paints it before any script has run, and the browser then
 * takes it over (main.tsx hydrates it). Built by `vite build --ssr` into dist/.server/ and loaded by
 * the API server (apps/server/src/http/pages.ts), which calls `renderPage` (the PageRenderer of
 * packages/core).
 */

/**
 * Renders at most this many times: each render asks for the data it found missing, and what a
 * page shows rarely waits on more than two answers in a row (the preferences, then the words).
 */
const maxRenders = 5;

/**
 * How long the server waits for a page's data. What has not come by then (a title's subtitles
 * being fetched and analysed for the first time, say) is left to the browser, which shows it
 * loading as it would have anyway, rather than holding the whole page back.
 */
const dataWaitMs = 1500;

/** The request whose page is being rendered, for the API calls and days its render makes. */
const requestApi = new AsyncLocalStorage<PageRenderRequest>();
setGivenTimeZone(() => requestApi.getStore()?.timeZone ?? 'UTC');
setApiTransport(async (path, init) => {
  const api = requestApi.getStore()?.api;
  if (!api) throw new Error(`API call to ${path} outside a page render`);
  const answer = await api({
    method: init.method ?? 'GET',
    path,
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    ...(typeof init.body === 'string' ? { body: init.body } : {}),
  });
  return new Response(answer.body === '' ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
});

/**
 * Renders the page at `request.url` with the data it asks for. Data that fails, or does not come in
 * time, is left out: the page shows it loading, and the browser fetches it once it has taken the
 * page over, exactly as it does when it renders a page itself. A page that sends the visitor
 * elsewhere (the login screen for a protected page) is answered with where to.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | PageRedirect> {
  const pathname = new URL(request.url, 'http://page').pathname;
  await preloadScreens(pathname);
  const collector = createDataCollectingQueryClient();
  const queryClient = collector.client;
  const sessionStore = createSessionStore({ data: request.session, isPending: false });
  let redirect: string | undefined;
  let status = 200;
  const serverResponse = {
    redirect: (to: string) => (redirect ??= to),
    status: (code: number) => (status = code),
  };
  const render = () => {
    collector.startRender();
    status = 200;
    return renderToString(
      <App
        router={(routes) => <StaticRouter location={request.url}>{routes}</StaticRouter>}
        queryClient={queryClient}
        sessionStore={sessionStore}
        serverResponse={serverResponse}
      />,
    );
  };

  const deadline = Date.now() + dataWaitMs;
  const leftToBrowser = new Set<string>();
  const markup = await requestApi.run(request, async () => {
    await prefetchEveryPageData(queryClient, request.session?.user.id ?? null);
    for (const query of queryClient.getQueryCache().findAll({ type: 'all' })) {
      if (query.state.status !== 'error') continue;
      leftToBrowser.add(query.queryHash);
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    }
    let rendered = render();
    for (let renders = 1; renders < maxRenders && redirect === undefined; renders++) {
      const missing = collector.missingQueries().filter((query) => !leftToBrowser.has(query.queryHash));
      if (missing.length === 0) break;
      const answered = await Promise.all(missing.map((query) => fetchedBy(query, deadline)));
      missing.forEach((query, index) => {
        if (answered[index]) return;
        // Rendered as still loading, as the browser will first render it too.
        leftToBrowser.add(query.queryHash);
        queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      });
      rendered = render();
    }
    return rendered;
  });
  if (redirect !== undefined) return { redirect };
  const state = serializeServerRenderedState({
    session: request.session,
    timeZone: request.timeZone ?? null,
    queries: dehydrate(queryClient, { serializeData: toStateData }),
  });
  queryClient.clear();
  return { status, markup, state, screens: screenModules(pathname) };
}

/** True once the query has its data, false if it failed or did not answer by the deadline. */
async function fetchedBy(query: Query, deadline: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
  });
  const fetched = query.fetch().then(
    () => query.state.status === 'success',
    () => false,
  );
  try {
    return await Promise.race([fetched, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A data cache that notes which queries the components of the last render asked for: every
 * `useQuery` reads its options through `defaultQueryOptions` when it renders, and on the server
 * nothing fetches them (effects do not run), so they stay waiting until asked for here.
 */
function createDataCollectingQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asked = new Set<string>();
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options);
    const isWanted =
      defaulted.queryFn !== skipToken &&
      defaulted.meta?.browserOnly !== true &&
      isEnabled(defaulted.enabled, defaulted.queryHash, client);
    if (isWanted) {
      asked.add(defaulted.queryHash);
    }
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];

  return {
    client,
    startRender: () => asked.clear(),
    /** The queries the last render asked for that have no data and were not fetched yet. */
    missingQueries: (): Query[] =>
      [...asked]
        .map((hash) => client.getQueryCache().get(hash))
        .filter(
          (query): query is Query => query?.state.status === 'pending' && query.state.fetchStatus === 'idle',
        ),
  };
}

function isEnabled(enabled: unknown, queryHash: string, client: QueryClient): boolean {
  if (typeof enabled !== 'function') return enabled !== false;
  const query = client.getQueryCache().get(queryHash);
  return query !== undefined && (enabled as (query: Query) => boolean)(query) !== false;
}

renderPage satisfies PageRenderer['renderPage'];
