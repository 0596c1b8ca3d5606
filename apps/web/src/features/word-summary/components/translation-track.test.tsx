import { type TitleSentence, WordMessages } from '@cinevocab/core';
import { Accordion } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TitleLines, type WordTitle } from '@/title-words';
import {
  aFile,
  pairedLinesAnswer,
  stubWordService,
  summaryAnswer,
  unshownLinesAnswer,
  uploadedAnswer,
} from '@/test/word-service-fixtures';
import { WordSummarySection } from './word-summary-section';

const movie: WordTitle = { mediaType: 'movie', id: 11 };
const lines: TitleSentence[] = [{ order: 3, sentence: 'Je vois la maison.', time: 61 }];
const noEnglish = WordMessages.noTranslationTrack('English');

/** A title with French subtitles and no English ones until a file is uploaded in English. */
function stubTitleWithoutTranslation() {
  let hasTranslation = false;
  return stubWordService({
    summary: () => summaryAnswer(),
    lineTranslations: () =>
      hasTranslation ? pairedLinesAnswer({ 3: 'I see the house.' }) : unshownLinesAnswer('none', noEnglish),
    upload: () => {
      hasTranslation = true;
      return uploadedAnswer;
    },
  });
}

/** The title's summary, and a word's lines on the same page's data, as a learner goes between them. */
function renderSummaryAndLines() {
  return renderWithProviders(
    <>
      <Accordion multiple defaultValue={['wordLevelSummary']}>
        <WordSummarySection title={movie} learning="fr" native="en" itemValue="wordLevelSummary" />
      </Accordion>
      <TitleLines lines={lines} title={movie} learning="fr" native="en" />
    </>,
  );
}

const addTranslation = () =>
  screen.findByRole('button', { name: WordMessages.addTranslationTrack('English') });
const zone = () => screen.findByRole('button', { name: WordMessages.uploadTranslationTrack('English') });
const fileInput = () => screen.getByLabelText<HTMLInputElement>(WordMessages.uploadFileLabel);

describe('adding a translation of a title that has subtitles', () => {
  it('uploads the file in my own language, then shows each line with its translation', async () => {
    const service = stubTitleWithoutTranslation();
    renderSummaryAndLines();
    expect(await screen.findByText(noEnglish)).toBeInTheDocument();
    const user = userEvent.setup();

    const control = await addTranslation();
    expect(control).toHaveAttribute('aria-expanded', 'false');
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
    await zone();
    await user.upload(fileInput(), aFile('House.en.srt'));

    expect(await screen.findByText('I see the house.')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(noEnglish)).not.toBeInTheDocument();
    expect(service.uploads()).toEqual([
      { fields: { media_type: 'movie', content_id: '11', language: 'en' }, fileName: 'House.en.srt' },
    ]);
    expect(await screen.findByText(WordMessages.translationTrackUploaded('English'))).toBeInTheDocument();
    // The title's words are not analysed again: its French subtitles have not changed.
    expect(service.summaryQueries()).toHaveLength(1);
    expect(service.lineTranslationQueries()).toHaveLength(2);
  });

  it('refuses a file that is not a subtitle file in the zone, before sending anything', async () => {
    const service = stubTitleWithoutTranslation();
    renderSummaryAndLines();
    const user = userEvent.setup({ applyAccept: false });

    await user.click(await addTranslation());
    await zone();
    await user.upload(fileInput(), aFile('poster.png', 64, 'image/png'));

    expect(await screen.findByRole('alert')).toHaveTextContent(WordMessages.uploadWrongType);
    await waitFor(() => expect(service.uploads()).toEqual([]));
  });

  it('offers no translation when I study the language I speak', async () => {
    stubWordService({ summary: () => summaryAnswer() });
    renderWithProviders(
      <Accordion multiple defaultValue={['wordLevelSummary']}>
        <WordSummarySection title={movie} learning="en" native="en" itemValue="wordLevelSummary" />
      </Accordion>,
    );

    expect(await screen.findByRole('list', { name: WordMessages.levelsLabel })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: WordMessages.addTranslationTrack('English') }),
    ).not.toBeInTheDocument();
  });
});
