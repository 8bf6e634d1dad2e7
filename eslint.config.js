// One flat config for the whole workspace; each project's `lint` target runs
// `eslint .` from its own folder and ESLint finds this file by walking up.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { moduleImportsRule } from './tools/api-module-imports.mjs';
import { linguiRules } from './tools/eslint-lingui.mjs';

/**
 * bulletproof-react's boundaries inside an app: a feature never imports another feature
 * (the app's routes compose them), features never import the app, and the shared folders
 * import neither. Absolute paths, because each project lints from its own folder.
 */
function featureBoundaries(app) {
  const src = join(import.meta.dirname, app, 'src');
  const features = readdirSync(join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const shared = ['components', 'config', 'lib', 'assets'].map((dir) => join(src, dir));
  return {
    files: [`${app}/src/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: join(src, 'features', feature),
              from: join(src, 'features'),
              except: [`./${feature}`],
              message: 'A feature does not import another feature; compose them in src/app.',
            })),
            { target: join(src, 'features'), from: join(src, 'app') },
            { target: shared, from: [join(src, 'features'), join(src, 'app')] },
          ],
        },
      ],
    },
  };
}

function restrictImports(files, packages) {
  return {
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: packages.map((p) => ({
            // The api's contract entry is the one allowed way in.
            regex: `^${p}(?!/(contract|client)/)(/.*)?$`,
            message:
              'Projects stay apart: apps share code only through @kirana/ui-kit, @kirana/api/contract/* and @kirana/api/client/*.',
          })),
        },
      ],
    },
  };
}

export default [
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/vite.config.ts.timestamp-*',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The api's contract (zod schemas, no Node imports) is the one part of the api
          // the browser apps may use; every other api path stays forbidden to them.
          allow: ['@kirana/api/contract/*', '@kirana/api/client/*'],
          depConstraints: [
            {
              sourceTag: 'scope:storefront',
              onlyDependOnLibsWithTags: ['scope:storefront', 'scope:shared'],
            },
            {
              sourceTag: 'scope:seller-console',
              onlyDependOnLibsWithTags: ['scope:seller-console', 'scope:shared'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api'] },
            { sourceTag: 'platform:node', notDependOnLibsWithTags: ['platform:browser'] },
            { sourceTag: 'type:ui', notDependOnLibsWithTags: ['type:app'] },
          ],
        },
      ],
    },
  },
  // Nx maps package-name imports to projects only through `exports`/`main`, which the
  // apps do not have and the api limits to its contract; these patterns close that gap so
  // a forbidden import fails lint, not only the build.
  restrictImports('storefront/**', ['@kirana/seller-console', '@kirana/api']),
  restrictImports('seller-console/**', ['@kirana/storefront', '@kirana/api']),
  restrictImports('ui-kit/**', ['@kirana/storefront', '@kirana/seller-console', '@kirana/api']),
  restrictImports('api/**', ['@kirana/storefront', '@kirana/seller-console', '@kirana/ui-kit']),
  featureBoundaries('storefront'),
  featureBoundaries('seller-console'),
  {
    // A lazily loaded storefront component must wait for the words its catalogue part holds.
    files: ['storefront/src/**'],
    ignores: ['storefront/src/lib/lazy-with-words.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name='lazy']",
          message: 'Use lazyWithWords (lib/lazy-with-words.ts): it loads the later words too.',
        },
      ],
    },
  },
  {
    // Each table has one owning module; others go through its service.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { kirana: { rules: { 'module-imports': moduleImportsRule } } },
    rules: { 'kirana/module-imports': 'error' },
  },
  {
    // What the browser apps import from the api: no Node and none of the server's code.
    files: ['api/src/contract/**', 'api/src/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|(fs|path|crypto|stream|os|child_process)$)',
              message: 'The contract and the client run in browsers: no Node modules.',
            },
            {
              regex: '^\\.\\./(?!contract/|client/)',
              message: 'The contract and the client import only each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests may assert that something exists with `!`; a wrong guess fails the test anyway.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.e2e.ts',
      '**/test/**',
      '**/e2e/**',
      '**/bench/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['api/**/*.ts', 'scripts/**/*.mjs', 'tools/**', '**/*.config.{js,ts,mjs}', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['storefront/**', 'seller-console/**', 'ui-kit/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  linguiRules,
  {
    // Build and test configuration is not app code: it may load the workspace's own build
    // tools (tools/vite-lingui.mjs, scripts/page-language.mjs) by path.
    files: [
      '*/vite.config.ts',
      '*/vitest.config.ts',
      '*/vitest.e2e.config.ts',
      '*/.storybook/*.ts',
      'storefront/vite-plugins/**',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
