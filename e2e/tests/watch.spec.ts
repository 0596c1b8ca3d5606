import type { Transcript } from '@cinevocab/core';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, learnerOfSpanish, test } from './fixtures';
import { testVideo } from './test-video';

/** The demo film: 170 Spanish lines over an hour and 39 minutes, with an English subtitle. */
const filmId = 910001;
const watchPath = `/movie/${filmId}/watch`;

const devices = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, hasTouch: false } },
  { name: 'phone', use: { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true } },
] as const;

async function transcriptOf(page: Page): Promise<Transcript> {
  const answer = await page.request.get(`/api/words/transcript?tmdb_id=${filmId}&language=es`);
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()) as Transcript;
}

const coverageOf = async (page: Page) =>
  Number((await page.getByTestId('watch-coverage').textContent())?.match(/\d+/)?.[0]);

/** A tap on a touch screen, a click elsewhere. */
const press = (target: Locator, touch: boolean) => (touch ? target.tap() : target.click());

async function openWatchPage(page: Page) {
  await page.goto(watchPath);
  await expect(page.getByRole('heading', { name: 'Watch and read', level: 1 })).toBeVisible();
  await expect(page.getByTestId('lines-understood')).toBeVisible();
}

for (const device of devices) {
  test.describe(`watching the demo film on a ${device.name}`, () => {
    test.use(device.use);
    const touch = device.use.hasTouch;

    test('reads the transcript: a word marked known changes colour in every form, and the coverage rises', async ({
      page,
    }) => {
      await learnerOfSpanish(page, `watch-read-${device.name}`);
      await openWatchPage(page);
      await expectNoSeriousA11yViolations(page, `watch page (${device.name})`);
      // "Estoy bien, estoy bien. Es el suelo, que está mojado.": estoy and está are one word, estar.
      const estoy = page.getByRole('button', { name: 'Estoy, new word' }).first();
      const estar = await estoy.getAttribute('data-word');
      const forms = page.locator(`button[data-word="${estar}"]`);
      await expect(forms.filter({ hasText: /^está$/ }).first()).toHaveAttribute('data-status', 'new');
      if (touch) expect((await estoy.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      const before = await coverageOf(page);

      await press(estoy, touch);
      const dialog = page.getByRole('dialog', { name: 'The word estar' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('be', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `word dialog (${device.name})`);
      await dialog.getByRole('button', { name: 'Known', exact: true }).click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      for (const form of await forms.all()) await expect(form).toHaveAttribute('data-status', 'known');
      await expect(forms.filter({ hasText: /^está$/ }).first()).toHaveAccessibleName('está, known');
      await expect.poll(() => coverageOf(page)).toBeGreaterThan(before);

      // A word ignored is plain text everywhere in the transcript, also after a reload.
      const bien = page.getByRole('button', { name: 'bien, new word' }).first();
      const bienIndex = await bien.getAttribute('data-word');
      const bienForms = page.locator(`button[data-word="${bienIndex}"]`);
      await press(bien, touch);
      await page.getByRole('dialog').getByRole('button', { name: 'Ignore' }).click();
      await page.keyboard.press('Escape');
      for (const form of await bienForms.all()) await expect(form).toHaveAttribute('data-status', 'ignored');
      await page.reload();
      await expect(bienForms.first()).toHaveAttribute('data-status', 'ignored');
      await expect(bienForms.first()).toHaveAccessibleName('bien, ignored');
    });

    test('shows a line in English, lists the i+1 lines, and marks a scene known and undoes it', async ({
      page,
    }) => {
      await learnerOfSpanish(page, `watch-steps-${device.name}`);
      await openWatchPage(page);
      const second = page.locator('[data-line="1"]');
      await second.getByRole('button', { name: 'Show translation' }).click();
      await expect(second.getByText('Are you all right?')).toBeVisible();

      const onlyOneNew = page.getByRole('switch', { name: /Only lines with one new word/ });
      // Back up to the toolbar, as a learner scrolls (the bar at the top would cover it otherwise).
      await onlyOneNew.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await press(onlyOneNew, touch);
      await expect(onlyOneNew).toBeChecked();
      const shown = page.locator('[data-line]');
      await expect(shown.first()).toBeVisible();
      for (const line of (await shown.all()).slice(0, 5)) {
        await expect(line.locator('button[data-status="new"]')).not.toHaveCount(0);
        const newWords = await line
          .locator('button[data-status="new"]')
          .evaluateAll((buttons) => new Set(buttons.map((button) => button.getAttribute('data-word'))).size);
        expect(newWords).toBe(1);
      }
      await onlyOneNew.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await press(onlyOneNew, touch);
      await expect(onlyOneNew).not.toBeChecked();

      // The third line is the one in view: its words and those above it become known.
      await page.locator('[data-line="3"]').getByRole('button', { name: /^at / }).click();
      const upToThird = page.locator('[data-line="0"], [data-line="1"], [data-line="2"], [data-line="3"]');
      await expect(upToThird.locator('button[data-status="new"]')).not.toHaveCount(0);
      await page.getByRole('button', { name: 'Mark the rest of this scene known' }).click();
      await expect(page.getByText(/\d+ words? marked known/)).toBeVisible();
      await expect(upToThird.locator('button[data-status="new"]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByText('Marks undone.')).toBeVisible();
      await expect(upToThird.locator('button[data-status="new"]')).not.toHaveCount(0);

      await page.getByRole('button', { name: 'Next new word' }).click();
      await expect(page.locator('[data-current]')).toHaveCount(1);
      // Said to a screen reader too.
      const current = await page.locator('[data-current] [class*="text"]').first().textContent();
      await expect(page.getByTestId('line-announced')).toHaveText(current ?? 'no line');
      await expect(page.locator('[data-current] button[data-status="new"]')).not.toHaveCount(0);
    });

    test('plays a video file from this device with the lines, pausing after a line with a new word', async ({
      page,
    }) => {
      // The first run on a machine makes the film-length video with ffmpeg: minutes on a slow one.
      test.setTimeout(360_000);
      const transcript = await (async () => {
        await learnerOfSpanish(page, `watch-video-${device.name}`);
        return transcriptOf(page);
      })();
      const lastEnd = transcript.lines.at(-1)![1];
      const video = testVideo(Math.ceil(lastEnd) + 5);
      await openWatchPage(page);
      // Nothing of the video leaves the page: no request carries more than a few kilobytes.
      const sentBytes: number[] = [];
      page.on('request', (request) => sentBytes.push(request.postDataBuffer()?.length ?? 0));
      await page.locator('input[type="file"]').setInputFiles(video);
      const player = page.locator('video');
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThan(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `watch page with a video (${device.name})`);

      // The line over the picture follows the video's time.
      const [start, end, text] = transcript.lines[4]!;
      await player.evaluate((element: HTMLVideoElement, at) => (element.currentTime = at), (start + end) / 2);
      await expect(page.getByTestId('line-over-picture').filter({ hasText: text })).toBeVisible();
      await expect(page.locator(`[data-line="4"]`)).toHaveAttribute('data-current');
      // In the silence before the first line, none is shown.
      await player.evaluate(
        (element: HTMLVideoElement, at) => (element.currentTime = at),
        transcript.lines[0]![0] - 5,
      );
      await expect(page.getByTestId('line-over-picture')).toHaveCount(0);

      // Played into the end of a line with a new word, it pauses there.
      await player.evaluate(async (element: HTMLVideoElement, at) => {
        element.muted = true;
        element.currentTime = at;
        await element.play();
      }, end - 1);
      await expect(page.getByText('Paused: this line has a new word.')).toBeVisible();
      const pausedAt = await player.evaluate((element: HTMLVideoElement) => element.currentTime);
      expect(pausedAt).toBeGreaterThan(end - 0.5);
      expect(pausedAt).toBeLessThan(end + 0.3);

      // Lines shifted with the keys, kept for this title and file after a reload.
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      for (let step = 0; step < 3; step += 1) await page.keyboard.press(']');
      await expect(page.getByTestId('video-offset')).toHaveText('Lines shifted by +0.3 s');
      await page.reload();
      await page.locator('input[type="file"]').setInputFiles(video);
      await expect(page.getByTestId('video-offset')).toHaveText('Lines shifted by +0.3 s');
      expect(Math.max(0, ...sentBytes)).toBeLessThan(20_000);
    });
  });
}

test('a video much shorter than the lines is said to be so, and the lines still work', async ({ page }) => {
  await learnerOfSpanish(page, 'watch-short-video');
  await openWatchPage(page);
  await page.locator('input[type="file"]').setInputFiles(testVideo(5, { fps: 5 }));
  await expect(page.getByRole('alert')).toContainText('the lines will not match it');
  await expect(page.locator('[data-line="0"]')).toBeVisible();
});

test('a file the browser cannot play says so in one line', async ({ page }) => {
  await learnerOfSpanish(page, 'watch-bad-video');
  await openWatchPage(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'film.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('this is not a video at all'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Your browser cannot play this file. The lines below still work.',
  );
  await expect(page.locator('[data-line="0"]')).toBeVisible();
});

test("an episode's page and a movie's lead to their transcript", async ({ page }) => {
  await learnerOfSpanish(page, 'watch-links');
  await page.goto('/tv/920001/season/1/episode/1');
  await page.getByRole('link', { name: 'Watch and read' }).click();
  await expect(page).toHaveURL(/\/episode\/\d+\/watch\?tv=920001&season=1&episode=1$/);
  await expect(page.getByRole('heading', { name: 'Watch and read', level: 1 })).toBeVisible();
  await expect(page.locator('[data-line="0"] button[data-status="new"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Episode' })).toBeVisible();

  await page.goto(`/movie/${filmId}`);
  await page.getByRole('link', { name: 'Watch and read' }).click();
  await expect(page).toHaveURL(watchPath);
  await expect(page.getByTestId('lines-understood')).toBeVisible();
});
