import type { PublicConfig } from '@cinevocab/core';
import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  type Location,
  MemoryRouter,
  NavigationType,
  type RouteObject,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes, preloadScreens, routes } from '@/app/router';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders a piece of UI with the app's providers, inside a router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderInRouter(ui, path);
}

/** Renders the whole app (its real route table) at `path` (a location may carry navigation state). */
export function renderApp(
  path: string | { pathname: string; state: unknown },
  routeTable: RouteObject[] = routes,
) {
  // As the app does on arrival: every screen on the page is fetched at once, not one after another.
  void preloadScreens(typeof path === 'string' ? path : path.pathname, routeTable);
  return renderInRouter(<AppRoutes routeTable={routeTable} />, path);
}

/** Where the test's router is, and a way to move it as a link or the Back button would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: string | number) => Promise<void>;
}

function renderInRouter(content: ReactElement, path: string | { pathname: string; state: unknown }) {
  const queryClient = createTestQueryClient();
  const router: TestRouter = {
    state: { location: undefined as unknown as Location, historyAction: NavigationType.Pop },
    navigate: () => Promise.reject(new Error('The router has not rendered yet.')),
  };
  const result = render(
    <Providers queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe
          report={(state, navigate) => {
            router.state = state;
            router.navigate = navigate;
          }}
        />
        {content}
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient, router };
}

/**
 * Waits for the toasts' container, which a page fetches once it is idle (app/providers.tsx): a
 * test whose toasts follow one another at once waits for it as a learner's page has it by then.
 */
export async function toastsReady(): Promise<void> {
  await waitFor(() => {
    if (document.querySelector('.mantine-Notifications-root') === null) {
      throw new Error("The toasts' container has not arrived");
    }
  });
}

/** Keeps the test's view of the router current, from inside it. */
function RouterProbe({
  report,
}: {
  report: (state: TestRouter['state'], navigate: TestRouter['navigate']) => void;
}) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  report({ location, historyAction }, async (to) => {
    if (typeof to === 'number') await navigate(to);
    else await navigate(to);
  });
  return null;
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
