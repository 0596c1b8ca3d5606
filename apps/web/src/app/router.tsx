import { type ComponentType, type ReactNode, Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject, useRoutes } from 'react-router';
import { prepareCollation } from '@/lib/collation';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import type * as LevelRoutes from './routes/level';
import type * as WatchRoutes from './routes/watch';
import { RouteErrorBoundary } from './routes/router-error';

/** What a route carries for the app: the screen it shows, so that it can be fetched ahead. */
interface ScreenHandle {
  screen: LazyScreen;
  /** The screen's module (`src/app/routes/<file>.tsx`), as the build's manifest names it. */
  module: string;
}

/**
 * A route whose screen is fetched the first time it is visited, so that the first page a phone
 * opens downloads its own code and not every screen of the app. `file` names the module `load`
 * imports, for the server to link a page's code and styles from the HTML it renders. Every screen
 * is rendered on the server: a screen that starts from what only the browser knows (a sort in
 * progress, a drill passed along in the history) renders its heading there and that part once the
 * browser has taken the page over (`useIsInBrowser`), so the page's largest paint is in the HTML.
 * Without a path: the index route, or a layout when it has children.
 */
function page(
  path: string | undefined,
  file: string,
  load: () => Promise<ComponentType>,
  { children }: { children?: RouteObject[] } = {},
): RouteObject {
  const Screen = lazyScreen(load);
  const handle: ScreenHandle = { screen: Screen, module: `src/app/routes/${file}.tsx` };
  const route = { element: <Screen />, handle };
  if (children) return { ...route, path, children };
  return path === undefined ? { ...route, index: true } : { ...route, path };
}

/**
 * The route table. Only /auth is public; everything else sits in the protected layout. An error
 * inside a page keeps the navigation bar; one anywhere else fills the window.
 */
