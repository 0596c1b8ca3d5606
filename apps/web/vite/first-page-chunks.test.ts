import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { groupsFrom } from './first-page-chunks';

const root = '/repo/apps/web';

/** A first pass's chunk: the file, the module it stands for (if any), its modules and imports. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], facade: string | null = null) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    moduleIds,
    imports,
  } as unknown as Rolldown.OutputChunk;
}

/**
 * The shape of the app as the bundler chunks it by itself: the page's script, the app's start,
 * the login screen and the signed-in layout, each with a chunk of its own and the shared ones
 * they import, and a later screen (the movie page) sharing a widget with the layout.
 */
const firstPass = {
  output: [
    chunk('index.js', [`${root}/src/main.tsx`], ['helper.js'], `${root}/index.html`),
    chunk('helper.js', ['\0vite/preload-helper.js']),
    chunk(
      'start.js',
      [`${root}/src/app/start-in-browser.tsx`],
      ['helper.js', 'query.js'],
      `${root}/src/app/start-in-browser.tsx`,
    ),
    chunk('query.js', ['/node_modules/@tanstack/query-core/query.js']),
    chunk(
      'auth.js',
      [`${root}/src/app/routes/auth.tsx`],
      ['query.js', 'input.js', 'tabs.js'],
      `${root}/src/app/routes/auth.tsx`,
    ),
    chunk('input.js', ['/node_modules/@mantine/core/Input.mjs']),
    chunk('tabs.js', ['/node_modules/@mantine/core/Tabs.mjs']),
    chunk(
      'layout.js',
      [`${root}/src/app/routes/protected-layout.tsx`, `${root}/src/components/nav-bar.tsx`],
      ['query.js', 'input.js', 'flag.js'],
      `${root}/src/app/routes/protected-layout.tsx`,
    ),
    chunk('flag.js', [`${root}/src/components/language-flag.tsx`]),
    chunk(
      'movie.js',
      [`${root}/src/app/routes/movie.tsx`],
      ['flag.js', 'tabs.js'],
      `${root}/src/app/routes/movie.tsx`,
    ),
  ],
} as unknown as Rolldown.RolldownOutput;

describe('groupsFrom', () => {
  const groups = groupsFrom(firstPass);

  it("keeps what the page's own script needs apart from the app, so its first paint waits for no app code", () => {
    expect(groups.get('\0vite/preload-helper.js')).toBe('page-start');
    expect(groups.has(`${root}/src/main.tsx`)).toBe(false);
  });

  it("puts the app's start, and what both the login page and the signed-in layout use, in the app's chunk", () => {
    expect(groups.get(`${root}/src/app/start-in-browser.tsx`)).toBe('app');
    expect(groups.get('/node_modules/@tanstack/query-core/query.js')).toBe('app');
    expect(groups.get('/node_modules/@mantine/core/Input.mjs')).toBe('app');
  });

  it("puts what only the signed-in layout's pages need in their chunk, whichever of its modules brought it", () => {
    expect(groups.get(`${root}/src/app/routes/protected-layout.tsx`)).toBe('signed-in');
    expect(groups.get(`${root}/src/components/nav-bar.tsx`)).toBe('signed-in');
    expect(groups.get(`${root}/src/components/language-flag.tsx`)).toBe('signed-in');
  });

  it('leaves what only some screens share where it was, so that no screen fetches code it does not run', () => {
    // Tabs: the login page and the movie page; the login page itself: nobody else.
    expect(groups.has('/node_modules/@mantine/core/Tabs.mjs')).toBe(false);
    expect(groups.has(`${root}/src/app/routes/auth.tsx`)).toBe(false);
    expect(groups.has(`${root}/src/app/routes/movie.tsx`)).toBe(false);
  });

  it('fails the build, naming the entry, when a screen it groups by is gone', () => {
    const withoutLayout = {
      output: firstPass.output.filter((item) => item.fileName !== 'layout.js'),
    } as unknown as Rolldown.RolldownOutput;
    expect(() => groupsFrom(withoutLayout)).toThrow(/protected-layout/);
  });
});
