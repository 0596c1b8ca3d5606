import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WordMessages } from '@cinevocab/core';
import { createConfirmedUser, expect, signInByApi, test } from './fixtures';

/**
 * On a TMDB catalog a title has subtitles only when someone uploads them (no OpenSubtitles key is
 * set here): the page says so, takes a file, and analyses it at once.
 */
const hasTmdbData = existsSync(new URL('../../../shared/data/tmdb/movie_550_details.json', import.meta.url));
test.skip(!hasTmdbData, 'the recorded TMDB answers in ../shared/data/tmdb are absent');

/** Our own dialogue, written for the demo catalog: any subtitle file would do. */
const subtitleFile = fileURLToPath(
  new URL('../../apps/server/demo-subtitles/movie-910003.en.srt', import.meta.url),
);

test('on TMDB, a learner uploads subtitles for a film without any and sees its word summary', async ({
  page,
}) => {
  await signInByApi(page, await createConfirmedUser(page.request, 'uploader'));
  await page.goto('/movie/550');

  await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
  await expect(page.getByText(WordMessages.noSubtitles('English'))).toBeVisible();
  await expect(page.getByRole('button', { name: WordMessages.uploadSubtitles })).toBeVisible();

  // A file that is not a subtitle is refused before it is sent.
  await page.getByLabel(WordMessages.uploadFileLabel).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Not a subtitle'),
  });
  await expect(page.getByRole('alert').filter({ hasText: WordMessages.uploadWrongType })).toBeVisible();

  await page.getByLabel(WordMessages.uploadFileLabel).setInputFiles(subtitleFile);
  await expect(page.getByText(WordMessages.uploadDone)).toBeVisible();
  const levels = page.getByRole('list', { name: WordMessages.levelsLabel });
  await expect(levels).toBeVisible();
  await expect(levels.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByText(WordMessages.noSubtitles('English'))).toHaveCount(0);

  // The file and its analysis are kept: the next visit reads them.
  await page.reload();
  await expect(page.getByRole('list', { name: WordMessages.levelsLabel })).toBeVisible();
  await expect(page.getByRole('button', { name: WordMessages.uploadSubtitles })).toHaveCount(0);
});
