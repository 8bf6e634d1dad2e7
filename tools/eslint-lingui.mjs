import lingui from 'eslint-plugin-lingui';

/**
 * Every word a shopper or seller reads goes through Lingui (issue 30): a string literal
 * rendered as text, or passed where words are expected (labels, titles, messages), fails
 * lint. Class names, paths, keys, ids and other code-only strings are left alone by the
 * patterns below; a string that is not for people but looks like words gets an
 * `// eslint-disable-next-line lingui/no-unlocalized-strings -- why` with its reason.
 * Tested in tools/eslint-lingui.test.ts.
 */
export const linguiRules = {
  files: [
    'storefront/src/**/*.{ts,tsx}',
    'seller-console/src/**/*.{ts,tsx}',
    'ui-kit/src/**/*.{ts,tsx}',
  ],
  ignores: ['**/*.test.*', '**/*.stories.*', '**/test/**', '**/fixtures/**', '**/*.d.ts'],
  plugins: { lingui },
  rules: {
    'lingui/t-call-in-function': 'error',
    'lingui/no-single-variables-to-translate': 'error',
    'lingui/no-expression-in-message': 'error',
    'lingui/no-trans-inside-trans': 'error',
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: [
          // One word without a capital (keys, variants, icon names, events, MIME types)…
          '^(?![A-Z])[^\\s]+$',
          // …paths, URLs, query strings and CSS-ish values.
          '^[/#?.]',
          '^https?:',
          '^[a-z-]+:',
          // Upper-case constants and codes (GET, PAID, COD, INR).
          '^[A-Z0-9_]+$',
        ],
        ignoreNames: [
          { regex: { pattern: 'className', flags: 'i' } },
          {
            regex: {
              pattern:
                '^(id|key|to|href|src|srcSet|type|name|role|variant|size|icon|method|mode|as|look|autoComplete|inputMode|pattern|accept|rel|target|lang|dir|htmlFor|form|enterKeyHint|fetchPriority|decoding|loading)$',
            },
          },
          {
            regex: {
              pattern: '^(data|aria-(controls|describedby|labelledby|live|current|haspopup))',
            },
          },
          { regex: { pattern: '(Key|Id|Path|Url|Href|Class|Name)$' } },
          'displayName',
          'queryKey',
          'mutationKey',
        ],
        ignoreFunctions: [
          'cva',
          'cn',
          'clsx',
          'Error',
          'RangeError',
          'TypeError',
          'console.*',
          '*.querySelector',
          '*.querySelectorAll',
          '*.getItem',
          '*.setItem',
          '*.removeItem',
          '*.addEventListener',
          '*.removeEventListener',
          '*.startsWith',
          '*.endsWith',
          '*.includes',
          '*.split',
          '*.join',
          '*.replace',
          '*.set',
          '*.get',
          '*.has',
          '*.append',
          'URLSearchParams',
          'matchMedia',
          'document.createElement',
          'useSearchParams',
          'new Intl.*',
        ],
      },
    ],
  },
};
