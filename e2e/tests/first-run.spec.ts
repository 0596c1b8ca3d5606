import {
  FirstRunMessages,
  Messages,
  StudyMessages,
  TitleCoverageMessages,
  VocabularyCheckPlan,
  VocabularyEstimateMessages,
} from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, expectNoSeriousA11yViolations, signInByApi, test } from './fixtures';
import { answerTheCheckKnowing } from './vocabulary-check-answers';

/** The demo film every journey can open. */
const demoFilm = '/movie/910001';

/** A confirmed account, signed in, that has chosen nothing yet: what a newcomer has after signing up. */
async function newcomer(page: Page, label: string) {
  await signInByApi(page, await createConfirmedUser(page.request, label), null);
}

/** Opens a title's page and waits until its words are counted (its analysis is then stored). */
async function openMeasured(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('group', { name: StudyMessages.coverageLabel })).toContainText(/You know \d+%/);
}

const question = (page: Page, name: string) => page.getByRole('radiogroup', { name });

/** Picks the languages of the first step and goes on, as a learner would. */
async function chooseLanguages(page: Page, learning: string, own: string) {
  await question(page, FirstRunMessages.learningQuestion).getByRole('radio', { name: learning }).click();
  await question(page, FirstRunMessages.nativeQuestion).getByRole('radio', { name: own }).click();
  await page.getByRole('button', { name: FirstRunMessages.continue }).click();
}

const screens = [
  { name: 'phone', viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
] as const;

for (const screen of screens) {
  test.describe(`on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    test('a new account is asked its languages before any page, then may skip the check, and Home says where it stands', async ({
      page,
    }) => {
      await newcomer(page, `first-run-${screen.name}`);
      await page.goto('/my-words');
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(
        page.getByRole('heading', { level: 1, name: FirstRunMessages.welcomeTitle }),
      ).toBeVisible();
      // Nothing is assumed: no language to learn is chosen, and the bar has no menus to answer it.
      await expect(
        question(page, FirstRunMessages.learningQuestion).getByRole('radio', { checked: true }),
      ).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: Messages.learningLabel })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `first run, languages, ${screen.name}`);

      await page.getByRole('button', { name: FirstRunMessages.continue }).click();
      await expect(page.getByText(FirstRunMessages.pickLearning)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `first run, no language chosen, ${screen.name}`);

      await chooseLanguages(page, 'Spanish', 'English');
      await expect(page.getByRole('heading', { level: 1, name: FirstRunMessages.checkTitle })).toBeVisible();
      await expect(page.getByTestId('vocabulary-check-word')).not.toBeEmpty();
      // The word and both answers are on the first screen, on a phone too.
      for (const answer of [VocabularyEstimateMessages.iKnowIt, VocabularyEstimateMessages.iDontKnowIt]) {
        await expect(page.getByRole('button', { name: answer })).toBeInViewport({ ratio: 1 });
      }
      await expectNoSeriousA11yViolations(page, `first run, vocabulary check, ${screen.name}`);
      expect(await (await page.request.get('/api/me/preferences')).json()).toEqual({
        preferredLanguage: 'es',
        myLanguage: 'en',
      });

      // A quick double answer counts once, for the word on the screen.
      await page.getByRole('button', { name: VocabularyEstimateMessages.iKnowIt }).dblclick();
      await expect(
        page.getByText(VocabularyEstimateMessages.itemOf(2, VocabularyCheckPlan.items)),
      ).toBeVisible();
      await page.waitForTimeout(1_000);
      await expect(
        page.getByText(VocabularyEstimateMessages.itemOf(3, VocabularyCheckPlan.items)),
      ).toHaveCount(0);

      await page.getByRole('link', { name: FirstRunMessages.skipCheck }).click();
      await expect(page).toHaveURL(/\/$/);

      // A title measured for Spanish: Home shows the nearest to 95 %, with the words each needs.
      await openMeasured(page, demoFilm);
      await page.goto('/');
      const closest = page.getByRole('list', { name: TitleCoverageMessages.closestToReady });
      await expect(closest).toBeVisible();
      await expect(closest.getByText(/^[\d,]+ words? to go$/).first()).toBeVisible();
      await expect(page.getByRole('link', { name: TitleCoverageMessages.takeVocabularyCheck })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `Home of a beginner, ${screen.name}`);

      // Set up for good: the bar shows the languages chosen, and no page asks again.
      await page.goto('/my-words');
      await expect(page).toHaveURL(/\/my-words$/);
    });
  });
}

test('the first run ends with the check: its result applied, Home shows the films nearest to ready', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newcomer(page, 'first-run-check');
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await chooseLanguages(page, 'Spanish', 'English');

  // The learner knows the 2,000 commonest Spanish lemmas, and no made-up word.
  await answerTheCheckKnowing(page, 2_000);

  await expect(page).toHaveURL(/\/welcome\?step=result$/);
  await expect(page.getByRole('heading', { level: 1, name: FirstRunMessages.resultTitle })).toBeVisible();
  await expect(page.getByText(/^About [\d,]+ words \([\d,]+–[\d,]+\)$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'first run, result');
  await page.getByRole('button', { name: VocabularyEstimateMessages.apply }).click();
  await expect(page.getByText(/words marked known from your estimate\.$/).first()).toBeVisible();

  await page.getByRole('link', { name: FirstRunMessages.toHome }).click();
  await expect(page).toHaveURL(/\/$/);
  // The demo film, measured, is on one of Home's rows with the learner's coverage of it.
  await openMeasured(page, demoFilm);
  await page.goto('/');
  const rows = page.getByRole('list', {
    name: new RegExp(
      [
        TitleCoverageMessages.readyToWatch,
        TitleCoverageMessages.almostThere,
        TitleCoverageMessages.closestToReady,
      ].join('|'),
    ),
  });
  await expect(rows.first()).toBeVisible();
  await expect(rows.getByRole('link', { name: 'The Lemon Tree Kitchen' })).toBeVisible();
});
