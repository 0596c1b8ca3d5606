import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/*
 * The build keeps only the style sheets of the Mantine components the app uses
 * (apps/web/scripts/mantine-css.ts). A sheet left out leaves its component unstyled, which only a
 * browser shows: every toast was once bare black text over the page. So every journey watches the
 * Mantine class names its pages put on screen, toasts and dialogs included, and checks at its end
 * that each class Mantine styles is styled by the build's sheets too.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const mantineClass = /\.(m_[0-9a-f]{8})\b/g;

function classesIn(css: string): Set<string> {
  return new Set([...css.matchAll(mantineClass)].map((match) => match[1]!));
}

/** The classes Mantine's full sheets style: core's and the toasts' package's. */
function classesMantineStyles(): Set<string> {
  const require = createRequire(path.join(repoRoot, 'apps/web/package.json'));
  const sheets = ['@mantine/core/styles.css', '@mantine/notifications/styles.css'];
  return new Set(sheets.flatMap((sheet) => [...classesIn(readFileSync(require.resolve(sheet), 'utf8'))]));
}

/** The classes the built app's sheets style (the journeys run against the build). */
function classesTheBuildStyles(): Set<string> {
  const assets = path.join(repoRoot, 'apps/web/dist/assets');
  const sheets = readdirSync(assets).filter((file) => file.endsWith('.css'));
  return new Set(sheets.flatMap((file) => [...classesIn(readFileSync(path.join(assets, file), 'utf8'))]));
}

let styled: { byMantine: Set<string>; byTheBuild: Set<string> } | undefined;

/**
 * Starts collecting the Mantine classes that appear on the page, now and after every navigation;
 * returns the classes Mantine styles that the build's sheets do not, seen so far.
 */
export async function watchMantineClasses(page: Page): Promise<() => string[]> {
  const seen = new Set<string>();
  await page.exposeBinding('__reportMantineClasses', (_source, classes: string[]) => {
    for (const name of classes) seen.add(name);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportMantineClasses: (classes: string[]) => Promise<void> })
      .__reportMantineClasses;
    const sent = new Set<string>();
    const collect = (root: Element) => {
      const fresh: string[] = [];
      for (const element of [root, ...Array.from(root.querySelectorAll('[class*="m_"]'))]) {
        for (const name of Array.from(element.classList)) {
          if (/^m_[0-9a-f]{8}$/.test(name) && !sent.has(name)) {
            sent.add(name);
            fresh.push(name);
          }
        }
      }
      if (fresh.length > 0) report(fresh).catch(() => undefined);
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) collect(record.target);
        for (const node of Array.from(record.addedNodes)) if (node instanceof Element) collect(node);
      }
    });
    const start = () => {
      collect(document.documentElement);
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    };
    if (document.documentElement) start();
    else document.addEventListener('readystatechange', start, { once: true });
  });
  return () => {
    styled ??= { byMantine: classesMantineStyles(), byTheBuild: classesTheBuildStyles() };
    const { byMantine, byTheBuild } = styled;
    return [...seen].filter((name) => byMantine.has(name) && !byTheBuild.has(name)).sort();
  };
}