export const routes: RouteObject[] = [
  page('/auth', 'auth', () => import('./routes/auth').then((m) => m.AuthRoute)),
  page(
    undefined,
    'protected-layout',
    () => import('./routes/protected-layout').then((m) => m.ProtectedLayout),
    {
      children: [
        {
          element: (
            <RouteErrorBoundary fullPage={false}>
              {/* A boundary of its own: taking over a page from the server, React hydrates and
                  commits the navigation bar and the page separately, each in a task of its own,
                  rather than the whole page in one long task. */}
              <Suspense fallback={<FullScreenSpinner />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          ),
          children: [
            page(undefined, 'home', () => import('./routes/home').then((m) => m.HomeRoute)),
            page('welcome', 'welcome', () => import('./routes/welcome').then((m) => m.WelcomeRoute)),
            page('movie/:id', 'movie', () => import('./routes/movie').then((m) => m.MovieRoute)),
            page('tv/:id', 'tv-show', () => import('./routes/tv-show').then((m) => m.TvShowRoute)),
            page('tv/:tvId/season/:seasonNum/episode/:episodeNum', 'episode', () =>
              import('./routes/episode').then((m) => m.EpisodeRoute),
            ),
            page('movie/:id/level/:level', 'level', () => levelScreen((m) => m.MovieLevelRoute)),
            page('movie/:id/vocabulary-sort', 'vocabulary-sort', () =>
              import('./routes/vocabulary-sort').then((m) => m.MovieSortRoute),
            ),
            page('movie/:id/train-vocabulary', 'training', () =>
              import('./routes/training').then((m) => m.MovieTrainingRoute),
            ),
            page('episode/:episodeId/train-vocabulary', 'training', () =>
              import('./routes/training').then((m) => m.EpisodeTrainingRoute),
            ),
            page('movie/:id/study-words', 'study-words', () =>
              import('./routes/study-words').then((m) => m.MovieStudyWordsRoute),
            ),
            page('movie/:id/vocabulary-review', 'vocabulary-review', () =>
              import('./routes/vocabulary-review').then((m) => m.MovieVocabularyReviewRoute),
            ),
            page('movie/:id/context-learning', 'context-learning', () =>
              import('./routes/context-learning').then((m) => m.MovieContextLearningRoute),
            ),
            page('episode/:episodeId/study-words', 'study-words', () =>
              import('./routes/study-words').then((m) => m.EpisodeStudyWordsRoute),
            ),
            page('episode/:episodeId/vocabulary-review', 'vocabulary-review', () =>
              import('./routes/vocabulary-review').then((m) => m.EpisodeVocabularyReviewRoute),
            ),
            page('episode/:episodeId/context-learning', 'context-learning', () =>
              import('./routes/context-learning').then((m) => m.EpisodeContextLearningRoute),
            ),
            page('movie/:id/watch', 'watch', () => watchScreen((m) => m.MovieWatchRoute)),
            page('episode/:episodeId/watch', 'watch', () => watchScreen((m) => m.EpisodeWatchRoute)),
            page('tv/:tvId/season/:seasonNum/level/:level', 'level', () =>
              levelScreen((m) => m.SeasonLevelRoute),
            ),
            page('tv/:tvId/season/:seasonNum/vocabulary-sort', 'vocabulary-sort', () =>
              import('./routes/vocabulary-sort').then((m) => m.SeasonSortRoute),
            ),
            page('tv/:tvId/season/:seasonNum/episode/:episodeNum/vocabulary-sort', 'vocabulary-sort', () =>
              import('./routes/vocabulary-sort').then((m) => m.EpisodeSortRoute),
            ),
            page('episode/:episodeId/level/:level', 'level', () => levelScreen((m) => m.EpisodeLevelRoute)),
            page('learn-words', 'learn-words', () =>
              import('./routes/learn-words').then((m) => m.LearnWordsRoute),
            ),
            page('my-movies', 'my-movies', () => import('./routes/my-movies').then((m) => m.MyMoviesRoute)),
            page('my-words', 'my-words', () => import('./routes/my-words').then((m) => m.MyWordsRoute)),
            page('my-words/import', 'word-import', () =>
              import('./routes/word-import').then((m) => m.WordImportRoute),
            ),
            page('my-words/vocabulary-check', 'vocabulary-check', () =>
              import('./routes/vocabulary-check').then((m) => m.VocabularyCheckRoute),
            ),
            page('about/data', 'about-data', () =>
              import('./routes/about-data').then((m) => m.AboutDataRoute),
            ),
            page('flash-cards', 'flash-cards', () =>
              import('./routes/flash-cards').then((m) => m.FlashCardsRoute),
            ),
            page('learn-flash-cards', 'flash-cards', () =>
              import('./routes/flash-cards').then((m) => m.LearnFlashCardsRoute),
            ),
            page('*', 'not-found', () => import('./routes/not-found').then((m) => m.NotFoundRoute)),
          ],
        },
      ],
    },
  ),
];

/** The app's pages: the screen of the route at the address, inside the route table's boundaries. */
export function AppRoutes({ routeTable = routes }: { routeTable?: RouteObject[] }) {
  return (
    <RouteErrorBoundary>
      {/* Shown while a first page's code arrives; later visits keep the page they leave on screen
          until the next one's code is in (the router's updates are transitions). */}
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes routeTable={routeTable} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function Routes({ routeTable }: { routeTable: RouteObject[] }): ReactNode {
  return useRoutes(routeTable);
}

/**
 * A vocabulary table's screen: it sorts its words alphabetically as it first renders, so the
 * browser's collation data is loaded alongside its code, in a task of its own.
 */
function levelScreen(pick: (module: typeof LevelRoutes) => ComponentType): Promise<ComponentType> {
  return Promise.all([import('./routes/level'), prepareCollation()]).then(([module]) => pick(module));
}

/**
 * The watch page's screen, for a movie or an episode: one import for both, as each import of a
 * screen carries the list of its files in the code every page loads.
 */
function watchScreen(pick: (module: typeof WatchRoutes) => ComponentType): Promise<ComponentType> {
  return import('./routes/watch').then(pick);
}

function screensAt(pathname: string, routeTable: RouteObject[]): ScreenHandle[] {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  return matches.flatMap(({ route }) => (route.handle ? [route.handle as ScreenHandle] : []));
}

/** Fetches the code of every screen the page at `pathname` shows, so that it renders at once. */
export async function preloadScreens(pathname: string, routeTable: RouteObject[] = routes): Promise<void> {
  await Promise.all(screensAt(pathname, routeTable).map(({ screen }) => screen.preload()));
}

/** The modules of the screens the page at `pathname` shows, outermost first. */
export function screenModules(pathname: string, routeTable: RouteObject[] = routes): string[] {
  return screensAt(pathname, routeTable).map(({ module }) => module);
}
