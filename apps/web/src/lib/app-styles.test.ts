import { afterEach, describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles';

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

function preloadedSheet(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.dataset.appStyles = '';
  link.href = 'data:text/css,body{}';
  document.head.append(link);
  return link;
}

describe('the app style sheets', () => {
  it('become style sheets, and the first render waits until they have loaded', async () => {
    const link = preloadedSheet();
    let isApplied = false;
    const applied = applyAppStyles().then(() => (isApplied = true));
    expect(link.rel).toBe('stylesheet');
    await Promise.resolve();
    expect(isApplied).toBe(false);
    link.dispatchEvent(new Event('load'));
    await applied;
    expect(isApplied).toBe(true);
  });

  it('let the app show when a sheet fails, rather than keep the logo on screen', async () => {
    const link = preloadedSheet();
    const applied = applyAppStyles();
    link.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeUndefined();
  });

  it('wait for nothing in development, where the styles come with the code', async () => {
    await expect(applyAppStyles()).resolves.toBeUndefined();
  });
});
