import {
  type FlashCardCreateInput,
  type GlossesRequestInput,
  StorageKeys,
  type TitleSentence,
  type TranslateResponse,
  type VocabularyWord,
} from '@cinevocab/core';
import type { RouteObject } from 'react-router';
import { routes } from '@/app/router';
import { EpisodeContextLearningRoute, MovieContextLearningRoute } from '@/app/routes/context-learning';
import { EpisodeStudyWordsRoute, MovieStudyWordsRoute } from '@/app/routes/study-words';
import { EpisodeVocabularyReviewRoute, MovieVocabularyReviewRoute } from '@/app/routes/vocabulary-review';
import { aMovie, aTvShow, anEpisode, ann } from './catalog-fixtures';
import { resetFakeAuthClient, signInAs } from './fake-auth-client';
import { renderApp } from './render';
import { setScreenWidth } from './screen-width';
import { fakeProgressServer } from './progress-fixtures';
import { stubWordService, vocabularyAnswer } from './word-service-fixtures';

/**
 * Test data and a fake server for the study pages: the title's words and lines from a fake word
 * service, the learner's progress, flash cards, activity and the AI service (translations and
 * glosses), each call kept for the test to read.
 */

/** The study pages' routes as the app registers them. */
export const studyRoutes: RouteObject[] = [
  { path: 'movie/:id/study-words', element: <MovieStudyWordsRoute /> },
  { path: 'movie/:id/vocabulary-review', element: <MovieVocabularyReviewRoute /> },
  { path: 'movie/:id/context-learning', element: <MovieContextLearningRoute /> },
  { path: 'episode/:episodeId/study-words', element: <EpisodeStudyWordsRoute /> },
  { path: 'episode/:episodeId/vocabulary-review', element: <EpisodeVocabularyReviewRoute /> },
  { path: 'episode/:episodeId/context-learning', element: <EpisodeContextLearningRoute /> },
];

/** The app's route table with the study pages beside its other title pages (before the catch-all). */
export function withStudyRoutes(table: readonly RouteObject[] = routes): RouteObject[] {
  return table.map((route) => {
    if (route.children === undefined) return route;
    const hasCatchAll = route.children.some((child) => child.path === '*');
    return {
      ...route,
      children: hasCatchAll ? [...studyRoutes, ...route.children] : withStudyRoutes(route.children),
    } as RouteObject;
  });
}

export const movie = aMovie();
export const show = aTvShow();
export const episode = anEpisode(2);
export const episodePlace = `tv=${show.id}&season=1&episode=2`;

/** A line of the title. */
export const aLine = (order: number, sentence: string, time: number): TitleSentence => ({
  order,
  sentence,
  time,
});

/** What the AI service answers for a word: a translation and a definition in Spanish. */
export function anAnswer(word: string, translation: string, definition: string): TranslateResponse {
  return {
    word,
    target_language: 'en',
    ai_response: {
      pronunciation: `/${word}/`,
      definition: { es: definition },
      translation,
      explanation: {},
      translated_sentences: [],
      provider: 'offline',
      notice: null,
      sources: ['Test dictionary'],
    },
  };
}

export interface StudyServer {
  words: VocabularyWord[];
  sentences: TitleSentence[];
  /** The learner's saved statuses to start from. */
  initial?: Record<string, 1 | 2>;
  /** The AI service's answers by word; a word not listed is refused. */
  answers?: Record<string, TranslateResponse>;
}

/** Signs Ann in, learning Spanish from English, on a wide screen. */
export function beforeEachStudyTest(): void {
  resetFakeAuthClient();
  signInAs(ann);
  setScreenWidth(1280);
  localStorage.clear();
  localStorage.setItem(StorageKeys.preferredLanguage, 'es');
}

/** Opens a study page on the fake server; what the page sent is kept in the lists returned. */
export function openStudyPage(path: string, { words, sentences, initial = {}, answers = {} }: StudyServer) {
  const progress = fakeProgressServer(initial);
  const flashCards: FlashCardCreateInput[] = [];
  const activity: unknown[] = [];
  const translations: { word: string }[] = [];
  const glossRequests: GlossesRequestInput[] = [];
  const service = stubWordService(
    {
      vocabulary: () => vocabularyAnswer(words),
      sentences: () => ({ body: { success: true, data: sentences } }),
    },
    {
      [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }),
      [`GET /api/catalog/tv/${show.id}`]: () => ({ body: show }),
      [`GET /api/catalog/tv/${show.id}/season/1/episode/2`]: () => ({ body: episode }),
      'POST /api/flash-cards': (body) => {
        const card = body as FlashCardCreateInput;
        flashCards.push(card);
        const now = '2024-05-01T10:00:00.000Z';
        return {
          status: 201,
          body: {
            ...card,
            id: `card-${flashCards.length}`,
            created_at: now,
            updated_at: now,
            due: now,
            state: 'new',
            reps: 0,
            lapses: 0,
            last_review: null,
          },
        };
      },
      'POST /api/data/user/activity': (body) => {
        activity.push(body);
        return { status: 201, body: { ok: true } };
      },
      'POST /api/ai/translate': (body) => {
        const request = body as { word: string };
        translations.push(request);
        const answer = answers[request.word];
        return answer
          ? { body: answer }
          : { status: 503, body: { code: 'AI_UNAVAILABLE', message: 'The AI service is not available.' } };
      },
      // The glosses are the same answers' translations ('' for a word not listed).
      'POST /api/ai/glosses': (body) => {
        const request = body as GlossesRequestInput;
        glossRequests.push(request);
        return {
          body: {
            glosses: request.words.map(({ word }) => ({
              word,
              translation: answers[word]?.ai_response.translation ?? '',
            })),
          },
        };
      },
      ...progress.api,
    },
  );
  const view = renderApp(path, withStudyRoutes());
  return { ...view, progress, service, flashCards, activity, translations, glossRequests };
}
