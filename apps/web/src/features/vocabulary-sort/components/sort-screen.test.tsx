import {
  AiMessages,
  FlashCardMessages,
  type FlashCardCreateInput,
  StorageKeys,
  StudyMessages,
  type VocabularyWord,
} from '@cinevocab/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMovie, ann } from '@/test/catalog-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { renderApp, toastsReady } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { fakeProgressServer } from '@/test/progress-fixtures';
import { aWord, stubWordService, vocabularyAnswer } from '@/test/word-service-fixtures';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const movie = aMovie();
/** Five words at each level, the more frequent first within a level; each in a sentence of its own. */
const words: VocabularyWord[] = [1, 2, 3, 4, 5, 6]
  .flatMap((level) =>
    ['alfa', 'bravo', 'charlie', 'delta', 'echo'].map((name, index) =>
      aWord(`${name}${level}`, level, 6 - index, { frequency: 1000 / level - index }),
    ),
  )
  .map((word, order) => ({ ...word, occurs_in_orders: [order] }));

/** The card on screen: its group is named after its word. */
const card = async () => screen.findByRole('group', { name: /^[a-z]+\d$/ });

/** Each word in one sentence of its own, in order. */
const sentences = words.map((word, order) => ({
  order,
  sentence: `Veo ${word.name} aquí.`,
  time: order * 3,
}));

const translation = {
  word: 'alfa4',
  target_language: 'en',
  ai_response: {
    pronunciation: '/ˈalfa/',
    definition: {},
    translation: 'alpha, first',
    explanation: {},
    translated_sentences: [{ original: 'Veo alfa4 aquí.', translation: 'I see alpha here.' }],
    provider: 'offline',
    notice: null,
    sources: ['Test dictionary'],
  },
};

function openSort(initial: Record<string, 1 | 2> = {}, answer: unknown = translation) {
  const progress = fakeProgressServer(initial);
  const translations: unknown[] = [];
  const glossRequests: unknown[] = [];
  const flashCards: FlashCardCreateInput[] = [];
  stubWordService(
    {
      vocabulary: () => vocabularyAnswer(words),
      sentences: () => ({
        body: { success: true, data: words.map((word, order) => ({ ...sentences[order]!, order })) },
      }),
    },
    {
      [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }),
      'POST /api/ai/translate': (body) => {
        translations.push(body);
        return { body: answer };
      },
      'POST /api/ai/glosses': (body) => {
        glossRequests.push(body);
        return { body: { glosses: [] } };
      },
      'POST /api/flash-cards': (body) => {
        const card = body as FlashCardCreateInput;
        flashCards.push(card);
        const now = '2024-05-01T10:00:00.000Z';
        const saved = { ...card, id: 'card-1', created_at: now, updated_at: now, due: now };
        return {
          status: 201,
          body: { ...saved, state: 'new', reps: 0, lapses: 0, last_review: null },
        };
      },
      ...progress.api,
    },
  );
  const view = renderApp(`/movie/${movie.id}/vocabulary-sort`);
  return { ...view, progress, translations, glossRequests, flashCards };
}

