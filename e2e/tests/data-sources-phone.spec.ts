import { AboutMessages, FixedDataSources } from '@cinevocab/core';
import { expect, expectNoSeriousA11yViolations, learnerOfSpanish, test } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('the data sources read as cards, each with what it gives and its licence, and nothing scrolls sideways', async ({
    page,
  }) => {
    await learnerOfSpanish(page, 'phone-sources');
    await page.goto('/about/data');
    const words = page.getByRole('list', { name: AboutMessages.wordsHeading });
    await expect(words.getByRole('listitem')).toHaveCount(FixedDataSources.words.length);
    const first = FixedDataSources.words[0]!;
    await expect(words.getByRole('listitem').first()).toContainText(first.licence);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the data sources on a phone');
  });
});
