import { FlashCardMessages, StudyPageMessages } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aWord } from '@/test/word-service-fixtures';
import { aLine, anAnswer, beforeEachStudyTest, movie, openStudyPage } from '@/test/study-fixtures';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const words = [
  aWord('casa', 1, 12, { forms: ['casa', 'casas'], occurs_in_orders: [0, 2] }),
  aWord('decir', 1, 30, { forms: ['dijo'], occurs_in_orders: [1] }),
  aWord('ganso', 4, 2, { occurs_in_orders: [3] }),
];
const sentences = [
  aLine(0, 'La casa es grande.', 61),
  aLine(1, 'Dijo que no.', 65),
  aLine(2, 'Vamos a casas nuevas.', 125.4),
  aLine(3, 'Un ganso vuela.', 140),
];

const open = (initial: Record<string, 1 | 2> = {}) =>
  openStudyPage(`/movie/${movie.id}/context-learning`, {
    words,
    sentences,
    initial,
    answers: { casa: anAnswer('casa', 'house', 'Edificio para vivir.') },
  });

const article = (name: string) => screen.getByRole('article', { name });
const articles = () => screen.getAllByRole('article').map((each) => each.getAttribute('aria-label'));
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Context Learning', { timeout: 30_000 }, () => {
  beforeEach(beforeEachStudyTest);

  it("lists the title's words with their lines, and marks a word in its lines when I click it", async () => {
    open();
    expect(await screen.findByRole('heading', { name: StudyPageMessages.contextLearning })).toBeVisible();
    await screen.findByRole('article', { name: 'casa' });
    // The words said most first.
    expect(articles()).toEqual(['decir', 'casa', 'ganso']);
    const casa = article('casa');
    expect(within(casa).getByRole('button', { name: /La casa es grande/ })).toHaveTextContent('1:01');
    expect(within(casa).getByRole('button', { name: /Vamos a casas nuevas/ })).toHaveTextContent('2:05');
    expect(casa.querySelectorAll('mark')).toHaveLength(0);

    await userEvent.click(within(casa).getByRole('button', { name: 'casa' }));
    expect(within(casa).getByRole('button', { name: 'casa' })).toHaveAttribute('aria-pressed', 'true');
    expect([...casa.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['casa', 'casas']);
    expect(article('decir').querySelectorAll('mark')).toHaveLength(0);
  });

  it('marks words known or saved in my progress, saves a flash card, and counts them in the tabs', async () => {
    const { progress, flashCards } = open();
    await screen.findByRole('article', { name: 'casa' });
    expect(tab(StudyPageMessages.learningTab(3))).toBeVisible();
    expect(tab(StudyPageMessages.savedTab(0))).toBeVisible();

    await userEvent.click(within(article('casa')).getByRole('button', { name: StudyPageMessages.markKnown }));
    expect(await screen.findByText(StudyPageMessages.markedKnown('casa'))).toBeVisible();
    expect(tab(StudyPageMessages.learningTab(2))).toBeVisible();
    expect(screen.getByText(StudyPageMessages.learnedOf(1, 3))).toBeVisible();

    await userEvent.click(within(article('ganso')).getByRole('button', { name: StudyPageMessages.saveWord }));
    expect(await screen.findByText(StudyPageMessages.savedToList('ganso'))).toBeVisible();
    // No translation is known for it: its card asks the learner for one before it is saved.
    const ask = await screen.findByRole('dialog', { name: FlashCardMessages.translationWanted('ganso') });
    await userEvent.type(
      within(ask).getByRole('textbox', { name: FlashCardMessages.yourTranslation }),
      'goose',
    );
    await userEvent.click(within(ask).getByRole('button', { name: FlashCardMessages.saveCard }));
    expect(tab(StudyPageMessages.savedTab(1))).toBeVisible();
    expect(within(article('ganso')).getByRole('button', { name: StudyPageMessages.unsave })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(flashCards).toHaveLength(1));
    expect(flashCards[0]).toMatchObject({
      word: 'ganso',
      translation: 'goose',
      context_sentences: [{ original: 'Un ganso vuela.', translation: '', time: 140 }],
      word_language: 'es',
      translated_language: 'en',
      token: 'es:ganso',
      media_type: 'movie',
      content_id: movie.id,
      title: movie.title,
    });
    await waitFor(
      () =>
        expect(progress.saved).toEqual(
          new Map([
            ['es:casa', 1],
            ['es:ganso', 2],
          ]),
        ),
      { timeout: 5000 },
    );

    await userEvent.click(tab(StudyPageMessages.savedTab(1)));
    expect(articles()).toEqual(['ganso']);
    await userEvent.click(tab(StudyPageMessages.learningTab(2)));
    expect(articles()).toEqual(['decir', 'ganso']);

    // Reset clears this page's flags, never the learner's saved words.
    await userEvent.click(screen.getByRole('button', { name: StudyPageMessages.reset }));
    expect(await screen.findByText(StudyPageMessages.resetAllWords)).toBeVisible();
    expect(tab(StudyPageMessages.allWords)).toHaveAttribute('aria-selected', 'true');
    expect(tab(StudyPageMessages.savedTab(1))).toBeVisible();
    expect(progress.bulks.flat().every((record) => record.status !== 0)).toBe(true);
  });

  it('takes a word off my list when I toggle it again', async () => {
    const { progress } = open({ 'es:decir': 1 });
    await screen.findByRole('article', { name: 'casa' });
    const known = within(article('decir')).getByRole('button', { name: StudyPageMessages.markKnown });
    expect(known).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(known);
    expect(known).toHaveAttribute('aria-pressed', 'false');
    await waitFor(
      () => expect(progress.bulks.flat().at(-1)).toMatchObject({ token: 'es:decir', status: 0 }),
      {
        timeout: 5000,
      },
    );
  });

  it("shows 'You haven't saved any words yet.' with a way back to all the words", async () => {
    open();
    await screen.findByRole('article', { name: 'casa' });
    await userEvent.click(tab(StudyPageMessages.savedTab(0)));
    expect(screen.getByText(StudyPageMessages.noSavedWords)).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: StudyPageMessages.browseAllWords }));
    expect(tab(StudyPageMessages.allWords)).toHaveAttribute('aria-selected', 'true');
    expect(articles()).toHaveLength(3);
  });

  it('shows definitions from the AI service, or says there is none', async () => {
    const { translations } = open();
    await screen.findByRole('article', { name: 'casa' });
    await userEvent.click(screen.getByRole('switch', { name: StudyPageMessages.showDefinitions }));
    expect(await within(article('casa')).findByText('Edificio para vivir.', { exact: false })).toBeVisible();
    expect(await within(article('ganso')).findByText(StudyPageMessages.noDefinition)).toBeVisible();
    expect(translations.map((each) => each.word).sort()).toEqual(['casa', 'decir', 'ganso']);
  });

  it('shows a long title a page at a time', async () => {
    const many = Array.from({ length: 1500 }, (_, index) =>
      aWord(`palabra${index}`, 1 + (index % 6), 2000 - index, { occurs_in_orders: [index] }),
    );
    const lines = many.map((word, index) => aLine(index, `Digo ${word.name}.`, index));
    openStudyPage(`/movie/${movie.id}/context-learning`, { words: many, sentences: lines });
    await screen.findByRole('article', { name: 'palabra0' });
    expect(articles()).toHaveLength(12);
    expect(tab(StudyPageMessages.learningTab(1500))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'palabra12' })).toBeVisible();
    expect(articles()).toHaveLength(12);
  });
});
