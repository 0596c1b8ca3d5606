import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 420 } });

test('a page arrives readable and scrollable, and no tap or key acts on it until the app has taken it over', async ({
  page,
}) => {
  // The app's start is held back on the way, as a slow connection would: the page the server
  // rendered is on screen, and the first of the app's scripts has run.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const startRequested = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/assets/start-in-browser-*.js', async (route) => {
    held();
    await released;
    await route.continue();
  });
  const opening = page.goto('/auth');
  await startRequested;

  const email = page.getByLabel('Email');
  await expect(email).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // A tap on the field does not land on it: the page is under its cover.
  const box = (await email.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(email).not.toBeFocused();
  // From the keyboard, the field takes the focus, but neither typing nor Enter acts: the browser
  // would otherwise send the form itself, the address and password in the page's address.
  await email.focus();
  await page.keyboard.type('ann@example.com');
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue('');
  await expect(page).toHaveURL(/\/auth$/);

  release();
  await opening;
  await email.fill('ann@example.com');
  await expect(email).toHaveValue('ann@example.com');
});
