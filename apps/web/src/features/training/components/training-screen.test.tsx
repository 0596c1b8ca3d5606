import { AiMessages, type ExerciseInput, StorageKeys } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMovie, ann } from '@/test/catalog-fixtures';
import { fakeProgressServer } from '@/test/progress-fixtures';
import { aWord, vocabularyAnswer } from '@/test/word-service-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakeFetch, fakePublicConfig, renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { scoreColor } from './training-screen';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const movie = aMovie();
const words = ['casa', 'perro', 'ganso', 'zarpar', 'oca', 'mesa'].map((name, index) =>
  aWord(name, index + 1, 2, { frequency: 100 - index * 10, occurs_in_orders: [index] }),
);
const exercises: ExerciseInput[] = [
  {
    exercise_type: 'multiple_choice',
    word: 'casa',
    question: 'Which word means "house"?',
    options: ['perro', 'casa', 'mesa'],
    correct_answer: 'casa',
  },
  {
    exercise_type: 'fill_in_blank',
    word: 'perro',
    question: AiMessages.questionFillInBlank,
    sentence_with_blank: 'El ____ ladra.',
    correct_answer: 'perro',
  },
  {
    exercise_type: 'translate',
    word: 'ganso',
    question: 'Translate into English.',
    sentence: 'ganso',
    correct_translation: 'goose',
  },
  {
    exercise_type: 'reorder',
    word: 'oca',
    question: AiMessages.questionReorder,
    words: ['oca', 'la', 'Mira'],
    correct_order: ['Mira', 'la', 'oca'],
  },
  {
    exercise_type: 'match_definition',
    word: 'mesa',
    question: 'Which definition matches "mesa"?',
    options: { A: 'a piece of furniture', B: 'a bird' },
    correct_answer: 'A',
  },
];

function stub(
  answer: () => { status?: number; body: unknown } = () => ({
    body: { exercises, provider: 'offline', notice: null },
  }),
) {
  const requests: unknown[] = [];
  const activity: unknown[] = [];
  const progress = fakeProgressServer();
  const api = fakeFetch({
    'GET /api/config': () => ({ body: fakePublicConfig() }),
    'GET /api/me/preferences': () => ({ body: { preferredLanguage: 'es', myLanguage: 'en' } }),
    [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }),
    'POST /api/ai/generate_exercises': (body) => {
      requests.push(body);
      return answer();
    },
    'POST /api/data/user/activity': (body) => {
      activity.push(body);
      return { status: 204, body: null };
    },
    ...progress.api,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/words/run_pipeline') {
        const type = url.searchParams.get('type');
        const body =
          type === 'sentences'
            ? {
                success: true,
                data: words.map((word, order) => ({
                  order,
                  sentence: `Una ${word.name} aquí.`,
                  time: order,
                })),
              }
            : (vocabularyAnswer(words) as { body: unknown }).body;
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }
      return api(input, init);
    }),
  );
  return { requests, activity };
}

