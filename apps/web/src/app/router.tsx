import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { RouterErrorRoute } from './routes/router-error';

/**
 * The route table. Only /auth is public; everything else sits in the
 * protected layout. Every screen, and the layout, is fetched the first time its route is visited,
 * so that the first page a phone opens downloads its own code and not every screen of the app.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouterErrorRoute />,
    // Shown while the first page's code arrives.
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        path: '/auth',
        lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        lazy: () => import('./routes/protected-layout').then((m) => ({ Component: m.ProtectedLayout })),
        children: [
          {
            // Errors inside a page keep the navigation bar.
            errorElement: <RouterErrorRoute fullPage={false} />,
            children: [
              {
                index: true,
                lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
              },
              {
                path: 'movie/:id',
                lazy: () => import('./routes/movie').then((m) => ({ Component: m.MovieRoute })),
              },
              {
                path: 'tv/:id',
                lazy: () => import('./routes/tv-show').then((m) => ({ Component: m.TvShowRoute })),
              },
              {
                path: 'tv/:tvId/season/:seasonNum/episode/:episodeNum',
                lazy: () => import('./routes/episode').then((m) => ({ Component: m.EpisodeRoute })),
              },
              {
                path: 'movie/:id/level/:level',
                lazy: () => import('./routes/level').then((m) => ({ Component: m.MovieLevelRoute })),
              },
              {
                path: 'movie/:id/vocabulary-sort',
                lazy: () => import('./routes/vocabulary-sort').then((m) => ({ Component: m.MovieSortRoute })),
              },
              {
                path: 'movie/:id/train-vocabulary',
                lazy: () => import('./routes/training').then((m) => ({ Component: m.MovieTrainingRoute })),
              },
              {
                path: 'episode/:episodeId/train-vocabulary',
                lazy: () => import('./routes/training').then((m) => ({ Component: m.EpisodeTrainingRoute })),
              },
              {
                path: 'movie/:id/study-words',
                lazy: () =>
                  import('./routes/study-words').then((m) => ({ Component: m.MovieStudyWordsRoute })),
              },
              {
                path: 'movie/:id/vocabulary-review',
                lazy: () =>
                  import('./routes/vocabulary-review').then((m) => ({
                    Component: m.MovieVocabularyReviewRoute,
                  })),
              },
              {
                path: 'movie/:id/context-learning',
                lazy: () =>
                  import('./routes/context-learning').then((m) => ({
                    Component: m.MovieContextLearningRoute,
                  })),
              },
              {
                path: 'episode/:episodeId/study-words',
                lazy: () =>
                  import('./routes/study-words').then((m) => ({ Component: m.EpisodeStudyWordsRoute })),
              },
              {
                path: 'episode/:episodeId/vocabulary-review',
                lazy: () =>
                  import('./routes/vocabulary-review').then((m) => ({
                    Component: m.EpisodeVocabularyReviewRoute,
                  })),
              },
              {
                path: 'episode/:episodeId/context-learning',
                lazy: () =>
                  import('./routes/context-learning').then((m) => ({
                    Component: m.EpisodeContextLearningRoute,
                  })),
              },
              {
                path: 'tv/:tvId/season/:seasonNum/level/:level',
                lazy: () => import('./routes/level').then((m) => ({ Component: m.SeasonLevelRoute })),
              },
              {
                path: 'tv/:tvId/season/:seasonNum/vocabulary-sort',
                lazy: () =>
                  import('./routes/vocabulary-sort').then((m) => ({ Component: m.SeasonSortRoute })),
              },
              {
                path: 'tv/:tvId/season/:seasonNum/episode/:episodeNum/vocabulary-sort',
                lazy: () =>
                  import('./routes/vocabulary-sort').then((m) => ({ Component: m.EpisodeSortRoute })),
              },
              {
                path: 'episode/:episodeId/level/:level',
                lazy: () => import('./routes/level').then((m) => ({ Component: m.EpisodeLevelRoute })),
              },
              {
                path: 'learn-words',
                lazy: () => import('./routes/learn-words').then((m) => ({ Component: m.LearnWordsRoute })),
              },
              {
                path: 'my-movies',
                lazy: () => import('./routes/my-movies').then((m) => ({ Component: m.MyMoviesRoute })),
              },
              {
                path: 'my-words',
                lazy: () => import('./routes/my-words').then((m) => ({ Component: m.MyWordsRoute })),
              },
              {
                path: 'my-words/import',
                lazy: () => import('./routes/word-import').then((m) => ({ Component: m.WordImportRoute })),
              },
              {
                path: 'my-words/vocabulary-check',
                lazy: () =>
                  import('./routes/vocabulary-check').then((m) => ({ Component: m.VocabularyCheckRoute })),
              },
              {
                path: 'about/data',
                lazy: () => import('./routes/about-data').then((m) => ({ Component: m.AboutDataRoute })),
              },
              {
                path: 'flash-cards',
                lazy: () => import('./routes/flash-cards').then((m) => ({ Component: m.FlashCardsRoute })),
              },
              {
                path: 'learn-flash-cards',
                lazy: () =>
                  import('./routes/flash-cards').then((m) => ({ Component: m.LearnFlashCardsRoute })),
              },
              {
                path: '*',
                lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
