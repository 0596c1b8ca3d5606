import { AiMessages, FlashCardMessages, StudyPageMessages } from '@cinevocab/core';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aWord } from '@/test/word-service-fixtures';
import { aLine, anAnswer, beforeEachStudyTest, movie, openStudyPage } from '@/test/study-fixtures';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const words = [
  aWord('perro', 1, 5, { occurs_in_orders: [1] }),
  aWord('casa', 1, 12, { forms: ['casa', 'casas'], occurs_in_orders: [0, 2] }),
  aWord('ventana', 2, 3, { occurs_in_orders: [3] }),
  aWord('ganso', 4, 2, { occurs_in_orders: [4] }),
];
const sentences = [
  aLine(0, 'La casa es grande.', 61),
  aLine(1, 'El perro duerme.', 65),
  aLine(2, 'Vamos a casa.', 125.4),
  aLine(3, 'Abre la ventana.', 130),
  aLine(4, 'Un ganso vuela.', 140),
];

const open = (initial: Record<string, 1 | 2> = {}) =>
  openStudyPage(`/movie/${movie.id}/study-words`, {
    words,
    sentences,
    initial,
    answers: { casa: anAnswer('casa', 'house', 'Edificio para vivir.') },
  });

/** The card on screen: its group is named after its word. */
const card = (name: string) => screen.findByRole('group', { name });
const button = (name: string) => screen.getByRole('button', { name });
const levelButton = (level: number) => screen.getByRole('button', { name: new RegExp(`^Level ${level}\\b`) });

