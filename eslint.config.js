import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The zones' paths are read from the repository's root, wherever ESLint is started from. */
const basePath = fileURLToPath(new URL('.', import.meta.url));

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

const server = 'apps/server';

/** Every module of the server, read from the folder, so a new module is fenced in the day it is made. */
const modules = readdirSync(new URL(`./${server}/src/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's folders and files outside src/modules (src/http/, src/app.ts, test/, bench/…), read
 * from disk too, so a new folder is fenced in as well.
 */
const outsideModules = [
  ...readdirSync(new URL(`./${server}`, import.meta.url))
    .filter((name) => !['src', 'node_modules', 'dist'].includes(name))
    .map((name) => `${server}/${name}`),
  ...readdirSync(new URL(`./${server}/src`, import.meta.url))
    .filter((name) => name !== 'modules')
    .map((name) => `${server}/src/${name}`),
];

/**
 * The server's boundaries for every file in it (docs/ARCHITECTURE.md): a module is used from
 * outside only through its entry, index.ts, so what it offers the rest of the server is written in
 * one place and its other files may change freely. Inside a module, files import each other directly.
 */
const serverBoundaries = [
  ...modules.map((module) => ({
    target: [
      ...modules.filter((other) => other !== module).map((other) => `${server}/src/modules/${other}`),
      ...outsideModules,
    ],
    from: `${server}/src/modules/${module}`,
    except: ['./index.ts'],
    message: `Import the '${module}' module through its entry, 'modules/${module}/index.js', not a file inside it. If what you need is not there, export it from modules/${module}/index.ts.`,
  })),
  {
    target: `${server}/src/shared`,
    from: `${server}/src/modules`,
    message:
      'src/shared/ holds what several modules use, so it sits below them and may not import a module. Move the piece it needs down into src/shared/ instead.',
  },
];

/** Only repositories touch the database: the rest of the server never imports its tables. */
const schemaOnlyInRepositories = {
  target: server,
  from: `${server}/src/db/schema.ts`,
  message:
    'Only repositories (*.repository.ts) and db/ import the database schema. Put the query in the repository of your module and call it from a service.',
};

/** Routes are thin: they call services, which call repositories. */
const routesCallServices = {
  target: server,
  from: [`${server}/src/**/*.repository.ts`],
  message:
    'Routes do not use repositories: call a service of the module, and let the service call the repository (make a *.service.ts if the module has none).',
};

/** The packages sit below the apps, so either app and any tool can use them. */
const packagesBelowApps = [
  {
    target: 'packages',
    from: 'apps',
    message:
      'Packages never import from apps/. Move what both need into a package (packages/core for contracts, packages/lexicon for language work), or pass it in from the app.',
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
      'import-x/no-restricted-paths': ['error', { basePath, zones: webLayers }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  // ESLint replaces a rule's options rather than adding them up, so each of the server's three
  // blocks below repeats the zones of the one before it and adds its own.
  {
    files: [`${server}/**/*.{ts,mts,js,mjs}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath, zones: serverBoundaries }] },
  },
  {
    files: [`${server}/**/*.{ts,mts,js,mjs}`],
    // Repositories and db/ are where the schema belongs; tests and their helpers set up and read rows;
    // auth/auth.ts hands better-auth's Drizzle adapter the tables better-auth owns.
    ignores: [
      '**/*.repository.ts',
      `${server}/src/db/**`,
      '**/*.test.ts',
      `${server}/test/**`,
      `${server}/src/auth/auth.ts`,
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath, zones: [...serverBoundaries, schemaOnlyInRepositories] },
      ],
    },
  },
  {
    files: [`${server}/**/*.routes.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath, zones: [...serverBoundaries, schemaOnlyInRepositories, routesCallServices] },
      ],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx,mts,js,mjs}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath, zones: packagesBelowApps }] },
  },
);
