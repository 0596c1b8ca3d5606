import { CatalogMessages, SubtitleLimits, WordMessages } from '@cinevocab/core';
import { Accordion } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, toastsReady } from '@/test/render';
import type { WordTitle } from '@/title-words';
import {
  aFile,
  gate,
  noSubtitlesAnswer,
  stubWordService,
  summaryAnswer,
  uploadedAnswer,
  type WordServiceHandlers,
} from '@/test/word-service-fixtures';
import { WordSummarySection } from './word-summary-section';

const movie: WordTitle = { mediaType: 'movie', id: 11 };
const episode: WordTitle = { mediaType: 'episode', id: 4203, tvId: 21, seasonNumber: 2, episodeNumber: 3 };

function renderSummary(title: WordTitle = movie) {
  return renderWithProviders(
    <Accordion multiple defaultValue={['wordLevelSummary']}>
      <WordSummarySection title={title} learning="es" native="en" itemValue="wordLevelSummary" />
    </Accordion>,
  );
}

/** A word service with no subtitles for the title until a file is uploaded. */
function stubTitleWithoutSubtitles(upload: WordServiceHandlers['upload'] = () => uploadedAnswer) {
  let hasSubtitles = false;
  return stubWordService({
    summary: () => (hasSubtitles ? summaryAnswer() : noSubtitlesAnswer('Spanish')),
    upload: async (form) => {
      const answer = await upload(form);
      const isAccepted = !('networkError' in answer) && (answer.status ?? 200) < 300;
      if (isAccepted) hasSubtitles = true;
      return answer;
    },
  });
}

const zone = () => screen.findByRole('button', { name: WordMessages.uploadSubtitles });
const fileInput = () => screen.getByLabelText<HTMLInputElement>(WordMessages.uploadFileLabel);

