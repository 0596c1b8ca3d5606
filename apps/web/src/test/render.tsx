import type { PublicConfig } from '@cinevocab/core';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders a piece of UI with the app's providers, inside a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return renderRouter(router);
}

/** Renders the whole app (its real route table) at `path` (a location may carry navigation state). */
export function renderApp(
  path: string | { pathname: string; state: unknown },
  routeTable: RouteObject[] = routes,
) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  return { ...renderRouter(router), router };
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const queryClient = createTestQueryClient();
  const result = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, queryClient, router };
}

/** A fetch stub answering the app's API calls from a table of `METHOD /path` handlers. */
export type FakeApi = Record<string, (body: unknown) => { status?: number; body: unknown }>;

export function fakeFetch(api: FakeApi) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = api[`${method} ${url.pathname}`];
    if (!handler) {
      return new Response(
        JSON.stringify({ code: 'NOT_FOUND', message: `No fake for ${method} ${url.pathname}` }),
        {
          status: 404,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = handler(body);
    // A 204 carries no body, as on the real server (a Response refuses one).
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** What GET /api/config answers on a server with no settings: demo catalog, local outbox. */
export function fakePublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    providers: { google: false, facebook: false },
    outbox: true,
    catalog: { provider: 'demo', imageBaseUrl: '/api/catalog/images' },
    ...overrides,
  };
}
