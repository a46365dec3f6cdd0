// Type-aware lint with import boundaries: code flows lib → components → app, server → lib.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The screen kit's import direction (docs/ui-kit.md): components/ui, toast and icons are shared;
// every other folder under components/ is a feature (goods, bank, session, shell, …). A feature
// imports the shared folders and lib, never another feature; the shared folders never import a
// feature. New feature folders are picked up from the file system.
const SHARED = ['ui', 'toast', 'icons'];
const FEATURES = readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED.includes(entry.name))
  .map((entry) => entry.name);
const kitZones = [
  ...SHARED.map((folder) => ({
    target: `./components/${folder}`,
    from: FEATURES.map((feature) => `./components/${feature}`),
    message: 'the shared kit (ui, toast, icons) never imports a feature folder.',
  })),
  ...FEATURES.map((feature) => ({
    target: `./components/${feature}`,
    from: FEATURES.filter((other) => other !== feature).map((other) => `./components/${other}`),
    message: 'a feature folder imports components/ui (and toast, icons) and lib, never another feature.',
  })),
];
// The console (docs/console.md) repeats that shape inside its feature folder: components/console/kit
// is its shared kit and never imports a screen group; each other folder is a group, which imports
// the kit, never another group. New group folders are picked up from the file system.
const CONSOLE_GROUPS = readdirSync(new URL('./components/console', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
  .map((entry) => `./components/console/${entry.name}`);
const consoleZones = [
  {
    target: './components/console/kit',
    from: CONSOLE_GROUPS,
    message: 'the console kit never imports a screen group.',
  },
  ...CONSOLE_GROUPS.map((group) => ({
    target: group,
    from: CONSOLE_GROUPS.filter((other) => other !== group),
    message: 'a console screen group imports components/console/kit, never another group.',
  })),
];

// The server's import direction (docs/architecture.md §4). The platform floor (server/http,
// server/db, server/ports, the operator surface machinery server/operator, the runtime texts
// server/texts and the context, config and paths modules) never imports a feature; every other
// folder under server/ is a feature, which imports the floor, lib and other features' public
// modules only (`server/<feature>/index.ts`). The composition root (server/app.ts, routes.ts,
// main.ts) and the test harness (server/test/) wire everything and are free. Tests beside the code
// may reach into what they test; shipping code may not. New feature folders are picked up from the
// file system. That the folders form floors at all (no cycle between them) is checked by
// scripts/server-layers.mjs, in `npm test`.
const SERVER_FLOOR_FOLDERS = ['http', 'db', 'ports', 'operator', 'texts'];
const SERVER_FLOOR = [
  ...SERVER_FLOOR_FOLDERS.map((folder) => `./server/${folder}`),
  './server/context.ts',
  './server/config.ts',
  './server/paths.ts',
];
const SERVER_FEATURES = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...SERVER_FLOOR_FOLDERS, 'test'].includes(entry.name))
  .map((entry) => entry.name);
const serverZones = [
  {
    target: SERVER_FLOOR,
    from: [...SERVER_FEATURES.map((feature) => `./server/${feature}`), './server/app.ts', './server/routes.ts'],
    message: 'the platform floor (http, db, ports, operator, texts, context, config) never imports a feature.',
  },
  ...SERVER_FEATURES.flatMap((feature) =>
    SERVER_FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `./server/${feature}`,
      from: `./server/${other}`,
      except: ['./index.ts'],
      message: `a server feature imports another only through its public module (server/${other}/index.ts).`,
    })),
  ),
];

const baseZones = [
  {
    target: './lib',
    from: ['./components', './app', './server'],
    message: 'lib must not import screens, components or the server.',
  },
  { target: './components', from: ['./app', './server'], message: 'components import only lib.' },
  { target: './app', from: './server', message: 'the app never imports the server.' },
  { target: './server', from: ['./app', './components'], message: 'the server imports only lib.' },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      'dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      'public/sw.js',
      'public/workbox-*.js',
      // The bare Next page bench:web measures the app against (built on its own).
      'scripts/floor/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // One program built from tsconfig.json rather than the project service, which updates its
        // project as each file opens: 7 % fewer CPU seconds in one run (docs/testing.md, "Typecheck
        // and lint"). Every type-checked file is in tsconfig.json; .mjs files go untyped (below).
        project: './tsconfig.json',
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...baseZones, ...kitZones, ...consoleZones],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The server's zones (above) hold its shipping code; tests beside it may reach what they test.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...baseZones, ...serverZones] }],
    },
  },
  {
    // Paging goes through server/db/paging.ts (readPage, readPageRows) only: one way to count pages,
    // and no hand-written OFFSET arithmetic to get wrong (issue 36).
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='offset']",
          message: 'page through readPage or readPageRows (server/db/paging.ts), never .offset( by hand.',
        },
      ],
    },
  },
  {
    // One link for screens: the kit's, which prefetches on intent (components/ui/link.tsx).
    files: ['components/**/*.tsx', 'app/**/*.tsx'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'use Link from components/ui/link (prefetch on intent).' }] },
      ],
    },
  },
  {
    // One `test` for the e2e specs: e2e/test.ts, which closes every browser context a test opened.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/test.ts', 'e2e/**/playwright.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "import test, expect and Playwright's types from e2e/test.ts (it closes the contexts a test left open).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