describe('the adaptive sort screen', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    localStorage.clear();
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('shows the commonest level-4 word first, and follows my answers with the keys', async () => {
    const { progress } = openSort();
    expect(await screen.findByRole('heading', { name: StudyMessages.adaptiveSort })).toBeVisible();
    expect(screen.getByText(StudyMessages.adaptiveSortIntro('Spanish'))).toBeVisible();
    expect((await card()).getAttribute('aria-label')).toBe('alfa4');
    expect(screen.getByText(StudyMessages.difficulty(3))).toBeVisible();

    await userEvent.keyboard('{ArrowLeft}');
    // Known: the difficulty rises half a step; level 4 is still the nearest above 3.5.
    await waitFor(() => expect(screen.getByRole('group', { name: 'bravo4' })).toBeVisible());
    expect(screen.getByText(StudyMessages.difficulty(3.5))).toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByText(StudyMessages.difficulty(3))).toBeVisible());
    expect(screen.getByText(StudyMessages.learningCount(1, 10))).toBeVisible();

    // Both choices reach the server in the background.
    await waitFor(
      () =>
        expect(progress.saved).toEqual(
          new Map([
            ['es:alfa4', 1],
            ['es:bravo4', 2],
          ]),
        ),
      {
        timeout: 3000,
      },
    );
    const record = progress.bulks.flat().find((each) => each.token === 'es:alfa4');
    expect(record).toMatchObject({
      word: 'alfa4',
      learning_lang: 'es',
      translated_lang: 'en',
      movies: [movie.id],
      difficulty: 4,
    });
  });

  it('undoes the last choice with Backspace: the word comes back, unsorted', async () => {
    const { progress } = openSort();
    await card();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'bravo4' })).toBeVisible());
    await userEvent.keyboard('{Backspace}');
    expect(await screen.findByText(StudyMessages.undid('alfa4'))).toBeVisible();
    expect(screen.getByRole('group', { name: 'alfa4' })).toBeVisible();
    expect(screen.getByText(StudyMessages.difficulty(3))).toBeVisible();
    await waitFor(
      () => expect(progress.bulks.flat().at(-1)).toMatchObject({ token: 'es:alfa4', status: 0 }),
      {
        timeout: 3000,
      },
    );
  });

  it('marks a word known when the card is dragged left past 80 px, and springs back from a short drag', async () => {
    openSort();
    const first = await card();
    fireEvent.pointerDown(first, { clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(first, { clientX: 260, pointerId: 1 });
    // Past 30 px the hint says what letting go would do.
    expect(within(first).getByText(StudyMessages.iKnowThis)).toBeInTheDocument();
    fireEvent.pointerUp(first, { clientX: 260, pointerId: 1 });
    expect(screen.getByRole('group', { name: 'alfa4' })).toBeVisible();

    fireEvent.pointerDown(first, { clientX: 300, pointerId: 2 });
    fireEvent.pointerMove(first, { clientX: 200, pointerId: 2 });
    fireEvent.pointerUp(first, { clientX: 200, pointerId: 2 });
    await waitFor(() => expect(screen.getByRole('group', { name: 'bravo4' })).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${StudyMessages.knownWords}`) }));
    const dialog = await screen.findByRole('dialog', { name: StudyMessages.knownWords });
    expect(within(dialog).getByText('alfa4')).toBeVisible();
  });

  it('ends a round at the tenth word to learn, lists them, and starts another', async () => {
    openSort();
    await card();
    for (let index = 0; index < 10; index += 1) {
      const before = screen.getByRole('group', { name: /^[a-z]+\d$/ }).getAttribute('aria-label');
      await userEvent.keyboard('{ArrowRight}');
      if (index < 9) {
        await waitFor(() =>
          expect(screen.getByRole('group', { name: /^[a-z]+\d$/ }).getAttribute('aria-label')).not.toBe(
            before,
          ),
        );
      }
    }
    expect(await screen.findByRole('heading', { name: StudyMessages.wordsToLearn })).toBeVisible();
    expect(await screen.findByText(StudyMessages.identified(10))).toBeVisible();
    expect(screen.getByText(StudyMessages.learningCount(10, 10))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: StudyMessages.learnAnother }));
    expect(await card()).toBeVisible();
    expect(screen.getByText(StudyMessages.learningCount(0, 10))).toBeVisible();
  });

  it('opens the sort options in a sheet, where I save my progress and choose the order', async () => {
    openSort();
    await card();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByText(StudyMessages.learningCount(1, 10))).toBeVisible());
    const toggle = screen.getByRole('button', { name: StudyMessages.sortOptions });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: StudyMessages.sortOptions });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('button', { name: StudyMessages.loadProgress })).toBeEnabled();
    expect(within(sheet).getByRole('textbox', { name: StudyMessages.levelFilterLabel })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: StudyMessages.saveProgress }));
    expect(await screen.findByText(StudyMessages.progressSaved(1))).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: StudyMessages.sortAdaptive }));
    await userEvent.click(await screen.findByRole('menuitem', { name: StudyMessages.sortEasiest }));
    // Easiest first: the commonest level-1 word.
    await waitFor(() => expect(screen.getByRole('group', { name: 'alfa1' })).toBeInTheDocument());
    expect(within(sheet).getByRole('button', { name: StudyMessages.sortEasiest })).toBeVisible();
  });

  it('starts from what the server holds: words sorted elsewhere are not asked again', async () => {
    openSort({ 'es:alfa4': 1, 'es:bravo4': 2 });
    expect((await card()).getAttribute('aria-label')).toBe('charlie4');
    expect(
      screen.getByRole('button', { name: new RegExp(`^${StudyMessages.learningWords}\\s*1$`) }),
    ).toBeVisible();
  });

  it('translates the card in the Translation Assistant, step by step, and shows it again without asking', async () => {
    const { translations, progress } = openSort();
    await card();
    await userEvent.click(screen.getByRole('button', { name: AiMessages.aiTranslation }));
    const panel = await screen.findByRole('dialog', { name: AiMessages.translationAssistant });
    expect(await within(panel).findByText('alpha, first')).toBeVisible();
    // The title's sentences go with the word: three at most from the sort screen.
    expect(translations).toEqual([
      {
        word: 'alfa4',
        sentences: ['Veo alfa4 aquí.'],
        word_language: 'es',
        target_language: 'en',
        pos: 'NOUN',
        // The title goes too: its own translation translates its sentences first.
        title: { media_type: 'movie', tmdb_id: movie.id },
      },
    ]);
    expect(await within(panel).findByText('I see alpha here.', {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: AiMessages.closePanel }));

    expect(screen.getByRole('button', { name: AiMessages.showTranslation })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: AiMessages.showTranslation }));
    expect(await screen.findByText('alpha, first')).toBeVisible();
    expect(translations).toHaveLength(1);

    // Sorting the word keeps its translation with its progress.
    await userEvent.click(screen.getByRole('button', { name: StudyMessages.needToLearn }));
    await waitFor(
      () => expect(progress.bulks.flat().find((each) => each.token === 'es:alfa4')).toBeDefined(),
      {
        timeout: 3000,
      },
    );
    const saved = progress.bulks.flat().find((each) => each.token === 'es:alfa4');
    expect(saved).toMatchObject({ translation: 'alpha, first', status: 2 });
    expect(JSON.parse(saved?.ai_translation ?? 'null')).toMatchObject({ translation: 'alpha, first' });
  });

  it('says in one line that no dictionary knows the word, with no success toast', async () => {
    const unknown = {
      ...translation,
      ai_response: {
        ...translation.ai_response,
        translation: '',
        translated_sentences: [],
        notice: AiMessages.noDictionaryKnows('alfa4'),
      },
    };
    openSort({}, unknown);
    await card();
    await toastsReady();
    await userEvent.click(screen.getByRole('button', { name: AiMessages.aiTranslation }));
    const panel = await screen.findByRole('dialog', { name: AiMessages.translationAssistant });
    expect(await within(panel).findByText(AiMessages.noDictionaryKnows('alfa4'))).toBeVisible();
    // Once the answer is all shown, the notice is still said once, and nothing was toasted.
    expect(
      await within(panel).findByText(AiMessages.offlineAnswer, { exact: false }, { timeout: 4000 }),
    ).toBeVisible();
    expect(within(panel).getAllByText(AiMessages.noDictionaryKnows('alfa4'))).toHaveLength(1);
    expect(within(panel).queryByText(AiMessages.translation)).toBeNull();
    expect(screen.queryByText(AiMessages.translationCompleted)).toBeNull();
  });

  it('says under the meaning which language it came through', async () => {
    openSort({}, { ...translation, ai_response: { ...translation.ai_response, via_language: 'fr' } });
    await card();
    await toastsReady();
    await userEvent.click(screen.getByRole('button', { name: AiMessages.aiTranslation }));
    const panel = await screen.findByRole('dialog', { name: AiMessages.translationAssistant });
    expect(await within(panel).findByText('alpha, first')).toBeVisible();
    expect(within(panel).getByText(AiMessages.viaLanguage('French'))).toBeVisible();
    expect(await screen.findByText(AiMessages.translationCompleted)).toBeVisible();
  });

  it("saves the assistant's word as a flash card with its meaning filled in, as I edit it", async () => {
    const { flashCards, glossRequests } = openSort();
    await card();
    await userEvent.click(screen.getByRole('button', { name: AiMessages.aiTranslation }));
    const panel = await screen.findByRole('dialog', { name: AiMessages.translationAssistant });
    await userEvent.click(
      await within(panel).findByRole(
        'button',
        { name: FlashCardMessages.saveAsFlashcard },
        { timeout: 4000 },
      ),
    );
    const ask = await screen.findByRole('dialog', { name: FlashCardMessages.translationWanted('alfa4') });
    const meaning = within(ask).getByRole('textbox', { name: FlashCardMessages.yourTranslation });
    // The assistant's answer is the meaning: no glosses are asked for.
    expect(meaning).toHaveValue('alpha, first');
    expect(within(ask).getByText(FlashCardMessages.meaningFromDictionaryHint)).toBeVisible();
    expect(glossRequests).toEqual([]);
    await userEvent.clear(meaning);
    await userEvent.type(meaning, 'alpha');
    await userEvent.click(within(ask).getByRole('button', { name: FlashCardMessages.saveCard }));
    await waitFor(() => expect(flashCards).toHaveLength(1));
    expect(flashCards[0]).toMatchObject({ word: 'alfa4', translation: 'alpha', pronunciation: '/ˈalfa/' });
    expect(await screen.findByText(FlashCardMessages.saved)).toBeVisible();
  });

  it('says so when the title has no vocabulary', async () => {
    stubWordService(
      { vocabulary: () => vocabularyAnswer([]) },
      { [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }) },
    );
    renderApp(`/movie/${movie.id}/vocabulary-sort`);
    expect(await screen.findByText(StudyMessages.noVocabulary)).toBeVisible();
    expect(screen.getByText(StudyMessages.noVocabularyHint('movie'))).toBeVisible();
  });
});
