import { StudyMessages } from '@cinevocab/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ann } from '@/test/catalog-fixtures';
import type { LearnWordsState } from '@/lib/learn-words-state';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakeFetch, fakePublicConfig, renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const state: LearnWordsState = {
  learning: 'es',
  kind: 'movie',
  from: { path: '/movie/11/vocabulary-sort', label: 'Adaptive Sort' },
  words: [
    { token: 'es:casa', name: 'casa', level: 1, count: 12, sentences: ['La casa es grande.'] },
    { token: 'es:ganso', name: 'ganso', level: 4, count: 2, sentences: [] },
  ],
};

const word = () => screen.getByText(/^(casa|ganso)$/).textContent;

describe('the learn-words drill', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/config': () => ({ body: fakePublicConfig() }),
          'GET /api/me/preferences': () => ({ body: { preferredLanguage: 'es', myLanguage: 'en' } }),
          'POST /api/ai/translate': (body) => {
            const { word } = body as { word: string };
            return {
              body: {
                word,
                target_language: 'en',
                ai_response: {
                  pronunciation: '',
                  definition: { en: 'a dwelling that serves as living quarters' },
                  translation: word === 'casa' ? 'house, home' : 'goose',
                  explanation: {},
                  translated_sentences: [
                    { original: 'La casa es grande.', translation: 'The house is big.' },
                  ],
                  provider: 'offline',
                  notice: null,
                  sources: [],
                },
              },
            };
          },
        }),
      ),
    );
  });

  it('goes through my words, brings back the ones I did not know, and sums up the session', async () => {
    renderApp({ pathname: '/learn-words', state });
    expect(await screen.findByRole('heading', { name: StudyMessages.learnMyWords })).toBeVisible();
    expect(screen.getByText(StudyMessages.pass(1))).toBeVisible();
    expect(word()).toBe('casa');
    expect(screen.getByText(StudyMessages.appearsInMovie(12))).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: StudyMessages.showAnswer }));
    const answer = screen.getByRole('region', { name: StudyMessages.showAnswer });
    expect(await within(answer).findByText('house, home')).toBeVisible();
    expect(within(answer).getByText('a dwelling that serves as living quarters')).toBeVisible();
    expect(within(answer).getByText('La casa es grande.')).toBeVisible();
    expect(within(answer).getByText('The house is big.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: StudyMessages.dontKnow }));
    await userEvent.click(screen.getByRole('button', { name: StudyMessages.knowIt }));

    expect(await screen.findByText(StudyMessages.passComplete(1, 1))).toBeVisible();
    expect(screen.getByText(StudyMessages.pass(2))).toBeVisible();
    expect(word()).toBe('casa');
    await userEvent.click(screen.getByRole('button', { name: StudyMessages.knowIt }));

    expect(await screen.findByRole('heading', { name: StudyMessages.sessionCompleted })).toBeVisible();
    const figure = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
    expect(figure(StudyMessages.totalWords)).toBe('2');
    expect(figure(StudyMessages.knownFirstTime)).toBe('1');
    expect(figure(StudyMessages.learntAfterReview)).toBe('1');
    expect(figure(StudyMessages.passesCompleted)).toBe('2');
    const summary = screen.getByText(StudyMessages.passSummary).nextElementSibling as HTMLElement;
    expect(within(summary).getByText(StudyMessages.wordsToReview(1))).toBeVisible();
    expect(within(summary).getByText(StudyMessages.perfect)).toBeVisible();
  });

  it('starts over on Reset', async () => {
    renderApp({ pathname: '/learn-words', state });
    await screen.findByRole('heading', { name: StudyMessages.learnMyWords });
    await userEvent.click(screen.getByRole('button', { name: StudyMessages.knowIt }));
    expect(word()).toBe('ganso');
    await userEvent.click(screen.getByRole('button', { name: StudyMessages.reset }));
    expect(await screen.findByText(StudyMessages.sessionReset)).toBeVisible();
    expect(word()).toBe('casa');
  });

  it('has nothing to ask without words handed over', async () => {
    renderApp('/learn-words');
    expect(await screen.findByRole('heading', { name: StudyMessages.noLearningWordsFound })).toBeVisible();
    expect(await screen.findByText(StudyMessages.noLearningWordsProvided)).toBeVisible();
  });
});
