import userEvent from '@testing-library/user-event';
import { type TitleSentence, WordMessages } from '@cinevocab/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { pairedLinesAnswer, stubWordService, unshownLinesAnswer } from '@/test/word-service-fixtures';
import type { WordTitle } from '../api/word-title';
import { TitleLines } from './title-lines';

const movie: WordTitle = { mediaType: 'movie', id: 11 };
const episode: WordTitle = { mediaType: 'episode', id: 4203, tvId: 21, seasonNumber: 2, episodeNumber: 3 };
const lines: TitleSentence[] = [
  { order: 4, sentence: 'Je vois la maison.', time: 61 },
  { order: 9, sentence: 'La maison est grande.', time: 75 },
];

function renderLines(title: WordTitle = movie) {
  return renderWithProviders(<TitleLines lines={lines} title={title} learning="fr" native="en" />);
}

const lineButton = (sentence: string) => screen.getByRole('button', { name: new RegExp(sentence) });

describe('a word’s lines in the title', () => {
  it('shows each line’s translation under it, in my language, when the title’s translation pairs', async () => {
    const service = stubWordService({
      lineTranslations: () => pairedLinesAnswer({ 4: 'I see the house.', 9: 'The house is big.' }),
    });
    renderLines();

    const translation = await screen.findByText('I see the house.');
    expect(translation).toHaveAttribute('lang', 'en');
    expect(lineButton('Je vois la maison.')).toContainElement(translation);
    expect(lineButton('La maison est grande.')).toContainElement(screen.getByText('The house is big.'));
    expect(service.lineTranslationQueries()).toEqual([
      { tmdb_id: '11', media_type: 'movie', language: 'fr', target_language: 'en' },
    ]);
  });

  it('leaves a line without a translation as it is', async () => {
    stubWordService({ lineTranslations: () => pairedLinesAnswer({ 9: 'The house is big.' }) });
    renderLines();

    expect(await screen.findByText('The house is big.')).toBeInTheDocument();
    expect(lineButton('Je vois la maison.')).toHaveTextContent(/^1:01Je vois la maison\.$/);
  });

  it('says once, below the lines, that the title has no translation in my language', async () => {
    const none = WordMessages.noTranslationTrack('English');
    stubWordService({ lineTranslations: () => unshownLinesAnswer('none', none) });
    renderLines();

    expect(await screen.findAllByText(none)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // After the lines, not among them.
    const [, last] = screen.getAllByRole('button');
    expect(last!.compareDocumentPosition(screen.getByText(none))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows no translation when the title’s translation does not pair, and says why', async () => {
    const unpaired = WordMessages.translationTrackUnpaired('English');
    stubWordService({ lineTranslations: () => unshownLinesAnswer('unpaired', unpaired) });
    renderLines();

    expect(await screen.findByText(unpaired)).toBeInTheDocument();
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });

  it('asks about an episode with its show, season and number', async () => {
    const service = stubWordService({ lineTranslations: () => pairedLinesAnswer({ 4: 'I see the house.' }) });
    renderLines(episode);

    await screen.findByText('I see the house.');
    expect(service.lineTranslationQueries()).toEqual([
      {
        tmdb_id: '4203',
        media_type: 'episode',
        language: 'fr',
        target_language: 'en',
        tv_id: '21',
        season_number: '2',
        episode_number: '3',
      },
    ]);
  });

  it('asks nothing for a season, which has no one translation', async () => {
    const service = stubWordService({ lineTranslations: () => pairedLinesAnswer({ 4: 'I see the house.' }) });
    renderLines({ mediaType: 'season', id: 21, tvId: 21, seasonNumber: 2 });

    expect(lineButton('Je vois la maison.')).toBeInTheDocument();
    await waitFor(() => expect(service.lineTranslationQueries()).toEqual([]));
    expect(screen.queryByText('I see the house.')).not.toBeInTheDocument();
  });

  it('downloads the title’s translation from the subtitle service only when I ask, then shows it', async () => {
    const none = WordMessages.noTranslationTrack('English');
    const service = stubWordService({
      lineTranslations: (query) =>
        query.get('download') === 'true'
          ? pairedLinesAnswer({ 4: 'I see the house.' })
          : unshownLinesAnswer('none', none, true),
    });
    renderLines();

    const ask = await screen.findByRole('button', { name: WordMessages.getTranslationLines('English') });
    expect(service.lineTranslationQueries().some((query) => query.download === 'true')).toBe(false);
    await userEvent.click(ask);

    expect(await screen.findByText('I see the house.')).toBeInTheDocument();
    expect(service.lineTranslationQueries().filter((query) => query.download === 'true')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: WordMessages.getTranslationLines('English') })).toBeNull();
  });
});
