import { DashboardMessages, WordImportMessages } from '@cinevocab/core';
import type { Page } from '@playwright/test';
import {
  createConfirmedUser,
  expect,
  expectNoSeriousA11yViolations,
  fromTheAppsPage,
  learnerOfSpanish,
  test,
} from './fixtures';

const stat = (page: Page, label: string) => page.getByRole('group', { name: label });

test('a learner brings the flash cards they exported as an Anki package into a new account, after a preview', async ({
  page,
  request,
}) => {
  // On an old account, through its own API session: three cards, exported as Anki's .apkg.
  const exporter = await createConfirmedUser(request, 'exporter');
  const signedIn = await request.post('/api/auth/sign-in/email', {
    data: exporter,
    headers: fromTheAppsPage(),
  });
  expect(signedIn.ok()).toBeTruthy();
  for (const word of ['casa', 'perros', 'hablamos']) {
    const created = await request.post('/api/flash-cards', {
      data: { word, translation: `${word} (en)`, word_language: 'es', translated_language: 'en' },
    });
    expect(created.ok()).toBeTruthy();
  }
  const exported = await request.get('/api/flash-cards/export.apkg');
  expect(exported.ok()).toBeTruthy();
  const apkg = await exported.body();

  // A fresh account knows no word yet.
  await learnerOfSpanish(page, 'importer');
  await page.goto('/my-words');
  await expect(stat(page, DashboardMessages.totalWords)).toHaveText(/0$/);
  await page.getByRole('link', { name: WordImportMessages.openImport }).click();
  await expect(page.getByRole('heading', { name: WordImportMessages.pageTitle })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'CineVocab.apkg',
    mimeType: 'application/octet-stream',
    buffer: apkg,
  });
  await page.getByRole('button', { name: WordImportMessages.preview }).click();
  const preview = page.getByRole('region', { name: WordImportMessages.previewHeading });
  // New cards (no interval yet) are words to learn; each form is counted under its word.
  await expect(preview.getByText(WordImportMessages.becomeToLearn(3))).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByText(WordImportMessages.becomeKnown(0))).toBeVisible();
  await expect(preview.getByLabel(WordImportMessages.deckLabel)).toHaveValue('CineVocab (3)');

  // Nothing changed before the learner confirms.
  await page.goto('/my-words');
  await expect(stat(page, DashboardMessages.totalWords)).toHaveText(/0$/);
  await page.goBack();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'CineVocab.apkg',
    mimeType: 'application/octet-stream',
    buffer: apkg,
  });
  await page.getByRole('button', { name: WordImportMessages.preview }).click();
  await page.getByRole('button', { name: WordImportMessages.confirm }).click();
  const imported = page.getByRole('region', { name: WordImportMessages.importedHeading });
  await expect(imported.getByText(WordImportMessages.becameToLearn(3))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(WordImportMessages.importedWords(3))).toBeVisible();

  await page.getByRole('link', { name: WordImportMessages.backToMyWords }).click();
  await expect(stat(page, DashboardMessages.totalWords)).toHaveText(/3$/);
  await expect(stat(page, DashboardMessages.wordsLearned)).toHaveText(/0$/);
});

test('a learner pastes the words they know, and importing them twice changes nothing', async ({ page }) => {
  await learnerOfSpanish(page, 'paster');
  await page.goto('/my-words/import');
  await page.getByRole('radio', { name: WordImportMessages.sourceText }).check();
  await page.getByRole('textbox', { name: WordImportMessages.textLabel }).fill('casa\ndijo\nperros\nxyzzyq');
  await page.getByRole('button', { name: WordImportMessages.preview }).click();
  const preview = page.getByRole('region', { name: WordImportMessages.previewHeading });
  await expect(preview.getByText(WordImportMessages.becomeKnown(3))).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByText(WordImportMessages.notRecognised(1))).toBeVisible();
  await expect(preview.getByText(/xyzzyq/)).toBeVisible();
  await preview.getByRole('button', { name: WordImportMessages.confirm }).click();
  await expect(page.getByText(WordImportMessages.importedWords(3))).toBeVisible();

  await page.getByRole('button', { name: WordImportMessages.preview }).click();
  await expect(
    page
      .getByRole('region', { name: WordImportMessages.previewHeading })
      .getByText(WordImportMessages.nothingToImport),
  ).toBeVisible();

  await page.goto('/my-words');
  await expect(stat(page, DashboardMessages.wordsLearned)).toHaveText(/3$/);
});

for (const screen of [
  { name: 'phone', viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
] as const) {
  test.describe(`on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    test('a learner pastes a paragraph they can read, and imports its words without its names and numbers', async ({
      page,
    }) => {
      await learnerOfSpanish(page, `prose-${screen.name}`);
      await page.goto('/my-words/import');
      await page.getByRole('radio', { name: WordImportMessages.sourceText }).check();
      await page
        .getByRole('textbox', { name: WordImportMessages.textLabel })
        .fill('Ayer fui al mercado con María y compré 3 manzanas. El vendedor dijo xyzzyq.');
      await page.getByRole('button', { name: WordImportMessages.preview }).click();

      // Its words, each once: ayer, fui, mercado, compré, manzanas, vendedor, dijo and xyzzyq. The
      // name, the number and the little words (al, con, y, el) are not among them.
      const preview = page.getByRole('region', { name: WordImportMessages.previewHeading });
      await expect(preview.getByText(WordImportMessages.runningTextRead)).toBeVisible({ timeout: 15_000 });
      await expect(preview.getByText(WordImportMessages.wordsFound(8))).toBeVisible();
      await expect(preview.getByText(WordImportMessages.becomeKnown(7))).toBeVisible();
      await expect(preview.getByText(WordImportMessages.notRecognised(1))).toBeVisible();
      const examples = preview.getByText(WordImportMessages.notRecognisedExamples);
      await expect(examples).toHaveText(`${WordImportMessages.notRecognisedExamples} xyzzyq`);
      await expectNoSeriousA11yViolations(page, `the preview of a pasted paragraph, ${screen.name}`);

      await preview.getByRole('button', { name: WordImportMessages.confirm }).click();
      const imported = page.getByRole('region', { name: WordImportMessages.importedHeading });
      await expect(imported.getByText(WordImportMessages.becameKnown(7))).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(WordImportMessages.importedWords(7))).toBeVisible();

      await page.goto('/my-words');
      await expect(stat(page, DashboardMessages.wordsLearned)).toHaveText(/7$/);
    });
  });
}
