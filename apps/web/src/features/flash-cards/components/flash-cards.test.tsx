import { type FlashCard, FlashCardMessages } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ann } from '@/test/catalog-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakeFetch, fakePublicConfig, renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const aCard = (id: string, word: string, overrides: Partial<FlashCard> = {}): FlashCard => ({
  id,
  word,
  translation: `${word} in English`,
  definition: '',
  pronunciation: '',
  context_sentences: [{ original: `Veo ${word}.`, translation: '', time: 75 }],
  word_language: 'es',
  translated_language: 'en',
  token: `es:${word}`,
  media_type: 'movie',
  content_id: 910001,
  title: 'The Lemon Tree Kitchen',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  due: '2999-01-01T00:00:00.000Z',
  state: 'new',
  reps: 0,
  lapses: 0,
  last_review: null,
  ...overrides,
});

/** A server holding `cards`: lists them (with the search), deletes them, takes reviews. */
function stubCards(initial: FlashCard[]) {
  let cards = initial;
  const reviews: { id: string; rating: unknown }[] = [];
  const base = fakeFetch({
    'GET /api/config': () => ({ body: fakePublicConfig() }),
    'GET /api/me/preferences': () => ({ body: { preferredLanguage: 'es', myLanguage: 'en' } }),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (method === 'GET' && url.pathname === '/api/flash-cards') {
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        const shown = cards.filter(
          (card) => card.word.includes(search) || card.translation.toLowerCase().includes(search),
        );
        const due = cards.filter((card) => Date.parse(card.due) <= Date.now()).length;
        return json({ cards: shown, due_today: due, total: cards.length });
      }
      const match = /^\/api\/flash-cards\/([^/]+)(\/review)?$/.exec(url.pathname);
      if (match && method === 'DELETE') {
        cards = cards.filter((card) => card.id !== match[1]);
        return new Response(null, { status: 204 });
      }
      if (match?.[2] && method === 'POST') {
        reviews.push({
          id: match[1]!,
          rating: (JSON.parse(String(init?.body)) as { rating: unknown }).rating,
        });
        return json(cards.find((card) => card.id === match[1]));
      }
      return base(input, init);
    }),
  );
  return { reviews };
}

describe('My Flash Cards', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
  });

  it('lists my cards, searches them, shows one’s details and deletes one after asking', async () => {
    stubCards([aCard('1', 'casa'), aCard('2', 'perro', { due: '2000-01-01T00:00:00.000Z' })]);
    renderApp('/flash-cards');
    expect(await screen.findByRole('heading', { name: FlashCardMessages.myFlashCards })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'casa' })).toBeVisible();
    expect(screen.getByText(FlashCardMessages.dueToday(1))).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: FlashCardMessages.searchFlashCards }), 'perro');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'casa' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: `${FlashCardMessages.details}: perro` }));
    const details = await screen.findByRole('dialog', { name: 'perro' });
    expect(within(details).getByText('Veo perro.')).toBeVisible();
    expect(within(details).getByText('1:15')).toBeVisible();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: `${FlashCardMessages.delete}: perro` }));
    const confirm = await screen.findByRole('dialog', { name: FlashCardMessages.deleteTitle });
    expect(within(confirm).getByText(FlashCardMessages.deleteConfirm)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: FlashCardMessages.delete }));
    expect(await screen.findByText(FlashCardMessages.deleted)).toBeVisible();
    expect(await screen.findByText(FlashCardMessages.noneFound)).toBeVisible();
    expect(screen.getByText(FlashCardMessages.tryDifferentSearch)).toBeVisible();
  });

  it('says how to get cards when there are none', async () => {
    stubCards([]);
    renderApp('/flash-cards');
    expect(await screen.findByText(FlashCardMessages.noneFound)).toBeVisible();
    expect(screen.getByText(FlashCardMessages.saveWordsHint)).toBeVisible();
  });

  it('offers the exports as downloads when I have cards, and as disabled buttons when I have none', async () => {
    stubCards([aCard('1', 'casa')]);
    const { unmount } = renderApp('/flash-cards');
    expect(await screen.findByRole('link', { name: FlashCardMessages.exportCsv })).toHaveAttribute(
      'href',
      '/api/flash-cards/export.csv',
    );
    unmount();

    stubCards([]);
    renderApp('/flash-cards');
    expect(await screen.findByText(FlashCardMessages.noneFound)).toBeVisible();
    for (const name of [FlashCardMessages.exportApkg, FlashCardMessages.exportCsv]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });
});

describe('the flash card session', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
  });

  it('starts with the cards due, reviews the missed ones, and records every answer', async () => {
    const server = stubCards([aCard('1', 'casa'), aCard('2', 'perro', { due: '2000-01-01T00:00:00.000Z' })]);
    renderApp('/learn-flash-cards');
    expect(await screen.findByText(FlashCardMessages.timeToReview(1))).toBeVisible();
    expect(screen.getByText(FlashCardMessages.cardOf(1, 2))).toBeVisible();
    expect(screen.getByText(FlashCardMessages.firstPass)).toBeVisible();
    // The due card first.
    expect(screen.getByText('perro')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: FlashCardMessages.showAnswer }));
    expect(screen.getByText('perro in English')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: FlashCardMessages.dontKnow }));
    await userEvent.click(screen.getByRole('button', { name: FlashCardMessages.knowIt }));

    expect(await screen.findByText(FlashCardMessages.reviewMode)).toBeVisible();
    expect(screen.getByText(FlashCardMessages.reviewOf(1, 1))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: FlashCardMessages.knowIt }));
    expect(await screen.findByRole('heading', { name: FlashCardMessages.sessionCompleted })).toBeVisible();
    expect(screen.getByRole('link', { name: FlashCardMessages.manageFlashCards })).toHaveAttribute(
      'href',
      '/flash-cards',
    );
    await waitFor(() =>
      expect(server.reviews).toEqual([
        { id: '2', rating: 'again' },
        { id: '1', rating: 'good' },
        { id: '2', rating: 'good' },
      ]),
    );
  });

  it('resets after asking, and says when there are no cards', async () => {
    stubCards([aCard('1', 'casa')]);
    const { unmount } = renderApp('/learn-flash-cards');
    await screen.findByText(FlashCardMessages.cardOf(1, 1));
    await userEvent.click(screen.getByRole('button', { name: FlashCardMessages.reset }));
    const dialog = await screen.findByRole('dialog', { name: FlashCardMessages.resetConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: FlashCardMessages.reset }));
    expect(await screen.findByText(FlashCardMessages.sessionReset)).toBeVisible();
    unmount();

    stubCards([]);
    renderApp('/learn-flash-cards');
    expect(await screen.findByRole('heading', { name: FlashCardMessages.noFlashCardsFound })).toBeVisible();
  });
});