/** Drops files on the zone the way a browser does: dragged over it, then let go. */
function dropOn(target: HTMLElement, ...files: File[]) {
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

describe('uploading subtitles for a title without them', () => {
  it('says there are no subtitles in my language and offers to upload some, without an error toast', async () => {
    stubTitleWithoutSubtitles();
    renderSummary();

    expect(await screen.findByText(WordMessages.noSubtitles('Spanish'))).toBeInTheDocument();
    expect(screen.getByText(WordMessages.noSubtitlesHint)).toBeInTheDocument();
    const button = await zone();
    expect(button).toHaveAccessibleDescription(expect.stringContaining(WordMessages.uploadDrop));
    expect(fileInput()).toHaveAttribute('accept', SubtitleLimits.extensions.join(','));
    // The block says it; a toast would only say it again.
    expect(screen.getAllByText(WordMessages.noSubtitles('Spanish'))).toHaveLength(1);
    expect(screen.queryByText(WordMessages.summaryFailed)).not.toBeInTheDocument();
  });

  it('opens the file chooser when I press Upload subtitles', async () => {
    stubTitleWithoutSubtitles();
    renderSummary();
    const choose = vi.spyOn(HTMLInputElement.prototype, 'click');

    await userEvent.setup().click(await zone());
    expect(choose).toHaveBeenCalledTimes(1);
    expect(choose.mock.contexts[0]).toBe(fileInput());
  });

  it('uploads the file I choose for this movie and language, then shows its summary', async () => {
    const received = gate();
    const service = stubTitleWithoutSubtitles(async () => {
      await received.opened;
      return uploadedAnswer;
    });
    renderSummary();
    await zone();
    await toastsReady();

    await userEvent.setup().upload(fileInput(), aFile('Lemon Grove.es.srt'));

    // While the file travels, the zone says so and takes no other file.
    expect(await screen.findByRole('progressbar', { name: WordMessages.uploading('Lemon Grove.es.srt') }));
    expect(screen.getByRole('status')).toHaveTextContent(WordMessages.uploading('Lemon Grove.es.srt'));
    expect(screen.getByRole('button', { name: WordMessages.uploadSubtitles })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(service.uploads()).toEqual([
      { fields: { media_type: 'movie', content_id: '11', language: 'es' }, fileName: 'Lemon Grove.es.srt' },
    ]);

    received.open();
    expect(await screen.findByText(WordMessages.uploadDone)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: WordMessages.levelsLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(await screen.findByText(WordMessages.summaryLoaded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CatalogMessages.wordLevelSummary })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Asked once before the upload, once right after it.
    expect(service.summaryQueries()).toHaveLength(2);
  });

  it('uploads a file dropped on the zone for this episode, with its show, season and number', async () => {
    const service = stubTitleWithoutSubtitles();
    renderSummary(episode);

    dropOn(await zone(), aFile('episode.vtt', 64, 'text/vtt'));

    expect(await screen.findByRole('list', { name: WordMessages.levelsLabel })).toBeInTheDocument();
    expect(service.uploads()).toEqual([
      {
        fields: {
          media_type: 'episode',
          content_id: '4203',
          language: 'es',
          tv_id: '21',
          season_number: '2',
          episode_number: '3',
        },
        fileName: 'episode.vtt',
      },
    ]);
  });

  it.each([
    [
      'a file that is not a subtitle file',
      aFile('poster.png', 64, 'image/png'),
      WordMessages.uploadWrongType,
    ],
    ['a file without an extension', aFile('subtitles', 64, 'text/plain'), WordMessages.uploadWrongType],
    [
      'a subtitle file larger than 2 MB',
      aFile('long.srt', SubtitleLimits.maxUploadBytes + 1),
      WordMessages.uploadTooLarge,
    ],
  ])('refuses %s before sending anything', async (_, file, message) => {
    const service = stubTitleWithoutSubtitles();
    renderSummary();

    dropOn(await zone(), file);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(service.uploads()).toEqual([]);
  });

  it('takes a file of exactly 2 MB, and .ass and .ssa files, in any letter case', async () => {
    const service = stubWordService({ summary: () => noSubtitlesAnswer(), upload: () => uploadedAnswer });
    renderSummary();
    const user = userEvent.setup({ applyAccept: false });

    const files = [aFile('full.SRT', SubtitleLimits.maxUploadBytes), aFile('a.ass'), aFile('b.Ssa')];
    for (const [index, file] of files.entries()) {
      await zone();
      await user.upload(fileInput(), file);
      // The summary is asked for again after each upload; this service still has none.
      await waitFor(() => expect(service.summaryQueries()).toHaveLength(index + 2));
    }
    expect(service.uploads().map((upload) => upload.fileName)).toEqual(['full.SRT', 'a.ass', 'b.Ssa']);
    expect(screen.queryByText(WordMessages.uploadWrongType)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the zone and as a toast, and lets me try another file', async () => {
    const service = stubTitleWithoutSubtitles((form) =>
      (form.get('file') as File).name === 'broken.srt'
        ? { status: 400, body: { code: 'NOT_A_SUBTITLE', message: WordMessages.uploadNotASubtitle } }
        : uploadedAnswer,
    );
    renderSummary();
    const user = userEvent.setup();
    await zone();

    await user.upload(fileInput(), aFile('broken.srt'));
    await waitFor(() => expect(screen.getAllByText(WordMessages.uploadNotASubtitle)).toHaveLength(2));
    expect(screen.getByText(WordMessages.noSubtitles('Spanish'))).toBeInTheDocument();
    expect(service.summaryQueries()).toHaveLength(1);

    await user.upload(fileInput(), aFile('good.srt'));
    expect(await screen.findByRole('list', { name: WordMessages.levelsLabel })).toBeInTheDocument();
  });

  it('says the file is too large when the server refuses it with 413 and no body', async () => {
    stubTitleWithoutSubtitles(() => ({ status: 413 }));
    renderSummary();
    await zone();

    await userEvent.setup().upload(fileInput(), aFile('film.srt'));
    await waitFor(() => expect(screen.getAllByText(WordMessages.uploadTooLarge)).toHaveLength(2));
  });

  it('says Failed to fetch from API when the upload cannot reach the server', async () => {
    stubTitleWithoutSubtitles(() => ({ networkError: 'Failed to fetch' }));
    renderSummary();
    await zone();

    await userEvent.setup().upload(fileInput(), aFile('film.srt'));
    const message = WordMessages.failedToFetchFromApi('Failed to fetch');
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });
});
