import { FirstRunMessages, Messages, VocabularyEstimateMessages } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakeFetch, fakePublicConfig, renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

/** A new account: no language chosen until the first run saves them. */
function fakeNewAccount() {
  const account = { preferredLanguage: null as string | null, myLanguage: null as string | null };
  const puts: unknown[] = [];
  const checkStarts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/config': () => ({ body: fakePublicConfig() }),
      'GET /api/me/preferences': () => ({ body: account }),
      'PUT /api/me/preferences': (body) => {
        puts.push(body);
        Object.assign(account, body);
        return { body: account };
      },
      'POST /api/vocabulary-estimate/start': (body) => {
        checkStarts.push(body);
        return { body: { seed: 7, answered: 0, word: 'casa', total: 40 } };
      },
    }),
  );
  return { puts, checkStarts };
}

describe('the first run of a new account', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    setScreenWidth(1280);
    signInAs({ id: 'new-1', email: 'new@example.com' });
  });

  it('asks the two languages before any page, saves them together, then offers the check, which can be skipped', async () => {
    const { puts, checkStarts } = fakeNewAccount();
    const user = userEvent.setup();
    const { router } = renderApp('/my-words');

    const learningQuestion = await screen.findByRole('radiogroup', {
      name: FirstRunMessages.learningQuestion,
    });
    expect(router.state.location.pathname).toBe('/welcome');
    // The bar's own language menus would answer the same question behind the learner's back.
    const nav = screen.getByRole('navigation', { name: Messages.mainNavigationLabel });
    expect(within(nav).queryByRole('textbox', { name: Messages.learningLabel })).not.toBeInTheDocument();

    // Nothing is chosen for the learner: Continue first asks for the language to learn.
    await user.click(screen.getByRole('button', { name: FirstRunMessages.continue }));
    expect(await screen.findByText(FirstRunMessages.pickLearning)).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.click(within(learningQuestion).getByRole('radio', { name: 'Spanish' }));
    const nativeQuestion = screen.getByRole('radiogroup', {
      name: new RegExp(FirstRunMessages.nativeQuestion),
    });
    await user.click(within(nativeQuestion).getByRole('radio', { name: 'German' }));
    await user.click(screen.getByRole('button', { name: FirstRunMessages.continue }));

    expect(
      await screen.findByRole('heading', { level: 1, name: FirstRunMessages.checkTitle }),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ preferredLanguage: 'es', myLanguage: 'de' }]);
    expect(await screen.findByText('casa')).toBeInTheDocument();
    await waitFor(() => expect(checkStarts).toEqual([{ learning_lang: 'es' }]));
    expect(screen.getByRole('button', { name: VocabularyEstimateMessages.iKnowIt })).toBeEnabled();

    await user.click(screen.getByRole('link', { name: FirstRunMessages.skipCheck }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
