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
        projectService: { allowDefaultProject: ['*.mjs', 'scripts/*.mjs'] },
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
          zones: [
            {
              target: './lib',
              from: ['./components', './app', './server'],
              message: 'lib must not import screens, components or the server.',
            },
            { target: './components', from: ['./app', './server'], message: 'components import only lib.' },
            { target: './app', from: './server', message: 'the app never imports the server.' },
            { target: './server', from: ['./app', './components'], message: 'the server imports only lib.' },
            ...kitZones,
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
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
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
