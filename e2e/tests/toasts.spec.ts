import { Messages } from '@cinevocab/core';
import { createConfirmedUser, expect, expectNoSeriousA11yViolations, test } from './fixtures';

for (const width of [375, 1280]) {
  test(`a toast is a card of its own, readable over the page, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const user = await createConfirmedUser(request, 'toast-reader');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    const toast = page.locator('.mantine-Notification-root').filter({ hasText: Messages.signedIn });
    await expect(toast).toBeVisible();
    // A card: an opaque background of its own, lifted off the page by a shadow, with room inside.
    const look = await toast.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        shadow: style.boxShadow,
        padding: parseFloat(style.paddingLeft),
      };
    });
    expect(look.background).toMatch(/^rgb\(/);
    expect(look.shadow).not.toBe('none');
    expect(look.padding).toBeGreaterThan(4);
    await expectNoSeriousA11yViolations(
      page,
      `the first page after signing in, with a toast, at ${width} px`,
    );
  });
}