describe('Study Words', { timeout: 30_000 }, () => {
  beforeEach(beforeEachStudyTest);

  it("deals the title's words level by level, the most said first, and saves what I answer", async () => {
    const { progress } = open();
    expect(await screen.findByRole('heading', { name: StudyPageMessages.studyWords })).toBeVisible();
    expect(await card('casa')).toBeVisible();
    expect(screen.getByText(StudyPageMessages.wordOf(1, 2))).toBeVisible();
    // The level selector names each level with its words; a level without words cannot be chosen.
    expect(levelButton(1)).toHaveTextContent('Level 1 · Very Easy');
    expect(levelButton(1)).toHaveTextContent('2');
    expect(levelButton(3)).toBeDisabled();
    expect(screen.getByRole('link', { name: StudyPageMessages.backToMovie })).toHaveAttribute(
      'href',
      `/movie/${movie.id}`,
    );

    await userEvent.click(button(StudyPageMessages.showAnswer));
    // The title's lines with their times, the word marked in them.
    const line = screen.getByRole('button', { name: /La casa es grande/ });
    expect(line).toHaveTextContent('1:01');
    expect(within(line).getByText('casa').tagName).toBe('MARK');
    // No translation yet: the AI is asked on demand.
    await userEvent.click(button(AiMessages.aiTranslation));
    expect(await screen.findByText('house')).toBeVisible();

    await userEvent.click(button(StudyPageMessages.iKnowIt));
    expect(await card('perro')).toBeVisible();
    await userEvent.click(button(StudyPageMessages.dontKnow));
    expect(await screen.findByText(StudyPageMessages.completedLevel(1))).toBeVisible();
    expect(await screen.findByText(StudyPageMessages.movingToLevel(2, 'Easy'))).toBeVisible();
    expect(await card('ventana')).toBeVisible();

    await waitFor(
      () =>
        expect(progress.saved).toEqual(
          new Map([
            ['es:casa', 1],
            ['es:perro', 2],
          ]),
        ),
      { timeout: 5000 },
    );
    // The AI's translation goes with the word's progress.
    expect(progress.bulks.flat().find((record) => record.token === 'es:casa')).toMatchObject({
      status: 1,
      translation: 'house',
      movies: [movie.id],
    });
  });

  it('congratulates me after the last level, shows my progress, and starts again on Reset Progress', async () => {
    const { progress, activity } = open({ 'es:ganso': 1 });
    await card('casa');
    for (const name of ['casa', 'perro', 'ventana']) {
      await card(name);
      await userEvent.click(button(StudyPageMessages.iKnowIt));
    }
    await card('ganso');
    // Four toasts show at a time; the ones before are dismissed.
    act(() => notifications.clean());
    await userEvent.click(button(StudyPageMessages.iKnowIt));
    // One success toast at a time: the last level's 'Congratulations' replaces its 'completed'.
    expect(
      (await screen.findAllByText(StudyPageMessages.congratulations)).some((each) =>
        each.closest('.mantine-Notification-root'),
      ),
    ).toBe(true);
    expect(screen.getByRole('tab', { name: StudyPageMessages.progress })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Learned = the title's known words, overall and per level.
    const panel = screen.getByRole('tabpanel', { name: StudyPageMessages.progress });
    expect(within(panel).getAllByText(StudyPageMessages.learnedOf(4, 4))).toHaveLength(1);
    expect(within(panel).getByText(StudyPageMessages.learnedOf(2, 2))).toBeVisible();
    // The session's answers count toward the streak once it ends.
    await waitFor(() => expect(activity).toEqual([{ kind: 'study', count: 4 }]));

    await userEvent.click(within(panel).getByRole('button', { name: StudyPageMessages.resetProgress }));
    expect(await screen.findByText(StudyPageMessages.progressReset)).toBeVisible();
    expect(screen.getByRole('tab', { name: StudyPageMessages.studyCards })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await card('casa')).toBeVisible();
    expect(levelButton(1)).toHaveAttribute('aria-current', 'step');
    // What was saved stays saved: Reset erases nothing on the server.
    await waitFor(() => expect(progress.saved.get('es:ventana')).toBe(1), { timeout: 5000 });
    expect(progress.bulks.flat().every((record) => record.status !== 0)).toBe(true);
    expect(progress.saved.size).toBe(4);
  });

  it('stars a word: to learn, a flash card of its lines, and in the starred list', async () => {
    const { progress, flashCards } = open();
    await card('casa');
    await userEvent.click(button(StudyPageMessages.star));
    expect(button(StudyPageMessages.unstar)).toHaveAttribute('aria-pressed', 'true');
    // No translation on the card yet: it is not saved bare, but with the dictionaries' gloss.
    await waitFor(() => expect(flashCards).toHaveLength(1));
    // One toast for one action: the star's says it, the card saved with it adds none.
    expect(await screen.findByText(StudyPageMessages.addedToStarred)).toBeVisible();
    expect(screen.queryByText(FlashCardMessages.saved)).toBeNull();
    expect(screen.queryByRole('dialog', { name: FlashCardMessages.translationWanted('casa') })).toBeNull();
    expect(flashCards[0]).toEqual({
      word: 'casa',
      translation: 'house',
      definition: '',
      pronunciation: '',
      context_sentences: [
        { original: 'La casa es grande.', translation: '', time: 61 },
        { original: 'Vamos a casa.', translation: '', time: 125.4 },
      ],
      word_language: 'es',
      translated_language: 'en',
      token: 'es:casa',
      media_type: 'movie',
      content_id: movie.id,
      title: movie.title,
    });
    await waitFor(() => expect(progress.saved.get('es:casa')).toBe(2), { timeout: 5000 });

    await userEvent.click(screen.getByRole('tab', { name: StudyPageMessages.progress }));
    const starred = screen.getByRole('list', { name: StudyPageMessages.starredWords });
    expect(within(starred).getByText('casa')).toBeVisible();
  });

  it('says so when a word I knew is marked not known, and goes back with Previous', async () => {
    open();
    await card('casa');
    await userEvent.click(button(StudyPageMessages.iKnowIt));
    await card('perro');
    await userEvent.click(button(StudyPageMessages.previous));
    expect(await card('casa')).toBeVisible();
    // This session's answer shows on the card.
    expect(within(await card('casa')).getByText(StudyPageMessages.iKnowIt)).toBeVisible();
    await userEvent.click(button(StudyPageMessages.dontKnow));
    expect(await screen.findByText(StudyPageMessages.removedFromLearned)).toBeVisible();
    expect(await card('perro')).toBeVisible();
    await userEvent.click(button(StudyPageMessages.skip));
    expect(await card('ventana')).toBeVisible();
  });

  it('leaves out the words I already know, and studies a level of known words whole', async () => {
    open({ 'es:casa': 1, 'es:ganso': 1 });
    expect(await card('perro')).toBeVisible();
    expect(screen.getByText(StudyPageMessages.wordOf(1, 1))).toBeVisible();
    await userEvent.click(levelButton(4));
    expect(await card('ganso')).toBeVisible();
  });
});
