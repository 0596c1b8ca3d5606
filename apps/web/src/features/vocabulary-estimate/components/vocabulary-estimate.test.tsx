import {
  type Dashboard,
  DashboardMessages,
  StorageKeys,
  type VocabularyEstimate,
  VocabularyEstimateMessages,
  type VocabularyEstimateState,
} from '@cinevocab/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ann } from '@/test/catalog-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakePublicConfig, renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const dashboardOf = (totalWords: number): Dashboard => ({
  total_words: totalWords,
  words_learned: totalWords,
  day_streak: 0,
  achievements: [],
  your_content: [],
  activity: Array.from({ length: 84 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 7, 31 + index)).toISOString().slice(0, 10),
    count: 0,
  })),
  flash_cards: { total: 0, due_today: 0 },
});

const estimateOf = (extra: Partial<VocabularyEstimate> = {}): VocabularyEstimate => ({
  learning_lang: 'es',
  estimate: 2_000,
  low: 1_800,
  high: 2_200,
  reliable: true,
  false_alarms: 0,
  pseudowords: 12,
  taken_at: '2026-11-25T10:00:00.000Z',
  ...extra,
});

interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/** The server as My Words and the check meet it: what it was sent, and its answers. */
function fakeServer(initial: VocabularyEstimateState, totalWords = 0) {
  const sent: Sent[] = [];
  let state = initial;
  const checkWords = ['casa', 'florpido', 'hablar'];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      sent.push({ path: url.pathname, method, body });
      const answers = (body as { answers?: boolean[] } | null)?.answers ?? [];
      const step = (answered: number) => ({
        seed: 7,
        answered,
        total: checkWords.length,
        word: checkWords[answered] ?? null,
      });
      const answer =
        url.pathname === '/api/config'
          ? fakePublicConfig()
          : url.pathname === '/api/me/preferences'
            ? { preferredLanguage: 'es', myLanguage: 'en' }
            : url.pathname === '/api/data/user/dashboard'
              ? dashboardOf(totalWords + state.applied_words)
              : url.pathname === '/api/vocabulary-estimate'
                ? state
                : url.pathname === '/api/vocabulary-estimate/start'
                  ? step(0)
                  : url.pathname === '/api/vocabulary-estimate/answer'
                    ? step(answers.length)
                    : url.pathname === '/api/vocabulary-estimate/finish'
                      ? ((state = { estimate: estimateOf(), applied_words: 0 }), estimateOf())
                      : url.pathname === '/api/vocabulary-estimate/apply' && method === 'POST'
                        ? ((state = { ...state, applied_words: 1_950 }), { words: 1_950 })
                        : url.pathname === '/api/vocabulary-estimate/apply' && method === 'DELETE'
                          ? ((state = { ...state, applied_words: 0 }), { words: 1_950 })
                          : { code: 'NOT_FOUND', message: 'no' };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

describe('The vocabulary estimate', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    localStorage.clear();
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('is offered once to a learner with no marked words, and not again after "Not now"', async () => {
    fakeServer({ estimate: null, applied_words: 0 });
    const user = userEvent.setup();
    const { unmount } = renderApp('/my-words');
    expect(await screen.findByText(VocabularyEstimateMessages.offerTitle)).toBeVisible();
    await user.click(screen.getByRole('button', { name: VocabularyEstimateMessages.notNow }));
    expect(screen.queryByText(VocabularyEstimateMessages.offerTitle)).toBeNull();
    expect(screen.getByText(VocabularyEstimateMessages.noEstimateYet)).toBeVisible();
    unmount();

    renderApp('/my-words');
    expect(await screen.findByText(VocabularyEstimateMessages.noEstimateYet)).toBeVisible();
    expect(screen.queryByText(VocabularyEstimateMessages.offerTitle)).toBeNull();
  }, 20_000);

  it('is not offered to a learner who has marked words, who can still take it', async () => {
    fakeServer({ estimate: null, applied_words: 0 }, 12);
    renderApp('/my-words');
    expect(await screen.findByText(VocabularyEstimateMessages.noEstimateYet)).toBeVisible();
    expect(screen.queryByText(VocabularyEstimateMessages.offerTitle)).toBeNull();
    expect(screen.getByRole('link', { name: VocabularyEstimateMessages.takeCheck })).toHaveAttribute(
      'href',
      '/my-words/vocabulary-check',
    );
  });

  /** An answer button once its word has settled (a new word takes no answer for a moment). */
  const answerButton = async (name: string) => {
    const button = screen.getByRole('button', { name });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    return button;
  };

  it('asks one word at a time, sends every answer so far, and shows the result on My Words', async () => {
    const sent = fakeServer({ estimate: null, applied_words: 0 });
    const user = userEvent.setup();
    renderApp('/my-words/vocabulary-check');
    expect(await screen.findByText('casa')).toBeVisible();
    expect(screen.getByText(VocabularyEstimateMessages.itemOf(1, 3))).toBeVisible();
    await user.click(await answerButton(VocabularyEstimateMessages.iKnowIt));
    expect(await screen.findByText('florpido')).toBeVisible();
    await user.click(await answerButton(VocabularyEstimateMessages.iDontKnowIt));
    expect(await screen.findByText('hablar')).toBeVisible();
    await user.click(await answerButton(VocabularyEstimateMessages.iKnowIt));

    expect(await screen.findByRole('heading', { name: DashboardMessages.myWords })).toBeVisible();
    expect(
      await screen.findByText(VocabularyEstimateMessages.estimateLine(2_000, 1_800, 2_200)),
    ).toBeVisible();
    const bodies = sent.filter((request) => request.path.startsWith('/api/vocabulary-estimate/'));
    expect(bodies.map((request) => [request.path, request.body])).toEqual([
      ['/api/vocabulary-estimate/start', { learning_lang: 'es' }],
      ['/api/vocabulary-estimate/answer', { learning_lang: 'es', seed: 7, answers: [true] }],
      ['/api/vocabulary-estimate/answer', { learning_lang: 'es', seed: 7, answers: [true, false] }],
      ['/api/vocabulary-estimate/finish', { learning_lang: 'es', seed: 7, answers: [true, false, true] }],
    ]);
  }, 20_000);

  it('counts a quick double answer once, for the word on the screen', async () => {
    const sent = fakeServer({ estimate: null, applied_words: 0 });
    renderApp('/my-words/vocabulary-check');
    expect(await screen.findByText('casa')).toBeVisible();
    // Two taps before the next word is in: the second must not be taken for casa, nor for a word
    // the learner has not seen yet.
    fireEvent.click(await answerButton(VocabularyEstimateMessages.iKnowIt));
    fireEvent.click(screen.getByRole('button', { name: VocabularyEstimateMessages.iDontKnowIt }));
    expect(await screen.findByText('florpido')).toBeVisible();
    const answers = sent.filter((request) => request.path === '/api/vocabulary-estimate/answer');
    expect(answers.map((request) => request.body)).toEqual([
      { learning_lang: 'es', seed: 7, answers: [true] },
    ]);
    expect(screen.getByText(VocabularyEstimateMessages.itemOf(2, 3))).toBeVisible();
  }, 20_000);

  it('applies the estimate to the language pair, the known words follow, and undoes it in one step', async () => {
    const sent = fakeServer({ estimate: estimateOf(), applied_words: 0 });
    const user = userEvent.setup();
    renderApp('/my-words');
    expect(await screen.findByText(VocabularyEstimateMessages.applyExplain(2_000))).toBeVisible();
    await user.click(screen.getByRole('button', { name: VocabularyEstimateMessages.apply }));
    expect(
      await screen.findByText(VocabularyEstimateMessages.applied(1_950), { selector: 'p' }),
    ).toBeVisible();
    expect(await screen.findByRole('group', { name: DashboardMessages.wordsLearned })).toHaveTextContent(
      '1950',
    );
    expect(
      sent.find((request) => request.method === 'POST' && request.path.endsWith('/apply'))?.body,
    ).toEqual({
      learning_lang: 'es',
      translated_lang: 'en',
    });

    await user.click(screen.getByRole('button', { name: VocabularyEstimateMessages.undo }));
    expect(await screen.findByRole('button', { name: VocabularyEstimateMessages.apply })).toBeVisible();
    const undo = sent.find((request) => request.method === 'DELETE');
    expect(undo?.path).toBe('/api/vocabulary-estimate/apply');
  }, 20_000);

  it('says why a result with too many made-up words claimed is not applied', async () => {
    fakeServer({ estimate: estimateOf({ reliable: false, false_alarms: 9 }), applied_words: 0 });
    renderApp('/my-words');
    expect(await screen.findByText(VocabularyEstimateMessages.unreliable(9, 12))).toBeVisible();
    expect(screen.queryByRole('button', { name: VocabularyEstimateMessages.apply })).toBeNull();
    expect(screen.getByRole('link', { name: VocabularyEstimateMessages.retakeCheck })).toBeVisible();
  });
});
