import { createBrowserRouter, type RouteObject } from 'react-router';
import { AboutDataRoute } from './routes/about-data';
import { AuthRoute } from './routes/auth';
import { EpisodeRoute } from './routes/episode';
import { FlashCardsRoute, LearnFlashCardsRoute } from './routes/flash-cards';
import { EpisodeContextLearningRoute, MovieContextLearningRoute } from './routes/context-learning';
import { HomeRoute } from './routes/home';
import { LearnWordsRoute } from './routes/learn-words';
import { MyMoviesRoute } from './routes/my-movies';
import { MyWordsRoute } from './routes/my-words';
import { EpisodeTrainingRoute, MovieTrainingRoute } from './routes/training';
import { EpisodeLevelRoute, MovieLevelRoute } from './routes/level';
import { EpisodeStudyWordsRoute, MovieStudyWordsRoute } from './routes/study-words';
import { EpisodeVocabularyReviewRoute, MovieVocabularyReviewRoute } from './routes/vocabulary-review';
import { EpisodeSortRoute, MovieSortRoute } from './routes/vocabulary-sort';
import { MovieRoute } from './routes/movie';
import { NotFoundRoute } from './routes/not-found';
import { ProtectedLayout } from './routes/protected-layout';
import { RouterErrorRoute } from './routes/router-error';
import { TvShowRoute } from './routes/tv-show';

/**
 * The route table. Only /auth is public; everything else sits in the
 * protected layout.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouterErrorRoute />,
    children: [
      { path: '/auth', element: <AuthRoute /> },
      {
        element: <ProtectedLayout />,
        children: [
          {
            // Errors inside a page keep the navigation bar.
            errorElement: <RouterErrorRoute fullPage={false} />,
            children: [
              { index: true, element: <HomeRoute /> },
              { path: 'movie/:id', element: <MovieRoute /> },
              { path: 'tv/:id', element: <TvShowRoute /> },
              { path: 'tv/:tvId/season/:seasonNum/episode/:episodeNum', element: <EpisodeRoute /> },
              { path: 'movie/:id/level/:level', element: <MovieLevelRoute /> },
              { path: 'movie/:id/vocabulary-sort', element: <MovieSortRoute /> },
              { path: 'movie/:id/train-vocabulary', element: <MovieTrainingRoute /> },
              { path: 'episode/:episodeId/train-vocabulary', element: <EpisodeTrainingRoute /> },
              { path: 'movie/:id/study-words', element: <MovieStudyWordsRoute /> },
              { path: 'movie/:id/vocabulary-review', element: <MovieVocabularyReviewRoute /> },
              { path: 'movie/:id/context-learning', element: <MovieContextLearningRoute /> },
              { path: 'episode/:episodeId/study-words', element: <EpisodeStudyWordsRoute /> },
              { path: 'episode/:episodeId/vocabulary-review', element: <EpisodeVocabularyReviewRoute /> },
              { path: 'episode/:episodeId/context-learning', element: <EpisodeContextLearningRoute /> },
              {
                path: 'tv/:tvId/season/:seasonNum/episode/:episodeNum/vocabulary-sort',
                element: <EpisodeSortRoute />,
              },
              { path: 'episode/:episodeId/level/:level', element: <EpisodeLevelRoute /> },
              { path: 'learn-words', element: <LearnWordsRoute /> },
              { path: 'my-movies', element: <MyMoviesRoute /> },
              { path: 'my-words', element: <MyWordsRoute /> },
              { path: 'about/data', element: <AboutDataRoute /> },
              { path: 'flash-cards', element: <FlashCardsRoute /> },
              { path: 'learn-flash-cards', element: <LearnFlashCardsRoute /> },
              { path: '*', element: <NotFoundRoute /> },
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
