import type { Page } from '@playwright/test';
import { FirstRunMessages, Messages } from '@cinevocab/core';
import {
  confirmationLinkFor,
  createConfirmedUser,
  expect,
  fromTheAppsPage,
  learnerOfSpanish,
  password,
  signInByApi,
  test,
  uniqueEmail,
} from './fixtures';

test('a newcomer registers, confirms by e-mail, signs in, picks languages in the first run that stay, and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');

  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByText(Messages.passwordHint)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(Messages.registered)).toBeVisible();

  // Signing in before confirming says what to do.
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: Messages.emailNotConfirmed })).toBeVisible();

  await page.goto(await confirmationLinkFor(page.request, email));
  await expect(page).toHaveURL(/\/auth\?confirmed=1/);
  await expect(page.getByText(Messages.emailConfirmed)).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(Messages.signedIn)).toBeVisible();
  // A new account first says which language it learns and which is its own.
  await expect(page).toHaveURL(/\/welcome$/);
  await page
    .getByRole('radiogroup', { name: FirstRunMessages.learningQuestion })
    .getByRole('radio', { name: 'Spanish' })
    .click();
  await page
    .getByRole('radiogroup', { name: FirstRunMessages.nativeQuestion })
    .getByRole('radio', { name: 'Hindi' })
    .click();
  await page.getByRole('button', { name: FirstRunMessages.continue }).click();
  await page.getByRole('link', { name: FirstRunMessages.skipCheck }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Learning:' })).toHaveValue('Spanish');
  await expect(page.getByRole('textbox', { name: 'My Language:' })).toHaveValue('Hindi');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('preferredLanguage'),
      localStorage.getItem('myLanguage'),
    ]),
  ).toEqual(['es', 'hi']);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText(Messages.signedOut)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
});

test('language choices follow the user to another browser', async ({ page, browser, request }) => {
  const user = await createConfirmedUser(request, 'traveller');
  await signInByApi(page, user);
  await page.goto('/');
  await pickLanguage(page, 'Learning:', 'German');
  await pickLanguage(page, 'My Language:', 'Portuguese');
  await expect
    .poll(async () => (await (await page.request.get('/api/me/preferences')).json()) as unknown)
    .toEqual({ preferredLanguage: 'de', myLanguage: 'pt' });

  const otherBrowser = await browser.newContext();
  const otherPage = await otherBrowser.newPage();
  await signInByApi(otherPage, user);
  await otherPage.goto('/');
  await expect(otherPage.getByRole('textbox', { name: 'Learning:' })).toHaveValue('German');
  await expect(otherPage.getByRole('textbox', { name: 'My Language:' })).toHaveValue('Portuguese');
  await otherBrowser.close();
});

test('the login form lists every validation message of the spec together', async ({ page }) => {
  await page.goto('/auth');
  const errors = page.getByRole('alert');

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('abc');
  await page.getByRole('button', { name: 'Sign in' }).click();
  for (const message of [
    Messages.emailInvalid,
    Messages.passwordTooShort,
    Messages.passwordNeedsUppercase,
    Messages.passwordNeedsNumber,
  ]) {
    await expect(errors.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Password').fill('ABCDEFGH');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(errors.getByText(Messages.passwordNeedsLowercase, { exact: true })).toBeVisible();
  await expect(errors.getByText(Messages.passwordNeedsNumber, { exact: true })).toBeVisible();
  await expect(errors.getByText(Messages.passwordTooShort, { exact: true })).toHaveCount(0);

  // The inputs cap what can be typed; the rule still holds for anything longer sent another way.
  await expect(page.getByLabel('Email')).toHaveAttribute('maxlength', '254');
  await expect(page.getByLabel('Password')).toHaveAttribute('maxlength', '100');
  const longEmail = await page.request.post('/api/auth/sign-in/email', {
    data: { email: `${'a'.repeat(250)}@example.com`, password },
    headers: fromTheAppsPage(),
  });
  expect((await longEmail.json()).messages).toContain(Messages.emailTooLong);
  const longPassword = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'ann@example.com', password: `Aa1${'x'.repeat(100)}` },
    headers: fromTheAppsPage(),
  });
  expect((await longPassword.json()).messages).toContain(Messages.passwordTooLong);

  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Password').fill('');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(errors.getByText(Messages.credentialsMissing, { exact: true })).toBeVisible();
});

test('the sixth failed sign-in shows the lock-out message', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'forgetful');
  await page.goto('/auth');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(`Wrong${attempt}Guess`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: Messages.invalidCredentials })).toBeVisible();
  }
  // Even the right password is refused now.
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: Messages.tooManyLoginAttempts })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-out visit to My Words lands on the login screen', async ({ page }) => {
  await page.goto('/my-words');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
});

test('a signed-in user on the login screen goes home', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'returning');
  await signInByApi(page, user);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page, request }) => {
  const user = await createConfirmedUser(request, 'lost');
  await signInByApi(page, user);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText(Messages.notFoundTitle)).toBeVisible();
  // Logged once the browser has taken the server's page over.
  await expect.poll(() => logged.some((line) => line.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: Messages.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone the navigation collapses into a menu with the category links', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = await createConfirmedUser(request, 'phone');
  await signInByApi(page, user);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'My Movies' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  for (const name of ['Home', 'My Words', 'My Movies', 'Movies', 'TV Shows', 'Top Rated']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Top Rated' })).toHaveAttribute('href', '/?category=top_rated');
});

test("a learner's page fetches the language dropdowns only when one is reached for, and opens it from the keyboard", async ({
  page,
}) => {
  await learnerOfSpanish(page, 'dropdowns');
  const dropdownScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(language-selects|Select)-[\w-]+\.js$/.test(request.url()))
      dropdownScripts.push(request.url());
  });
  await page.goto('/');
  const learning = page.getByRole('textbox', { name: 'Learning:' });
  await expect(learning).toHaveValue('Spanish');
  // Long enough for anything a page fetches after it has started (the toasts, the tooltips).
  await page.waitForLoadState('networkidle');
  expect(dropdownScripts).toEqual([]);

  await learning.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'French' })).toBeVisible();
  await expect(learning).toBeFocused();
  expect(dropdownScripts).not.toEqual([]);
  await page.getByRole('option', { name: 'French' }).click();
  await expect(learning).toHaveValue('French');
});

async function pickLanguage(page: Page, label: string, language: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: language }).click();
  await expect(page.getByRole('textbox', { name: label })).toHaveValue(language);
}
