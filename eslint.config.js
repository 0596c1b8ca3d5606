import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';

/** Every feature of the web app, read from the folder, so a new feature is fenced in the day it is made. */
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's layers, each importing only those below it (docs/ARCHITECTURE.md):
 * app → features → title-words → components, hooks, lib. Tests and their helpers may use any.
 */
const webLayers = [
  // Features never import each other; routes compose them.
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: `Features do not import each other: '${feature}' may not use another feature. Compose them in app/routes, or move what both need down into title-words/, components/ or lib/.`,
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features sit below the routes: app/ imports features, never the other way.',
  },
  {
    target: `${web}/title-words`,
    from: [`${web}/app`, `${web}/features`],
    message: "A title's words sit below the features: title-words/ may not use a feature or a route.",
  },
  {
    target: [`${web}/components`, `${web}/hooks`, `${web}/lib`],
    from: [`${web}/app`, `${web}/features`, `${web}/title-words`],
    message:
      'Shared UI and plumbing sit below everything: components/, hooks/ and lib/ import none of app/, features/ or title-words/.',
  },
  {
    target: [
      `${web}/app`,
      `${web}/features`,
      `${web}/components`,
      `${web}/hooks`,
      `${web}/lib`,
      `${web}/test`,
    ],
    from: `${web}/title-words`,
    except: ['./index.ts'],
    message: "Import a title's words from their one entry, '@/title-words', not from a file inside it.",
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript as well as JavaScript when following imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // No module may reach itself through its imports, anywhere in the repository. Type-only
      // imports are left out: they vanish when the code runs.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webLayers }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
);
