import {
  AiMessages,
  FlashCardMessages,
  type FlashCardCreateInput,
  type GlossesRequestInput,
  StorageKeys,
  StudyMessages,
  WordMessages,
} from '@cinevocab/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMovie, ann } from '@/test/catalog-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { fakeProgressServer } from '@/test/progress-fixtures';
import { aWord, stubWordService, vocabularyAnswer } from '@/test/word-service-fixtures';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const movie = aMovie();
const words = [
  aWord('casa', 1, 12, { forms: ['casa', 'casas'], occurs_in_orders: [0, 2] }),
  aWord('decir', 1, 30, { forms: ['dijo'] }),
  aWord('ganso', 4, 2),
];
const sentences = [
  { order: 0, sentence: 'La casa es grande.', time: 61 },
  { order: 1, sentence: 'Dijo que no.', time: 65 },
  { order: 2, sentence: 'Vamos a casa.', time: 125.4 },
];

const chip = (label: string) => screen.getByRole('radio', { name: new RegExp(`^${label} \\d+$`) });
const row = (word: string) => screen.getByRole('row', { name: word });

/** The table, once its rows are in: they are drawn in a task after the table's own frame. */
async function tableWithRows() {
  const table = await screen.findByRole('table', { name: WordMessages.wordsTableLabel });
  await screen.findByRole('row', { name: 'casa' });
  return table;
}

/** What the dictionaries know of the words: ganso, nothing yet. */
const meanings: Record<string, string> = { casa: 'house, home', decir: 'to say, to tell' };

