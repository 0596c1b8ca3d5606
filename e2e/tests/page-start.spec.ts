import type { Page } from '@playwright/test';
import { Messages } from '@cinevocab/core';
import { createConfirmedUser, expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 420 } });

/**
 * Opens a page with the app's start held back on the way, as a slow connection would: the page
 * the server rendered is on screen, and the first of the app's scripts has run. `release` lets the
 * start through; `opened` resolves once the app has taken the page over.
 */
async function openWithStartHeld(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const startRequested = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/assets/start-in-browser-*.js', async (route) => {
    held();
    await released;
    await route.continue();
  });
  const opened = page.goto(path);
  await startRequested;
  return { release, opened };
}

test('a page arrives readable and scrollable, and no tap acts on it until the app has taken it over; typing is kept', async ({
  page,
}) => {
  const { release, opened } = await openWithStartHeld(page, '/auth');

  const email = page.getByLabel('Email');
  await expect(email).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // A tap on the field does not land on it: the page is under its cover.
  const box = (await email.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(email).not.toBeFocused();
  // From the keyboard, the field takes the focus and what is typed, but Enter does not send the
  // form: the browser would send it itself, the address and password in the page's address.
  await email.focus();
  await page.keyboard.type('ann@example.com');
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue('ann@example.com');
  await expect(page).toHaveURL(/\/auth$/);

  release();
  await opened;
  // The app took the field over with what was typed, and typing goes on from there.
  await email.press('End');
  await page.keyboard.type('u');
  await expect(email).toHaveValue('ann@example.comu');
});

test('a learner whose password manager fills the login form the moment it shows signs in', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, 'early-typist');
  const { release, opened } = await openWithStartHeld(page, '/auth');
  // As a password manager fills a form: the fields' values set, and an input event for each.
  for (const [label, value] of [
    ['Email', user.email],
    ['Password', user.password],
  ] as const) {
    await page.getByLabel(label).evaluate((field: HTMLInputElement, filled) => {
      field.value = filled;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }, value);
  }

  release();
  await opened;
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(Messages.signedIn)).toBeVisible();
  // Signed in: a new account's first page is its first run.
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText(Messages.credentialsMissing)).toHaveCount(0);
});
