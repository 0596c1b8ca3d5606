import { pageScriptsElementId } from '@cinevocab/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPageScripts, runPageScripts, scriptsLinkedPerTask } from './page-scripts';

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

describe('runPageScripts', () => {
  it("runs the listed scripts one after another, in the server's order, each once the one before has run", async () => {
    pageListing(listed.slice(0, 3));
    const started: string[] = [];
    const finishers: (() => void)[] = [];
    const running = runPageScripts(
      (href) =>
        new Promise<void>((resolve) => {
          started.push(href);
          finishers.push(resolve);
        }),
    );
    await Promise.resolve();
    expect(started).toEqual([listed[0]]);
    finishers[0]!();
    await vi.waitFor(() => expect(started).toEqual([listed[0], listed[1]]));
    finishers[1]!();
    await vi.waitFor(() => expect(started).toEqual(listed.slice(0, 3)));
    finishers[2]!();
    await running;
  });

  it('goes on past a script that fails to load, leaving the failure to the import that needs it', async () => {
    pageListing(listed.slice(0, 2));
    const started: string[] = [];
    await runPageScripts(async (href) => {
      started.push(href);
      if (href === listed[0]) throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect(started).toEqual(listed.slice(0, 2));
  });

  it('does nothing on a page that lists none', async () => {
    const run = vi.fn(() => Promise.resolve());
    await runPageScripts(run);
    expect(run).not.toHaveBeenCalled();
  });
});