describe('the training screen', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    localStorage.clear();
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('asks for five of the rarest words with their sentences, and scores a whole session', async () => {
    const { requests, activity } = stub();
    renderApp(`/movie/${movie.id}/train-vocabulary`);
    expect(await screen.findByRole('heading', { name: AiMessages.trainVocabulary })).toBeVisible();
    expect(screen.getByText(AiMessages.learningLanguage('Spanish'))).toBeVisible();
    expect(screen.getByText(AiMessages.translatingTo('English'))).toBeVisible();
    expect(await screen.findByText(AiMessages.exerciseOf(1, 5))).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      word_language: 'es',
      target_language: 'en',
      words: [
        { word: 'mesa', sentences: ['Una mesa aquí.'] },
        { word: 'oca' },
        { word: 'zarpar' },
        { word: 'ganso' },
        { word: 'perro' },
      ],
    });

    const check = () => screen.getByRole('button', { name: AiMessages.check });
    const next = (label: string = AiMessages.next) =>
      userEvent.click(screen.getByRole('button', { name: label }));

    // 1. A right choice.
    expect(check()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'casa' }));
    await userEvent.click(check());
    expect(await screen.findAllByText(AiMessages.correct)).not.toHaveLength(0);
    expect(screen.getByText(AiMessages.score(1))).toBeVisible();
    await next();

    // 2. A wrong blank: one more try, the typed answer kept to mend; wrong again, the right answer.
    const answerBox = () => screen.getByRole('textbox', { name: AiMessages.typeYourAnswer });
    await userEvent.type(answerBox(), 'gato');
    await userEvent.click(check());
    expect(await screen.findByText(AiMessages.oneMoreTry)).toBeVisible();
    expect(screen.queryByText(AiMessages.rightAnswer('perro'))).toBeNull();
    expect(screen.queryByRole('button', { name: AiMessages.next })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: AiMessages.tryAgain }));
    expect(answerBox()).toHaveValue('gato');
    expect(answerBox()).toHaveFocus();
    await userEvent.clear(answerBox());
    await userEvent.type(answerBox(), 'pero');
    await userEvent.click(check());
    expect(await screen.findByText(AiMessages.rightAnswer('perro'))).toBeVisible();
    expect(screen.queryByRole('button', { name: AiMessages.tryAgain })).toBeNull();
    await next();

    // 3. A translation, typed in capitals with spaces.
    await userEvent.type(screen.getByRole('textbox', { name: AiMessages.typeYourAnswer }), '  GOOSE ');
    await userEvent.click(check());
    expect(screen.getByText(AiMessages.score(2))).toBeVisible();
    await next();

    // 4. A reorder needs every word placed.
    await userEvent.click(screen.getByRole('button', { name: 'Mira' }));
    expect(check()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'la' }));
    await userEvent.click(screen.getByRole('button', { name: 'oca' }));
    await userEvent.click(check());
    expect(screen.getByText(AiMessages.score(3))).toBeVisible();
    await next();

    // 5. A definition, wrong, then right on the second try: the wrong choice cannot be taken again.
    await userEvent.click(screen.getByRole('radio', { name: 'B. a bird' }));
    await userEvent.click(check());
    await userEvent.click(await screen.findByRole('button', { name: AiMessages.tryAgain }));
    expect(screen.getByRole('radio', { name: 'B. a bird' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'B. a bird' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'A. a piece of furniture' }));
    await userEvent.click(check());
    expect(screen.getByText(AiMessages.score(4))).toBeVisible();
    await next(AiMessages.finish);
    expect(await screen.findByRole('heading', { name: AiMessages.trainingComplete })).toBeVisible();
    expect(screen.getByText(AiMessages.youScored(4, 5))).toBeVisible();
    // The one mistake, with what was answered and the right answer.
    const mistakes = screen.getByRole('list');
    expect(within(mistakes).getAllByRole('listitem')).toHaveLength(1);
    expect(within(mistakes).getByText(AiMessages.yourAnswer('pero'))).toBeVisible();
    expect(within(mistakes).getByText(AiMessages.rightAnswer('perro'))).toBeVisible();
    // The finished session counts toward the day streak.
    await waitFor(() => expect(activity).toEqual([{ kind: 'training', count: 5 }]));
    for (const link of screen.getAllByRole('link', { name: AiMessages.backToMovie })) {
      expect(link).toHaveAttribute('href', `/movie/${movie.id}`);
    }

    await userEvent.click(screen.getByRole('button', { name: AiMessages.trainAgain }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(await screen.findByText(AiMessages.exerciseOf(1, 5))).toBeVisible();
  });

  it("shows a blank's hint under its sentence, and which word no dictionary knows", async () => {
    const blank = {
      ...exercises[1]!,
      hint: AiMessages.blankHintMeaning('dog'),
    };
    stub(() => ({
      body: {
        exercises: [blank, exercises[0]],
        provider: 'offline',
        notice: null,
        words_not_in_dictionary: ['perro'],
      },
    }));
    renderApp(`/movie/${movie.id}/train-vocabulary`);
    expect(await screen.findByText(AiMessages.exerciseOf(1, 2))).toBeVisible();
    expect(screen.getByText(AiMessages.blankHintMeaning('dog'))).toBeVisible();
    expect(screen.getByText(AiMessages.noDictionaryKnows('perro'))).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: AiMessages.typeYourAnswer }), 'perro');
    await userEvent.click(screen.getByRole('button', { name: AiMessages.check }));
    await userEvent.click(screen.getByRole('button', { name: AiMessages.next }));
    // A choice has no hint of its own.
    expect(await screen.findByText(AiMessages.exerciseOf(2, 2))).toBeVisible();
    expect(screen.queryByText(AiMessages.blankHintMeaning('dog'))).toBeNull();
  });

  it('takes an answer right but for its accents, and says how it is written', async () => {
    stub(() => ({
      body: {
        exercises: [
          {
            ...exercises[1]!,
            word: 'muñeca',
            sentence_with_blank: 'Mi ____ es bonita.',
            correct_answer: 'muñeca',
          },
        ],
        provider: 'offline',
        notice: null,
      },
    }));
    renderApp(`/movie/${movie.id}/train-vocabulary`);
    await userEvent.type(await screen.findByRole('textbox', { name: AiMessages.typeYourAnswer }), 'muneca');
    await userEvent.click(screen.getByRole('button', { name: AiMessages.check }));
    expect(await screen.findByText(AiMessages.accentNote('muñeca'))).toBeVisible();
    expect(screen.getByText(AiMessages.score(1))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: AiMessages.finish }));
    expect(await screen.findByText(AiMessages.noMistakes)).toBeVisible();
  });

  it('hints at the first letter and length of a blank that came without a hint', async () => {
    stub(() => ({ body: { exercises: [exercises[1]], provider: 'llm', notice: null } }));
    renderApp(`/movie/${movie.id}/train-vocabulary`);
    const box = await screen.findByRole('textbox', { name: AiMessages.typeYourAnswer });
    expect(box).toHaveAccessibleDescription(AiMessages.blankHintLetter('p', 5));
  });

  it('saves the words missed as flash cards, with the lines the quiz drew from', async () => {
    const saved: unknown[] = [];
    stub(() => ({ body: { exercises: [exercises[2]], provider: 'offline', notice: null } }));
    const fetchWords = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/ai/glosses') {
          return Response.json({ glosses: [{ word: 'ganso', translation: 'goose' }] });
        }
        if (url.pathname === '/api/flash-cards' && init?.method === 'POST') {
          const card = JSON.parse(String(init.body)) as Record<string, unknown>;
          saved.push(card);
          return Response.json({
            ...card,
            definition: '',
            pronunciation: '',
            token: null,
            media_type: null,
            content_id: null,
            id: 'c1',
            created_at: '2025-01-01T00:00:00Z',
            updated_at: '2025-01-01T00:00:00Z',
            due: '2025-01-01T00:00:00Z',
            state: 'new',
            reps: 0,
            lapses: 0,
            last_review: null,
          });
        }
        return fetchWords(input, init);
      }),
    );
    renderApp(`/movie/${movie.id}/train-vocabulary`);
    const box = await screen.findByRole('textbox', { name: AiMessages.typeYourAnswer });
    for (const guess of ['duck', 'swan']) {
      await userEvent.clear(box);
      await userEvent.type(box, guess);
      await userEvent.click(screen.getByRole('button', { name: AiMessages.check }));
      if (guess === 'duck')
        await userEvent.click(await screen.findByRole('button', { name: AiMessages.tryAgain }));
    }
    await userEvent.click(await screen.findByRole('button', { name: AiMessages.finish }));
    expect(await screen.findByText(AiMessages.yourAnswer('swan'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: AiMessages.saveMistakesAsCards(1) }));
    expect(await screen.findByText(AiMessages.mistakesSaved(1))).toBeVisible();
    expect(saved).toEqual([
      expect.objectContaining({
        word: 'ganso',
        token: 'es:ganso',
        translation: 'goose',
        // The line the quiz drew from, with its time: the card plays it.
        context_sentences: [{ original: 'Una ganso aquí.', translation: '', time: 2 }],
        word_language: 'es',
        translated_language: 'en',
        media_type: 'movie',
        content_id: movie.id,
      }),
    ]);
    expect(screen.queryByRole('button', { name: AiMessages.saveMistakesAsCards(1) })).toBeNull();
  });

  it('says when no exercise could be made, and when generating failed', async () => {
    stub(() => ({ body: { exercises: [], provider: 'offline', notice: null } }));
    renderApp(`/movie/${movie.id}/train-vocabulary`);
    expect(await screen.findByText(AiMessages.noExercisesAvailable)).toBeVisible();
    expect(screen.getByRole('button', { name: AiMessages.tryAgain })).toBeEnabled();
  });

  it('shows the service’s reason, or the status, when generating fails', async () => {
    stub(() => ({ status: 503, body: 'down' }));
    renderApp(`/movie/${movie.id}/train-vocabulary`);
    expect(await screen.findByText(AiMessages.generationFailedWithStatus(503))).toBeVisible();
  });

  it('colours the result green from 80 %, yellow from 60 %, red below', () => {
    expect([scoreColor(80), scoreColor(79), scoreColor(60), scoreColor(59)]).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });
});
