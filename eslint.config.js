// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginLingui from 'eslint-plugin-lingui';

const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** DESIGN.md import rules, written so a wrong import explains itself. */
const zones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move shared code to app/, lib/, db/ or session/.',
  })),
  {
    target: './src/features',
    from: './src/api',
    message: 'Screens never fetch: read tables from src/db and call actions from src/sync.',
  },
  {
    target: './src/features',
    from: './src/routes',
    message: 'Routes wire screens; screens do not import routes.',
  },
  {
    target: './server',
    from: './src',
    except: ['./api/schemas'],
    message: 'The server shares only the API schemas with the app.',
  },
  {
    target: ['./src/session', './src/sync', './src/db', './src/api', './src/lib'],
    from: ['./src/app', './src/features', './src/routes'],
    message: 'Core layers do not depend on the UI.',
  },
  {
    target: './src/app',
    from: './src/routes',
    message: 'The shell does not import the routes: main.tsx, the composition root, wires both.',
  },
  {
    target: ['./src/session', './src/db', './src/api'],
    from: './src/sync',
    message: 'sync/ sits above session/, db/ and api/: move the shared piece down.',
  },
  {
    target: ['./src/db', './src/api'],
    from: './src/session',
    message: 'session/ sits above db/ and api/: move the shared piece down.',
  },
];

const OFETCH = { name: 'ofetch', message: 'Only src/api imports ofetch.' };
const DEXIE = [
  { name: 'dexie', message: 'Only src/db imports dexie.' },
  { name: 'dexie-react-hooks', message: 'Only src/db imports dexie-react-hooks.' },
];
const REACT = { name: 'react', message: 'Core layers know no React; put hooks in use*.ts.' };

const only = (pkgs, where) => ({
  paths: pkgs.map((name) => ({ name, message: `Only ${where} imports ${name}.` })),
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'locales/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json', './tsconfig.sw.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // no-cycle reads the imported files too: they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      // A circle of imports hides which layer depends on which (and once crashed the server).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', only(['ofetch'], 'src/api')],
      // Browser globals that read like local names: a form's Cancel once called window.close()
      // because its own `close` had been renamed away, and type-checking let it through.
      'no-restricted-globals': [
        'error',
        ...[
          'close',
          'open',
          'name',
          'event',
          'status',
          'stop',
          'print',
          'length',
          'parent',
          'top',
        ].map((name) => ({ name, message: `Use window.${name} if the browser's is meant.` })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/db/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [OFETCH, ...DEXIE] }] },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: DEXIE }] },
  },
  {
    // session, sync and db know no React except their hooks (use*.ts, hooks.ts). ESLint
    // replaces a rule's options per block, so this block repeats the Dexie rule: a Dexie
    // import in sync/ or session/ still fails here.
    files: ['src/session/**/*.ts', 'src/sync/**/*.ts', 'src/db/**/*.ts'],
    ignores: ['**/use*.ts', '**/hooks.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [REACT, OFETCH] }] },
  },
  {
    files: ['src/session/**/*.ts', 'src/sync/**/*.ts'],
    ignores: ['**/use*.ts', '**/hooks.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [REACT, OFETCH, ...DEXIE] }] },
  },
  {
    files: [
      'src/session/**/use*.ts',
      'src/sync/**/use*.ts',
      'src/session/**/*.test.ts',
      'src/sync/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [OFETCH, ...DEXIE] }] },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@mantine/*', '@tanstack/*'],
              message: 'The service worker never imports React or UI code.',
            },
          ],
          paths: [{ name: 'ofetch', message: 'Only src/api imports ofetch.' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test-setup.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // TanStack Router's redirect() is thrown by design.
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // Everything a person reads is rendered by the UI layers; core layers carry no prose.
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/routes/**/*.tsx'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // Single tokens without spaces that do not start with a capital (keys, ids, paths).
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            // CSS-ish values and URL/route paths.
            '^(calc|url|var|rgba?)\\(',
            '^/',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'style',
            'src',
            'href',
            'to',
            'type',
            'id',
            'key',
            'role',
            'width',
            'height',
            'size',
            'color',
            'variant',
            'position',
            'justify',
            'align',
            'autoComplete',
            'mah',
            'mih',
            'h',
            'pos',
            'fontFamily',
            'backgroundSize',
            'backgroundPosition',
            'backgroundRepeat',
            'backgroundAttachment',
            'Authorization',
            'Type',
            'name',
            'label',
            'fixed',
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'console.*',
            '*.querySelector',
            '*.setAttribute',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            'URLSearchParams',
            'RegExp',
            'encodeURI',
            'import',
            'createRoute',
            'lazyRouteComponent',
            'lazyFeature',
            'pending',
            'msg',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    // Specs get the per-worker server, its baseURL and the pinned clock from the harness.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'ofetch', message: 'Only src/api imports ofetch.' },
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from './harness/test': it gives each worker its own server and pins the clock.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.config.{ts,js}',
      'eslint.config.js',
      'playwright.config.ts',
      'scripts/**',
      'tests/e2e/harness/globalSetup.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
);
