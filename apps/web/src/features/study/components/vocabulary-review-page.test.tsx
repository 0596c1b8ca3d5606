import { AiMessages, StudyMessages, StudyPageMessages } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aWord } from '@/test/word-service-fixtures';
import { aLine, anAnswer, beforeEachStudyTest, movie, openStudyPage } from '@/test/study-fixtures';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

/** 24 words at level 1 and 6 at level 3, each in a line of its own; words said more come first. */
const letter = (index: number) => String.fromCharCode(97 + index);
const names = Array.from(
  { length: 30 },
  (_, index) => `palabra${letter(Math.floor(index / 26))}${letter(index % 26)}`,
);
const manyWords = names.map((name, index) =>
  aWord(name, index < 24 ? 1 : 3, 100 - index, { occurs_in_orders: [index] }),
);
const manyLines = names.map((name, index) => aLine(index, `Digo ${name} otra vez.`, index * 10));

const words = [
  aWord('casa', 1, 12, { forms: ['casa', 'casas'], occurs_in_orders: [0] }),
  aWord('perro', 1, 5, { occurs_in_orders: [1] }),
  aWord('ganso', 4, 2, { occurs_in_orders: [2] }),
];
const sentences = [
  aLine(0, 'La casa es grande.', 61),
  aLine(1, 'El perro duerme.', 65),
  aLine(2, 'Un ganso vuela.', 70),
];

const button = (name: string) => screen.getByRole('button', { name });
/** The word on the card. */
const current = async () =>
  (await screen.findByRole('group', { name: /^[a-z]+$/ })).getAttribute('aria-label') ?? '';

describe('Vocabulary Review', { timeout: 30_000 }, () => {
  beforeEach(beforeEachStudyTest);

  it("reviews 20 of the title's words, the ones I have not sorted first, and stops at the tenth to learn", async () => {
    // Five words already sorted: the review is the 20 commonest unsorted words of level 1.
    const sorted = Object.fromEntries(names.slice(0, 5).map((name) => [`es:${name}`, 1 as const]));
    const { progress, activity } = openStudyPage(`/movie/${movie.id}/vocabulary-review`, {
      words: manyWords,
      sentences: manyLines,
      initial: sorted,
    });
    expect(await screen.findByRole('heading', { name: StudyPageMessages.vocabularyReview })).toBeVisible();
    const seen: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      await screen.findByText(StudyPageMessages.wordOf(index + 1, 20));
      seen.push(await current());
      await userEvent.click(button(StudyPageMessages.needToLearn));
    }
    expect(seen.every((name) => names.slice(5, 25).includes(name))).toBe(true);
    expect(new Set(seen).size).toBe(10);

    expect(
      await screen.findByText(StudyPageMessages.identifiedTen, {
        selector: '.mantine-Notification-description',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: StudyPageMessages.reviewComplete })).toBeVisible();
    const list = screen.getByRole('list', { name: StudyPageMessages.yourLearningList });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(seen.map((name) => `${name}${StudyMessages.levelBadge(names.indexOf(name) < 24 ? 1 : 3)}`));
    await waitFor(
      () => expect(seen.map((name) => progress.saved.get(`es:${name}`))).toEqual(Array(10).fill(2)),
      { timeout: 5000 },
    );
    await waitFor(() => expect(activity).toEqual([{ kind: 'study', count: 10 }]));
  });

  it('shows a word’s definition and example from the AI service, and says when there is none', async () => {
    // Math.random near 1 keeps the order as drawn: casa, perro, ganso.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { progress, translations } = openStudyPage(`/movie/${movie.id}/vocabulary-review`, {
      words,
      sentences,
      answers: { casa: anAnswer('casa', 'house', 'Edificio para vivir.') },
    });
    expect(await current()).toBe('casa');
    expect(screen.getByText(`${StudyMessages.levelBadge(1)} · Very Easy`)).toBeVisible();
    await userEvent.click(button(StudyPageMessages.showDefinition));
    expect(await screen.findByText('Edificio para vivir.', { exact: false })).toBeVisible();
    expect(screen.getByText('house', { exact: false })).toBeVisible();
    expect(screen.getByRole('button', { name: /La casa es grande/ })).toHaveTextContent('1:01');
    expect(translations).toEqual([
      {
        word: 'casa',
        sentences: ['La casa es grande.'],
        word_language: 'es',
        target_language: 'en',
        pos: 'NOUN',
        title: { media_type: 'movie', tmdb_id: movie.id },
      },
    ]);
    expect(button(StudyPageMessages.hideDefinition)).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(button(StudyPageMessages.needToLearn));
    expect(await current()).toBe('perro');
    await userEvent.click(button(StudyPageMessages.showDefinition));
    expect(await screen.findByText(StudyPageMessages.noDefinition)).toBeVisible();
    expect(screen.queryByText(`${AiMessages.definition}:`)).toBeNull();

    // The AI's answer goes with the word to learn.
    await waitFor(() => expect(progress.saved.get('es:casa')).toBe(2), { timeout: 5000 });
    expect(progress.bulks.flat().find((record) => record.token === 'es:casa')).toMatchObject({
      translation: 'house',
    });
  });

  it('ends when every word is seen, and Start Over draws a new review', async () => {
    const { progress } = openStudyPage(`/movie/${movie.id}/vocabulary-review`, { words, sentences });
    for (let index = 0; index < 3; index += 1) {
      await screen.findByText(StudyPageMessages.wordOf(index + 1, 3));
      await userEvent.click(button(StudyPageMessages.iKnowThis));
    }
    expect(
      await screen.findByText(StudyPageMessages.allWordsSeen, {
        selector: '.mantine-Notification-description',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: StudyPageMessages.reviewComplete })).toBeVisible();
    expect(screen.getByText(StudyMessages.noWordsMarked)).toBeVisible();
    await waitFor(
      () =>
        expect(progress.saved).toEqual(
          new Map([
            ['es:casa', 1],
            ['es:perro', 1],
            ['es:ganso', 1],
          ]),
        ),
      { timeout: 5000 },
    );

    await userEvent.click(button(StudyPageMessages.startOver));
    expect(await screen.findByText(StudyMessages.loadingData)).toBeVisible();
    expect(await screen.findByText(StudyPageMessages.wordOf(1, 3))).toBeVisible();
    expect(screen.queryByRole('heading', { name: StudyPageMessages.reviewComplete })).toBeNull();
  });
});
