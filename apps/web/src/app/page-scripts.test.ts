import { pageScriptsElementId } from '@cinevocab/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPageScripts, scriptsLinkedPerTask } from './page-scripts';

const listed = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);

function pageListing(scripts: readonly string[]): void {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = pageScriptsElementId;
  list.textContent = JSON.stringify(scripts);
  document.body.append(list);
}

const linked = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('fetchPageScripts', () => {
  it('links every script the page lists, a few in each task, and resolves once all are linked', async () => {
    vi.useFakeTimers();
    pageListing(listed);
    let done = false;
    const fetching = fetchPageScripts().then(() => {
      done = true;
    });
    expect(linked()).toEqual(listed.slice(0, scriptsLinkedPerTask));
    await vi.advanceTimersByTimeAsync(0);
    expect(linked()).toEqual(listed.slice(0, 2 * scriptsLinkedPerTask));
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await fetching;
    expect(linked()).toEqual(listed);
    expect(done).toBe(true);
  });

  it('does nothing on a page that lists none', async () => {
    await fetchPageScripts();
    expect(linked()).toEqual([]);
  });
});
