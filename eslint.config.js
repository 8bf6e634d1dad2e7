// One flat config for the whole workspace; each project's `lint` target runs
// `eslint .` from its own folder and ESLint finds this file by walking up.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

function restrictImports(files, packages) {
  return {
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: packages.map((p) => ({
            // The api's contract entry is the one allowed way in.
            regex: `^${p}(?!/contract/)(/.*)?$`,
            message:
              'Projects stay apart: apps share code only through @kirana/ui-kit and @kirana/api/contract/*.',
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
          allow: ['@kirana/api/contract/*'],
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
];
