/**
 * Which of Mantine's per-component style sheets the app needs: those of every component it imports
 * from `@mantine/core`, and of every component those are built from. Mantine ships each
 * component's class names as `<Name>.module.css.mjs` beside its code and the rules themselves as
 * `styles/<Name>.css`, so following the imports of the components the app uses, from module to
 * module, names every sheet they need.
 *
 * `npx tsx apps/web/scripts/mantine-css.ts` writes src/app/mantine-styles.ts from it;
 * src/app/mantine-styles.test.ts fails when that file falls behind the code.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The package's folder, found from the module Node resolves for it (its package.json is not exported). */
const mantineDir = path.dirname(
  path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('@mantine/core')),
);
const esmDir = path.join(mantineDir, 'esm');

/**
 * Every name the app's own code (not its tests) imports from '@mantine/core', and the Mantine
 * packages it uses beside it: the toasts of @mantine/notifications are core's Notification, whose
 * sheet the app never names itself (left out, every toast was bare text over the page).
 */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sourceFiles(path.join(webDir, 'src')), ...companionPackageFiles()]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name !== '' && !part.trim().startsWith('type ')) names.add(name);
      }
    }
    for (const match of text.matchAll(/export\s+\{[^}]*\bas default\b[^}]*\}\s+from\s+'@mantine\/core'/g)) {
      const name = /\{\s*(\w+)\s+as default/.exec(match[0])?.[1];
      if (name !== undefined) names.add(name);
    }
  }
  return names;
}

/** The Mantine packages besides core that the app uses, as modules that import core's components. */
const companionPackages = ['@mantine/notifications'];

function companionPackageFiles(): string[] {
  const require = createRequire(path.join(webDir, 'package.json'));
  return companionPackages.flatMap((name) => {
    const esm = path.join(path.dirname(path.dirname(require.resolve(name))), 'esm');
    return readdirSync(esm, { recursive: true })
      .map((entry) => path.join(esm, String(entry)))
      .filter((file) => file.endsWith('.mjs'));
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Mantine's index: the module each exported name comes from. */
function exportedFrom(): Map<string, string> {
  const modules = new Map<string, string>();
  const index = readFileSync(path.join(esmDir, 'index.mjs'), 'utf8');
  for (const match of index.matchAll(/export\s+\{([^}]*)\}\s+from\s+'(\.[^']+)'/g)) {
    for (const name of match[1]!.split(',')) modules.set(name.trim(), path.join(esmDir, match[2]!));
  }
  return modules;
}

/** The style sheets (names of `styles/<Name>.css`) the modules reach through their imports. */
function sheetsReachedFrom(modules: Iterable<string>): Set<string> {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const queue = [...modules];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const sheet = /([^/]+)\.module\.css\.mjs$/.exec(file)?.[1];
    if (sheet !== undefined) sheets.add(sheet);
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']+)'/g)) {
      queue.push(path.resolve(path.dirname(file), match[1]!));
    }
  }
  return sheets;
}

/**
 * The sheets of the components others are built from, in the order Mantine's documentation gives
 * them: they come first, so that a component's own rules, of the same specificity, win over those
 * of what it is built from (a Button over its UnstyledButton), as in Mantine's own styles.css.
 */
const sharedFirst = [
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Loader',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
  'Flex',
  'FloatingIndicator',
  'ActionIcon',
];

/** The lines of src/app/mantine-styles.ts: the shared sheets, then the others alphabetically. */
export function mantineStylesModule(): string {
  const exported = exportedFrom();
  const modules = [...importedNames()].flatMap((name) => {
    const file = exported.get(name);
    return file === undefined ? [] : [file];
  });
  const needed = sheetsReachedFrom(modules);
  const sheets = [
    ...sharedFirst.filter((name) => needed.has(name)),
    ...[...needed].filter((name) => !sharedFirst.includes(name)).sort(),
  ].filter((name) => existsSync(path.join(mantineDir, 'styles', `${name}.css`)));
  return [
    '// Written by apps/web/scripts/mantine-css.ts (`npx tsx apps/web/scripts/mantine-css.ts`): the style',
    "// sheets of the Mantine components the app uses, instead of all of Mantine's (234 KB): fewer rules",
    '// for the browser to download and match on every page.',
    "import '@mantine/core/styles/baseline.css';",
    "import '@mantine/core/styles/default-css-variables.css';",
    "import '@mantine/core/styles/global.css';",
    ...sheets.map((name) => `import '@mantine/core/styles/${name}.css';`),
    '',
  ].join('\n');
}

export const mantineStylesFile = path.join(webDir, 'src/app/mantine-styles.ts');

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(mantineStylesFile, mantineStylesModule());
  console.log(`wrote ${mantineStylesFile}`);
}