function openTable(initial: Record<string, 1 | 2> = {}, level = 'all') {
  const progress = fakeProgressServer(initial);
  const glossRequests: GlossesRequestInput[] = [];
  const translations: unknown[] = [];
  const flashCards: FlashCardCreateInput[] = [];
  const service = stubWordService(
    { vocabulary: () => vocabularyAnswer(words) },
    {
      [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }),
      'POST /api/ai/glosses': (body) => {
        const request = body as GlossesRequestInput;
        glossRequests.push(request);
        return {
          body: {
            glosses: request.words.map(({ word }) => ({ word, translation: meanings[word] ?? '' })),
          },
        };
      },
      'POST /api/ai/translate': (body) => {
        translations.push(body);
        return { status: 503, body: { code: 'AI_UNAVAILABLE', message: 'Not in this test.' } };
      },
      'POST /api/flash-cards': (body) => {
        flashCards.push(body as FlashCardCreateInput);
        const now = '2024-05-01T10:00:00.000Z';
        return {
          status: 201,
          body: {
            ...(body as FlashCardCreateInput),
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
      ...progress.api,
    },
  );
  renderApp(`/movie/${movie.id}/level/${level}`);
  return { progress, service, glossRequests, translations, flashCards };
}

describe('the vocabulary table', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    localStorage.clear();
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('marks words with their buttons, counts them in the chips, and saves them', async () => {
    const { progress } = openTable();
    await tableWithRows();
    expect(chip(StudyMessages.filterUnsorted)).toHaveAccessibleName(`${StudyMessages.filterUnsorted} 3`);

    await userEvent.click(within(row('casa')).getByRole('button', { name: StudyMessages.markKnown }));
    await userEvent.click(within(row('ganso')).getByRole('button', { name: StudyMessages.markToLearn }));
    expect(within(row('casa')).getByRole('button', { name: StudyMessages.markKnown })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(chip(StudyMessages.filterKnown)).toHaveAccessibleName(`${StudyMessages.filterKnown} 1`);
    expect(chip(StudyMessages.filterToLearn)).toHaveAccessibleName(`${StudyMessages.filterToLearn} 1`);

    // The same again clears it.
    await userEvent.click(within(row('casa')).getByRole('button', { name: StudyMessages.markKnown }));
    expect(chip(StudyMessages.filterKnown)).toHaveAccessibleName(`${StudyMessages.filterKnown} 0`);

    await userEvent.click(chip(StudyMessages.filterToLearn));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(row('ganso')).toBeVisible();

    await waitFor(() => expect(progress.saved).toEqual(new Map([['es:ganso', 2]])), { timeout: 3000 });
  });

  it('marks a row dragged right as to learn and left as known, past 30 px', async () => {
    openTable();
    await tableWithRows();
    const decir = row('decir');
    fireEvent.pointerDown(decir, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(decir, { clientX: 125, pointerId: 1 });
    fireEvent.pointerUp(decir, { clientX: 125, pointerId: 1 });
    expect(decir).toHaveAttribute('data-status', 'unsorted');
    fireEvent.pointerDown(decir, { clientX: 100, pointerId: 2 });
    fireEvent.pointerMove(decir, { clientX: 140, pointerId: 2 });
    fireEvent.pointerUp(decir, { clientX: 140, pointerId: 2 });
    expect(row('decir')).toHaveAttribute('data-status', 'to-learn');
    fireEvent.pointerDown(row('decir'), { clientX: 100, pointerId: 3 });
    fireEvent.pointerMove(row('decir'), { clientX: 20, pointerId: 3 });
    fireEvent.pointerUp(row('decir'), { clientX: 20, pointerId: 3 });
    expect(row('decir')).toHaveAttribute('data-status', 'known');
  });

  it('searches the words and their forms, and sorts by a column', async () => {
    openTable();
    const table = await screen.findByRole('table', { name: WordMessages.wordsTableLabel });
    // The table tells assistive technology how many rows it has, rendered or not (and the header).
    expect(table).toHaveAttribute('aria-rowcount', '4');
    await userEvent.type(screen.getByRole('textbox', { name: StudyMessages.searchWords }), 'casas');
    expect(table).toHaveAttribute('aria-rowcount', '2');
    expect(row('casa')).toHaveAttribute('aria-rowindex', '2');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((each) => each.getAttribute('aria-label')),
    ).toEqual(['casa']);
    await userEvent.clear(screen.getByRole('textbox', { name: StudyMessages.searchWords }));
    await userEvent.click(screen.getByRole('button', { name: WordMessages.columnWord }));
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((each) => each.getAttribute('aria-label')),
    ).toEqual(['casa', 'decir', 'ganso']);
  });

  it('opens a word with its sentences and their times', async () => {
    const progress = fakeProgressServer();
    stubWordService(
      {
        vocabulary: () => vocabularyAnswer(words),
      },
      {
        [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }),
        ...progress.api,
      },
    );
    // Sentences come from the same service; answered here through the vocabulary handler's sibling.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/words/run_pipeline' && url.searchParams.get('type') === 'sentences') {
        return new Response(JSON.stringify({ success: true, data: sentences }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return realFetch(input, init);
    });
    renderApp(`/movie/${movie.id}/level/1`);
    await tableWithRows();
    await userEvent.click(within(row('casa')).getByText('casa'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(StudyMessages.foundInSentences(2))).toBeVisible();
    expect(within(dialog).getByText('1:01')).toBeVisible();
    expect(within(dialog).getByText('2:05')).toBeVisible();
  });

  it("fills the Translation column from one glosses request for the page's rows, quietly for a word no dictionary knows", async () => {
    const { glossRequests, translations, progress } = openTable();
    await tableWithRows();
    await userEvent.click(screen.getByRole('button', { name: AiMessages.translateWords }));

    // By cell: on a phone the meaning folds under the word too, so the row says it twice.
    expect(await within(row('casa')).findByRole('cell', { name: 'house, home' })).toBeVisible();
    expect(within(row('decir')).getByRole('cell', { name: 'to say, to tell' })).toBeVisible();
    expect(within(row('ganso')).getByRole('cell', { name: AiMessages.noMeaningYet })).toBeVisible();
    expect(screen.queryByText(AiMessages.translationFailedCell)).toBeNull();
    expect(screen.getByRole('columnheader', { name: StudyMessages.columnTranslation })).toBeVisible();
    // One request for the rows in the table's order (by count), none per word.
    expect(glossRequests).toEqual([
      {
        word_language: 'es',
        target_language: 'en',
        words: [
          { word: 'decir', pos: 'NOUN' },
          { word: 'casa', pos: 'NOUN' },
          { word: 'ganso', pos: 'NOUN' },
        ],
      },
    ]);
    expect(translations).toEqual([]);
    expect(await screen.findByText(AiMessages.wordsTranslated)).toBeVisible();

    // A word marked afterwards keeps its meaning with its progress.
    await userEvent.click(within(row('casa')).getByRole('button', { name: StudyMessages.markKnown }));
    await waitFor(
      () =>
        expect(progress.bulks.flat().find((record) => record.token === 'es:casa')).toMatchObject({
          status: 1,
          translation: 'house, home',
        }),
      { timeout: 3000 },
    );
  });

  it("opens 'Save as Flashcard' with the word's gloss filled in, and saves the meaning I edit", async () => {
    const { glossRequests, flashCards } = openTable();
    await tableWithRows();
    await userEvent.click(within(row('casa')).getByText('casa'));
    const word = await screen.findByRole('dialog', { name: 'casa' });
    await userEvent.click(within(word).getByRole('button', { name: FlashCardMessages.saveAsFlashcard }));

    const ask = await screen.findByRole('dialog', { name: FlashCardMessages.translationWanted('casa') });
    const meaning = within(ask).getByRole('textbox', { name: FlashCardMessages.yourTranslation });
    expect(meaning).toHaveValue('house, home');
    expect(glossRequests).toEqual([
      { word_language: 'es', target_language: 'en', words: [{ word: 'casa' }] },
    ]);
    await userEvent.clear(meaning);
    await userEvent.type(meaning, 'home');
    await userEvent.click(within(ask).getByRole('button', { name: FlashCardMessages.saveCard }));

    await waitFor(() => expect(flashCards).toHaveLength(1));
    expect(flashCards[0]).toMatchObject({ word: 'casa', translation: 'home', token: 'es:casa' });
  });

  it('saves a card without a meaning when no dictionary knows the word', async () => {
    const { flashCards } = openTable();
    await tableWithRows();
    // Its forms cell says 'ganso' too: the word's own cell is the first.
    await userEvent.click(within(row('ganso')).getAllByRole('cell')[0]!);
    const word = await screen.findByRole('dialog', { name: 'ganso' });
    await userEvent.click(within(word).getByRole('button', { name: FlashCardMessages.saveAsFlashcard }));

    const ask = await screen.findByRole('dialog', { name: FlashCardMessages.translationWanted('ganso') });
    expect(within(ask).getByRole('textbox', { name: FlashCardMessages.yourTranslation })).toHaveValue('');
    expect(within(ask).getByText(FlashCardMessages.translationWantedHint)).toBeVisible();
    const save = within(ask).getByRole('button', { name: FlashCardMessages.saveCard });
    expect(save).toBeEnabled();
    await userEvent.click(save);

    await waitFor(() => expect(flashCards).toHaveLength(1));
    expect(flashCards[0]).toMatchObject({ word: 'ganso', translation: '' });
  });

  it('tells me there is nothing to save before I mark a word', async () => {
    openTable();
    await screen.findByRole('table', { name: WordMessages.wordsTableLabel });
    await userEvent.click(screen.getByRole('button', { name: StudyMessages.saveProgress }));
    expect(await screen.findByText(StudyMessages.noMarkedWordsToSave)).toBeVisible();
  });
});
